import request from 'supertest';
import { Clock } from '../src/common/clock';
import { ListingExpiryService } from '../src/listings/listing-expiry.service';
import { SearchEngineService } from '../src/search-engine/search-engine.service';
import { SearchSyncService } from '../src/search-engine/search-sync.service';
import { documentId } from '../src/search-engine/engine-document';
import { IdentityCheck } from '../src/identity/identity.entities';
import { JobSearchService } from '../src/jobs/job-search.service';
import { authEnv } from './support/auth-fixtures';
import { engineKinds } from './support/databases';
import { Lookups, makeEmployer, makeFreelancer, makeListing, makeLookups, Person } from './support/marketplace-fixtures';
import { createTestApp, TestApp } from './support/test-app';

const LAGOS = { latitude: 6.5244, longitude: 3.3792 };
const DAY = 86_400_000;

/**
 * The job search's engine (docs/search.md "The search engine"), against a real searchd of the
 * suite's own (Debian's sphinxsearch 2.2 here and in CI): the outbox brings every kind of change
 * to the index; an engine stopped mid-test gives SQL answers and no error, then catches up; the
 * rebuild equals the incremental result; facets, best match, deep pages and the check.
 */
describe.each(engineKinds())('search engine and its outbox (%s)', (kind) => {
  let t: TestApp;
  let lookups: Lookups;
  let employer: Person;
  let freelancer: Person;
  let sync: SearchSyncService;
  let engine: SearchEngineService;

  const get = (query: string, who: Person = freelancer) => request(t.http).get(`/api/jobs?per_page=50&${query}`).set(who.auth);
  const ids = (response: { body: { data: { items: { id: number }[] } } }) => response.body.data.items.map((item) => item.id);
  /** The listing id of every document in the engine, in listing id order. */
  const indexed = async () =>
    (await engine.client!.query(`SELECT listing_id FROM ${engine.index} ORDER BY listing_id ASC LIMIT 0, 1000 OPTION max_matches=1000`)).map((row) => Number(row.listing_id));
  /** The engine's document id of a listing's document. */
  const documentOf = async (listingId: number) => BigInt(String((await engine.client!.query(`SELECT id FROM ${engine.index} WHERE listing_id = ?`, [listingId]))[0].id));
  const waiting = async () => Number(((await t.dataSource.query('SELECT COUNT(*) AS n FROM search_outbox')) as { n: unknown }[])[0].n);
  const openIds = async () =>
    ((await t.dataSource.query("SELECT id FROM listings WHERE status = 'open' AND deleted_at IS NULL ORDER BY id")) as { id: unknown }[]).map((row) => Number(row.id));
  const expectInStep = async () => {
    const report = await sync.check();
    expect({ missing: report.missing, extra: report.extra, stale: report.stale }).toEqual({ missing: [], extra: [], stale: [] });
    expect(await indexed()).toEqual(await openIds());
  };
  const publish = async (fields: Record<string, unknown> = {}) => {
    const created = await request(t.http)
      .post('/api/employer/listings')
      .set(employer.auth)
      .send({
        job_title: 'Paint a garden fence',
        category_id: lookups.categoryId,
        job_type: lookups.jobTypeId,
        state: lookups.stateId,
        job_date: '2030-12-01',
        work_description: 'Two coats of green paint',
        amount: '9000',
        latitude: 6.6018,
        longitude: 3.3515,
        status: 'open',
        ...fields,
      });
    expect(created.status).toBe(201);
    return Number(created.body.data.id);
  };

  beforeAll(async () => {
    // Facet counts are counted afresh on every search here (production reuses them 30 s).
    t = await createTestApp(kind, { ...authEnv(), SEARCH_FACET_CACHE_MS: '0' });
    lookups = await makeLookups(t.dataSource);
    employer = await makeEmployer(t, 'Engine Co');
    freelancer = await makeFreelancer(t, LAGOS);
    sync = t.app.get(SearchSyncService);
    engine = t.app.get(SearchEngineService);
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => t.close());

  it('each kind of change writes an outbox row in its transaction and reaches the index: publish, edit, close, reopen, fill, free, expire, delete, raw SQL', async () => {
    expect(await indexed()).toEqual([]);
    // The worker's first round looks whether the engine must be built from scratch: not while nothing is open.
    expect(await sync.drain()).toEqual({ applied: 0, replaced: 0, deleted: 0 });
    // Publish (created open through the API), and a draft that is not in the index.
    const fence = await publish();
    const draft = await request(t.http).post('/api/employer/listings').set(employer.auth).send({ job_title: 'Sweep a yard' });
    expect(draft.status).toBe(201);
    expect(await waiting()).toBe(1);
    expect(await sync.drain()).toMatchObject({ applied: 1, replaced: 1, deleted: 0 });
    expect(await waiting()).toBe(0);
    expect(await indexed()).toEqual([fence]);
    const found = await get('q=garden');
    expect(found.headers['x-search-source']).toBe('engine');
    expect(ids(found)).toEqual([fence]);

    // Publishing the draft.
    const draftId = Number(draft.body.data.id);
    await request(t.http)
      .patch(`/api/employer/listings/${draftId}`)
      .set(employer.auth)
      .send({ category_id: lookups.categoryId, job_type: lookups.jobTypeId, state: lookups.stateId, job_date: '2030-12-02', work_description: 'Sweep it', amount: '3000' })
      .expect(200);
    expect(await waiting()).toBe(0); // a draft's edit does not concern the index
    await request(t.http).post(`/api/employer/listings/${draftId}/publish`).set(employer.auth).expect(200);
    await t.syncSearch!();
    expect(await indexed()).toEqual([fence, draftId]);

    // An edit of an open listing: the engine matches the new words only.
    await request(t.http).patch(`/api/employer/listings/${fence}`).set(employer.auth).send({ job_title: 'Varnish a wooden gate' }).expect(200);
    expect(await waiting()).toBe(1);
    await t.syncSearch!();
    expect(ids(await get('q=garden'))).toEqual([]);
    expect(ids(await get('q=varnish%20wooden'))).toEqual([fence]);

    // Close, then reopen.
    await request(t.http).post(`/api/employer/listings/${fence}/close`).set(employer.auth).expect(200);
    await t.syncSearch!();
    expect(await indexed()).toEqual([draftId]);
    await request(t.http).post(`/api/employer/listings/${fence}/reopen`).set(employer.auth).send({}).expect(200);
    await t.syncSearch!();
    expect(await indexed()).toEqual([fence, draftId]);

    // Fill: the last position taken closes the job; a freed position before it starts reopens it.
    const ada = await makeFreelancer(t, undefined, 'Ada Engine');
    const application = (await request(t.http).post(`/api/jobs/${fence}/apply`).set(ada.auth).send({})).body.data.id;
    await request(t.http).post(`/api/employer/applications/${application}/approve`).set(employer.auth).send({}).expect(200);
    await t.syncSearch!();
    expect(await indexed()).toEqual([draftId]);
    await request(t.http).post(`/api/hires/${application}/cancel`).set(ada.auth).send({ reason: 'schedule_changed' }).expect(200);
    await t.syncSearch!();
    expect(await indexed()).toEqual([fence, draftId]);

    // Expiry: hidden at once by the engine's expiry tokens, then removed when the task closes it.
    const soon = await publish({ job_title: 'Wash a car today', job_date: '2030-01-05', job_end_time: '12:00' });
    await t.syncSearch!();
    expect(ids(await get('q=wash'))).toEqual([soon]);
    jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date('2030-01-05T12:30:00Z'));
    const hidden = await get('q=wash');
    expect(hidden.headers['x-search-source']).toBe('engine');
    expect(ids(hidden)).toEqual([]);
    expect(await indexed()).toContain(soon);
    expect(await t.app.get(ListingExpiryService).closeExpired()).toBe(1);
    await t.syncSearch!();
    expect(await indexed()).not.toContain(soon);
    jest.restoreAllMocks();

    // Delete (soft), and a write around the API (plain SQL, as a restore or another tool would).
    await request(t.http).delete(`/api/employer/listings/${draftId}`).set(employer.auth).expect(200);
    const raw = await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Raw plumbing job' });
    await t.syncSearch!();
    expect(await indexed()).toEqual([fence, raw.id]);
    await t.dataSource.query("UPDATE listings SET status = 'closed' WHERE id = ?", [raw.id]);
    await t.syncSearch!();
    expect(await indexed()).toEqual([fence]);
    await t.dataSource.query("UPDATE listings SET status = 'open' WHERE id = ?", [raw.id]);
    await t.dataSource.query('DELETE FROM listings WHERE id = ?', [raw.id]);
    expect(await sync.drain()).toMatchObject({ deleted: 1 });
    await expectInStep();
  });

  it('applies an outbox row idempotently and in order per listing: the state now, whatever came before', async () => {
    const id = await publish({ job_title: 'Idempotent tiling job' });
    // The same listing named many times, across changes: one document, as it is now.
    for (const title of ['Tile a bathroom floor', 'Tile a kitchen wall']) await t.dataSource.query('UPDATE listings SET job_title = ? WHERE id = ?', [title, id]);
    await t.dataSource.query('INSERT INTO search_outbox (listing_id) VALUES (?), (?)', [id, id]);
    expect(await waiting()).toBe(5);
    // The raw edits left their tokens behind: the worker writes them, a change of its own (one more row, applied in its next round).
    expect(await sync.drain()).toMatchObject({ applied: 6, replaced: 2 });
    expect(await sync.drain()).toMatchObject({ applied: 0 });
    expect(ids(await get('q=kitchen%20wall'))).toEqual([id]);
    expect(ids(await get('q=bathroom'))).toEqual([]);
    // A new creation time is a new document id (the newest-first order): the old document goes, one stays.
    await t.dataSource.query("UPDATE listings SET created_at = '2030-01-01 08:00:00' WHERE id = ?", [id]);
    expect(await sync.drain()).toMatchObject({ applied: 1, replaced: 1 });
    expect(await engine.client!.query(`SELECT id FROM ${engine.index} WHERE listing_id = ?`, [id])).toEqual([{ id: String(documentId(id, Date.parse('2030-01-01T08:00:00Z'))) }]);
    await expectInStep();
  });

  it('an engine stopped mid-test gives SQL answers and no error, then catches up from the outbox', async () => {
    await t.syncSearch!();
    const before = await get('q=tile');
    expect(before.headers['x-search-source']).toBe('engine');
    const tile = ids(before);
    expect(tile).toHaveLength(1);

    await t.engine!.halt();
    const down = await get('q=tile');
    expect(down.status).toBe(200);
    expect(down.headers['x-search-source']).toBe('sql; reason=down');
    expect(ids(down)).toEqual(tile);
    expect(down.body.data.facets).toBeNull();
    // Writes go on; the outbox keeps them.
    const added = await publish({ job_title: 'Tile a veranda while it is down' });
    await request(t.http).post(`/api/employer/listings/${tile[0]}/close`).set(employer.auth).expect(200);
    expect(await sync.drain()).toMatchObject({ applied: 0, skipped: 'engine_failed' });
    expect(await waiting()).toBe(2);
    const meanwhile = await get('q=tile');
    expect(meanwhile.status).toBe(200);
    expect(meanwhile.headers['x-search-source']).toBe('sql; reason=down');
    expect(ids(meanwhile)).toEqual([added]);
    const health = (await request(t.http).get('/api/health')).body;
    expect(health).toMatchObject({ status: 'ok', search: { status: 'down' } });
    expect(health.search.answered.sql.down).toBeGreaterThanOrEqual(2);
    expect(health.search.last_error).toMatch(/ECONNREFUSED|connect/);
    expect((await request(t.http).get('/api/health/ready')).status).toBe(200);

    await t.engine!.restart();
    expect(await sync.drain()).toMatchObject({ applied: 2 });
    const back = await get('q=tile');
    expect(back.headers['x-search-source']).toBe('engine');
    expect(ids(back)).toEqual([added]);
    expect((await request(t.http).get('/api/health')).body.search).toMatchObject({ status: 'up', waiting: 0 });
    await expectInStep();
  });

  it('answers from SQL while the engine is behind (an outbox row older than SEARCH_MAX_LAG_MS) or out of step, and says so', async () => {
    const config = t.config as { SEARCH_MAX_LAG_MS: number };
    const lag = config.SEARCH_MAX_LAG_MS;
    config.SEARCH_MAX_LAG_MS = 0;
    try {
      const late = await publish({ job_title: 'Grout a shower late' });
      const behind = await get('q=grout');
      expect(behind.headers['x-search-source']).toBe('sql; reason=behind');
      expect(ids(behind)).toEqual([late]);
      await t.syncSearch!();
      const caught = await get('q=grout');
      expect(caught.headers['x-search-source']).toBe('engine');
      expect(ids(caught)).toEqual([late]);
    } finally {
      config.SEARCH_MAX_LAG_MS = lag;
    }
    // Its data lost (a new volume): nothing in it while the database has open listings.
    await engine.client!.query(`TRUNCATE RTINDEX ${engine.index}`);
    engine.invalidate();
    const lost = await get('q=grout');
    expect(lost.headers['x-search-source']).toBe('sql; reason=out_of_step');
    expect(ids(lost)).toHaveLength(1);
    expect((await request(t.http).get('/api/health')).body.search.status).toBe('out_of_step');
    // The worker fills an empty engine by itself (a new volume), as npm run search:reindex would.
    expect(await sync.buildIfEmpty()).toBe((await openIds()).length);
    expect(await sync.buildIfEmpty()).toBeNull();
    expect((await get('q=grout')).headers['x-search-source']).toBe('engine');
  });

  it('the rebuild equals the incremental result, and removes what should not be there', async () => {
    await t.syncSearch!();
    const snapshot = async () =>
      engine.client!.query(
        `SELECT id, category_id, job_type, state, lga_id, min_amount, max_amount, job_date, job_end, has_point, lat, lng, created_at, expires_at, text_hash, facet_key FROM ${engine.index} ORDER BY id ASC LIMIT 0, 1000 OPTION max_matches=1000`,
      );
    const incremental = await snapshot();
    expect(incremental.length).toBeGreaterThan(1);
    const searches = ['q=tile', 'q=paint', 'sort=amount', `state=${lookups.stateId}&sort=amount_desc`, `latitude=${LAGOS.latitude}&longitude=${LAGOS.longitude}&radius_km=30&sort=distance`];
    const answers = async () => Promise.all(searches.map(async (query) => (await get(query)).body.data));
    const before = await answers();
    const fresh = await sync.rebuild({ truncate: true });
    expect(fresh).toMatchObject({ documents: incremental.length, removed: 0 });
    expect(await snapshot()).toEqual(incremental);
    expect(await answers()).toEqual(before);
    // A document that should not be there (an id no open listing has) goes on a rebuild in place.
    await engine.client!.query(`REPLACE INTO ${engine.index} (id, terms, tags, listing_id, category_id) VALUES (?, 'stray', '', 999999, 1)`, [documentId(999999, Date.now())]);
    expect(await sync.rebuild()).toMatchObject({ documents: incremental.length, removed: 1 });
    expect(await snapshot()).toEqual(incremental);
    await expectInStep();
  });

  it('the check finds missing, extra and stale documents, and --repair sends them through the outbox', async () => {
    await t.syncSearch!();
    const [first, second] = await openIds();
    await engine.client!.query(`DELETE FROM ${engine.index} WHERE id = ?`, [await documentOf(first)]);
    await engine.client!.query(`REPLACE INTO ${engine.index} (id, terms, tags, listing_id, category_id) VALUES (?, 'x', '', ?, 77)`, [await documentOf(second), second]);
    await engine.client!.query(`REPLACE INTO ${engine.index} (id, terms, tags, listing_id) VALUES (?, 'x', '', 888888)`, [documentId(888888, Date.now())]);
    const report = await sync.check({ repair: true });
    expect(report).toMatchObject({ missing: [first], extra: [888888], stale: [second], in_step: false, repaired: 3 });
    await t.syncSearch!();
    expect((await sync.check()).in_step).toBe(true);
  });

  it('the check and the rebuild see every document of a listing, across their batches, and one without a listing id', async () => {
    await t.syncSearch!();
    const [first, second] = await openIds();
    // A second document of one listing (as a failed drain after a creation time changed would leave) and one of no listing.
    await engine.client!.query(`REPLACE INTO ${engine.index} (id, terms, tags, listing_id) VALUES (?, 'x', '', ?)`, [
      documentId(first, Date.parse('2031-01-01T00:00:00Z')),
      first,
    ]);
    // Its id is no listing's: listing 1 created this very second would share documentId(1, Date.now()).
    await engine.client!.query(`REPLACE INTO ${engine.index} (id, terms, tags) VALUES (?, 'x', '')`, [documentId(999_999, Date.parse('2001-01-01T00:00:00Z'))]);
    sync.walkBatch = 1;
    try {
      const report = await sync.check();
      expect(report.in_step).toBe(false);
      // The listing's stray document and its own: one is stale, the other extra (which is which depends on their ids).
      expect([...new Set([...report.extra, ...report.stale])].sort((a, b) => a - b)).toEqual([0, first]);
      expect(report.missing).toEqual([]);
      expect(await sync.rebuild()).toMatchObject({ removed: 2 });
      expect((await sync.check()).in_step).toBe(true);
      expect(await engine.client!.query(`SELECT listing_id FROM ${engine.index} WHERE listing_id IN (?, ?, 0)`, [first, second])).toHaveLength(2);
    } finally {
      sync.walkBatch = 5000;
    }
  });

  it('counts facets per category, job type and state for the current search', async () => {
    const other = { category_id: lookups.otherCategoryId, job_type: lookups.otherJobTypeId, state: lookups.otherStateId, latitude: 12.0022, longitude: 8.592 };
    await publish({ job_title: 'Facet tiling one' });
    await publish({ job_title: 'Facet tiling two' });
    await publish({ job_title: 'Facet tiling three', ...other });
    await t.syncSearch!();
    const all = await get('q=facet%20tiling');
    expect(all.headers['x-search-source']).toBe('engine');
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.facets).toEqual({
      category_id: [{ value: lookups.categoryId, count: 2 }, { value: lookups.otherCategoryId, count: 1 }],
      job_type: [{ value: lookups.jobTypeId, count: 2 }, { value: lookups.otherJobTypeId, count: 1 }],
      state: [{ value: lookups.stateId, count: 2 }, { value: lookups.otherStateId, count: 1 }],
    });
    // Counts of the current search: every filter applied, the chosen category included.
    const cleaning = await get(`q=facet%20tiling&category_id=${lookups.otherCategoryId}`);
    expect(cleaning.body.data.total).toBe(1);
    expect(cleaning.body.data.facets).toEqual({
      category_id: [{ value: lookups.otherCategoryId, count: 1 }],
      job_type: [{ value: lookups.otherJobTypeId, count: 1 }],
      state: [{ value: lookups.otherStateId, count: 1 }],
    });
    const bothStates = await get(`q=facet%20tiling&job_type=${lookups.jobTypeId}`);
    expect(bothStates.body.data.facets.state).toEqual([{ value: lookups.stateId, count: 2 }]);
    // The jobs page as first opened: SQL's page, total and counts from the database's counters,
    // equal to what the engine counts for every open listing in another order.
    const first = await get('');
    expect(first.headers['x-search-source']).toBe('sql+counted-facets');
    const byAmount = await get('sort=amount');
    expect(byAmount.headers['x-search-source']).toBe('engine');
    expect(first.body.data.facets).toEqual(byAmount.body.data.facets);
    const total = first.body.data.facets.category_id.reduce((sum: number, row: { count: number }) => sum + row.count, 0);
    expect(total).toBe(first.body.data.total);
    // The employer-rating order is SQL's alone.
    const rated = await get('q=facet&sort=employer_rating');
    expect(rated.headers['x-search-source']).toBe('sql; reason=sort');
    expect(rated.body.data.facets).toBeNull();
    expect(rated.body.data.total).toBe(3);
    // The rows are read while the facets are counted; when counting them fails, the engine's page
    // stands without counts, and the next search counts them again.
    const client = engine.client!;
    const query = client.query.bind(client);
    jest.spyOn(client, 'query').mockImplementation((sql, ...rest) => (/GROUP BY/.test(sql) ? Promise.reject(new Error('facets refused')) : query(sql, ...rest)));
    const uncounted = await get('q=facet%20tiling');
    expect(uncounted.status).toBe(200);
    expect(uncounted.headers['x-search-source']).toBe('engine');
    expect(uncounted.body.data.total).toBe(3);
    expect(uncounted.body.data.items).toHaveLength(3);
    expect(uncounted.body.data.facets).toBeNull();
    jest.restoreAllMocks();
    expect((await get('q=facet%20tiling')).body.data.facets).toEqual(all.body.data.facets);

    // On their own (the filters, opened): the facet statement alone, the same counts as the search's.
    const facetsOf = (query: string) => request(t.http).get(`/api/jobs/facets?${query}`).set(freelancer.auth);
    const sent: string[] = [];
    jest.spyOn(client, 'query').mockImplementation((sql, ...rest) => (sent.push(sql), query(sql, ...rest)));
    const alone = await facetsOf('q=facet%20tiling&page=40');
    expect(alone.headers['x-search-source']).toBe('engine');
    expect(alone.body.data.facets).toEqual(all.body.data.facets);
    expect(sent.filter((sql) => sql.startsWith('SELECT')).map((sql) => /GROUP BY facet_key/.test(sql))).toEqual([true]);
    // The search that leaves them out sends no facet statement.
    sent.length = 0;
    const pageOnly = await get('q=facet%20tiling&facets=false');
    expect(pageOnly.body.data).toMatchObject({ total: 3, facets: null });
    expect(sent.some((sql) => /GROUP BY/.test(sql))).toBe(false);
    jest.restoreAllMocks();
    expect((await facetsOf('')).headers['x-search-source']).toBe('sql+counted-facets');
    expect((await facetsOf('')).body.data.facets).toEqual(first.body.data.facets);
    expect((await facetsOf('q=facet&sort=employer_rating')).body.data.facets).toEqual((await facetsOf('q=facet')).body.data.facets);
    // "Verified employers only" is the engine's too: none of this suite's employers holds the badge.
    const verified = await facetsOf('q=facet&verified_employers=true');
    expect(verified.headers['x-search-source']).toBe('engine');
    expect(verified.body.data.facets).toEqual({ category_id: [], job_type: [], state: [] });
    // Refused by the engine: no counts, no error.
    jest.spyOn(client, 'query').mockImplementation((sql, ...rest) => (/GROUP BY/.test(sql) ? Promise.reject(new Error('facets refused')) : query(sql, ...rest)));
    const refused = await facetsOf('q=facet%20tiling');
    expect(refused.status).toBe(200);
    expect(refused.headers['x-search-source']).toBe('sql; reason=error');
    expect(refused.body.data.facets).toBeNull();
  });

  it('"Best match" puts the listings matching in their title first, then the newest; without text it is newest first', async () => {
    const now = Date.now();
    const old = await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Roof gutter cleaning', work_description: 'Clear the leaves', created_at: new Date(now - 20 * DAY) });
    const fresh = await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Roof gutter cleaning', work_description: 'Clear the leaves', created_at: new Date(now - 1 * DAY) });
    const described = await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Weekend house help', work_description: 'Some roof gutter cleaning too', created_at: new Date(now - 60_000) });
    await t.syncSearch!();
    const best = await get('q=roof%20gutter&sort=relevance');
    expect(best.headers['x-search-source']).toBe('engine');
    expect(ids(best)).toEqual([fresh.id, old.id, described.id]);
    expect(ids(await get('q=roof%20gutter&sort=newest'))).toEqual([described.id, fresh.id, old.id]);
    const plain = await get('sort=relevance');
    const newest = await get('sort=newest');
    expect(ids(plain)).toEqual(ids(newest));
    expect((await get('q=roof&sort=cheapest')).status).toBe(400);
  });

  it('answers "verified employers only" by the badge holders’ ids, and leaves out a badge withdrawn since', async () => {
    const badged = await makeEmployer(t, 'Badged Ltd');
    const own = (await makeListing(t.dataSource, badged.id, lookups, { job_title: 'Verified mural painting' })).id;
    const other = (await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Unverified mural painting' })).id;
    await t.syncSearch!();
    const verifiedOnly = async () => get('q=mural&verified_employers=true');
    expect(ids(await verifiedOnly())).toEqual([]);
    const at = new Date();
    const check = await t.dataSource.getRepository(IdentityCheck).save({
      user_id: badged.id,
      user_type: 'employer',
      status: 'verified',
      bank_code: '044',
      bank_name: 'Access Bank',
      account_last4: '1234',
      customer_code: `CUS_engine_${badged.id}`,
      requested_at: at,
      verified_at: at,
    });
    // The holders are read at most every 5 s (on the injected clock).
    const later = (seconds: number) => jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + seconds * 1000));
    later(6);
    const found = await verifiedOnly();
    expect(found.headers['x-search-source']).toBe('engine');
    expect(ids(found)).toEqual([own]);
    expect(found.body.data.total).toBe(1);
    expect(ids(await get('q=mural'))).toEqual(expect.arrayContaining([own, other]));
    // Withdrawn: the page's rows are read from the database, which no longer has it, before the holders are read again.
    await t.dataSource.getRepository(IdentityCheck).update({ id: check.id }, { status: 'revoked' });
    expect(ids(await verifiedOnly())).toEqual([]);
    later(12);
    expect((await verifiedOnly()).body.data.total).toBe(0);
    jest.restoreAllMocks();
  });

  it('escapes the text: query operators typed by users match as words, as in SQL', async () => {
    const id = (await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Lay paving stones', work_description: 'Driveway (front) | paving' })).id;
    await t.syncSearch!();
    for (const typed of ['paving -stones', '"paving" @job_title', 'paving | (stones)', 'paving* !stones', 'paving\\ stones', "pav'ing", 'paving MAYBE stones', 'paving/2 stones ~ ^ $ =']) {
      const response = await get(`q=${encodeURIComponent(typed)}`);
      expect({ typed, status: response.status }).toEqual({ typed, status: 200 });
      expect(response.headers['x-search-source']).toBe('engine');
      // Every word required as a prefix, as the SQL search reads it.
      if (/stones/.test(typed) && !/MAYBE/.test(typed)) expect({ typed, ids: ids(response) }).toEqual({ typed, ids: [id] });
    }
    // Words in another script are tokens of their own (search-text/analysis.ts indexToken): the engine answers them as SQL does.
    const cyrillicId = (await makeListing(t.dataSource, employer.id, lookups, { job_title: 'ремонт крыши' })).id;
    await t.syncSearch!();
    const cyrillic = await get(`q=${encodeURIComponent('ремонт')}`);
    expect(cyrillic.headers['x-search-source']).toBe('engine');
    expect(ids(cyrillic)).toEqual([cyrillicId]);
  });

  it('answers a page past the engine\'s match cap from SQL, with the exact total', async () => {
    const max = t.config.SEARCH_MAX_MATCHES;
    const perPage = 50;
    const past = Math.floor(max / perPage) + 1;
    const deep = await get(`q=tile&page=${past}`);
    const total = (await get('q=tile')).body.data.total;
    expect(deep.status).toBe(200);
    expect(deep.headers['x-search-source']).toBe('sql; reason=deep_page');
    expect(deep.body.data).toMatchObject({ items: [], total, page: past });
    const last = await get(`q=tile&page=${Math.floor(max / perPage)}`);
    expect(last.headers['x-search-source']).toBe('engine');
    expect(last.body.data).toMatchObject({ items: [], total });
  });

  it('goes on past the match cap by cursor ("Load more"): the engine answers the results after the last one, as SQL’s pages', async () => {
    const config = t.config as { SEARCH_MAX_MATCHES: number };
    const cap = config.SEARCH_MAX_MATCHES;
    const get = (query: string) => request(t.http).get(`/api/jobs?${query}`).set(freelancer.auth);
    // Eleven jobs: ties in amount and in creation time, and amounts missing, for each order's keys.
    const now = Date.now();
    for (let i = 0; i < 11; i++) {
      const amount = i % 4 === 3 ? null : String(1000 * (1 + (i % 3)));
      await makeListing(t.dataSource, employer.id, lookups, {
        job_title: `Cursor fence number ${i}`,
        amount,
        min_amount: amount,
        max_amount: amount,
        created_at: new Date(now - Math.floor(i / 2) * DAY),
      });
    }
    await t.syncSearch!();
    // A cap of 6 and pages of 4: page 2 is past it.
    config.SEARCH_MAX_MATCHES = 6;
    try {
      for (const sort of ['newest', 'amount', 'amount_desc']) {
        const walked: number[] = [];
        let answer = await get(`q=cursor&sort=${sort}&per_page=4`);
        const total = answer.body.data.total;
        expect(total).toBe(11);
        for (;;) {
          expect({ sort, source: answer.headers['x-search-source'] }).toEqual({ sort, source: 'engine' });
          expect(answer.body.data.total).toBe(total);
          walked.push(...ids(answer));
          if (!answer.body.data.next) break;
          answer = await get(`q=cursor&sort=${sort}&per_page=4&after=${answer.body.data.next}`);
        }
        // The same results in the same order as SQL answers them (the engine stopped answering for the comparison).
        const sql = await t.app.get(JobSearchService).search(freelancer.id, { q: 'cursor', sort: sort as 'newest', per_page: 50 }, 'en');
        expect({ sort, walked }).toEqual({ sort, walked: sql.items.map((item) => item.id) });
        expect(walked).toHaveLength(total);
      }
      // Page numbers past the cap still answer, from SQL.
      expect((await get('q=cursor&sort=newest&per_page=4&page=3')).headers['x-search-source']).toBe('sql; reason=deep_page');
      // A cursor of another order, or not one at all: a 400 naming `after`.
      const next = (await get('q=cursor&sort=newest&per_page=4')).body.data.next;
      for (const query of [`q=cursor&sort=amount&after=${next}`, 'q=cursor&after=bm90LWEtY3Vyc29y', 'q=cursor&sort=newest&after=%5B%5D']) {
        const refused = await get(query);
        expect({ query, status: refused.status }).toEqual({ query, status: 400 });
        expect(refused.body.details[0]).toMatchObject({ field: 'after' });
      }
      // "Best match" and distance go by page number: no cursor.
      expect((await get('q=cursor&sort=relevance&per_page=4')).body.data.next).toBeNull();
    } finally {
      config.SEARCH_MAX_MATCHES = cap;
    }
  });

  it('without an engine configured the worker drops the outbox (after writing the tokens a raw write left out) and the search answers as before', async () => {
    const health = (await request(t.http).get('/api/health')).body.search;
    expect(health.answered.engine).toBeGreaterThan(10);
    expect(Object.keys(health.answered.sql).sort()).toEqual(expect.arrayContaining(['behind', 'deep_page', 'down', 'out_of_step', 'sort']));
    // (The SQL-only apps of every other suite run with SEARCH_URL unset; here the worker's own branch.)
    const bare = new SearchSyncService({ ...t.config, SEARCH_URL: undefined }, t.dataSource, new SearchEngineService({ ...t.config, SEARCH_URL: undefined }, t.dataSource), {
      register: () => undefined,
    } as never);
    await t.dataSource.query('INSERT INTO search_outbox (listing_id) VALUES (1), (2)');
    expect(await bare.drain()).toMatchObject({ applied: 2, replaced: 0, skipped: 'no_engine' });
    expect(await waiting()).toBe(0);
  });
});
