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
    expect(accountKey({ email: ' Ada@Example.com ' })).toBe('email:ada@example.com');
    expect(accountKey({ username: 'ada@example.com' })).toBe('email:ada@example.com');
    expect(accountKey({})).toBeNull();
    expect(accountKey(undefined)).toBeNull();
    expect(accountKey({ username: 42 })).toBeNull();
  });
});
