import request from 'supertest';
import { Clock } from '../src/common/clock';
import { Listing } from '../src/listings/listing.entity';
import { PopularSearch } from '../src/search/popular-search.entity';
import { PopularSearchService } from '../src/search/popular-search.service';
import { AdminSettingsService } from '../src/admin/admin-settings.service';
import { AdminSettings } from '../src/settings/admin-settings.entity';
import { MARKETPLACE_SETTINGS_TTL_MS, MarketplaceSettingsService } from '../src/settings/marketplace-settings.service';
import { as, insertUser, tokenFor } from './support/admin-fixtures';
import { searchKinds } from './support/databases';
import { authEnv } from './support/auth-fixtures';
import { Lookups, makeEmployer, makeFreelancer, makeListing, makeLookups, Person } from './support/marketplace-fixtures';
import { createTestApp, TestApp } from './support/test-app';

const LAGOS = { latitude: 6.5244, longitude: 3.3792 };
const DAY = 86_400_000;

describe.each(searchKinds())('job search and popular searches (%s)', (kind) => {
  let t: TestApp;
  let lookups: Lookups;
  let employer: Person;
  let freelancer: Person;
  let nowhere: Person;
  const ids: Record<string, number> = {};

  // With the engine, the outbox is applied first, as the worker does within a second of each write.
  const search = async (query: string, who: Person = freelancer) => {
    await t.syncSearch?.();
    return request(t.http).get(`/api/jobs?${query}`).set(who.auth);
  };
  const titles = (body: { data: { items: { id: number }[] } }) =>
    body.data.items.map((item) => Object.keys(ids).find((key) => ids[key] === item.id) ?? `?${item.id}`);

  beforeAll(async () => {
    t = await createTestApp(kind, authEnv());
    lookups = await makeLookups(t.dataSource);
    employer = await makeEmployer(t, 'Search Co');
    freelancer = await makeFreelancer(t, LAGOS);
    nowhere = await makeFreelancer(t);
    const now = Date.now();
    const rows: [string, Partial<Listing>][] = [
      ['A', { job_title: 'Plumber needed for kitchen sink', amount: '10000.00', min_amount: '10000.00', max_amount: '10000.00', created_at: new Date(now - 1 * DAY) }],
      ['B', {
        job_title: 'Electrician to rewire a flat', work_description: 'Rewire two rooms', category_id: lookups.otherCategoryId, job_type: lookups.otherJobTypeId,
        pricing: 'range', amount: '40000.00', min_amount: '20000.00', max_amount: '40000.00', job_date: '2030-12-15', job_end_date: '2030-12-17',
        latitude: '6.6018000', longitude: '3.3515000', created_at: new Date(now - 2 * DAY),
      }],
      ['C', {
        job_title: 'Plumbing repair in Kano', work_description: 'Fix a burst pipe', state: lookups.otherStateId, amount: '5000.00', min_amount: '5000.00',
        max_amount: '5000.00', latitude: '12.0022000', longitude: '8.5920000', created_at: new Date(now - 3 * DAY),
      }],
      ['G', {
        job_title: 'Cleaner for an office', work_description: 'Weekly cleaning', category_id: lookups.otherCategoryId, amount: '7000.00', min_amount: '7000.00',
        max_amount: '7000.00', latitude: '6.4698000', longitude: '3.5852000', created_at: new Date(now - 4 * DAY),
      }],
      ['draft', { job_title: 'Plumber draft', status: 'draft' }],
      ['closed', { job_title: 'Plumber closed', status: 'closed' }],
      ['deleted', { job_title: 'Plumber deleted', deleted_at: new Date() }],
    ];
    for (const [key, fields] of rows) ids[key] = (await makeListing(t.dataSource, employer.id, lookups, fields)).id;
  });
  afterAll(() => t.close());

  it('shows only open, non-deleted jobs, newest first, with a total and pages', async () => {
    const all = await search('');
    expect(all.status).toBe(200);
    expect(titles(all.body)).toEqual(['A', 'B', 'C', 'G']);
    expect(all.body.data).toMatchObject({ total: 4, page: 1, pages: 1 });
    expect(all.body.data.items[0]).toMatchObject({
      job_title: 'Plumber needed for kitchen sink',
      category: { id: lookups.categoryId },
      state: { id: lookups.stateId },
      amount: '10000.00',
      job_date: '2030-12-10',
      latitude: '6.5244000',
      currency: 'NGN',
      company: { company_name: 'Search Co' },
      distance_km: null,
    });
    const second = await search('per_page=2&page=2');
    expect(titles(second.body)).toEqual(['C', 'G']);
    expect(second.body.data).toMatchObject({ total: 4, pages: 2, page: 2 });
  });

  it('searches the text by word prefix, every word required', async () => {
    expect(titles((await search('q=plumb')).body)).toEqual(['A', 'C']);
    expect(titles((await search('q=kitchen%20sink')).body)).toEqual(['A']);
    const paged = await search('q=plumb&per_page=1&page=2');
    expect(titles(paged.body)).toEqual(['C']);
    expect(paged.body.data).toMatchObject({ total: 2, pages: 2 });
    expect((await search('q=plumb&page=5')).body.data).toMatchObject({ total: 2, items: [] });
    expect(titles((await search('q=burst%20pipe')).body)).toEqual(['C']);
    expect((await search('q=zzzz')).body.data).toMatchObject({ total: 0, items: [] });
    expect(titles((await search('q=%22%2A%28)')).body)).toEqual(['A', 'B', 'C', 'G']);
  });

  it('filters by category, job type, state, amount range and date', async () => {
    expect(titles((await search(`category_id=${lookups.categoryId}`)).body)).toEqual(['A', 'C']);
    expect(titles((await search(`job_type=${lookups.otherJobTypeId}`)).body)).toEqual(['B']);
    expect(titles((await search(`state=${lookups.otherStateId}`)).body)).toEqual(['C']);
    expect(titles((await search('min_amount=15000')).body)).toEqual(['B']);
    expect(titles((await search('max_amount=6000')).body)).toEqual(['C']);
    expect(titles((await search('min_amount=6000&max_amount=12000')).body)).toEqual(['A', 'G']);
    expect(titles((await search('date=2030-12-16')).body)).toEqual(['B']);
    expect(titles((await search(`q=plumb&state=${lookups.stateId}`)).body)).toEqual(['A']);
    expect((await search('min_amount=5000&max_amount=10')).status).toBe(400);
    expect((await search('sort=cheapest')).status).toBe(400);
    expect((await search('category_id=1%20OR%201=1')).status).toBe(400);
  });

  it('sorts by amount both ways', async () => {
    expect(titles((await search('sort=amount')).body)).toEqual(['C', 'G', 'A', 'B']);
    expect(titles((await search('sort=amount_desc')).body)).toEqual(['B', 'A', 'G', 'C']);
  });

  it('finds jobs within a distance of a point, the profile’s by default, and sorts by distance', async () => {
    const near = await search(`latitude=${LAGOS.latitude}&longitude=${LAGOS.longitude}&radius_km=30&sort=distance`, nowhere);
    expect(titles(near.body)).toEqual(['A', 'B', 'G']);
    const distances = near.body.data.items.map((item: { distance_km: number }) => item.distance_km);
    expect(distances[0]).toBe(0);
    expect(distances[1]).toBeGreaterThan(8);
    expect(distances[1]).toBeLessThan(10);
    expect(distances[2]).toBeGreaterThan(20);
    expect(distances[2]).toBeLessThan(26);
    const fromProfile = await search('radius_km=30&sort=distance');
    expect(titles(fromProfile.body)).toEqual(['A', 'B', 'G']);
    expect(fromProfile.body.data.point).toEqual(LAGOS);
    expect(titles((await search('radius_km=10')).body)).toEqual(['A', 'B']);
    expect(titles((await search('sort=distance')).body)).toEqual(['A', 'B', 'G', 'C']);
    const noPoint = await search('radius_km=30', nowhere);
    expect(noPoint.status).toBe(400);
    expect(noPoint.body.details[0]).toMatchObject({ field: 'latitude' });
  });

  it('records each submitted term once, normalised, and offers the popular ones as suggestions', async () => {
    const popular = t.app.get(PopularSearchService);
    await search('q=%20%20Plumber%20%20Kitchen%20');
    await search('q=PLUMBER%20kitchen');
    await search('q=plumber%20kitchen&page=2');
    // The search answers before its count is written; the counts are written soon after.
    await popular.settled();
    const rows = await t.dataSource.getRepository(PopularSearch).find({ where: { word: 'plumber kitchen' } });
    expect(rows).toHaveLength(1);
    expect(rows[0].count).toBe(2);

    await Promise.all(Array.from({ length: 8 }, () => search('q=electrician')));
    await search('q=zorbing');
    await popular.settled();
    const electrician = await t.dataSource.getRepository(PopularSearch).find({ where: { word: 'electrician' } });
    expect(electrician).toHaveLength(1);
    expect(electrician[0].count).toBe(8);

    // The suggestions wait for the counts recorded before them, without a settle of the test's own.
    // Popular searches first, then the dictionary's names being typed, each finding open jobs.
    await search('q=plumber%20kitchen');
    const suggestions = await request(t.http).get('/api/search/suggestions?q=pl');
    expect(suggestions.status).toBe(200);
    expect(suggestions.body.data[0]).toEqual({ word: 'plumber kitchen', count: 3 });
    expect(suggestions.body.data.slice(1)).toEqual(expect.arrayContaining([{ word: 'plumber', count: 0 }, { word: 'plumbing', count: 0 }]));
    const inner = (await request(t.http).get('/api/search/suggestions?q=kit')).body.data.map((row: { word: string }) => row.word);
    expect(inner).toContain('plumber kitchen');
    for (const word of inner) expect(word).toMatch(/(^| )kit/);
    const top = await request(t.http).get('/api/search/suggestions?limit=1');
    expect(top.body.data).toEqual([{ word: 'electrician', count: 8 }]);
    // Searched, but it finds no open job: never suggested.
    expect((await request(t.http).get('/api/search/suggestions?q=zor')).body.data).toEqual([]);
    expect((await request(t.http).get('/api/search/suggestions?q=%25')).body.data).toEqual([]);
  });

  it('answers a search whose count cannot be written, and counts the next one', async () => {
    const popular = t.app.get(PopularSearchService);
    const realQuery = t.dataSource.query.bind(t.dataSource);
    const refused = jest.spyOn(t.dataSource, 'query').mockImplementation((...args: Parameters<typeof realQuery>) =>
      /INSERT INTO popularsearch/.test(args[0]) ? Promise.reject(new Error('disk full')) : realQuery(...args),
    );
    try {
      const answered = await search('q=roofer');
      expect(answered.status).toBe(200);
      await popular.settled();
      expect(await t.dataSource.getRepository(PopularSearch).countBy({ word: 'roofer' })).toBe(0);
    } finally {
      refused.mockRestore();
    }
    await search('q=roofer');
    await popular.settled();
    expect(await t.dataSource.getRepository(PopularSearch).findOneByOrFail({ word: 'roofer' })).toMatchObject({ count: 1 });
  });

  it('counts a search’s facets on their own for its filters, and leaves them out of a search that asks so', async () => {
    const popular = t.app.get(PopularSearchService);
    const counted = await search('q=plumb');
    const uncounted = await search('q=plumb&facets=false');
    expect(uncounted.status).toBe(200);
    expect(titles(uncounted.body)).toEqual(['A', 'C']);
    expect(uncounted.body.data.total).toBe(2);
    expect(uncounted.body.data.facets).toBeNull();
    // Counted on their own: the same counts whatever the page and the order, from the same source.
    const alone = await request(t.http).get('/api/jobs/facets?q=plumb&page=3&sort=amount_desc').set(freelancer.auth);
    expect(alone.status).toBe(200);
    expect(alone.headers['x-search-source']).toBe(counted.headers['x-search-source']);
    expect(alone.body.data).toEqual({ facets: counted.body.data.facets });
    if (kind === 'mariadb+engine') {
      expect(alone.body.data.facets).toEqual({
        category_id: [{ value: lookups.categoryId, count: 2 }],
        job_type: [{ value: lookups.jobTypeId, count: 2 }],
        // Ties in ascending id order.
        state: [lookups.stateId, lookups.otherStateId].sort((a, b) => a - b).map((value) => ({ value, count: 1 })),
      });
    } else {
      expect(alone.body.data.facets).toBeNull();
    }
    // Not a search: the words are not counted in popular searches.
    expect((await request(t.http).get('/api/jobs/facets?q=glazier').set(freelancer.auth)).status).toBe(200);
    await popular.settled();
    expect(await t.dataSource.getRepository(PopularSearch).countBy({ word: 'glazier' })).toBe(0);
    // The search's rules, and freelancers only.
    const maybe = await search('q=plumb&facets=maybe');
    expect(maybe.status).toBe(400);
    expect(maybe.body.details[0]).toMatchObject({ field: 'facets', message: 'facets must be true or false' });
    const range = await request(t.http).get('/api/jobs/facets?min_amount=9&max_amount=1').set(freelancer.auth);
    expect(range.status).toBe(400);
    expect(range.body.details[0]).toMatchObject({ field: 'max_amount' });
    expect((await request(t.http).get('/api/jobs/facets').set(employer.auth)).status).toBe(403);
    expect((await request(t.http).get('/api/jobs/facets')).status).toBe(401);
  });

  it('shows job details with every field and the employer’s company; not drafts', async () => {
    const details = await search('').then(() => request(t.http).get(`/api/jobs/${ids.B}`).set(freelancer.auth));
    expect(details.status).toBe(200);
    expect(details.body.data).toMatchObject({
      job_title: 'Electrician to rewire a flat',
      pricing: 'range',
      min_amount: '20000.00',
      max_amount: '40000.00',
      job_end_date: '2030-12-17',
      company: { company_name: 'Search Co', user_id: employer.id },
      applied: false,
      bookmarked: false,
      connected: false,
    });
    expect((await request(t.http).get(`/api/jobs/${ids.draft}`).set(freelancer.auth)).status).toBe(404);
    expect((await request(t.http).get(`/api/jobs/${ids.deleted}`).set(freelancer.auth)).status).toBe(404);
    expect((await request(t.http).get('/api/jobs').set(employer.auth)).status).toBe(403);
  });
  it('cards show a currency changed in the back office at once, and one changed behind the API within five seconds on the clock', async () => {
    const clock = t.app.get(Clock);
    const admin = as(t, await tokenFor(t, (await insertUser(t.dataSource, 'superadmin')).id));
    const currency = async () => (await search('')).body.data.items[0].currency;
    // Later than any settings the earlier cases read: these are read afresh.
    const now = new Date(Date.now() + 10 * MARKETPLACE_SETTINGS_TTL_MS);
    const at = (time: number) => jest.spyOn(clock, 'now').mockReturnValue(new Date(time));
    at(now.getTime());
    try {
      expect(await currency()).toBe('NGN');
      const [settings] = (await admin.get('/api/admin/adminsettings')).body;
      expect((await admin.put('/api/admin/adminsettings/1').send({ ...settings, currency: 'GHS' })).status).toBe(200);
      expect(await currency()).toBe('GHS');
      // Written with plain SQL, as another API instance or a restore would.
      await t.dataSource.query("UPDATE adminsettings SET currency = 'NGN' WHERE id = 1");
      expect(await currency()).toBe('GHS');
      at(now.getTime() + MARKETPLACE_SETTINGS_TTL_MS - 1);
      expect(await currency()).toBe('GHS');
      at(now.getTime() + MARKETPLACE_SETTINGS_TTL_MS);
      expect(await currency()).toBe('NGN');
    } finally {
      jest.restoreAllMocks();
    }
  });
  it('settings read inside a transaction that changed them are not kept once it rolls back', async () => {
    const settings = t.app.get(MarketplaceSettingsService);
    expect((await t.app.get(AdminSettingsService).get()).currency).toBe('NGN'); // the record exists
    await t.dataSource
      .transaction(async (manager) => {
        await manager.getRepository(AdminSettings).update({ id: 1 }, { currency: 'XOF' });
        expect((await settings.get(manager)).currency).toBe('XOF');
        throw new Error('roll back');
      })
      .catch((error: Error) => expect(error.message).toBe('roll back'));
    expect((await settings.get(t.dataSource.manager)).currency).toBe('NGN');
    expect((await search('')).body.data.items[0].currency).toBe('NGN');
  });
});
