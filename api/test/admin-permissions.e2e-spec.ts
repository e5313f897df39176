import { ADMIN_RESOURCES } from '@gigmarket/shared';
import { Category } from '../src/categories/category.entity';
import { User } from '../src/users/user.entity';
import { databaseKinds } from './support/databases';
import { createTestApp, TestApp } from './support/test-app';
import { as, insertRole, insertUser, listUrl, tokenFor } from './support/admin-fixtures';

describe.each(databaseKinds())('back-office permission matrix (%s)', (kind) => {
  let app: TestApp;
  const tokens: Record<'superadmin' | 'limited' | 'noListings' | 'employer' | 'freelancer', string> = {} as never;
  let categoryId: number;

  beforeAll(async () => {
    app = await createTestApp(kind);
    const ds = app.dataSource;
    // The role even claims users.list: users stay superadmin-only whatever a role says.
    const limited = await insertRole(ds, 'Catalogue viewer', [
      'categories.list',
      'categories.show',
      'categories.export',
      'listings.list',
      'users.list',
      'roles.list',
    ]);
    const other = await insertRole(ds, 'Category editor', ['categories.list', 'categories.edit']);
    tokens.superadmin = await tokenFor(app, (await insertUser(ds, 'superadmin')).id);
    tokens.limited = await tokenFor(app, (await insertUser(ds, 'admin', { role_id: limited.id })).id);
    tokens.noListings = await tokenFor(app, (await insertUser(ds, 'admin', { role_id: other.id })).id);
    tokens.employer = await tokenFor(app, (await insertUser(ds, 'employer')).id);
    tokens.freelancer = await tokenFor(app, (await insertUser(ds, 'freelancer')).id);
    categoryId = (await ds.getRepository(Category).save({ category_name: 'Cooking', category_slug: 'cooking' })).id;
  });
  afterAll(async () => app?.close());

  it('lets the superadmin do everything, users and roles included', async () => {
    const api = as(app, tokens.superadmin);
    for (const resource of ADMIN_RESOURCES)
      expect([resource, (await api.get(listUrl(resource))).status]).toEqual([resource, 200]);
    expect((await api.get('/api/admin/dashboard')).status).toBe(200);
    expect((await api.get('/api/admin/users/export')).status).toBe(200);
    expect((await api.post('/api/admin/categories').send({ category_name: 'Baking' })).status).toBe(201);
  });

  it('holds a limited admin to their role', async () => {
    const api = as(app, tokens.limited);
    expect((await api.get(listUrl('categories'))).status).toBe(200);
    expect((await api.get(`/api/admin/categories/${categoryId}`)).status).toBe(200);
    expect((await api.get('/api/admin/categories/export')).status).toBe(200);
    expect((await api.get(listUrl('listings'))).status).toBe(200);
    expect((await api.get('/api/admin/dashboard')).status).toBe(200);

    const create = await api.post('/api/admin/categories').send({ category_name: 'Sneaky' });
    expect(create.status).toBe(403);
    expect(await app.dataSource.getRepository(Category).count({ where: { category_name: 'Sneaky' } })).toBe(0);
    expect((await api.put(`/api/admin/categories/${categoryId}`).send({ category_name: 'Renamed' })).status).toBe(403);
    expect((await api.delete(`/api/admin/categories/${categoryId}`)).status).toBe(403);
    const row = await app.dataSource.getRepository(Category).findOneByOrFail({ id: categoryId });
    expect(row.category_name).toBe('Cooking');

    for (const resource of [
      'users',
      'roles',
      'permissions',
      'transactions',
      'adminsettings',
      'notifications',
    ] as const) {
      expect([resource, (await api.get(listUrl(resource))).status]).toEqual([resource, 403]);
    }
    expect((await api.get('/api/admin/listings/export')).status).toBe(403);
    expect((await api.post('/api/admin/jobapplication/1/approve')).status).toBe(403);
  });

  it('needs listings.list for the dashboard and export for CSV', async () => {
    const api = as(app, tokens.noListings);
    expect((await api.get('/api/admin/dashboard')).status).toBe(403);
    expect((await api.get('/api/admin/categories/export')).status).toBe(403);
    expect(
      (await api.put(`/api/admin/categories/${categoryId}`).send({ category_description: 'Pots and pans' })).status,
    ).toBe(200);
  });

  it.each(['employer', 'freelancer'] as const)('keeps the %s out of every back-office route', async (who) => {
    const api = as(app, tokens[who]);
    for (const resource of ADMIN_RESOURCES)
      expect([resource, (await api.get(listUrl(resource))).status]).toEqual([resource, 403]);
    expect((await api.get('/api/admin/dashboard')).status).toBe(403);
    expect((await api.post('/api/admin/categories').send({ category_name: 'Nope' })).status).toBe(403);
    expect((await api.delete(`/api/admin/categories/${categoryId}`)).status).toBe(403);
  });

  it('answers 401 to a caller without a token', async () => {
    const api = as(app, null);
    for (const resource of ADMIN_RESOURCES)
      expect([resource, (await api.get(listUrl(resource))).status]).toEqual([resource, 401]);
    expect((await api.get('/api/admin/dashboard')).status).toBe(401);
  });

  it("stops a blocked user's tokens and revokes their sessions", async () => {
    const admin = await insertUser(app.dataSource, 'admin', { role_id: null });
    const token = await tokenFor(app, admin.id);
    expect((await as(app, token).get('/api/notifications')).status).toBe(200);
    const blocked = await as(app, tokens.superadmin).put(`/api/admin/users/${admin.id}`).send({ status: 'blocked' });
    expect(blocked.status).toBe(200);
    expect(blocked.body.status).toBe('blocked');
    expect((await as(app, token).get('/api/notifications')).status).toBe(401);
    expect((await app.dataSource.getRepository(User).findOneByOrFail({ id: admin.id })).status).toBe('blocked');
  });

  it('does not let the superadmin block or delete themselves', async () => {
    const me = await insertUser(app.dataSource, 'superadmin');
    const token = await tokenFor(app, me.id);
    expect((await as(app, token).put(`/api/admin/users/${me.id}`).send({ status: 'blocked' })).status).toBe(400);
    expect((await as(app, token).delete(`/api/admin/users/${me.id}`)).status).toBe(400);
    expect((await app.dataSource.getRepository(User).findOneByOrFail({ id: me.id })).status).toBe('active');
  });
});
