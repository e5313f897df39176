import { ConfigError, loadConfig, trustProxySetting } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded SQLite database', () => {
    const config = loadConfig({});
    expect(config.databaseType).toBe('better-sqlite3');
    expect(config.PORT).toBe(3000);
    expect(config.SMS_TRANSPORT).toBe('console');
  });

  it('selects MySQL from a mysql:// DATABASE_URL and reads replicas', () => {
    const config = loadConfig({
      DATABASE_URL: 'mysql://root@127.0.0.1:3306/gig',
      DATABASE_REPLICA_URLS: 'mysql://ro@10.0.0.2:3306/gig, mysql://ro@10.0.0.3:3306/gig',
    });
    expect(config.databaseType).toBe('mysql');
    expect(config.DATABASE_REPLICA_URLS).toHaveLength(2);
  });

  it('names the bad setting in one line', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x/y' })).toThrow(
      new ConfigError('Invalid setting DATABASE_URL: must be mysql://user:password@host:port/database'),
    );
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid setting PORT:/);
  });

  it('refuses the example secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'mysql://a@b/c' })).toThrow(
      /JWT_SECRET: the example secret is refused in production/,
    );
  });

  it('refuses the movable test clock in production, and leaves it off by default', () => {
    expect(loadConfig({}).TEST_CLOCK).toBe(false);
    expect(loadConfig({ TEST_CLOCK: 'true' }).TEST_CLOCK).toBe(true);
    const production = { NODE_ENV: 'production', DATABASE_URL: 'mysql://a@b/c', JWT_SECRET: 'a-production-secret-of-32-characters!' };
    expect(loadConfig(production).TEST_CLOCK).toBe(false);
    expect(() => loadConfig({ ...production, TEST_CLOCK: 'true' })).toThrow(
      new ConfigError('Invalid setting TEST_CLOCK: a movable clock is refused in production'),
    );
  });

  it('sizes the per-address limit for carrier-grade NAT, apart from the per-phone one', () => {
    const config = loadConfig({});
    expect(config.RATE_LIMIT_PER_IP_PER_MINUTE).toBe(300);
    expect(config.RATE_LIMIT_PER_MINUTE).toBe(20);
    expect(config.SITE_API_SECRET).toBeUndefined();
    expect(() => loadConfig({ SITE_API_SECRET: 'short' })).toThrow(/^Invalid setting SITE_API_SECRET:/);
  });

  it('trusts no proxy hop unless told', () => {
    expect(trustProxySetting(loadConfig({}).TRUST_PROXY)).toBe(false);
    expect(trustProxySetting('none')).toBe(false);
    expect(trustProxySetting('1')).toBe(1);
    expect(trustProxySetting('true')).toBe(true);
    expect(trustProxySetting('uniquelocal')).toBe('uniquelocal');
    expect(trustProxySetting('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1');
  });
});
