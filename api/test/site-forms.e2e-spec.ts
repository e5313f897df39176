import type { AddressInfo } from 'node:net';
import { authEnv, makeUser, readCode, type MadeUser } from './support/auth-fixtures';
import { databaseKinds } from './support/databases';
import { makeListing, makeLookups } from './support/marketplace-fixtures';
import { siteActionPaths, siteBuilt, startSite, type SiteServer } from './support/site-server';
import { describeIf } from './support/prerequisites';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Every form action of the built site (its route manifest, so a route added later is walked too)
 * answers a request that carries no form with 400, never 500 "Unexpected Server Error": no body,
 * a JSON body, a multipart body that does not parse. Each is posted anonymously and by a signed-in
 * freelancer and employer (the ones the page is for reach the action; the others are sent away
 * first). And a record's id in a page's address is decimal: `/freelancer/details/0x10` names no job.
 */
describeIf('the built site', siteBuilt, 'npx nx run @gigmarket/site:build')('the built site’s form actions', () => {
  describe.each(databaseKinds())('site form actions without a form (%s)', (kind) => {
    let app: TestApp;
    let site: SiteServer;
    let jobId: number;
    const cookies: Record<'anonymous' | 'freelancer' | 'employer', string> = { anonymous: '', freelancer: '', employer: '' };

    const cookieHeader = (response: Response, before = '') => {
      const jar = new Map(before.split('; ').filter(Boolean).map((pair) => [pair.split('=')[0], pair] as const));
      for (const cookie of response.headers.getSetCookie()) {
        const pair = cookie.split(';')[0];
        jar.set(pair.split('=')[0], pair);
      }
      return [...jar.values()].join('; ');
    };

    /** Signs in through the site's own pages: the phone, then the code the API texted. */
    async function signIn(user: MadeUser): Promise<string> {
      const page = await fetch(`${site.origin}/login`);
      let jar = cookieHeader(page);
      const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
      const login = await fetch(`${site.origin}/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: jar },
        body: new URLSearchParams({ csrf, username: user.phone! }),
      });
      expect([login.status, login.headers.get('location')]).toEqual([302, '/verification']);
      jar = cookieHeader(login, jar);
      const code = new URLSearchParams({ csrf });
      for (const digit of readCode(app, user.phone!)) code.append('code', digit);
      const verified = await fetch(`${site.origin}/verification`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: jar },
        body: code,
      });
      expect(verified.status).toBe(302);
      return cookieHeader(verified, jar);
    }

    beforeAll(async () => {
      app = await createTestApp(kind, authEnv());
      await app.app.listen(0, '127.0.0.1');
      site = await startSite((app.app.getHttpServer().address() as AddressInfo).port, { COOKIE_SECURE: 'false' });
      const lookups = await makeLookups(app.dataSource);
      const employer = await makeUser(app.dataSource, { user_type: 'employer', profile_completed_at: new Date() });
      const freelancer = await makeUser(app.dataSource, { user_type: 'freelancer', profile_completed_at: new Date() });
      for (let i = 0; i < 16; i++) jobId = (await makeListing(app.dataSource, employer.id, lookups, { job_title: `Site form job ${i}` })).id;
      cookies.freelancer = await signIn(freelancer);
      cookies.employer = await signIn(employer);
    }, 120_000);
    afterAll(async () => {
      await site?.stop();
      await app?.close();
    });

    /** A post, sent again once when the connection it reused was closed under it (a keep-alive race, not an answer). */
    async function post(url: string, init: RequestInit): Promise<Response> {
      try {
        return await fetch(url, init);
      } catch {
        return fetch(url, init);
      }
    }

    /**
     * Actions that read no form: the Share action's count is sent by navigator.sendBeacon with no
     * body and answers 204 whoever sends it (docs/seo-and-feeds.md "Where views come from").
     */
    const NOT_FORMS = ['/jobs/:id/shares'];

    const bodies: Array<{ name: string; headers: Record<string, string>; body?: string }> = [
      { name: 'no body', headers: {} },
      { name: 'JSON', headers: { 'Content-Type': 'application/json' }, body: '{"intent":"apply"}' },
      { name: 'broken multipart', headers: { 'Content-Type': 'multipart/form-data; boundary=x' }, body: '--x\r\nnot a part' },
    ];

    it('answers 400 to every form action posted without a form, and never 500', async () => {
      const paths = siteActionPaths()
        .filter((path) => !NOT_FORMS.includes(path))
        .map((path) => path.replace(/:id\b/g, String(jobId)).replace(/:\w+/g, 'x'));
      expect(paths.length).toBeGreaterThan(30);
      const failures: string[] = [];
      for (const path of paths)
        for (const { name, headers, body } of bodies) {
          const statuses: Record<string, number> = {};
          for (const [who, cookie] of Object.entries(cookies)) {
            const answer = await post(`${site.origin}${path}`, { method: 'POST', redirect: 'manual', headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}) }, body });
            statuses[who] = answer.status;
          }
          const answered = Object.values(statuses);
          // Whoever the page is for reaches its action and gets a 400; the others are sent away (3xx) first.
          if (answered.some((status) => status >= 500) || !answered.includes(400) || answered.some((status) => status !== 400 && (status < 300 || status >= 400)))
            failures.push(`POST ${path} (${name}) -> ${JSON.stringify(statuses)}`);
        }
      expect(failures).toEqual([]);
    }, 300_000);

    it('refuses an id written in hex in the address of a page and of its form action', async () => {
      const hex = `0x${jobId.toString(16)}`;
      expect((await fetch(`${site.origin}/freelancer/details/${jobId}`, { headers: { Cookie: cookies.freelancer } })).status).toBe(200);
      expect((await fetch(`${site.origin}/freelancer/details/${hex}`, { headers: { Cookie: cookies.freelancer } })).status).toBe(404);
      expect((await fetch(`${site.origin}/jobs/${hex}`)).status).toBe(404);
      const page = await fetch(`${site.origin}/freelancer/details/${jobId}`, { headers: { Cookie: cookies.freelancer } });
      const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
      const report = await fetch(`${site.origin}/freelancer/details/${hex}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookieHeader(page, cookies.freelancer) },
        body: new URLSearchParams({ csrf, intent: 'report', reason: 'fake' }),
      });
      expect(report.status).toBe(404);
      expect(Number((await app.dataSource.query('SELECT COUNT(*) AS n FROM listing_reports'))[0].n)).toBe(0);
    }, 60_000);

    it('takes a counter-quote as people type it ("18,500") and stores 18500.00', async () => {
      const page = await fetch(`${site.origin}/freelancer/details/${jobId}`, { headers: { Cookie: cookies.freelancer } });
      const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
      const apply = await fetch(`${site.origin}/freelancer/details/${jobId}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookieHeader(page, cookies.freelancer) },
        body: new URLSearchParams({ csrf, intent: 'apply', new_price: '18,500' }),
      });
      expect(apply.status).toBeLessThan(400);
      const [row] = await app.dataSource.query('SELECT new_price FROM jobapplication WHERE listing_id = ?', [jobId]);
      expect(Number(row.new_price)).toBe(18500);
    }, 60_000);
  });
});
