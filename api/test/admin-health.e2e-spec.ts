import request from 'supertest';
import type { DataSource } from 'typeorm';
import { HEALTH_FIGURE_RESOURCES, LISTING_EXPIRY } from '@gigmarket/shared';
import type { MarketplaceHealthDto } from '../src/admin/dashboard-answers.dto';
import { JobApplication } from '../src/applications/job-application.entity';
import { Clock } from '../src/common/clock';
import { MODERATOR_PERMISSIONS } from '../src/seed/seed';
import { Dispute } from '../src/trust/dispute.entity';
import { transaction } from '../src/common/transaction';
import { ACCOUNTS, post } from '../src/ledger/ledger';
import { Listing } from '../src/listings/listing.entity';
import { AlertLog } from '../src/messages/message.entities';
import { Payout } from '../src/payments/payment.entities';
import { ReliabilityEvent } from '../src/trust/trust.entities';
import { UssdSession } from '../src/ussd/ussd-session.entity';
import { adminToken, makeLimitedAdmin } from './support/auth-fixtures';
import { makeEmployer, makeListing, makeLookups } from './support/marketplace-fixtures';
import { databaseKinds } from './support/databases';
import { createTestApp, TestApp } from './support/test-app';
import { as, insertListing, insertRole, insertUser, tokenFor } from './support/admin-fixtures';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The clock of the figures that look back (30 days of listings, 7 of alerts and USSD). */
const F = new Date('2025-06-15T12:00:00.000Z');
const before = (ms: number) => new Date(F.getTime() - ms);
const sql = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

/**
 * A posting written at `at` (the ledger's own `post` writes at the database's now): the same
 * rows `post` writes, back-dated, so the month a Lagos evening falls in can be checked.
 */
async function postAt(
  ds: DataSource,
  at: Date,
  key: string,
  kind: string,
  lines: { account: string; direction: 'debit' | 'credit'; amount: number }[],
): Promise<void> {
  await ds.query('INSERT INTO ledger_postings (idempotency_key, kind, application_id, reference, memo, created_at) VALUES (?, ?, NULL, NULL, NULL, ?)', [key, kind, sql(at)]);
  const [{ id: postingId }] = await ds.query('SELECT id FROM ledger_postings WHERE idempotency_key = ?', [key]);
  for (const line of lines) {
    const [{ id: accountId }] = await ds.query('SELECT id FROM ledger_accounts WHERE code = ?', [line.account]);
    await ds.query(
      'INSERT INTO ledger_entries (posting_id, account_id, account_code, posting_key, posting_kind, direction, amount_minor, application_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?)',
      [postingId, accountId, line.account, key, kind, line.direction, line.amount, sql(at)],
    );
  }
}

describe.each(databaseKinds())('marketplace health (%s)', (kind) => {
  let app: TestApp;
  let superadmin: string;
  let ds: DataSource;
  let oldestDispute: Date;
  let oldestNoShow: Date;

  /** The figures as `token` reads them with the clock at `at`. */
  async function health(token: string, at: Date): Promise<MarketplaceHealthDto> {
    const spy = jest.spyOn(app.app.get(Clock), 'now').mockReturnValue(at);
    try {
      const answer = await as(app, token).get('/api/admin/dashboard/health');
      expect(answer.status).toBe(200);
      expect(answer.body.result).toBe(true);
      return answer.body.data as MarketplaceHealthDto;
    } finally {
      spy.mockRestore();
    }
  }

  beforeAll(async () => {
    app = await createTestApp(kind);
    ds = app.dataSource;
    superadmin = await tokenFor(app, (await insertUser(ds, 'superadmin')).id);
    const employer = await insertUser(ds, 'employer');
    const freelancers = await Promise.all(Array.from({ length: 3 }, () => insertUser(ds, 'freelancer')));

    // Hires in several states, each on its own job.
    const hires = ds.getRepository(JobApplication);
    const hire = async (status: JobApplication['status'], freelancer = freelancers[0]) => {
      const listing = await insertListing(ds, { user_id: employer.id, status: 'closed' });
      return hires.save({ user_id: freelancer.id, listing_id: listing.id, status, agreed_amount_minor: 1_000_000 });
    };
    const funded = await hire('funded');
    const released = await hire('paid', freelancers[1]);
    const awaitingAccount = await hire('completed', freelancers[2]);
    const awaitingFirstTry = await hire('completed', freelancers[1]);
    const atGateway = await hire('completed');
    const failed = await hire('completed', freelancers[1]);
    const reversed = await hire('completed', freelancers[2]);
    const disputed = await hire('disputed');
    const disputedToo = await hire('disputed', freelancers[2]);
    const settled = await hire('paid', freelancers[2]);
    await hire('cancelled');

    // Money through the ledger's own posting function (now): hire `funded` holds 1,000,000 in
    // escrow; `released` was funded and released with 100,000 commission; the gateway kept 15,100.
    const posted = (request: Parameters<typeof post>[1]) => transaction(ds, (manager) => post(manager, request));
    await posted({
      key: 'charge:H-1',
      kind: 'charge',
      applicationId: funded.id,
      lines: [
        { account: ACCOUNTS.gatewayClearing, direction: 'debit', amount: 1_015_000 },
        { account: ACCOUNTS.escrow(funded.id), direction: 'credit', amount: 1_000_000 },
        { account: ACCOUNTS.platformFees, direction: 'credit', amount: 15_000 },
      ],
    });
    await posted({
      key: 'charge:H-2',
      kind: 'charge',
      applicationId: released.id,
      lines: [
        { account: ACCOUNTS.gatewayClearing, direction: 'debit', amount: 1_015_000 },
        { account: ACCOUNTS.escrow(released.id), direction: 'credit', amount: 1_000_000 },
        { account: ACCOUNTS.platformFees, direction: 'credit', amount: 15_000 },
      ],
    });
    await posted({
      key: `release:${released.id}`,
      kind: 'release',
      applicationId: released.id,
      lines: [
        { account: ACCOUNTS.escrow(released.id), direction: 'debit', amount: 1_000_000 },
        { account: ACCOUNTS.freelancer(freelancers[1].id), direction: 'credit', amount: 900_000 },
        { account: ACCOUNTS.platformRevenue, direction: 'credit', amount: 100_000 },
      ],
    });
    await posted({
      key: 'gateway-fee:H-1',
      kind: 'gateway-fee',
      lines: [
        { account: ACCOUNTS.platformGatewayCosts, direction: 'debit', amount: 15_100 },
        { account: ACCOUNTS.gatewayClearing, direction: 'credit', amount: 15_100 },
      ],
    });
    // Back-dated, around Lagos month ends (UTC+1): more escrow funded in January 2025, still held
    // (escrow counts every month), commissions either side of midnight on 31 January in Lagos,
    // a gateway cost just after midnight on 1 March in Lagos.
    await postAt(ds, new Date('2025-01-10T09:00:00Z'), 'charge:OLD-1', 'charge', [
      { account: ACCOUNTS.gatewayClearing, direction: 'debit', amount: 250_000 },
      { account: ACCOUNTS.escrow(funded.id), direction: 'credit', amount: 250_000 },
    ]);
    await postAt(ds, new Date('2025-01-31T22:30:00Z'), 'release:OLD-2', 'release', [
      { account: ACCOUNTS.gatewayClearing, direction: 'debit', amount: 3_000 },
      { account: ACCOUNTS.platformRevenue, direction: 'credit', amount: 3_000 },
    ]);
    await postAt(ds, new Date('2025-01-31T23:30:00Z'), 'release:OLD-3', 'release', [
      { account: ACCOUNTS.gatewayClearing, direction: 'debit', amount: 7_000 },
      { account: ACCOUNTS.platformRevenue, direction: 'credit', amount: 7_000 },
    ]);
    await postAt(ds, new Date('2025-02-28T23:30:00Z'), 'gateway-fee:OLD-4', 'gateway-fee', [
      { account: ACCOUNTS.platformGatewayCosts, direction: 'debit', amount: 500 },
      { account: ACCOUNTS.gatewayClearing, direction: 'credit', amount: 500 },
    ]);

    // Payouts: waiting (no account yet, not tried yet, pending at the gateway), failed or
    // reversed, and one paid.
    await ds.getRepository(Payout).insert([
      { application_id: awaitingAccount.id, freelancer_id: freelancers[2].id, amount_minor: 108_000, status: 'awaiting_account', attempts: 1 },
      { application_id: awaitingFirstTry.id, freelancer_id: freelancers[1].id, amount_minor: 54_000, status: 'awaiting_account', attempts: 0 },
      { application_id: atGateway.id, freelancer_id: freelancers[0].id, amount_minor: 90_000, status: 'pending', attempts: 1, reference: 'TRF-P' },
      { application_id: failed.id, freelancer_id: freelancers[1].id, amount_minor: 45_000, status: 'failed', attempts: 2, reference: 'TRF-F' },
      { application_id: reversed.id, freelancer_id: freelancers[2].id, amount_minor: 30_000, status: 'reversed', attempts: 1, reference: 'TRF-R' },
      { application_id: settled.id, freelancer_id: freelancers[2].id, amount_minor: 200_000, status: 'success', attempts: 1, reference: 'TRF-S' },
    ]);

    // Disputes: two open (the older opened 9 days before F), one resolved and older still.
    oldestDispute = before(9 * DAY);
    const disputes = ds.getRepository(Dispute);
    const d1 = await disputes.save({ application_id: disputed.id, opened_by: employer.id, reason: 'No show', status: 'open' });
    const d2 = await disputes.save({ application_id: disputedToo.id, opened_by: freelancers[2].id, reason: 'Unpaid', status: 'open' });
    const d3 = await disputes.save({ application_id: released.id, opened_by: employer.id, reason: 'Old', status: 'resolved', resolution: 'release' });
    await disputes.update(d1.id, { created_at: before(2 * DAY) });
    await disputes.update(d2.id, { created_at: oldestDispute });
    await disputes.update(d3.id, { created_at: before(40 * DAY) });

    // No-shows reported or contested are open; decided ones and other kinds are not.
    oldestNoShow = before(4 * DAY);
    const events = ds.getRepository(ReliabilityEvent);
    const event = async (kind: ReliabilityEvent['kind'], status: ReliabilityEvent['status'], application: JobApplication, at: Date) => {
      const saved = await events.save({ kind, status, user_id: application.user_id, application_id: application.id });
      await events.update(saved.id, { created_at: at });
    };
    await event('no_show', 'reported', funded, before(1 * DAY));
    await event('no_show', 'contested', atGateway, oldestNoShow);
    await event('no_show', 'upheld', failed, before(20 * DAY));
    await event('no_show', 'dismissed', reversed, before(30 * DAY));
    await event('late_cancel', 'recorded', awaitingAccount, before(50 * DAY));

    // Listings relative to F. Published in the last 30 days (not deleted): A, B, C, D, E; of
    // them A, B and E filled. Filled in the last 30 days: A 6 h, B 30 h, Z 360 h, E 2 h: median 18 h.
    const listing = async (fields: Partial<Listing>) => insertListing(ds, { user_id: employer.id, ...fields });
    const published = (at: Date, filledAfter?: number) => ({
      status: filledAfter === undefined ? ('open' as const) : ('closed' as const),
      published_at: at,
      filled_at: filledAfter === undefined ? null : new Date(at.getTime() + filledAfter),
      closed_reason: filledAfter === undefined ? null : ('filled' as const),
    });
    await listing(published(before(10 * DAY), 6 * HOUR)); // A
    await listing(published(before(5 * DAY), 30 * HOUR)); // B
    await listing(published(before(2 * DAY))); // C
    await listing({ ...published(before(20 * DAY)), status: 'closed', closed_reason: 'employer' }); // D
    await listing(published(before(1 * DAY), 2 * HOUR)); // E
    await listing(published(before(40 * DAY), 15 * DAY)); // Z: published before the window, filled in it
    await listing({ status: 'draft' });
    const deleted = await listing(published(before(3 * DAY), 12 * HOUR));
    await ds.getRepository(Listing).softDelete(deleted.id);

    // Alerts: saved-search matches and digests count; message nudges do not.
    const alerts = ds.getRepository(AlertLog);
    const alert = (kind: AlertLog['kind'], at: Date) => alerts.insert({ kind, user_id: freelancers[0].id, application_id: null, saved_search_id: null, items: 2, channel: kind === 'match' ? 'bell' : 'sms', created_at: at });
    await alert('match', before(1 * DAY));
    await alert('digest', before(6 * DAY));
    await alert('digest', before(7 * DAY - HOUR));
    await alert('nudge', before(1 * DAY));
    await alert('match', before(8 * DAY));

    const session = (n: number, at: Date) => ({
      gateway: 'africastalking' as const,
      session_id: `health-${n}`,
      phone: '08099999970',
      network: null,
      user_id: null,
      language: 'en',
      hops: 2,
      last_screen: null,
      outcome: null,
      state: null,
      started_at: at,
      updated_at: at,
      expires_at: at,
    });
    await ds.getRepository(UssdSession).insert([session(1, before(1 * DAY)), session(2, before(6 * DAY)), session(3, before(8 * DAY))]);
  });
  afterAll(async () => app?.close());

  it('answers every figure exactly for the superadmin', async () => {
    expect(await health(superadmin, F)).toEqual({
      currency: 'NGN',
      as_of: F.toISOString(),
      escrow_minor: 1_250_000,
      payouts_waiting: { count: 3, amount_minor: 252_000 },
      payouts_failed: { count: 2, amount_minor: 75_000 },
      revenue_month_minor: 0,
      gateway_costs_month_minor: 0,
      disputes_open: { count: 2, oldest_at: oldestDispute.toISOString() },
      no_shows_open: { count: 2, oldest_at: oldestNoShow.toISOString() },
      jobs_filled_share: 0.6,
      median_fill_hours: 18,
      alerts_sent_7d: 3,
      ussd_sessions_7d: 2,
    });
  });

  it('reads the escrow held from the ledger’s own entries', async () => {
    const [row] = await ds.query(
      "SELECT SUM(CASE WHEN direction = 'credit' THEN amount_minor ELSE -amount_minor END) AS held FROM ledger_entries WHERE account_code LIKE 'escrow:%'",
    );
    expect(Number(row.held)).toBe(1_250_000);
    // The trigger's totals agree with the entries, account by account and side by side.
    const family = (code: string) => code.replace(/^(escrow|employer|freelancer):\d+$/, '$1:*');
    const sums = (rows: { account: string; direction: string; amount: unknown }[], key: (account: string) => string) => {
      const out: Record<string, number> = {};
      for (const { account, direction, amount } of rows) out[`${key(account)} ${direction}`] = (out[`${key(account)} ${direction}`] ?? 0) + Number(amount);
      return out;
    };
    const entries = await ds.query('SELECT account_code AS account, direction, amount_minor AS amount FROM ledger_entries');
    const totals = await ds.query('SELECT account, direction, amount_minor AS amount FROM ledger_totals');
    expect(sums(totals, (account) => account)).toEqual(sums(entries, family));
  });

  it('counts revenue and gateway costs per calendar month in Lagos, as the clock moves', async () => {
    const money = async (at: string) => {
      const figures = await health(superadmin, new Date(at));
      return [figures.revenue_month_minor, figures.gateway_costs_month_minor, figures.escrow_minor];
    };
    // This month (the postings written now): 100,000 commission, 15,100 kept by the gateway.
    expect(await money(new Date().toISOString())).toEqual([100_000, 15_100, 1_250_000]);
    // 31 January 2025, 23:45 in Lagos: only the commission posted at 23:30 Lagos time.
    expect(await money('2025-01-31T22:45:00Z')).toEqual([3_000, 0, 1_250_000]);
    // 1 February 00:15 in Lagos (still 31 January in UTC): the one posted at 00:30 Lagos time.
    expect(await money('2025-01-31T23:15:00Z')).toEqual([7_000, 0, 1_250_000]);
    expect(await money('2025-02-15T12:00:00Z')).toEqual([7_000, 0, 1_250_000]);
    // 1 March in Lagos: the gateway cost posted at 00:30 on 1 March in Lagos.
    expect(await money('2025-02-28T23:59:00Z')).toEqual([0, 500, 1_250_000]);
    // Next month in Lagos (UTC+1 all year): nothing yet. From Lagos's clock, not UTC's: in the last
    // hour of a month in UTC, Lagos is already in the next one.
    const next = new Date(Date.now() + 3_600_000);
    next.setUTCMonth(next.getUTCMonth() + 1, 15);
    expect(await money(next.toISOString())).toEqual([0, 0, 1_250_000]);
  });

  it('moves the look-back windows with the clock', async () => {
    const later = await health(superadmin, new Date(F.getTime() + 2 * DAY));
    // Both digests and the day-6 session fall out of the 7 days; the listings stay in the 30.
    expect(later).toMatchObject({ alerts_sent_7d: 1, ussd_sessions_7d: 1, jobs_filled_share: 0.6, median_fill_hours: 18 });
    // Before any of it: nothing published, so no share and no median (null, not 0).
    const empty = await health(superadmin, new Date('2024-01-01T00:00:00Z'));
    expect(empty).toMatchObject({ jobs_filled_share: null, median_fill_hours: null, alerts_sent_7d: 0, ussd_sessions_7d: 0 });
  });

  it('answers null for each figure the caller may not list', async () => {
    const payouts = await adminToken(app, await makeLimitedAdmin(ds, ['payouts.list', 'disputes.show']));
    expect(await health(payouts, F)).toEqual({
      currency: 'NGN',
      as_of: F.toISOString(),
      escrow_minor: null,
      payouts_waiting: { count: 3, amount_minor: 252_000 },
      payouts_failed: { count: 2, amount_minor: 75_000 },
      revenue_month_minor: null,
      gateway_costs_month_minor: null,
      disputes_open: null,
      no_shows_open: null,
      jobs_filled_share: null,
      median_fill_hours: null,
      alerts_sent_7d: null,
      ussd_sessions_7d: null,
    });
    // The demo Moderator lists listings only among these.
    const moderator = await adminToken(app, await makeLimitedAdmin(ds, MODERATOR_PERMISSIONS));
    const seen = await health(moderator, F);
    expect(Object.entries(seen).filter(([, value]) => value !== null).map(([key]) => key).sort()).toEqual(
      ['as_of', 'currency', 'jobs_filled_share', 'median_fill_hours'],
    );
    // Each figure follows its own list permission.
    for (const [figure, resource] of Object.entries(HEALTH_FIGURE_RESOURCES)) {
      const role = await insertRole(ds, `health ${figure}`, [`${resource}.list`]);
      const token = await tokenFor(app, (await insertUser(ds, 'admin', { role_id: role.id })).id);
      const figures = (await health(token, F)) as unknown as Record<string, unknown>;
      expect({ figure, readable: figures[figure] !== null }).toEqual({ figure, readable: true });
    }
  });

  it('records when a listing is first published, by the employer or the back office; reopening keeps it', async () => {
    const clock = app.app.get(Clock);
    const at = async <T>(when: string, work: () => Promise<T>): Promise<T> => {
      const spy = jest.spyOn(clock, 'now').mockReturnValue(new Date(when));
      try {
        return await work();
      } finally {
        spy.mockRestore();
      }
    };
    const publishedAt = async (id: number) => (await ds.getRepository(Listing).findOneByOrFail({ id })).published_at?.toISOString() ?? null;
    const employer = await makeEmployer(app);
    const lookups = await makeLookups(ds);
    const draft = await makeListing(ds, employer.id, lookups, { status: 'draft' });
    expect(await publishedAt(draft.id)).toBeNull();
    const employerCall = (action: string) => request(app.http).post(`/api/employer/listings/${draft.id}/${action}`).set(employer.auth).send({});
    expect((await at('2030-01-05T08:00:00Z', () => employerCall('publish'))).status).toBe(200);
    expect(await publishedAt(draft.id)).toBe('2030-01-05T08:00:00.000Z');
    expect((await employerCall('close')).status).toBe(200);
    expect((await at('2030-01-09T08:00:00Z', () => employerCall('reopen'))).status).toBe(200);
    expect(await publishedAt(draft.id)).toBe('2030-01-05T08:00:00.000Z');

    const other = await makeListing(ds, employer.id, lookups, { status: 'draft' });
    const adminCall = (action: string) => as(app, superadmin).post(`/api/admin/listings/${other.id}/${action}`);
    expect((await at('2030-02-01T10:00:00Z', () => adminCall('publish'))).status).toBe(200);
    expect(await publishedAt(other.id)).toBe('2030-02-01T10:00:00.000Z');
    expect((await adminCall('close')).status).toBe(200);
    expect((await adminCall('reopen')).status).toBe(200);
    expect(await publishedAt(other.id)).toBe('2030-02-01T10:00:00.000Z');
    // An edit form echoes it back: accepted and ignored.
    const echoed = await as(app, superadmin).put(`/api/admin/listings/${other.id}`).send({ published_at: '1999-01-01T00:00:00.000Z', job_title: 'Renamed' });
    expect(echoed.status).toBe(200);
    expect(echoed.body).toMatchObject({ job_title: 'Renamed', published_at: '2030-02-01T10:00:00.000Z' });

    // Opened from the edit form: the same clock stamps it, and its expiry counts from it.
    const edited = await makeListing(ds, employer.id, lookups, { status: 'draft', job_date: null, job_end_date: null });
    const opened = await at('2030-03-01T09:00:00Z', () => as(app, superadmin).put(`/api/admin/listings/${edited.id}`).send({ status: 'open' }));
    expect(opened.status).toBe(200);
    const stored = await ds.getRepository(Listing).findOneByOrFail({ id: edited.id });
    expect(stored.published_at?.toISOString()).toBe('2030-03-01T09:00:00.000Z');
    expect(stored.expires_at?.toISOString()).toBe(new Date(Date.parse('2030-03-01T09:00:00Z') + LISTING_EXPIRY.fallbackDays * 86_400_000).toISOString());
  });

  it('needs an admin: any admin, even without permissions; never a site user', async () => {
    const bare = await adminToken(app, await makeLimitedAdmin(ds, []));
    const figures = await health(bare, F);
    expect(Object.values(figures).filter((value) => value !== null)).toHaveLength(2);
    const employer = await tokenFor(app, (await insertUser(ds, 'employer')).id);
    expect((await as(app, employer).get('/api/admin/dashboard/health')).status).toBe(403);
    expect((await as(app, null).get('/api/admin/dashboard/health')).status).toBe(401);
  });
});
