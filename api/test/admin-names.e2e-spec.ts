import { JobApplication } from '../src/applications/job-application.entity';
import { Bookmark } from '../src/bookmarks/bookmark.entity';
import { Connection } from '../src/connections/connection.entity';
import { Listing } from '../src/listings/listing.entity';
import { Notification } from '../src/notifications/notification.entity';
import { Portfolio } from '../src/portfolio/portfolio.entity';
import { Transaction } from '../src/transactions/transaction.entity';
import { Profile } from '../src/users/profile.entity';
import { User } from '../src/users/user.entity';
import { definitionOf } from '../src/admin/resources';
import { referenceNameKeys } from '../src/admin/reference-names';
import { databaseKinds } from './support/databases';
import { createTestApp, TestApp } from './support/test-app';
import { as, insertListing, insertRole, insertUser, listUrl, seedCatalogue, tokenFor } from './support/admin-fixtures';

/** Keys a record must never carry: the user row itself or any of its other fields. */
const USER_FIELDS = ['user', 'employer', 'freelancer', 'paidTo', 'acceptedBy', 'email', 'phone', 'password'];

function expectNoUserFields(record: Record<string, unknown>) {
  for (const key of USER_FIELDS) expect([key, key in record]).toEqual([key, false]);
  expect(JSON.stringify(record)).not.toMatch(/@example\.com|argon2/);
}

describe.each(databaseKinds())('back-office records name the people they point at (%s)', (kind) => {
  let app: TestApp;
  let moderator: string;
  let superadmin: string;
  let employer: User;
  let freelancer: User;
  let approver: User;
  let listing: Listing;
  let application: JobApplication;
  let transaction: Transaction;

  beforeAll(async () => {
    app = await createTestApp(kind);
    const ds = app.dataSource;
    // The demo moderator's role: no access to users at all.
    const role = await insertRole(ds, 'Moderator', [
      ...['categories', 'listings', 'jobapplication', 'posts'].flatMap((r) => [`${r}.list`, `${r}.show`, `${r}.edit`]),
      'transactions.list',
      'transactions.show',
    ]);
    moderator = await tokenFor(app, (await insertUser(ds, 'admin', { role_id: role.id })).id);
    approver = await insertUser(ds, 'superadmin', { name: 'Sade Super' });
    superadmin = await tokenFor(app, approver.id);
    const catalogue = await seedCatalogue(ds);
    employer = await ds.getRepository(User).save({ ...catalogue.employer, name: 'Emeka Employer' });
    await ds.getRepository(Profile).save({ user_id: employer.id, company_name: 'Emeka Builders Ltd' });
    // No `name`: the first and last names stand in.
    freelancer = await ds
      .getRepository(User)
      .save({ ...catalogue.freelancer, name: null, first_name: 'Funmi', last_name: 'Freelancer' });
    listing = await insertListing(ds, { user_id: employer.id, job_title: 'Paint the fence' });
    application = await ds.getRepository(JobApplication).save({
      user_id: freelancer.id,
      listing_id: listing.id,
      status: 'approved',
      accepted_by: approver.id,
    });
    transaction = await ds.getRepository(Transaction).save({
      user_id: employer.id,
      paid_to: freelancer.id,
      application_id: application.id,
      transaction_id: `TX-NAMES-${kind}`,
      amount: '100.00',
      charges: '1.50',
      currency: 'NGN',
    });
  });
  afterAll(async () => app?.close());

  it('answers listings with the employer and company on list, getOne and getMany', async () => {
    const api = as(app, moderator);
    expect((await api.get(listUrl('users'))).status).toBe(403);

    const list = await api.get(listUrl('listings', { sort: ['id', 'DESC'], range: [0, 24], filter: {} }));
    expect(list.status).toBe(200);
    const row = list.body.find((r: { id: number }) => r.id === listing.id);
    expect(row).toMatchObject({
      user_id: employer.id,
      employer_name: 'Emeka Employer',
      company_name: 'Emeka Builders Ltd',
    });
    expectNoUserFields(row);

    const one = await api.get(`/api/admin/listings/${listing.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ employer_name: 'Emeka Employer', company_name: 'Emeka Builders Ltd' });
    expectNoUserFields(one.body);

    const many = await api.get(listUrl('listings', { filter: { id: [listing.id] } }));
    expect(many.body[0]).toMatchObject({ employer_name: 'Emeka Employer' });
  });

  it('answers applications with the freelancer, the approver and the listing title', async () => {
    const api = as(app, moderator);
    const list = await api.get(listUrl('jobapplication', { filter: { listing_id: listing.id } }));
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({
      freelancer_name: 'Funmi Freelancer',
      accepted_by_name: 'Sade Super',
      listing_title: 'Paint the fence',
    });
    expectNoUserFields(list.body[0]);
    const one = await api.get(`/api/admin/jobapplication/${application.id}`);
    expect(one.body).toMatchObject({ freelancer_name: 'Funmi Freelancer', listing_title: 'Paint the fence' });

    // A soft-deleted listing still names its applications.
    const gone = await insertListing(app.dataSource, { user_id: employer.id, job_title: 'Old job' });
    const old = await app.dataSource
      .getRepository(JobApplication)
      .save({ user_id: freelancer.id, listing_id: gone.id, status: 'pending' });
    await app.dataSource.getRepository(Listing).softDelete(gone.id);
    const named = await api.get(`/api/admin/jobapplication/${old.id}`);
    expect(named.body).toMatchObject({ listing_title: 'Old job', accepted_by_name: null });
  });

  it('answers transactions with the payer and the payee', async () => {
    const api = as(app, moderator);
    const list = await api.get(listUrl('transactions', { filter: { user_id: employer.id } }));
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({ user_name: 'Emeka Employer', paid_to_name: 'Funmi Freelancer' });
    expectNoUserFields(list.body[0]);
    const one = await api.get(`/api/admin/transactions/${transaction.id}`);
    expect(one.body).toMatchObject({ user_name: 'Emeka Employer', paid_to_name: 'Funmi Freelancer' });
  });

  it('accepts the names echoed back by an edit form and writes none of them', async () => {
    const api = as(app, moderator);
    const one = await api.get(`/api/admin/listings/${listing.id}`);
    const updated = await api.put(`/api/admin/listings/${listing.id}`).send({
      ...one.body,
      job_title: 'Paint the long fence',
      employer_name: 'Someone Else',
      company_name: 'Hijacked Ltd',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      job_title: 'Paint the long fence',
      employer_name: 'Emeka Employer',
      company_name: 'Emeka Builders Ltd',
    });
    expect((await app.dataSource.getRepository(User).findOneByOrFail({ id: employer.id })).name).toBe('Emeka Employer');
    const app_ = await api.get(`/api/admin/jobapplication/${application.id}`);
    const echoed = await api
      .put(`/api/admin/jobapplication/${application.id}`)
      .send({ ...app_.body, freelancer_name: 'X', listing_title: 'Y', new_price: 90 });
    expect(echoed.status).toBe(200);
    expect(echoed.body).toMatchObject({ freelancer_name: 'Funmi Freelancer', listing_title: 'Paint the long fence' });
  });

  it('names bookmarks, connections, portfolio items and custom messages (create and update answers too)', async () => {
    const api = as(app, superadmin);
    const bookmark = await api.post('/api/admin/bookmarks').send({ user_id: freelancer.id, listing_id: listing.id });
    expect(bookmark.status).toBe(201);
    expect(bookmark.body).toMatchObject({ user_name: 'Funmi Freelancer', listing_title: 'Paint the long fence' });

    const connection = await api
      .post('/api/admin/connections')
      .send({ freelancer_id: freelancer.id, employer_id: employer.id });
    expect(connection.status).toBe(201);
    expect(connection.body).toMatchObject({
      freelancer_name: 'Funmi Freelancer',
      employer_name: 'Emeka Employer',
      company_name: 'Emeka Builders Ltd',
    });
    const reconnected = await api.put(`/api/admin/connections/${connection.body.id}`).send(connection.body);
    expect(reconnected.status).toBe(200);
    expect(reconnected.body.employer_name).toBe('Emeka Employer');

    const portfolio = await api
      .post('/api/admin/portfolio')
      .send({ user_id: freelancer.id, portfolio_type: 'link', title: 'Fences', link: 'https://example.org' });
    expect(portfolio.status).toBe(201);
    expect(portfolio.body.user_name).toBe('Funmi Freelancer');

    const message = await api
      .post('/api/admin/notifications')
      .send({ audience: 'user', user_id: freelancer.id, title: 'Hi', message: '<p>Hi</p>' });
    expect(message.status).toBe(201);
    expect(message.body.user_name).toBe('Funmi Freelancer');
    const stored = await api.get(`/api/admin/notifications/${message.body.id}`);
    expect(stored.body.user_name).toBe('Funmi Freelancer');
    const edited = await api.put(`/api/admin/notifications/${message.body.id}`).send({ ...stored.body, title: 'Hey' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Hey', user_name: 'Funmi Freelancer' });

    for (const [resource, entity] of [
      ['bookmarks', Bookmark],
      ['connections', Connection],
      ['portfolio', Portfolio],
      ['notifications', Notification],
    ] as const) {
      const list = await api.get(listUrl(resource, { sort: ['id', 'DESC'], range: [0, 0] }));
      expect([resource, list.status]).toEqual([resource, 200]);
      const keys = referenceNameKeys(definitionOf(resource)!.names);
      for (const key of keys) expect([resource, key, key in list.body[0]]).toEqual([resource, key, true]);
      expectNoUserFields(list.body[0]);
      expect(await app.dataSource.getRepository(entity).count()).toBeGreaterThan(0);
    }
  });

  it('loads the names of a whole page with one query on users', async () => {
    for (let i = 0; i < 5; i++) {
      const other = await insertUser(app.dataSource, 'employer');
      await insertListing(app.dataSource, { user_id: other.id });
    }
    const runner = app.dataSource.createQueryRunner();
    const proto = Object.getPrototypeOf(runner) as { query: (...args: unknown[]) => Promise<unknown> };
    await runner.release();
    const spy = jest.spyOn(proto, 'query');
    try {
      const list = await as(app, moderator).get(listUrl('listings', { sort: ['id', 'DESC'], range: [0, 24] }));
      expect(list.status).toBe(200);
      expect(list.body.length).toBeGreaterThanOrEqual(6);
      expect(list.body.every((r: { employer_name: unknown }) => typeof r.employer_name === 'string')).toBe(true);
      const onUsers = spy.mock.calls
        .map(([sql]) => String(sql))
        .filter((sql) => /FROM\s+[`"]users[`"]\s+[`"]u[`"]/i.test(sql)); // the names query (the guard reads the caller too)
      expect(onUsers).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });
});
