import { clientAddress } from './client-address';

const SECRET = 'site-secret-site-secret-site-secret-0001';

describe('clientAddress', () => {
  it('believes X-Client-IP only with the site secret', () => {
    const headers = { 'x-client-ip': '102.89.1.7', 'x-site-secret': SECRET };
    expect(clientAddress({ ip: '10.0.0.5', headers }, SECRET)).toBe('102.89.1.7');
    expect(clientAddress({ ip: '10.0.0.5', headers: { ...headers, 'x-site-secret': `${SECRET}x` } }, SECRET)).toBe('10.0.0.5');
    expect(clientAddress({ ip: '10.0.0.5', headers: { 'x-client-ip': '102.89.1.7' } }, SECRET)).toBe('10.0.0.5');
    // Without a configured secret nothing is believed, whatever is sent.
    expect(clientAddress({ ip: '10.0.0.5', headers }, undefined)).toBe('10.0.0.5');
  });

  it('ignores a claimed address that is not one', () => {
    const headers = { 'x-client-ip': '102.89.1.7, 1.1.1.1', 'x-site-secret': SECRET };
    expect(clientAddress({ ip: '10.0.0.5', headers }, SECRET)).toBe('10.0.0.5');
  });

  it('counts IPv6 per /64 and IPv4-mapped addresses as IPv4', () => {
    expect(clientAddress({ ip: '2c0f:f5c0:1:2:aaaa:bbbb:cccc:dddd', headers: {} }, undefined)).toBe('2c0f:f5c0:1:2::/64');
    expect(clientAddress({ ip: '::ffff:127.0.0.1', headers: {} }, undefined)).toBe('127.0.0.1');
  });
});
