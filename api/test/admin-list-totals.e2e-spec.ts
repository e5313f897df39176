import { UNFILTERED_TOTAL_TTL_MS } from '../src/admin/admin-crud.service';
import { as, insertListing, insertUser, listUrl, tokenFor, totalOf } from './support/admin-fixtures';
import { databaseKinds } from './support/databases';
import { createTestApp, TestApp } from './support/test-app';

/** Back-office totals (decision 0012): unfiltered ones cached at most 30 s, filtered ones exact. */
describe.each(databaseKinds())('back-office list totals (%s)', (kind) => {
  let app: TestApp;
  let employerId: number;
  let api: ReturnType<typeof as>;

  beforeAll(async () => {
    app = await createTestApp(kind);
    api = as(app, await tokenFor(app, (await insertUser(app.dataSource, 'superadmin')).id));
    employerId = (await insertUser(app.dataSource, 'employer')).id;
    for (let i = 0; i < 3; i++) await insertListing(app.dataSource, { user_id: employerId, status: i ? 'open' : 'closed' });
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => app?.close());

  it('serves the unfiltered total from a short cache, counts filtered totals every time, and drops the cache on a write', async () => {
    const all = await api.get(listUrl('listings', { range: [0, 9] }));
    expect(all.status).toBe(200);
    expect(totalOf(all)).toBe(3);
    expect(all.headers['content-range']).toBe('listings 0-2/3');

    // A write the API does not see (raw SQL, another process): the unfiltered total may lag ...
    await app.dataSource.query(
      `INSERT INTO listings (user_id, job_title, status, pricing, created_at, updated_at) VALUES (?, 'Raw', 'open', 'fixed', '2026-01-01 00:00:00', '2026-01-01 00:00:00')`,
      [employerId],
    );
    expect(totalOf(await api.get(listUrl('listings', { range: [0, 9] })))).toBe(3);
    // ... a filtered total never does.
    expect(totalOf(await api.get(listUrl('listings', { filter: { status: 'open' }, range: [0, 9] })))).toBe(3);
    expect(totalOf(await api.get(listUrl('listings', { filter: { q: 'raw' }, range: [0, 9] })))).toBe(1);

    // At most UNFILTERED_TOTAL_TTL_MS later it is exact again.
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + UNFILTERED_TOTAL_TTL_MS + 1);
    expect(totalOf(await api.get(listUrl('listings', { range: [0, 9] })))).toBe(4);
    jest.restoreAllMocks();

    // A write through the API (or TypeORM in this process) drops it at once.
    await insertListing(app.dataSource, { user_id: employerId });
    expect(totalOf(await api.get(listUrl('listings', { range: [0, 9] })))).toBe(5);
    const created = await api.post('/api/admin/listings').send({ user_id: employerId, job_title: 'Made in the back office', status: 'draft' });
    expect(created.status).toBe(201);
    expect(totalOf(await api.get(listUrl('listings', { range: [0, 9] })))).toBe(6);
    expect((await api.delete(`/api/admin/listings/${created.body.id}`)).status).toBe(200);
    expect(totalOf(await api.get(listUrl('listings', { range: [0, 9] })))).toBe(5);
  });
});
