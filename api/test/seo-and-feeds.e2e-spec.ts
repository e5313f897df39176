import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SourceCountsService } from '../src/discovery/source-counts.service';
import { Listing } from '../src/listings/listing.entity';
import { Post } from '../src/posts/post.entity';
import { AdminSettings } from '../src/settings/admin-settings.entity';
import { hashPassword } from '../src/common/passwords';
import { authEnv, makeUser, readCode, type MadeUser } from './support/auth-fixtures';
import { as, insertUser, tokenFor } from './support/admin-fixtures';
import { databaseKinds } from './support/databases';
import { JobPostingSchema, jsonLdBlocks } from './support/job-posting-schema';
import { makeListing, makeLookups, makePlaces } from './support/marketplace-fixtures';
import { describeIf } from './support/prerequisites';
import { siteBuilt, startSite, type SiteServer } from './support/site-server';
import { createTestApp, type TestApp } from './support/test-app';

const XSD = join(__dirname, '..', '..', 'docs', 'schemas', 'jobs-feed.xsd');
const hasXmllint = (() => {
  try {
    execFileSync('xmllint', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** xmllint's verdict on a document against the feed's XML Schema: '' when valid, else its complaint. */
function schemaErrors(xml: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'feed-'));
  const file = join(dir, 'jobs.xml');
  writeFileSync(file, xml);
  try {
    execFileSync('xmllint', ['--noout', '--nonet', '--schema', XSD, file], { stdio: 'pipe' });
    return '';
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A phone's browser: what counts as a person (Node's own fetch says "node", which isbot knows). */
const BROWSER = { 'User-Agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36' };

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));

/**
 * Search engines, job boards and where views come from (docs/seo-and-feeds.md), through the built
 * site in front of the API on the real database: the JSON-LD of every open job in both languages,
 * the closed job's page, robots.txt, the sitemap, the XML feed against its schema with 304s, the
 * JSON feed, and the counts by source (a shared link's view and the application it led to).
 */
describeIf('the built site and xmllint', siteBuilt && hasXmllint, 'npx nx run @gigmarket/site:build; apt-get install libxml2-utils')('search engines and job boards', () => {
  describe.each(databaseKinds())('seo and feeds (%s)', (kind) => {
    let app: TestApp;
    let site: SiteServer;
    let openIds: number[];
    let closedId: number;
    let freelancer: MadeUser;
    const counts = () => app.app.get(SourceCountsService);
    const origin = () => site.origin;

    beforeAll(async () => {
      app = await createTestApp(kind, authEnv());
      await app.app.listen(0, '127.0.0.1');
      site = await startSite((app.app.getHttpServer().address() as AddressInfo).port, { COOKIE_SECURE: 'false' });
      const ds = app.dataSource;
      await ds.getRepository(AdminSettings).insert({ currency: 'NGN', gateway_fee: '1.50', file_max: 2, video_max: 1, image_max: 5 });
      const places = await makePlaces(ds);
      const lookups = await makeLookups(ds);
      const employer = await makeUser(ds, { user_type: 'employer', profile_completed_at: new Date() });
      await ds.query('INSERT INTO profiles (user_id, company_name) VALUES (?, ?)', [employer.id, 'Lekki Tiles Ltd']);
      freelancer = await makeUser(ds, { user_type: 'freelancer', profile_completed_at: new Date() });
      const ikeja = { lga_id: places.lgaId('Lagos', 'Ikeja'), state: places.stateId('Lagos') };
      const open = [
        await makeListing(ds, employer.id, lookups, { ...ikeja, job_title: 'Tile a kitchen floor', amount: '45000.00' }),
        await makeListing(ds, employer.id, lookups, {
          ...ikeja,
          job_title: 'Paint a three-bedroom flat <fast>',
          pricing: 'range',
          amount: null,
          min_amount: '60000.00',
          max_amount: '90000.00',
          job_date: '2030-12-10',
          job_end_date: '2030-12-12',
          job_type: lookups.otherJobTypeId,
        }),
        await makeListing(ds, employer.id, lookups, { lga_id: places.lgaId('Federal Capital Territory', 'Municipal Area Council'), state: places.stateId('Federal Capital Territory'), job_title: 'Fix a generator' }),
      ];
      openIds = open.map((job) => job.id);
      closedId = (await makeListing(ds, employer.id, lookups, { ...ikeja, job_title: 'Closed tiling job', status: 'closed', closed_reason: 'employer' })).id;
      await makeListing(ds, employer.id, lookups, { ...ikeja, job_title: 'Expired job', expires_at: new Date(Date.now() - 60_000) });
      await makeListing(ds, employer.id, lookups, { ...ikeja, job_title: 'Draft job', status: 'draft' });
      await makeListing(ds, employer.id, lookups, { ...ikeja, job_title: 'Hidden job', moderation: 'hidden' });
      await ds.getRepository(Post).insert([
        { post_title: 'Hiring a tiler', post_slug: 'hiring-a-tiler', post_status: 'published', post_description: '<p>Hello</p>' },
        { post_title: 'Members only', post_slug: 'members', post_status: 'published', post_protect: true, post_password: await hashPassword('open sesame') },
        { post_title: 'Unfinished', post_slug: 'unfinished', post_status: 'draft' },
      ]);
    }, 180_000);
    afterAll(async () => {
      await site?.stop();
      await app?.close();
    });

    it('gives every open job a JobPosting that has Google’s required and recommended fields, in English and French', async () => {
      for (const id of openIds) {
        for (const lang of ['en', 'fr'] as const) {
          const page = await fetch(`${origin()}/jobs/${id}?lang=${lang}`, { headers: { 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } });
          expect(page.status).toBe(200);
          const html = await page.text();
          expect(html).toContain(`<html lang="${lang}"`);
          const blocks = jsonLdBlocks(html);
          expect(blocks).toHaveLength(1);
          const parsed = JobPostingSchema.safeParse(blocks[0]);
          expect(parsed.error?.issues ?? []).toEqual([]);
          expect(parsed.data).toMatchObject({ url: `${origin()}/jobs/${id}?lang=${lang}`, hiringOrganization: { name: 'Lekki Tiles Ltd' }, identifier: { value: String(id) } });
          expect(html).not.toMatch(/name="robots" content="noindex"/);
        }
      }
      const fr = JobPostingSchema.parse(jsonLdBlocks(await (await fetch(`${origin()}/jobs/${openIds[2]}?lang=fr`)).text())[0]);
      expect(fr.jobLocation.address).toEqual({ '@type': 'PostalAddress', addressLocality: 'Municipal Area Council', addressRegion: 'Territoire de la capitale fédérale', addressCountry: 'NG' });
      // A range over three days: the price per day, in naira.
      const range = JobPostingSchema.parse(jsonLdBlocks(await (await fetch(`${origin()}/jobs/${openIds[1]}`)).text())[0]);
      expect(range.baseSalary).toEqual({ '@type': 'MonetaryAmount', currency: 'NGN', value: { '@type': 'QuantitativeValue', minValue: 20000, maxValue: 30000, unitText: 'DAY' } });
      expect(range.title).toBe('Paint a three-bedroom flat <fast>');
    });

    it('keeps a closed job’s page, saying it is closed, with noindex and no JobPosting', async () => {
      for (const [lang, said] of [
        ['en', 'The employer closed this job'],
        ['fr', 'L’employeur a fermé cette mission'],
      ] as const) {
        const page = await fetch(`${origin()}/jobs/${closedId}?lang=${lang}`);
        // 200, not 410: a shared link still previews and says what became of the job (docs/site.md).
        expect(page.status).toBe(200);
        const html = await page.text();
        expect(html).toContain(said);
        expect(html).toContain('Closed tiling job');
        expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
        expect(jsonLdBlocks(html)).toEqual([]);
      }
    });

    it('keeps crawlers out of the private areas and points them at the sitemap', async () => {
      const robots = await fetch(`${origin()}/robots.txt`, { redirect: 'manual' });
      expect(robots.status).toBe(200);
      const text = await robots.text();
      for (const path of ['/employer/', '/freelancer/', '/messages/', '/admin/', '/api/']) expect(text).toContain(`Disallow: ${path}`);
      expect(text).toContain('Allow: /api/home/');
      expect(text).toContain(`Sitemap: ${origin()}/sitemap.xml`);
    });

    it('lists exactly the open jobs and the public posts in the sitemap, each in both languages with hreflang alternates', async () => {
      const answer = await fetch(`${origin()}/sitemap.xml`, { redirect: 'manual' });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('application/xml');
      const xml = await answer.text();
      const paths = [...openIds.map((id) => `/jobs/${id}`), '/posts/hiring-a-tiler'];
      expect(locs(xml).sort()).toEqual(paths.flatMap((path) => ['en', 'fr'].map((lang) => `${origin()}${path}?lang=${lang}`)).sort());
      expect(xml.match(/<lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod>/g)).toHaveLength(paths.length * 2);
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${origin()}/jobs/${openIds[0]}?lang=fr"/>`);
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${origin()}/jobs/${openIds[0]}"/>`);
      expect(schemaErrors(xml.replace(/<urlset[^>]*>[\s\S]*<\/urlset>/, '<source/>'))).not.toBe(''); // the checker does reject
    });

    it('splits the sitemap into an index of files past its address limit, with the same addresses', async () => {
      // Four addresses a file (two pages in two languages) instead of 50,000.
      const small = await startSite((app.app.getHttpServer().address() as AddressInfo).port, { COOKIE_SECURE: 'false', SITEMAP_MAX_URLS: '4' });
      try {
        const index = await (await fetch(`${small.origin}/sitemap.xml`)).text();
        expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
        const files = locs(index);
        expect(files).toEqual([`${small.origin}/sitemaps/posts.xml`, `${small.origin}/sitemaps/jobs-0.xml`, `${small.origin}/sitemaps/jobs-${openIds[1]}.xml`]);
        const all: string[] = [];
        for (const file of files) {
          const part = await fetch(file);
          expect(part.status).toBe(200);
          const urls = locs(await part.text());
          expect(urls.length).toBeLessThanOrEqual(4);
          all.push(...urls);
        }
        const paths = [...openIds.map((id) => `/jobs/${id}`), '/posts/hiring-a-tiler'];
        expect(all.sort()).toEqual(paths.flatMap((path) => ['en', 'fr'].map((lang) => `${small.origin}${path}?lang=${lang}`)).sort());
      } finally {
        await small.stop();
      }
    });

    it('draws the same card picture on every site replica, which answers 304 to another replica’s ETag', async () => {
      // A second replica behind the same public address (SITE_URL), as behind a balancer.
      const second = await startSite((app.app.getHttpServer().address() as AddressInfo).port, { COOKIE_SECURE: 'false', SITE_URL: origin() });
      try {
        const card = `/jobs/${openIds[0]}/card.png?lang=fr`;
        const [one, two] = await Promise.all([fetch(`${origin()}${card}`), fetch(`${second.origin}${card}`)]);
        expect([one.status, one.headers.get('content-type'), two.status]).toEqual([200, 'image/png', 200]);
        const etag = one.headers.get('etag');
        expect(etag).toMatch(/^"card-/);
        expect(two.headers.get('etag')).toBe(etag);
        expect(Buffer.from(await two.arrayBuffer()).equals(Buffer.from(await one.arrayBuffer()))).toBe(true);

        const revalidated = await fetch(`${second.origin}${card}`, { headers: { 'If-None-Match': etag! } });
        expect([revalidated.status, revalidated.headers.get('etag'), (await revalidated.arrayBuffer()).byteLength]).toEqual([304, etag, 0]);
        // Another language or another version of the job is another picture.
        const english = await fetch(`${second.origin}/jobs/${openIds[0]}/card.png?lang=en`, { headers: { 'If-None-Match': etag! } });
        expect(english.status).toBe(200);
        await english.arrayBuffer();
        await app.dataSource.getRepository(Listing).update(openIds[0], { updated_at: new Date(Date.now() + 60_000) });
        const changed = await fetch(`${second.origin}${card}`, { headers: { 'If-None-Match': etag! } });
        expect(changed.status).toBe(200);
        expect(changed.headers.get('etag')).not.toBe(etag);
        await changed.arrayBuffer();
      } finally {
        await second.stop();
      }
    });

    it('publishes the XML feed valid against its schema, with 304 for a matching ETag or date', async () => {
      const answer = await fetch(`${origin()}/feeds/jobs.xml`);
      expect(answer.status).toBe(200);
      const xml = await answer.text();
      expect(schemaErrors(xml)).toBe('');
      const references = [...xml.matchAll(/<referencenumber><!\[CDATA\[(\d+)]]><\/referencenumber>/g)].map((m) => Number(m[1]));
      expect(references.sort()).toEqual([...openIds].sort());
      expect(xml).toContain(`<url><![CDATA[${origin()}/jobs/${openIds[0]}?lang=en&ref=feed]]></url>`);
      expect(xml).toContain('<salary><![CDATA[NGN 60000 - 90000]]></salary>');
      const etag = answer.headers.get('etag');
      const lastModified = answer.headers.get('last-modified');
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(lastModified).toMatch(/GMT$/);
      const again = await fetch(`${origin()}/feeds/jobs.xml`, { headers: { 'If-None-Match': etag! } });
      expect([again.status, await again.text(), again.headers.get('etag')]).toEqual([304, '', etag]);
      expect((await fetch(`${origin()}/feeds/jobs.xml`, { headers: { 'If-Modified-Since': lastModified! } })).status).toBe(304);
      expect((await fetch(`${origin()}/feeds/jobs.xml`, { headers: { 'If-None-Match': '"stale"', 'If-Modified-Since': lastModified! } })).status).toBe(200);
      // French names in the French feed, still valid.
      const fr = await (await fetch(`${origin()}/feeds/jobs.xml?lang=fr`)).text();
      expect(schemaErrors(fr)).toBe('');
      expect(fr).toContain('<state><![CDATA[Territoire de la capitale fédérale]]></state>');
      expect((await fetch(`${origin()}/feeds/jobs.xml?page=0`)).status).toBe(400);
    });

    it('publishes the JSON Feed 1.1 of the open jobs with the same conditional answers', async () => {
      const answer = await fetch(`${origin()}/feeds/jobs.json`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('application/feed+json');
      const feed = (await answer.json()) as { version: string; items: Array<{ id: string; url: string; title: string; content_text: string }> };
      expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
      expect(feed.items.map((item) => Number(item.id)).sort()).toEqual([...openIds].sort());
      expect(feed.items.every((item) => item.url.endsWith('&ref=feed') && item.title && item.content_text)).toBe(true);
      expect((await fetch(`${origin()}/feeds/jobs.json`, { headers: { 'If-None-Match': answer.headers.get('etag')! } })).status).toBe(304);
    });

    it('counts a view from a shared link once per request, leaves bots out, and counts the application it led to', async () => {
      const job = openIds[0];
      const before = await counts().forListing(job);
      expect(before.filter((row) => row.source === 'share')).toEqual([]);
      expect((await fetch(`${origin()}/jobs/${job}?ref=share`, { headers: BROWSER })).status).toBe(200);
      await counts().settled();
      let rows = await counts().forListing(job);
      expect(rows.find((row) => row.source === 'share')).toMatchObject({ views: 1, shares: 0, applications: 0 });
      // A bot's visit and a search engine's referral.
      await fetch(`${origin()}/jobs/${job}?ref=share`, { headers: { 'User-Agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' } });
      await fetch(`${origin()}/jobs/${job}`, { headers: { ...BROWSER, Referer: 'https://www.google.com.ng/' } });
      await counts().settled();
      rows = await counts().forListing(job);
      expect(rows.find((row) => row.source === 'share')?.views).toBe(1);
      expect(rows.find((row) => row.source === 'search')?.views).toBe(1);

      // The freelancer signs in from the shared page and applies: the application is the share's.
      const shared = await (await fetch(`${origin()}/jobs/${job}?ref=share`, { headers: BROWSER })).text();
      // The sign-in link sends the freelancer on to the job with the source (URL-encoded in `redirect`).
      expect(shared.includes(encodeURIComponent(`/freelancer/details/${job}?source=share`))).toBe(true);
      const jar = await signIn(freelancer);
      const details = await fetch(`${origin()}/freelancer/details/${job}?source=share`, { headers: { Cookie: jar } });
      expect(details.status).toBe(200);
      const html = await details.text();
      const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
      expect(html.includes('name="source" value="share"')).toBe(true);
      const applied = await fetch(`${origin()}/freelancer/details/${job}?source=share`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: jar },
        body: new URLSearchParams({ csrf, intent: 'apply', source: 'share' }),
      });
      expect(applied.status).toBe(302);
      await counts().settled();
      const [{ n }] = await app.dataSource.query('SELECT COUNT(*) AS n FROM jobapplication WHERE listing_id = ? AND user_id = ?', [job, freelancer.id]);
      expect(Number(n)).toBe(1);
      rows = await counts().forListing(job);
      expect(rows.find((row) => row.source === 'share')).toMatchObject({ views: 2, applications: 1 });

      // The Share action's count: by where the sharer came from.
      expect((await as(app, null).post(`/api/home/jobs/${job}/shares?source=search`)).status).toBe(200);
      expect((await as(app, null).post(`/api/home/jobs/${job}/shares?source=nowhere`)).status).toBe(400);
      await counts().settled();
      expect((await counts().forListing(job)).find((row) => row.source === 'search')).toMatchObject({ views: 1, shares: 1 });

      // Admins read the figures; nobody else does.
      const admin = await insertUser(app.dataSource, 'superadmin');
      const summary = await as(app, await tokenFor(app, admin.id)).get('/api/admin/dashboard/sources?days=7');
      expect(summary.status).toBe(200);
      expect(summary.body.data.by_source.find((row: { source: string }) => row.source === 'share')).toEqual({ source: 'share', views: 2, shares: 0, applications: 1 });
      expect(summary.body.data.top_jobs[0]).toMatchObject({ listing_id: job, job_title: 'Tile a kitchen floor' });
      expect((await as(app, await tokenFor(app, freelancer.id)).get('/api/admin/dashboard/sources')).status).toBe(403);
      expect((await as(app, await tokenFor(app, admin.id)).get('/api/admin/dashboard/sources?days=0')).status).toBe(400);
    });

    /** Signs in through the site's own pages: the phone, then the code the API texted. */
    async function signIn(user: MadeUser): Promise<string> {
      const cookieHeader = (response: Response, before = '') => {
        const jar = new Map(before.split('; ').filter(Boolean).map((pair) => [pair.split('=')[0], pair] as const));
        for (const cookie of response.headers.getSetCookie()) jar.set(cookie.split(';')[0].split('=')[0], cookie.split(';')[0]);
        return [...jar.values()].join('; ');
      };
      const page = await fetch(`${origin()}/login`);
      let jar = cookieHeader(page);
      const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
      const login = await fetch(`${origin()}/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: jar },
        body: new URLSearchParams({ csrf, username: user.phone! }),
      });
      jar = cookieHeader(login, jar);
      const code = new URLSearchParams({ csrf });
      for (const digit of readCode(app, user.phone!)) code.append('code', digit);
      const verified = await fetch(`${origin()}/verification`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: jar }, body: code });
      expect(verified.status).toBe(302);
      return cookieHeader(verified, jar);
    }
  });
});
