import { countRows, seed } from '../src/seed/seed';
import { JobApplication } from '../src/applications/job-application.entity';
import { Category } from '../src/categories/category.entity';
import { fillFrenchNames } from '../src/database/migrations/1734200000000-reference-names-fr';
import { State } from '../src/locations/state.entity';
import { JobType } from '../src/lookups/lookup.entities';
import { balanceOf, trialBalance } from '../src/ledger/ledger';
import { Payout } from '../src/payments/payment.entities';
import { Transaction } from '../src/transactions/transaction.entity';
import { databaseKinds } from './support/databases';
import { createTestApp, TestApp } from './support/test-app';

const options = { superadminEmail: 'root@gigmarket.test', superadminPassword: 'Sup3rSecret!' };

describe.each(databaseKinds())('demo data (%s)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('loads the demo marketplace, and loading it again changes no row count', async () => {
    const first = await seed(t.dataSource, options);
    expect(first.counts).toMatchObject({ listings: 200, countries: 1, states: 37, lgas: 774, permissions: 205, adminsettings: 1, identity_checks: 2 });
    // Every demo listing and profile with a point has its LGA (docs/places.md).
    const [unplaced] = await t.dataSource.query(
      'SELECT (SELECT COUNT(*) FROM listings WHERE latitude IS NOT NULL AND lga_id IS NULL) + (SELECT COUNT(*) FROM profiles WHERE latitude IS NOT NULL AND lga_id IS NULL) AS n',
    );
    expect(Number(unplaced.n)).toBe(0);
    const users = await t.dataSource.query(
      'SELECT user_type, COUNT(*) AS n FROM users GROUP BY user_type ORDER BY user_type',
    );
    expect(users.map((row: { user_type: string; n: number }) => [row.user_type, Number(row.n)])).toEqual([
      ['admin', 1],
      ['employer', 5],
      ['freelancer', 20],
      ['superadmin', 1],
    ]);
    for (const table of ['jobapplication', 'bookmarks', 'connections', 'transactions', 'posts', 'notifications', 'categories', 'skills']) {
      expect({ table, rows: first.counts[table] > 0 }).toEqual({ table, rows: true });
    }
    const statuses = await t.dataSource.query('SELECT DISTINCT status FROM listings ORDER BY status');
    expect(statuses.map((row: { status: string }) => row.status)).toEqual(['closed', 'draft', 'open']);

    const second = await seed(t.dataSource, options);
    expect(second.counts).toEqual(first.counts);
  });

  it('posts the demo money through the ledger: paid hires funded, released and paid out, the books balanced', async () => {
    const books = await trialBalance(t.dataSource.manager);
    expect(books.balanced).toBe(true);
    expect(books.debits).toBeGreaterThan(0);
    const paid = await t.dataSource.getRepository(JobApplication).find({ where: { status: 'paid' } });
    expect(paid.length).toBeGreaterThan(0);
    for (const hire of paid) {
      expect(await balanceOf(t.dataSource.manager, `escrow:${hire.id}`)).toBe(0);
      const charge = await t.dataSource.getRepository(Transaction).findOneByOrFail({ application_id: hire.id, transaction_type: 'charge' });
      expect(charge).toMatchObject({ status: 'success', amount_minor: hire.agreed_amount_minor });
      expect(await t.dataSource.getRepository(Payout).findOneByOrFail({ application_id: hire.id })).toMatchObject({ status: 'success' });
    }
    const [revenue, transit] = await Promise.all([balanceOf(t.dataSource.manager, 'platform:revenue'), balanceOf(t.dataSource.manager, 'payouts:in_transit')]);
    expect(revenue).toBeGreaterThan(0);
    expect(transit).toBe(0);
  });

  it('leaves the Moderator role without the right to read full bank account numbers', async () => {
    const names: { name: string }[] = await t.dataSource.query(
      `SELECT p.name AS name FROM roles r JOIN role_permissions rp ON rp.role_id = r.id JOIN permissions p ON p.id = rp.permission_id WHERE r.name = 'Moderator'`,
    );
    expect(names.map((row) => row.name)).toEqual(expect.arrayContaining(['transactions.list', 'transactions.show']));
    expect(names.map((row) => row.name)).not.toContain('transactions.account_numbers');
    const [right] = await t.dataSource.query("SELECT resource, action FROM permissions WHERE name = 'transactions.account_numbers'");
    expect(right).toEqual({ resource: 'transactions', action: 'account_numbers' });
  });

  it('gives the "ID verified" badge to one demo employer and one demo freelancer only (docs/trust.md), with its audit trail', async () => {
    const rows: { phone: string; status: string; n: number | string }[] = await t.dataSource.query(
      'SELECT u.phone AS phone, i.status AS status, (SELECT COUNT(*) FROM identity_events e WHERE e.identity_id = i.id) AS n FROM identity_checks i JOIN users u ON u.id = i.user_id ORDER BY u.phone',
    );
    expect(rows.map((row) => [row.phone, row.status, Number(row.n)])).toEqual([
      ['08031000001', 'verified', 2],
      ['08032000001', 'verified', 2],
    ]);
    const names: { name: string }[] = await t.dataSource.query(
      `SELECT p.name AS name FROM roles r JOIN role_permissions rp ON rp.role_id = r.id JOIN permissions p ON p.id = rp.permission_id WHERE r.name = 'Moderator'`,
    );
    expect(names.map((row) => row.name)).toEqual(
      expect.arrayContaining(['listingreports.list', 'listingreports.show', 'listingreports.edit', 'identities.list', 'identities.show']),
    );
    expect(names.map((row) => row.name)).not.toContain('identities.edit');
  });

  it('lets the Moderator read the search dictionary, not change it', async () => {
    const names: { name: string }[] = await t.dataSource.query(
      `SELECT p.name AS name FROM roles r JOIN role_permissions rp ON rp.role_id = r.id JOIN permissions p ON p.id = rp.permission_id WHERE r.name = 'Moderator' AND p.resource = 'synonyms'`,
    );
    expect(names.map((row) => row.name).sort()).toEqual(['synonyms.list', 'synonyms.show']);
  });

  it('stores settings with NGN and a 1.5% gateway fee', async () => {
    const [settings] = await t.dataSource.query('SELECT currency, gateway_fee FROM adminsettings');
    expect(settings.currency).toBe('NGN');
    expect(Number(settings.gateway_fee)).toBe(1.5);
  });

  it('names the default reference rows in French; the migration fills rows seeded before it and keeps an admin’s', async () => {
    const french = async () => ({
      fct: (await t.dataSource.getRepository(State).findOneByOrFail({ name: 'Federal Capital Territory' })).name_fr,
      lagos: (await t.dataSource.getRepository(State).findOneByOrFail({ name: 'Lagos' })).name_fr,
      cleaning: (await t.dataSource.getRepository(Category).findOneByOrFail({ category_slug: 'cleaning' })).category_name_fr,
      nightShift: (await t.dataSource.getRepository(JobType).findOneByOrFail({ name: 'Night shift' })).name_fr,
    });
    expect(await french()).toEqual({ fct: 'Territoire de la capitale fédérale', lagos: 'Lagos', cleaning: 'Ménage', nightShift: 'Travail de nuit' });
    // As a database seeded before the migration: no French names, but one an admin already wrote.
    await t.dataSource.query('UPDATE states SET name_fr = NULL');
    await t.dataSource.query('UPDATE categories SET category_name_fr = NULL');
    await t.dataSource.getRepository(JobType).update({ name: 'Night shift' }, { name_fr: 'Poste de nuit' });
    const runner = t.dataSource.createQueryRunner();
    try {
      await fillFrenchNames(runner);
    } finally {
      await runner.release();
    }
    expect(await french()).toEqual({ fct: 'Territoire de la capitale fédérale', lagos: 'Lagos', cleaning: 'Ménage', nightShift: 'Poste de nuit' });
  });

  it('adds bulk listings for benchmarks', async () => {
    const before = (await countRows(t.dataSource)).listings;
    await seed(t.dataSource, { ...options, extraListings: 1200 });
    expect((await countRows(t.dataSource)).listings).toBe(before + 1200);
  });

  it('refuses to delete a category in use, cleanly, and keeps the row', async () => {
    const categories = t.dataSource.getRepository(Category);
    const [inUse] = await t.dataSource.query(
      'SELECT category_id AS id FROM listings WHERE category_id IS NOT NULL LIMIT 1',
    );
    await expect(categories.delete({ id: Number(inUse.id) })).rejects.toThrow(/foreign key/i);
    expect(await categories.existsBy({ id: Number(inUse.id) })).toBe(true);
  });
});
