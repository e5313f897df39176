import { spawnSync } from 'node:child_process';
import request from 'supertest';
import { getStorageToken } from '@nestjs/throttler';
import { MESSAGES, SITE_API_HEADERS } from '@gigmarket/shared';
import { RedisThrottlerStorage } from '../src/auth/rate-limit/redis-throttler.storage';
import { authEnv } from './support/auth-fixtures';
import { databaseKinds } from './support/databases';
import { describeIf, redisServerInstalled } from './support/prerequisites';
import { PrivateRedis } from './support/processes';
import { createTestApp, type TestApp } from './support/test-app';

/** Resolves once the app's rate-limit storage is connected to Redis (its first calls would otherwise race the connection). */
async function storageReady(app: TestApp): Promise<void> {
  const { client } = app.app.get<RedisThrottlerStorage>(getStorageToken());
  if (client.status !== 'ready') await new Promise<void>((resolve) => client.once('ready', () => resolve()));
}

describeIf('redis-server', redisServerInstalled(), 'apt-get install redis-server')('Redis rate-limit storage (a redis-server of its own)', () => {
  describe('RedisThrottlerStorage', () => {
    let redis: PrivateRedis;
    let storage: RedisThrottlerStorage;
    beforeAll(async () => {
      redis = await PrivateRedis.start();
      storage = new RedisThrottlerStorage(redis.url, 'test:');
    });
    afterAll(async () => {
      await storage.onApplicationShutdown();
      await redis.down();
    });

    it('counts hits in a window and blocks past the limit', async () => {
      const first = await storage.increment('k1', 60_000, 2, 30_000, 'ip');
      expect(first).toMatchObject({ totalHits: 1, isBlocked: false, timeToBlockExpire: 0 });
      expect(first.timeToExpire).toBeGreaterThan(0);
      await storage.increment('k1', 60_000, 2, 30_000, 'ip');
      const third = await storage.increment('k1', 60_000, 2, 30_000, 'ip');
      expect(third.isBlocked).toBe(true);
      expect(third.timeToBlockExpire).toBeGreaterThan(0);
      expect(third.timeToBlockExpire).toBeLessThanOrEqual(30);
      // Other keys and throttler names are counted apart.
      expect((await storage.increment('k2', 60_000, 2, 30_000, 'ip')).isBlocked).toBe(false);
      expect((await storage.increment('k1', 60_000, 2, 30_000, 'account')).isBlocked).toBe(false);
    });
  });

  describe('RedisThrottlerStorage while Redis is down', () => {
    it('holds a limit of 20 under a Redis slower than half a second', async () => {
      const redis = await PrivateRedis.start();
      const storage = new RedisThrottlerStorage(redis.url, 'slow:', 2);
      await new Promise<void>((resolve) => (storage.client.status === 'ready' ? resolve() : storage.client.once('ready', () => resolve())));
      const evalSlowly = storage.client.eval.bind(storage.client);
      // Every answer 700 ms late, as a Redis busy under load.
      jest.spyOn(storage.client, 'eval').mockImplementation(((...args: Parameters<typeof evalSlowly>) =>
        new Promise((resolve, reject) => setTimeout(() => evalSlowly(...args).then(resolve, reject), 700))) as typeof storage.client.eval);
      try {
        const results = await Promise.all(Array.from({ length: 30 }, () => storage.increment('code', 60_000, 20, 30_000, 'phone')));
        expect(results.filter((result) => !result.isBlocked)).toHaveLength(20);
      } finally {
        jest.restoreAllMocks();
        await storage.onApplicationShutdown();
        await redis.down();
      }
    });

    it('divides the limit by API_REPLICAS while counting in the process', async () => {
      const redis = await PrivateRedis.start();
      const storage = new RedisThrottlerStorage(redis.url, 'split:', 2);
      (storage as unknown as { logger: { warn: () => void; error: () => void } }).logger = { warn: () => undefined, error: () => undefined };
      try {
        await storage.increment('warm', 60_000, 20, 30_000, 'phone');
        const closed = new Promise((resolve) => storage.client.once('close', resolve));
        await redis.down();
        await closed;
        const results = [];
        for (let i = 0; i < 20; i++) results.push(await storage.increment('code', 60_000, 20, 30_000, 'phone'));
        expect(results.filter((result) => !result.isBlocked)).toHaveLength(10);
      } finally {
        await storage.onApplicationShutdown();
      }
    });

    it('keeps limiting with in-process counters instead of failing open or throwing', async () => {
      const redis = await PrivateRedis.start();
      const storage = new RedisThrottlerStorage(redis.url, 'down:');
      (storage as unknown as { logger: { warn: () => void; error: () => void } }).logger = { warn: () => undefined, error: () => undefined };
      try {
        expect((await storage.increment('k', 60_000, 2, 30_000, 'ip')).totalHits).toBe(1);
        const closed = new Promise((resolve) => storage.client.once('close', resolve));
        await redis.down();
        await closed;
        const counts = [];
        for (let i = 0; i < 3; i++) counts.push(await storage.increment('k', 60_000, 2, 30_000, 'ip'));
        // Counted afresh in this process: 1, 2, then blocked past the limit of 2.
        expect(counts.map((c) => c.totalHits)).toEqual([1, 2, 3]);
        expect(counts.map((c) => c.isBlocked)).toEqual([false, false, true]);
      } finally {
        await storage.onApplicationShutdown();
      }
    });
  });

  describe.each(databaseKinds())('auth rate limits in Redis (%s)', (kind) => {
    let redis: PrivateRedis;
    let app: TestApp;
    beforeAll(async () => {
      redis = await PrivateRedis.start();
      app = await createTestApp(kind, authEnv({ REDIS_URL: redis.url, RATE_LIMIT_PER_MINUTE: '2' }));
      await storageReady(app);
    });
    afterAll(async () => {
      await app?.close();
      await redis?.down();
    });

    it('answers 429 with Retry-After from the shared counters', async () => {
      for (let i = 0; i < 2; i++) await request(app.http).post('/api/auth/forgot-password').send({ username: '08012300000' }).expect(404);
      const limited = await request(app.http).post('/api/auth/forgot-password').send({ username: '08012300000' }).expect(429);
      expect(limited.body.message).toBe(MESSAGES.tooManyRequests);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      const keys = spawnSync('redis-cli', ['-u', redis.url, '--scan', '--pattern', 'gig:throttle:*']).stdout.toString();
      expect(keys).toContain('gig:throttle:ip:');
      expect(keys).toContain('gig:throttle:account:');
    });
  });

  describe.each(databaseKinds())('two API processes sharing Redis (%s)', (kind) => {
    const secret = 'site-secret-for-tests-site-secret-for-tests';
    let redis: PrivateRedis;
    let first: TestApp;
    let second: TestApp;
    beforeAll(async () => {
      redis = await PrivateRedis.start();
      // Two Nest apps, each with its own RedisThrottlerStorage connection, on one database.
      const env = authEnv({ REDIS_URL: redis.url, RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_PER_IP_PER_MINUTE: '4', SITE_API_SECRET: secret });
      first = await createTestApp(kind, env);
      second = await createTestApp(kind, { ...env, ...first.database.env });
      await Promise.all([storageReady(first), storageReady(second)]);
    });
    afterAll(async () => {
      // The second app's own fresh database was never used (it connects to the first's): drop both.
      await second?.close();
      await first?.close();
      await redis?.down();
    });
    const viaSite = (app: TestApp, visitor: string) =>
      request(app.http).post('/api/auth/forgot-password').set(SITE_API_HEADERS.clientIp, visitor).set(SITE_API_HEADERS.secret, secret);

    it('count one phone across both', async () => {
      expect(first.app.get(getStorageToken())).not.toBe(second.app.get(getStorageToken()));
      const phone = '08012300011';
      await viaSite(first, '10.1.0.1').send({ username: phone }).expect(404);
      await viaSite(second, '10.1.0.2').send({ username: phone }).expect(404);
      await viaSite(first, '10.1.0.3').send({ username: phone }).expect(404);
      const limited = await viaSite(second, '10.1.0.4').send({ username: phone }).expect(429);
      expect(limited.body.message).toBe(MESSAGES.tooManyRequests);
    });

    it('count one visitor address across both', async () => {
      for (let i = 0; i < 4; i++) await viaSite(i % 2 ? second : first, '10.2.0.1').send({ username: `0801230010${i}` }).expect(404);
      await viaSite(first, '10.2.0.1').send({ username: '08012300109' }).expect(429);
      await viaSite(second, '10.2.0.1').send({ username: '08012300108' }).expect(429);
      // Another visitor behind the same site is counted apart.
      await viaSite(second, '10.2.0.2').send({ username: '08012300107' }).expect(404);
    });
  });
});
