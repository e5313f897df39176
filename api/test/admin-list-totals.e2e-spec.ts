import request from 'supertest';
import { UNFILTERED_TOTAL_TTL_MS } from '../src/admin/admin-crud.service';
import { Clock } from '../src/common/clock';
import { JOB_FACETS } from '@gigmarket/shared';
import { openFacetCounter } from '../src/common/row-counts';
import { buildOpenListingFacets, facetsFromCounters, sqlNow } from '../src/search-engine/job-search.sql';
import { as, insertListing, insertUser, listUrl, tokenFor, totalOf } from './support/admin-fixtures';
import { databaseKinds } from './support/databases';
import { makeFreelancer, makeLookups } from './support/marketplace-fixtures';
import { createTestApp, TestApp } from './support/test-app';

type Counts = Record<string, number>;

/**
 * Back-office and search totals (decision 0012). Listings, job applications and users read theirs
 * from `row_counts`, exact counters kept by triggers: exact at once, whoever wrote the row. Other
 * resources cache their unfiltered total at most 30 s and count filtered ones every time.
 */
describe.each(databaseKinds())('list totals (%s)', (kind) => {
  let app: TestApp;
  let employerId: number;
  let freelancerId: number;
  let api: ReturnType<typeof as>;
  const stamp = "'2026-01-01 00:00:00'";

  /** What the counters hold for a table, by `column=value` (`*` for every live row). */
  async function counters(table: string): Promise<Counts> {
    const rows: { column_name: string; value: string; total: number | string }[] = await app.dataSource.query(
      'SELECT column_name, value, SUM(n) AS total FROM row_counts WHERE table_name = ? GROUP BY column_name, value',
      [table],
    );
    return Object.fromEntries(rows.filter((row) => Number(row.total) !== 0).map((row) => [`${row.column_name}=${row.value}`, Number(row.total)]));
  }

  const isOpenFacet = (key: string) => key.startsWith(openFacetCounter(''));
  const withoutOpenFacets = (counts: Counts) => Object.fromEntries(Object.entries(counts).filter(([key]) => !isOpenFacet(key)));
  const openFacets = (counts: Counts) => Object.fromEntries(Object.entries(counts).filter(([key]) => isOpenFacet(key)));

  /** The same figures counted from the table itself. */
  async function counted(table: string, columns: string[], live = '1 = 1'): Promise<Counts> {
    const [{ total }] = await app.dataSource.query(`SELECT COUNT(*) AS total FROM ${table} WHERE ${live}`);
    const result: Counts = Number(total) ? { '*=': Number(total) } : {};
    for (const column of columns) {
      const rows: { value: string; total: number | string }[] = await app.dataSource.query(
        `SELECT ${column} AS value, COUNT(*) AS total FROM ${table} WHERE ${live} AND ${column} IS NOT NULL GROUP BY ${column}`,
      );
      for (const row of rows) result[`${column}=${row.value}`] = Number(row.total);
    }
    return result;
  }

  beforeAll(async () => {
    app = await createTestApp(kind);
    api = as(app, await tokenFor(app, (await insertUser(app.dataSource, 'superadmin')).id));
    employerId = (await insertUser(app.dataSource, 'employer')).id;
    freelancerId = (await insertUser(app.dataSource, 'freelancer')).id;
    for (let i = 0; i < 3; i++) await insertListing(app.dataSource, { user_id: employerId, status: i ? 'open' : 'closed' });
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => app?.close());

  it('keeps the listings counters equal to the table through inserts, status changes, soft and hard deletes', async () => {
    const raw = (sql: string, params: unknown[] = []) => app.dataSource.query(sql, params);
    await raw(
      `INSERT INTO listings (user_id, job_title, status, pricing, created_at, updated_at) VALUES (?, 'Raw A', 'open', 'fixed', ${stamp}, ${stamp}), (?, 'Raw B', 'draft', 'fixed', ${stamp}, ${stamp})`,
      [employerId, employerId],
    );
    await raw("UPDATE listings SET status = 'closed' WHERE job_title = 'Raw A'");
    await raw("UPDATE listings SET status = 'open' WHERE job_title = 'Raw B'");
    await raw("UPDATE listings SET job_title = 'Raw B, renamed' WHERE job_title = 'Raw B'");
    await raw(`UPDATE listings SET deleted_at = ${stamp} WHERE job_title = 'Raw A'`);
    await raw(`UPDATE listings SET deleted_at = ${stamp}, status = 'draft' WHERE job_title = 'Raw B, renamed'`);
    await raw("UPDATE listings SET deleted_at = NULL, status = 'open' WHERE job_title = 'Raw B, renamed'");
    await raw("DELETE FROM listings WHERE job_title = 'Raw A'");

    const expected = await counted('listings', ['status'], 'deleted_at IS NULL');
    expect(expected).toEqual({ '*=': 4, 'status=open': 3, 'status=closed': 1 });
    expect(withoutOpenFacets(await counters('listings'))).toEqual(expected);
  });

  it('keeps the open listings\' counts per category, job type and state equal to the table, and the first page\'s facets exact', async () => {
    const lookups = await makeLookups(app.dataSource);
    const raw = (sql: string, params: unknown[] = []) => app.dataSource.query(sql, params);
    const insert = (title: string, status: string, category: number | null, jobType: number | null, state: number | null, expires = "'2099-01-01 00:00:00'") =>
      raw(
        `INSERT INTO listings (user_id, job_title, status, pricing, category_id, job_type, state, expires_at, created_at, updated_at) VALUES (?, ?, ?, 'fixed', ?, ?, ?, ${expires}, ${stamp}, ${stamp})`,
        [employerId, title, status, category, jobType, state],
      );
    await insert('Facet A', 'open', lookups.categoryId, lookups.jobTypeId, lookups.stateId);
    await insert('Facet B', 'open', lookups.categoryId, lookups.otherJobTypeId, null);
    await insert('Facet C', 'draft', lookups.otherCategoryId, lookups.jobTypeId, lookups.otherStateId);
    await insert('Facet D', 'open', lookups.otherCategoryId, null, lookups.otherStateId);
    await insert('Facet expired, not closed yet', 'open', lookups.otherCategoryId, lookups.jobTypeId, lookups.stateId, "'2020-01-01 00:00:00'");
    await raw("UPDATE listings SET status = 'open' WHERE job_title = 'Facet C'");
    await raw('UPDATE listings SET category_id = ?, state = ? WHERE job_title = ?', [lookups.otherCategoryId, lookups.stateId, 'Facet A']);
    await raw("UPDATE listings SET status = 'closed' WHERE job_title = 'Facet B'");
    await raw('UPDATE listings SET job_type = ? WHERE job_title = ?', [lookups.jobTypeId, 'Facet B']);
    await raw(`UPDATE listings SET deleted_at = ${stamp} WHERE job_title = 'Facet D'`);
    await raw("UPDATE listings SET deleted_at = NULL, state = NULL WHERE job_title = 'Facet D'");
    await raw(`UPDATE listings SET deleted_at = ${stamp} WHERE job_title = 'Facet C'`);
    await raw("DELETE FROM listings WHERE job_title = 'Facet A'");
    await insert('Facet E', 'open', lookups.categoryId, lookups.otherJobTypeId, lookups.otherStateId);

    const open = "status = 'open' AND deleted_at IS NULL";
    const expected = Object.fromEntries(
      Object.entries(await counted('listings', [...JOB_FACETS], open))
        .filter(([key]) => key !== '*=')
        .map(([key, total]) => [openFacetCounter(key), total]),
    );
    expect(expected[openFacetCounter(`category_id=${lookups.otherCategoryId}`)]).toBe(2);
    expect(openFacets(await counters('listings'))).toEqual(expected);

    // The first page's facets: the counters less the open listing past its expiry, equal to a count
    // of what a freelancer can apply to.
    const now = sqlNow(new Date());
    const statements = buildOpenListingFacets(now);
    const facets = facetsFromCounters(await raw(statements.counted.sql, statements.counted.params), await raw(statements.expired.sql, statements.expired.params));
    for (const facet of JOB_FACETS) {
      const rows: { value: unknown; n: unknown }[] = await raw(
        `SELECT ${facet} AS value, COUNT(*) AS n FROM listings WHERE ${open} AND expires_at > ? AND ${facet} IS NOT NULL GROUP BY ${facet}`,
        [now],
      );
      const want = rows.map((row) => ({ value: Number(row.value), count: Number(row.n) })).sort((a, b) => b.count - a.count || a.value - b.value);
      expect(facets[facet]).toEqual(want);
    }
    expect(facets.category_id.find((row) => row.value === lookups.otherCategoryId)?.count).toBe(1);
  });

  it('keeps the job applications and users counters equal to their tables', async () => {
    const listing = await insertListing(app.dataSource, { user_id: employerId });
    const other = await insertUser(app.dataSource, 'freelancer', { status: 'blocked' });
    await app.dataSource.query(
      `INSERT INTO jobapplication (listing_id, user_id, status, created_at, updated_at) VALUES (?, ?, 'pending', ${stamp}, ${stamp}), (?, ?, 'pending', ${stamp}, ${stamp})`,
      [listing.id, freelancerId, listing.id, other.id],
    );
    await app.dataSource.query("UPDATE jobapplication SET status = 'approved' WHERE user_id = ?", [freelancerId]);
    await app.dataSource.query("UPDATE users SET status = 'active' WHERE id = ?", [other.id]);
    await app.dataSource.query("UPDATE users SET user_type = 'employer' WHERE id = ?", [other.id]);
    await app.dataSource.query('DELETE FROM jobapplication WHERE user_id = ?', [other.id]);

    expect(await counters('jobapplication')).toEqual(await counted('jobapplication', ['status']));
    expect(await counters('jobapplication')).toEqual({ '*=': 1, 'status=approved': 1 });
    const users = await counted('users', ['user_type', 'status']);
    expect(users['user_type=employer']).toBe(2);
    expect(await counters('users')).toEqual(users);
  });

  it('answers the counted lists exactly at once, even for rows written behind the API', async () => {
    const before = totalOf(await api.get(listUrl('listings', { range: [0, 9] })));
    const openBefore = totalOf(await api.get(listUrl('listings', { filter: { status: 'open' }, range: [0, 9] })));
    // A write the API does not see (raw SQL, another process) shows in the very next answer.
    await app.dataSource.query(
      `INSERT INTO listings (user_id, job_title, status, pricing, created_at, updated_at) VALUES (?, 'Behind the API', 'open', 'fixed', ${stamp}, ${stamp})`,
      [employerId],
    );
    const all = await api.get(listUrl('listings', { range: [0, 9] }));
    expect(all.status).toBe(200);
    expect(totalOf(all)).toBe(before + 1);
    expect(totalOf(await api.get(listUrl('listings', { filter: { status: 'open' }, range: [0, 9] })))).toBe(openBefore + 1);
    expect(totalOf(await api.get(listUrl('listings', { filter: { status: ['open', 'closed'] }, range: [0, 9] })))).toBe(
      await countWhere('listings', "status IN ('open', 'closed') AND deleted_at IS NULL"),
    );
    // Two filters at once are counted from the table, and exact too.
    expect(totalOf(await api.get(listUrl('listings', { filter: { status: 'open', user_id: employerId }, range: [0, 9] })))).toBe(
      await countWhere('listings', `status = 'open' AND user_id = ${employerId} AND deleted_at IS NULL`),
    );

    // A back-office delete (soft) leaves every list at once.
    const created = await api.post('/api/admin/listings').send({ user_id: employerId, job_title: 'Made in the back office', status: 'draft' });
    expect(created.status).toBe(201);
    expect(totalOf(await api.get(listUrl('listings', { range: [0, 9] })))).toBe(before + 2);
    expect((await api.delete(`/api/admin/listings/${created.body.id}`)).status).toBe(200);
    expect(totalOf(await api.get(listUrl('listings', { range: [0, 9] })))).toBe(before + 1);
    expect(totalOf(await api.get(listUrl('listings', { filter: { status: 'draft' }, range: [0, 9] })))).toBe(
      await countWhere('listings', "status = 'draft' AND deleted_at IS NULL"),
    );

    // Users and job applications, by their counted filters.
    const users = await api.get(listUrl('users', { filter: { user_type: 'freelancer' }, range: [0, 9] }));
    expect(users.headers['content-range']).toMatch(/^users 0-\d+\/\d+$/);
    expect(totalOf(users)).toBe(await countWhere('users', "user_type = 'freelancer'"));
    expect(totalOf(await api.get(listUrl('users', { filter: { status: 'active' }, range: [0, 9] })))).toBe(await countWhere('users', "status = 'active'"));
    expect(totalOf(await api.get(listUrl('jobapplication', { filter: { status: 'approved' }, range: [0, 9] })))).toBe(
      await countWhere('jobapplication', "status = 'approved'"),
    );
    expect(totalOf(await api.get(listUrl('jobapplication', { range: [0, 9] })))).toBe(await countWhere('jobapplication', '1 = 1'));
  });

  it('keeps the short cache for the unfiltered totals of other resources, and exact filtered ones', async () => {
    const categories = () => api.get(listUrl('categories', { range: [0, 9] }));
    const before = totalOf(await categories());
    await app.dataSource.query(
      `INSERT INTO categories (category_name, category_slug, category_status, created_at, updated_at) VALUES ('Raw category', 'raw-category', 'active', ${stamp}, ${stamp})`,
    );
    expect(totalOf(await categories())).toBe(before);
    expect(totalOf(await api.get(listUrl('categories', { filter: { category_status: 'active' }, range: [0, 9] })))).toBe(
      await countWhere('categories', "category_status = 'active'"),
    );
    const clock = app.app.get(Clock);
    const now = Date.now();
    jest.spyOn(clock, 'now').mockReturnValue(new Date(now + UNFILTERED_TOTAL_TTL_MS - 1_000));
    expect(totalOf(await categories())).toBe(before);
    jest.spyOn(clock, 'now').mockReturnValue(new Date(now + UNFILTERED_TOTAL_TTL_MS + 1));
    expect(totalOf(await categories())).toBe(before + 1);
  });

  it('gives the job search without filters the exact number of open listings a freelancer can apply to', async () => {
    const freelancer = await makeFreelancer(app);
    const search = async () => (await request(app.http).get('/api/jobs').set(freelancer.auth)).body.data.total as number;
    const applicable = () => countWhere('listings', `status = 'open' AND deleted_at IS NULL AND expires_at > '${sqlNow(new Date())}'`);
    expect(await search()).toBe(await applicable());

    // Open but past its expiry (the task has not closed it yet), deleted, or a draft: none counts.
    await app.dataSource.query(
      `INSERT INTO listings (user_id, job_title, status, pricing, expires_at, created_at, updated_at) VALUES
        (?, 'Expired, not closed yet', 'open', 'fixed', '2020-01-01 00:00:00', ${stamp}, ${stamp}),
        (?, 'Open without an expiry', 'open', 'fixed', NULL, ${stamp}, ${stamp}),
        (?, 'Open and deleted', 'open', 'fixed', '2099-01-01 00:00:00', ${stamp}, ${stamp}),
        (?, 'Open for long', 'open', 'fixed', '2099-01-01 00:00:00', ${stamp}, ${stamp})`,
      [employerId, employerId, employerId, employerId],
    );
    await app.dataSource.query(`UPDATE listings SET deleted_at = ${stamp} WHERE job_title = 'Open and deleted'`);
    const total = await search();
    expect(total).toBe(await applicable());
    const page = (await request(app.http).get('/api/jobs?per_page=50').set(freelancer.auth)).body.data;
    expect(page.items.map((item: { job_title: string }) => item.job_title)).toContain('Open for long');
    expect(page.items).toHaveLength(total);
  });

  async function countWhere(table: string, where: string): Promise<number> {
    const [{ total }] = await app.dataSource.query(`SELECT COUNT(*) AS total FROM ${table} WHERE ${where}`);
    return Number(total);
  }
});
