import { addressAllowed, addressPolicy, guardedLookup, refuseUrl } from './webhook-address';

const strict = addressPolicy({ NODE_ENV: 'test', WEBHOOK_ALLOWED_CIDRS: [] });
const production = addressPolicy({ NODE_ENV: 'production', WEBHOOK_ALLOWED_CIDRS: [] });
const loopbackAllowed = addressPolicy({ NODE_ENV: 'test', WEBHOOK_ALLOWED_CIDRS: ['127.0.0.0/8', '::1/128'] });

const lookup = (policy: typeof strict, host: string) =>
  new Promise<{ error: Error | null; address: unknown }>((resolve) =>
    guardedLookup(policy)(host, { all: true }, (error, address) => resolve({ error, address })),
  );

describe('webhook addresses', () => {
  it.each(['10.0.0.1', '172.16.3.4', '192.168.0.9', '127.0.0.1', '169.254.169.254', '0.0.0.0', '100.64.0.1', '::1', 'fe80::1', 'fc00::1', '::ffff:10.0.0.1', '::ffff:127.0.0.1', '224.0.0.1', '255.255.255.255'])(
    'refuses %s outside development',
    (address) => {
      expect(addressAllowed(address, strict)).toBe(false);
    },
  );

  it.each(['8.8.8.8', '102.89.1.1', '2a00:1450:4001:80b::200e'])('allows the public address %s', (address) => {
    expect(addressAllowed(address, strict)).toBe(true);
  });

  it('allows the configured blocks, and anything in development', () => {
    expect(addressAllowed('127.0.0.1', loopbackAllowed)).toBe(true);
    expect(addressAllowed('10.0.0.1', loopbackAllowed)).toBe(false);
    expect(addressAllowed('10.0.0.1', addressPolicy({ NODE_ENV: 'development', WEBHOOK_ALLOWED_CIDRS: [] }))).toBe(true);
  });

  it('checks a URL when it is saved: scheme, credentials, https in production, the resolved addresses', async () => {
    expect(await refuseUrl('not a url', strict)).toBe('url');
    expect(await refuseUrl('ftp://example.com/', strict)).toBe('url');
    expect(await refuseUrl('https://user:pw@8.8.8.8/', strict)).toBe('credentials');
    expect(await refuseUrl('http://8.8.8.8/hook', production)).toBe('https');
    expect(await refuseUrl('https://8.8.8.8/hook', production)).toBeNull();
    expect(await refuseUrl('https://[::1]/hook', strict)).toBe('private');
    expect(await refuseUrl('https://localhost/hook', strict)).toBe('private');
    expect(await refuseUrl('https://no-such-host.invalid/hook', strict)).toBe('unresolvable');
  });

  it('refuses at connection time a name that resolves to a private address (DNS rebinding)', async () => {
    const refused = await lookup(strict, 'localhost');
    expect(refused.error?.message).toMatch(/refused address/);
    const allowed = await lookup(loopbackAllowed, 'localhost');
    expect(allowed.error).toBeNull();
    expect(Array.isArray(allowed.address)).toBe(true);
  });
});
