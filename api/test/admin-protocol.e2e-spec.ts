import { Listing } from '../src/listings/listing.entity';
import { User } from '../src/users/user.entity';
import { databaseKinds } from './support/databases';
import { createTestApp, TestApp } from './support/test-app';
import { as, insertListing, insertUser, listUrl, seedCatalogue, tokenFor, totalOf } from './support/admin-fixtures';

describe.each(databaseKinds())('simple-rest protocol details (%s)', (kind) => {
  let app: TestApp;
  let token: string;
  let employerId: number;
  let categoryId: number;
  const api = () => as(app, token);

  beforeAll(async () => {
    app = await createTestApp(kind);
    token = await tokenFor(app, (await insertUser(app.dataSource, 'superadmin')).id);
    const catalogue = await seedCatalogue(app.dataSource);
    employerId = catalogue.employer.id;
    categoryId = catalogue.category.id;
    // 30 listings: ten of them closed in the category, priced 100, 200, ... 3000.
    const rows = Array.from({ length: 30 }, (_, i) => ({
      user_id: employerId,
      job_title: i % 2 ? `Painter job ${i}` : `Cleaner job ${i}`,
      status: i < 10 ? ('closed' as const) : ('open' as const),
      category_id: i < 10 ? categoryId : null,
      min_amount: String((i + 1) * 100),
      pricing: 'fixed' as const,
    }));
    await app.dataSource.getRepository(Listing).insert(rows);
  });
  afterAll(async () => app?.close());

  it('pages with range and reports the total in Content-Range', async () => {
    const first = await api().get(listUrl('listings', { sort: ['id', 'ASC'], range: [0, 9] }));
    expect(first.status).toBe(200);
    expect(first.headers['content-range']).toBe('listings 0-9/30');
    expect(first.body).toHaveLength(10);
    const last = await api().get(listUrl('listings', { sort: ['id', 'ASC'], range: [25, 34] }));
    expect(last.headers['content-range']).toBe('listings 25-29/30');
    expect(last.body).toHaveLength(5);
    expect(last.body[0].id).toBe(first.body[0].id + 25);
    const beyond = await api().get(listUrl('listings', { range: [50, 59] }));
    expect(beyond.headers['content-range']).toBe('listings */30');
    expect(beyond.body).toEqual([]);
    const defaults = await api().get('/api/admin/listings');
    expect(defaults.headers['content-range']).toBe('listings 0-24/30');
  });

  it('filters, searches and sorts listings as the allow-list says', async () => {
    const closed = await api().get(
      listUrl('listings', {
        sort: ['min_amount', 'DESC'],
        range: [0, 4],
        filter: { status: 'closed', category_id: categoryId },
      }),
    );
    expect(closed.status).toBe(200);
    expect(totalOf(closed)).toBe(10);
    expect(closed.body.map((r: Listing) => r.min_amount)).toEqual(['1000.00', '900.00', '800.00', '700.00', '600.00']);
    const painters = await api().get(listUrl('listings', { filter: { q: 'PAINTER', status: 'open' }, range: [0, 99] }));
    expect(totalOf(painters)).toBe(10);
    expect(painters.body.every((r: Listing) => r.job_title.startsWith('Painter') && r.status === 'open')).toBe(true);
    const byTitle = await api().get(listUrl('listings', { sort: ['job_title', 'ASC'], range: [0, 0] }));
    expect(byTitle.body[0].job_title).toBe('Cleaner job 0');
    const amounts = await api().get(
      listUrl('listings', { filter: { min_amount_gte: 2500, min_amount_lte: '2800' }, range: [0, 99] }),
    );
    expect(totalOf(amounts)).toBe(4);
  });

  it('filters by a created_at range', async () => {
    const old = await insertListing(app.dataSource, { user_id: employerId, job_title: 'Old job' });
    await app.dataSource.getRepository(Listing).update(old.id, { created_at: new Date('2020-03-15T10:00:00Z') });
    const inMarch = await api().get(
      listUrl('listings', { filter: { created_at_gte: '2020-03-01', created_at_lte: '2020-03-15' } }),
    );
    expect(inMarch.status).toBe(200);
    expect(inMarch.body.map((r: Listing) => r.id)).toEqual([old.id]);
    const before = await api().get(listUrl('listings', { filter: { created_at_lte: '2020-03-14' } }));
    expect(totalOf(before)).toBe(0);
    await app.dataSource.getRepository(Listing).delete(old.id);
  });

  it('refuses unknown filter and sort fields with a 400 naming them', async () => {
    const filter = await api().get(listUrl('listings', { filter: { deleted_at: null, password: 'x' } }));
    expect(filter.status).toBe(400);
    expect(filter.body.message).toBe('Cannot filter by password');
    expect(filter.body.errors).toEqual({ filter: 'Cannot filter by password' });
    const sort = await api().get(listUrl('users', { sort: ['password', 'ASC'] }));
    expect(sort.status).toBe(400);
    expect(sort.body.message).toBe('Cannot sort by password');
    // Every resource takes q; bookmarks search the names they reference.
    const q = await api().get(listUrl('bookmarks', { filter: { q: 'x'.repeat(101) } }));
    expect(q.status).toBe(400);
    expect(q.body.errors).toHaveProperty('q');
    const badValue = await api().get(listUrl('listings', { filter: { category_id: '1 OR 1=1' } }));
    expect(badValue.status).toBe(400);
    expect(badValue.body.errors).toHaveProperty('category_id');
    const badRange = await api().get(listUrl('listings', { range: [0, 100000] }));
    expect(badRange.status).toBe(400);
    const extra = await api().get('/api/admin/listings?limit=5');
    expect(extra.status).toBe(400);
  });

  it('refuses a bad list filter in French with Accept-Language: fr, and in English without it, by the same key', async () => {
    const url = listUrl('listings', { filter: { category_id: '1 OR 1=1' } });
    const french = await api().get(url).set('Accept-Language', 'fr');
    expect(french.status).toBe(400);
    expect(french.body).toEqual({
      result: false,
      message: 'le filtre category_id doit être un nombre entier',
      message_key: 'admin.filterInteger',
      errors: { category_id: 'le filtre category_id doit être un nombre entier' },
      details: [{ field: 'category_id', rule: 'invalid', message: 'le filtre category_id doit être un nombre entier' }],
    });
    const english = await api().get(url);
    expect(english.status).toBe(400);
    expect(english.body).toEqual({
      result: false,
      message: 'filter category_id must be an integer',
      message_key: 'admin.filterInteger',
      errors: { category_id: 'filter category_id must be an integer' },
      details: [{ field: 'category_id', rule: 'invalid', message: 'filter category_id must be an integer' }],
    });
    // A malformed parameter, and a range too wide, the same way.
    const notJson = await api().get('/api/admin/listings?filter=not%20json').set('Accept-Language', 'fr');
    expect(notJson.status).toBe(400);
    expect(notJson.body).toMatchObject({ message: 'filter doit être du JSON valide', message_key: 'admin.invalidJson', errors: { filter: 'filter doit être du JSON valide' } });
    const wide = await api().get(listUrl('listings', { range: [0, 100000] }));
    expect(wide.body).toMatchObject({ message: 'range covers at most 1000 records', message_key: 'admin.rangeMax', errors: { range: 'range covers at most 1000 records' } });
  });

  it('never lets a sort reach SQL: the injection is a 400 and the table is still there', async () => {
    const before = await app.dataSource.getRepository(User).count();
    for (const field of ['id; DROP TABLE users', 'id; DROP TABLE user', '(SELECT 1)', 'r.id']) {
      const res = await api().get(listUrl('users', { sort: [field, 'ASC'] }));
      expect(res.status).toBe(400);
      expect(res.body.errors).toHaveProperty('sort');
    }
    const order = await api().get(listUrl('users', { sort: ['id', 'ASC; DROP TABLE users'] }));
    expect(order.status).toBe(400);
    expect(await app.dataSource.getRepository(User).count()).toBe(before);
    expect((await api().get(listUrl('users'))).status).toBe(200);
  });

  it('treats q as text, not as a pattern', async () => {
    const res = await api().get(listUrl('listings', { filter: { q: '%' } }));
    expect(res.status).toBe(200);
    expect(totalOf(res)).toBe(0);
  });

  it('exports the filtered list as CSV', async () => {
    const res = await api().get(
      `/api/admin/listings/export?${new URLSearchParams({ sort: JSON.stringify(['min_amount', 'ASC']), filter: JSON.stringify({ status: 'closed' }) })}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="listings.csv"');
    const lines = res.text.trim().split('\r\n');
    expect(lines).toHaveLength(11);
    expect(lines[0].split(',')).toEqual(expect.arrayContaining(['id', 'job_title', 'status', 'min_amount']));
    expect(lines[1]).toContain('100.00');
  });

  it('exports users without their password hashes', async () => {
    const res = await api().get('/api/admin/users/export');
    expect(res.status).toBe(200);
    expect(res.text).not.toMatch(/password|argon2/);
  });

  it('answers 404 for a missing record and 400 for a non-numeric id', async () => {
    expect((await api().get('/api/admin/categories/999999')).status).toBe(404);
    expect((await api().put('/api/admin/categories/999999').send({ category_name: 'x' })).status).toBe(404);
    expect((await api().delete('/api/admin/categories/999999')).status).toBe(404);
    expect((await api().get('/api/admin/categories/abc')).status).toBe(400);
  });

  it('refuses unknown body properties, naming them', async () => {
    const res = await api().post('/api/admin/categories').send({ category_name: 'Gardening', is_admin: true });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ is_admin: 'is_admin is not allowed' });
    const invalid = await api()
      .post('/api/admin/listings')
      .send({ user_id: employerId, job_title: 'x', min_amount: '12.345' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toHaveProperty('min_amount');
  });

  it('answers 400 when a reference points at nothing', async () => {
    const res = await api().post('/api/admin/states').send({ country_id: 999999, name: 'Nowhere' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('A record this state refers to does not exist');
    expect(res.body.message_key).toBe('admin.badReference');
    const french = await api().post('/api/admin/states').set('Accept-Language', 'fr').send({ country_id: 999999, name: 'Nowhere' });
    expect(french.status).toBe(400);
    expect(french.body).toMatchObject({ message: 'Cet enregistrement state renvoie à un enregistrement qui n’existe pas', message_key: 'admin.badReference' });
    const before = await api().get(listUrl('states', { filter: { q: 'nowhere' } }));
    expect(totalOf(before)).toBe(0);
  });
});
