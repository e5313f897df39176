import { generateCode } from './codes.service';
import { accountKey } from './rate-limit/auth-throttler.guard';

describe('generateCode', () => {
  it('gives six digits, leading zeros kept, and varies', () => {
    const codes = new Set(Array.from({ length: 200 }, () => generateCode()));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(150);
  });
});

describe('accountKey', () => {
  it('names the phone or email an auth call is about', () => {
    expect(accountKey({ username: '(803) 1234-5678' })).toBe('phone:80312345678');
    expect(accountKey({ phone: '0803 123' })).toBe('phone:0803123');
    // One phone, one limit, however it is written (the site, the USSD gateways).
    for (const written of ['08031000001', '+2348031000001', '234 803 100 0001'])
      for (const field of ['username', 'phone', 'phoneNumber', 'Mobile'])
        expect(accountKey({ [field]: written })).toBe('phone:08031000001');
    expect(accountKey({ email: ' Ada@Example.com ' })).toBe('email:ada@example.com');
    expect(accountKey({ username: 'ada@example.com' })).toBe('email:ada@example.com');
    expect(accountKey({})).toBeNull();
    expect(accountKey(undefined)).toBeNull();
    expect(accountKey({ username: 42 })).toBeNull();
  });
});
