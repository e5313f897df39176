import request from 'supertest';
import { MESSAGES, SITE_API_HEADERS } from '@gigmarket/shared';
import { JobApplication } from '../src/applications/job-application.entity';
import { Clock } from '../src/common/clock';
import { User } from '../src/users/user.entity';
import { authEnv } from './support/auth-fixtures';
import { databaseKinds } from './support/databases';
import { Lookups, makeEmployer, makeFreelancer, makeListing, makeLookups, Person } from './support/marketplace-fixtures';
import { createTestApp, TestApp } from './support/test-app';

const SITE_SECRET = 'site-secret-for-public-jobs-site-secret';

/** Browsing before sign-up (docs/site.md "Public browsing"): the anonymous search and job page. */
describe.each(databaseKinds())('public jobs (%s)', (kind) => {
  let t: TestApp;
  let lookups: Lookups;
  let employer: Person;
  let freelancer: Person;
  let open: { id: number };
  let ids: Record<'closed' | 'filled' | 'expired' | 'draft' | 'hidden' | 'deleted', number>;
  let visitor = 0;
  /** A call as the site's server makes it for one visitor: a fresh address each time unless told. */
  const anonymous = (path: string, address = `10.20.${Math.floor(++visitor / 250)}.${visitor % 250}`) =>
    request(t.http).get(path).set(SITE_API_HEADERS.clientIp, address).set(SITE_API_HEADERS.secret, SITE_SECRET);

  beforeAll(async () => {
    t = await createTestApp(kind, authEnv({ RATE_LIMIT_PER_IP_PER_MINUTE: '8', SITE_API_SECRET: SITE_SECRET }));
    lookups = await makeLookups(t.dataSource);
    employer = await makeEmployer(t, 'Travel Co');
    freelancer = await makeFreelancer(t);
    await t.dataSource.getRepository(User).update({ id: employer.id }, { phone: '08031112222', email: 'boss@travel.example' });
    open = await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Paint a shop front', address: '12 Allen Avenue', amount: '15000.00' });
    await t.dataSource.getRepository(JobApplication).insert({ listing_id: open.id, user_id: freelancer.id, status: 'pending', price: '15000.00' });
    const past = new Date(t.app.get(Clock).now().getTime() - 3_600_000);
    ids = {
      closed: (await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Closed job', status: 'closed', closed_reason: 'employer' })).id,
      filled: (await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Filled job', status: 'closed', closed_reason: 'filled', positions: 1, positions_filled: 1 })).id,
      expired: (await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Expired job', status: 'open', expires_at: past })).id,
      draft: (await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Draft job', status: 'draft' })).id,
      hidden: (await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Hidden job', status: 'closed', closed_reason: 'moderation', moderation: 'hidden' })).id,
      deleted: (await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Deleted job', deleted_at: new Date() })).id,
    };
  });
  afterAll(() => t.close());

  it('searches open jobs without signing in, with the filters and facets, cached briefly', async () => {
    const res = await anonymous('/api/home/jobs?q=paint');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers['x-search-source']).toMatch(/^sql|engine/);
    expect(res.body.data.items.map((job: { id: number }) => job.id)).toEqual([open.id]);
    expect(res.body.data.facets).not.toBeUndefined();
    const all = await anonymous('/api/home/jobs');
    expect(all.body.data.items.map((job: { job_title: string }) => job.job_title)).toEqual(['Paint a shop front']);
    const filtered = await anonymous(`/api/home/jobs?category_id=${lookups.categoryId}&min_amount=20000`);
    expect(filtered.body.data.total).toBe(0);
    const facets = await anonymous('/api/home/jobs/facets');
    expect(facets.status).toBe(200);
    expect(facets.headers['cache-control']).toBe('public, max-age=60');
  });

  it('shows the area of a job, never its point, address, applicants or the employer’s contact details', async () => {
    const search = await anonymous('/api/home/jobs');
    const item = search.body.data.items[0];
    expect([item.latitude, item.longitude]).toEqual([null, null]);
    const page = await anonymous(`/api/home/jobs/${open.id}`);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('public, max-age=60');
    expect(page.body.data).toMatchObject({ job_title: 'Paint a shop front', availability: 'open', address: null, latitude: null, longitude: null, moderation_reason: null });
    const text = JSON.stringify([search.body, page.body]);
    for (const secret of ['08031112222', 'boss@travel.example', '12 Allen Avenue', 'applications', 'applied', 'bookmarked', 'connected']) {
      expect(text).not.toContain(secret);
    }
  });

  it('says what became of a closed, filled or expired job; drafts, hidden and deleted jobs stay unknown', async () => {
    for (const [name, availability] of [['closed', 'closed'], ['filled', 'filled'], ['expired', 'expired']] as const) {
      const res = await anonymous(`/api/home/jobs/${ids[name]}`);
      expect([name, res.status, res.body.data?.availability]).toEqual([name, 200, availability]);
    }
    for (const name of ['draft', 'hidden', 'deleted'] as const) expect([name, (await anonymous(`/api/home/jobs/${ids[name]}`)).status]).toEqual([name, 404]);
    const search = await anonymous('/api/home/jobs?q=job');
    expect(search.body.data.items).toEqual([]);
  });

  it('refuses a distance search without a point, naming the field', async () => {
    const res = await anonymous('/api/home/jobs?radius_km=10');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('latitude');
    expect((await anonymous(`/api/home/jobs?radius_km=10&latitude=6.5&longitude=3.38`)).status).toBe(200);
  });

  it('limits each address (RATE_LIMIT_PER_IP_PER_MINUTE) and not the next one', async () => {
    for (let i = 0; i < 8; i++) expect((await anonymous('/api/home/jobs', '10.99.0.1')).status).toBe(200);
    const limited = await anonymous('/api/home/jobs', '10.99.0.1');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(MESSAGES.tooManyRequests);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 0; i < 8; i++) await anonymous(`/api/home/jobs/${open.id}`, '10.99.0.2');
    expect((await anonymous(`/api/home/jobs/${open.id}`, '10.99.0.2')).status).toBe(429);
    expect((await anonymous('/api/home/jobs', '10.99.0.3')).status).toBe(200);
  });

  it('walks every open job once by cursor (`after` = each answer’s `next`), whatever the order, ties in date and amount included', async () => {
    const now = t.app.get(Clock).now().getTime();
    for (let i = 0; i < 7; i++) {
      const amount = i % 3 === 2 ? null : String(1000 * (1 + (i % 2)));
      await makeListing(t.dataSource, employer.id, lookups, {
        job_title: `Cursor walk ${i}`,
        amount,
        min_amount: amount,
        max_amount: amount,
        created_at: new Date(now - Math.floor(i / 2) * 86_400_000),
      });
    }
    const open = (await anonymous('/api/home/jobs?per_page=50')).body.data.items.map((job: { id: number }) => job.id) as number[];
    expect(open).toHaveLength(8);
    for (const sort of ['newest', 'amount', 'amount_desc']) {
      const walked: number[] = [];
      let answer = await anonymous(`/api/home/jobs?sort=${sort}&per_page=3`);
      for (let pages = 0; ; pages++) {
        expect(answer.status).toBe(200);
        walked.push(...answer.body.data.items.map((job: { id: number }) => job.id));
        if (!answer.body.data.next || pages > 10) break;
        answer = await anonymous(`/api/home/jobs?sort=${sort}&per_page=3&after=${answer.body.data.next}`);
      }
      expect({ sort, walked: [...walked].sort((a, b) => a - b) }).toEqual({ sort, walked: [...open].sort((a, b) => a - b) });
    }
  });

  it('leaves the freelancers’ own search signed-in only', async () => {
    expect((await request(t.http).get('/api/jobs')).status).toBe(401);
    expect((await request(t.http).get('/api/jobs').set(freelancer.auth)).status).toBe(200);
  });
});
