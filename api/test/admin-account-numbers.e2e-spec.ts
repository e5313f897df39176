import request from 'supertest';
import { ACCOUNT_NUMBERS_PERMISSION } from '@gigmarket/shared';
import { JobApplication } from '../src/applications/job-application.entity';
import { MODERATOR_PERMISSIONS } from '../src/seed/seed';
import { Transaction } from '../src/transactions/transaction.entity';
import { adminToken, makeLimitedAdmin } from './support/auth-fixtures';
import { databaseKinds } from './support/databases';
import { createTestApp, TestApp } from './support/test-app';
import { as, insertListing, insertUser, listUrl, tokenFor } from './support/admin-fixtures';

/**
 * Full payout bank account numbers reach only admins holding `transactions.account_numbers`
 * (the superadmin holds every permission); everyone else reads `******6789`, as the site shows a
 * freelancer their own (docs/hire-to-pay.md "Back office").
 */
describe.each(databaseKinds())('bank account numbers in the back office (%s)', (kind) => {
  let app: TestApp;
  let superadmin: string;
  let moderator: string;
  let accountant: string;
  let exporter: string;
  let payoutId: number;
  let chargeId: number;

  beforeAll(async () => {
    app = await createTestApp(kind);
    const ds = app.dataSource;
    superadmin = await tokenFor(app, (await insertUser(ds, 'superadmin')).id);
    // The demo's Moderator role, signed in through the back office's own sign-in.
    moderator = await adminToken(app, await makeLimitedAdmin(ds, MODERATOR_PERMISSIONS));
    accountant = await adminToken(app, await makeLimitedAdmin(ds, ['transactions.list', 'transactions.show', 'transactions.export', ACCOUNT_NUMBERS_PERMISSION]));
    exporter = await adminToken(app, await makeLimitedAdmin(ds, ['transactions.list', 'transactions.export']));

    const employer = await insertUser(ds, 'employer');
    const freelancer = await insertUser(ds, 'freelancer');
    const listing = await insertListing(ds, { user_id: employer.id });
    const hire = await ds.getRepository(JobApplication).save({ user_id: freelancer.id, listing_id: listing.id, status: 'paid' });
    const transactions = ds.getRepository(Transaction);
    const base = { application_id: hire.id, currency: 'NGN', status: 'success' as const, payment_gateway: 'paystack' };
    chargeId = (await transactions.save({ ...base, user_id: employer.id, transaction_id: 'ACC-CHG-1', transaction_type: 'charge', amount: '120.00', amount_minor: 12_000 })).id;
    payoutId = (
      await transactions.save({
        ...base,
        user_id: freelancer.id,
        paid_to: freelancer.id,
        transaction_id: 'ACC-TRF-1',
        transaction_type: 'payout',
        amount: '108.00',
        amount_minor: 10_800,
        account_name: 'ADA OBI',
        account_number: '0123456789',
        bank_name: 'Guaranty Trust Bank',
      })
    ).id;
  });
  afterAll(async () => app?.close());

  const list = (token: string) => as(app, token).get(listUrl('transactions', { sort: ['id', 'ASC'], range: [0, 24] }));
  const show = (token: string, id: number) => as(app, token).get(`/api/admin/transactions/${id}`);
  const numbers = (rows: { id: number; account_number: string | null }[]) => Object.fromEntries(rows.map((row) => [row.id, row.account_number]));

  it('the Moderator reads masked numbers on the list and the record, and never the full one', async () => {
    const listed = await list(moderator);
    expect(listed.status).toBe(200);
    expect(numbers(listed.body)).toEqual({ [chargeId]: null, [payoutId]: '******6789' });
    const one = await show(moderator, payoutId);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ account_number: '******6789', account_name: 'ADA OBI', bank_name: 'Guaranty Trust Bank' });
    expect(JSON.stringify([listed.body, one.body])).not.toContain('0123456789');
    expect(MODERATOR_PERMISSIONS).not.toContain(ACCOUNT_NUMBERS_PERMISSION);
  });

  it('the superadmin, and an admin granted transactions.account_numbers, read full numbers', async () => {
    for (const token of [superadmin, accountant]) {
      expect(numbers((await list(token)).body)).toEqual({ [chargeId]: null, [payoutId]: '0123456789' });
      expect((await show(token, payoutId)).body.account_number).toBe('0123456789');
    }
  });

  it('masks the CSV export the same way', async () => {
    const masked = await as(app, exporter).get('/api/admin/transactions/export');
    expect(masked.status).toBe(200);
    expect(masked.text).toContain('******6789');
    expect(masked.text).not.toContain('0123456789');
    const full = await as(app, accountant).get('/api/admin/transactions/export');
    expect(full.text).toContain('0123456789');
  });

  it('is a permission like the others: granted through a role, listed for the superadmin', async () => {
    const role = await as(app, superadmin).post('/api/admin/roles').send({ name: 'Payments desk', permissions: ['transactions.list', ACCOUNT_NUMBERS_PERMISSION] });
    expect(role.status).toBe(201);
    const me = await request(app.http).get('/api/auth/me').set('Authorization', `Bearer ${superadmin}`);
    expect(me.body.data.permissions).toContain(ACCOUNT_NUMBERS_PERMISSION);
  });
});
