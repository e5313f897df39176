import { JobApplication } from '../src/applications/job-application.entity';
import { Connection } from '../src/connections/connection.entity';
import { Listing } from '../src/listings/listing.entity';
import { Transaction } from '../src/transactions/transaction.entity';
import { Profile } from '../src/users/profile.entity';
import { User } from '../src/users/user.entity';
import { lastTwelveMonths, USSD_DASHBOARD_DAYS } from '../src/admin/dashboard.service';
import { UssdSession } from '../src/ussd/ussd-session.entity';
import { databaseKinds } from './support/databases';
import { createTestApp, TestApp } from './support/test-app';
import { as, insertListing, insertUser, seedCatalogue, tokenFor } from './support/admin-fixtures';

/** The first day of the month `back` months before now (UTC), at noon. */
function monthsAgo(back: number): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1, 12));
}

describe.each(databaseKinds())('admin dashboard (%s)', (kind) => {
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    app = await createTestApp(kind);
    const ds = app.dataSource;
    token = await tokenFor(app, (await insertUser(ds, 'superadmin')).id);
    const { employer, freelancer, category } = await seedCatalogue(ds);
    await ds.getRepository(Profile).save({ user_id: employer.id, company_name: 'Acme Ltd' });
    const second = await insertUser(ds, 'freelancer');
    await ds.getRepository(User).update(second.id, { created_at: monthsAgo(2) });
    await insertUser(ds, 'freelancer', { created_at: monthsAgo(13) } as Partial<User>);

    // Listings: 3 open (one 3 months ago), 2 closed (one 11 months ago), 1 draft, 1 deleted open.
    const open1 = await insertListing(ds, {
      user_id: employer.id,
      status: 'open',
      category_id: category.id,
      min_amount: '1500.00',
      job_title: 'Newest open',
    });
    const open2 = await insertListing(ds, { user_id: employer.id, status: 'open' });
    const open3 = await insertListing(ds, { user_id: employer.id, status: 'open' });
    await ds.getRepository(Listing).update(open3.id, { created_at: monthsAgo(3) });
    await insertListing(ds, { user_id: employer.id, status: 'closed' });
    const closedOld = await insertListing(ds, { user_id: employer.id, status: 'closed' });
    await ds.getRepository(Listing).update(closedOld.id, { created_at: monthsAgo(11) });
    await insertListing(ds, { user_id: employer.id, status: 'draft' });
    const deleted = await insertListing(ds, { user_id: employer.id, status: 'open' });
    await ds.getRepository(Listing).softDelete(deleted.id);

    // Joined: open1 approved, open2 paid; open3 only pending.
    const apps = ds.getRepository(JobApplication);
    const a1 = await apps.save({
      user_id: freelancer.id,
      listing_id: open1.id,
      status: 'approved',
      accepted_by: employer.id,
    });
    await apps.save({ user_id: freelancer.id, listing_id: open2.id, status: 'paid' });
    await apps.save({ user_id: second.id, listing_id: open1.id, status: 'approved' });
    await apps.save({ user_id: freelancer.id, listing_id: open3.id, status: 'pending' });

    // Money: charges of 0.10 + 0.20 + 1234.57 succeeded (exactly 1234.87, fees included), and a
    // refund of 500.00 went back: 734.87 spent. A failed charge and a payout count nothing.
    const tx = ds.getRepository(Transaction);
    for (const [i, type, amount, fee, status] of [
      [1, 'charge', 10, 0, 'success'],
      [2, 'charge', 15, 5, 'success'],
      [3, 'charge', 121_637, 1_820, 'success'],
      [4, 'charge', 99_999, 0, 'failed'],
      [5, 'refund', 50_000, 0, 'success'],
      [6, 'payout', 40_000, 0, 'success'],
    ] as const) {
      await tx.save({
        user_id: employer.id,
        application_id: a1.id,
        transaction_id: `DASH-${i}`,
        transaction_type: type,
        amount: (amount / 100).toFixed(2),
        amount_minor: amount,
        fee_minor: fee,
        currency: 'NGN',
        status,
        charges: (fee / 100).toFixed(2),
      });
    }
    await ds.getRepository(Connection).save({ freelancer_id: freelancer.id, employer_id: employer.id });
  });
  afterAll(async () => app?.close());

  it('answers the stat figures of the seeded rows', async () => {
    const res = await as(app, token).get('/api/admin/dashboard');
    expect(res.status).toBe(200);
    expect(res.body.result).toBe(true);
    expect(res.body.data).toMatchObject({
      totalListing: 6,
      open: 3,
      closed: 2,
      joined: 2,
      currency: 'NGN',
      amountSpent: '734.87',
      totalConnection: 1,
      freelancer: 3,
      employer: 1,
    });
  });

  it('answers twelve months of series with every label', async () => {
    const { data } = (await as(app, token).get('/api/admin/dashboard')).body;
    const { keys, labels } = lastTwelveMonths(new Date());
    expect(data.months).toEqual(labels);
    expect(data.monthKeys).toEqual(keys);
    expect(new Set(data.months).size).toBe(12);
    // index 11 is this month, 0 is eleven months ago
    const zeros = () => Array(12).fill(0);
    const open = zeros();
    open[11] = 2;
    open[8] = 1;
    const closed = zeros();
    closed[11] = 1;
    closed[0] = 1;
    expect(data.openChat).toEqual(open);
    expect(data.closedChat).toEqual(closed);
    const employers = zeros();
    employers[11] = 1;
    const freelancers = zeros();
    freelancers[11] = 1;
    freelancers[9] = 1;
    expect(data.employerChat).toEqual(employers);
    expect(data.freelancerChat).toEqual(freelancers);
  });

  it('counts USSD sessions per day over 14 days, and those that acted', async () => {
    const today = new Date();
    const at = (daysBack: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - daysBack, 12));
    const session = (n: number, started: Date, outcome: UssdSession['outcome']) => ({
      gateway: 'africastalking' as const,
      session_id: `dash-${n}`,
      phone: '08099999987',
      network: null,
      user_id: null,
      language: 'en',
      hops: 3,
      last_screen: null,
      outcome,
      state: null,
      started_at: started,
      updated_at: started,
      expires_at: started,
    });
    await app.dataSource.getRepository(UssdSession).save([
      session(1, at(0), 'applied'),
      session(2, at(0), null),
      session(3, at(2), 'checked_in'),
      session(4, at(30), 'applied'),
    ]);
    const { data } = (await as(app, token).get('/api/admin/dashboard')).body;
    expect(data.ussdDays).toHaveLength(USSD_DASHBOARD_DAYS);
    expect(data.ussdDays.at(-1)).toBe(today.toISOString().slice(0, 10));
    const sessions = Array(USSD_DASHBOARD_DAYS).fill(0);
    const actions = Array(USSD_DASHBOARD_DAYS).fill(0);
    sessions[13] = 2;
    actions[13] = 1;
    sessions[11] = 1;
    actions[11] = 1;
    expect(data.ussdSessions).toEqual(sessions);
    expect(data.ussdActions).toEqual(actions);
  });

  it('lists recent open and closed listings with the fields the spec reads', async () => {
    const { data } = (await as(app, token).get('/api/admin/dashboard')).body;
    expect(data.recentListing).toHaveLength(5);
    expect(data.recentListing.every((row: { status: string }) => ['open', 'closed'].includes(row.status))).toBe(true);
    const newest = data.recentListing.find((row: { job_title: string }) => row.job_title === 'Newest open');
    expect(newest).toMatchObject({
      category: { category_name: expect.any(String) },
      status: 'open',
      user: { profile: { company_name: 'Acme Ltd' } },
      currency: 'NGN',
      min_amount: '1500.00',
    });
    expect(JSON.stringify(data.recentListing)).not.toMatch(/password|email|phone/);
  });
});
