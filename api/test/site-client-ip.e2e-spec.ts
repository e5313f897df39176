import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { getStorageToken, type ThrottlerStorageService } from '@nestjs/throttler';
import { authEnv, makeUsers, readCode } from './support/auth-fixtures';
import { databaseKinds } from './support/databases';
import { describeIf } from './support/prerequisites';
import { siteBuilt, startSite } from './support/site-server';
import { createTestApp, type TestApp } from './support/test-app';

const SECRET = 'site-secret-for-tests-site-secret-for-tests';

/** The in-memory throttler's key for a route's per-IP counter (@nestjs/throttler's generateKey). */
const ipKey = (handler: string, address: string) => createHash('sha256').update(`AuthController-${handler}-ip-${address}`).digest('hex');

describeIf('the built site', siteBuilt, 'npx nx run @gigmarket/site:build')('the built site server in front of the API', () => {
  describe.each(databaseKinds())('sign-in through the site server (%s)', (kind) => {
    let app: TestApp;
    let siteServer: { origin: string; stop: () => Promise<void> };
    beforeAll(async () => {
      // Default limits (300 a minute per address, 20 per phone); a proxy the site trusts in front.
      const env = authEnv({ SITE_API_SECRET: SECRET });
      delete env.RATE_LIMIT_PER_MINUTE;
      delete env.RATE_LIMIT_PER_IP_PER_MINUTE;
      app = await createTestApp(kind, env);
      await app.app.listen(0, '127.0.0.1');
      const { port } = app.app.getHttpServer().address() as AddressInfo;
      siteServer = await startSite(port, { SITE_API_SECRET: SECRET, TRUST_PROXY_HOPS: '1', COOKIE_SECURE: 'false' });
    }, 60_000);
    afterAll(async () => {
      await siteServer?.stop();
      await app?.close();
    });

    /** A sign-in form: the CSRF cookie and token from GET /login, then the phone posted. */
    async function signIn(phone: string, forwardedFor: string, extra: Record<string, string> = {}): Promise<Response> {
      const page = await fetch(`${siteServer.origin}/login`, { headers: { 'X-Forwarded-For': forwardedFor } });
      const cookies = page.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; ');
      const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
      return fetch(`${siteServer.origin}/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookies, 'X-Forwarded-For': forwardedFor, ...extra },
        body: new URLSearchParams({ csrf, username: phone }),
      });
    }

    it('100 people behind one address all get their codes within a minute', async () => {
      const users = await makeUsers(app.dataSource, 100);
      const started = Date.now();
      for (const [i, user] of users.entries()) {
        // Whatever a phone writes to the left of the proxy's entry, or in the site's own headers, is ignored.
        const response = await signIn(user.phone, `6.6.6.${i}, 102.89.23.45`, { 'X-Client-IP': `7.7.7.${i}`, 'X-Site-Secret': SECRET });
        expect([user.phone, response.status, response.headers.get('location')]).toEqual([user.phone, 302, '/verification']);
      }
      expect(Date.now() - started).toBeLessThan(60_000);
      for (const user of users) expect(readCode(app, user.phone)).toMatch(/^\d{6}$/);

      // Every sign-in was counted for the address the trusted proxy saw, none for a forged one
      // nor for the site's own address.
      const counters = app.app.get<ThrottlerStorageService>(getStorageToken()).storage;
      expect(counters.get(ipKey('login', '102.89.23.45'))?.totalHits.get('ip')).toBe(100);
      expect(counters.has(ipKey('login', '127.0.0.1'))).toBe(false);
      expect(counters.has(ipKey('login', '6.6.6.0'))).toBe(false);
      expect(counters.has(ipKey('login', '7.7.7.0'))).toBe(false);
    }, 120_000);

    it('one phone is still limited', async () => {
      const [user] = await makeUsers(app.dataSource, 1);
      expect((await signIn(user.phone, '102.89.23.46')).status).toBe(302);
      const again = await signIn(user.phone, '102.89.23.47');
      expect(again.status).toBe(429);
    });
  });
});
