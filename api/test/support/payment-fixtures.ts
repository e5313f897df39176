import request from 'supertest';
import { createPaystackLocal, type PaystackLocal } from '@gigmarket/paystack-local';
import { insertUser, tokenFor } from './admin-fixtures';
import { authEnv } from './auth-fixtures';
import type { DatabaseKind } from './databases';
import { makeListing, type Lookups, type Person } from './marketplace-fixtures';
import { Clock } from '../../src/common/clock';
import { createTestApp, type TestApp } from './test-app';
import { Listing } from '../../src/listings/listing.entity';
import { JobApplication } from '../../src/applications/job-application.entity';
import { POSITION_HOLDING_STATUSES } from '@gigmarket/shared';

export const SECRET = 'sk_test_local';

export interface PaymentsWorld {
  t: TestApp;
  paystack: PaystackLocal;
  superadmin: { Authorization: string };
}

/**
 * A test app wired to a local Paystack server on a free loopback port. Its webhooks are handed
 * to the app through supertest, so a control call (pay, settle) resolves once the API answered.
 */
export async function paymentsWorld(
  kind: DatabaseKind,
  extra: Record<string, string> = {},
  options: { log?: (line: string) => void } = {},
): Promise<PaymentsWorld> {
  let app: TestApp | null = null;
  const paystack = createPaystackLocal({
    secretKey: SECRET,
    autoSettle: false,
    ...(options.log ? { log: options.log } : {}),
    sendWebhook: async (body, signature) => {
      const answer = await request(app!.http)
        .post('/api/payments/paystack/webhook')
        .set('content-type', 'application/json')
        .set('x-paystack-signature', signature)
        .send(body);
      return { status: answer.status };
    },
  });
  const baseUrl = await paystack.listen(0, '127.0.0.1');
  app = await createTestApp(
    kind,
    authEnv({ PAYSTACK_BASE_URL: baseUrl, PAYSTACK_SECRET_KEY: SECRET, SITE_URL: 'http://127.0.0.1:4101', ...extra }),
  );
  const admin = await insertUser(app.dataSource, 'superadmin');
  return { t: app, paystack, superadmin: { Authorization: `Bearer ${await tokenFor(app, admin.id)}` } };
}

export async function closeWorld(world: PaymentsWorld | undefined): Promise<void> {
  if (!world) return;
  await world.t.close();
  await world.paystack.close();
}

/** The books as the back office sees them. */
export async function trialBalance(
  world: PaymentsWorld,
): Promise<{ debits: number; credits: number; balanced: boolean }> {
  const response = await request(world.t.http).get('/api/admin/ledger/trial-balance').set(world.superadmin);
  if (response.status !== 200) throw new Error(`trial balance ${response.status}`);
  return response.body.data;
}

/** Every ledger account's balance (minor units) by code. */
export async function balances(world: PaymentsWorld): Promise<Record<string, number>> {
  const response = await request(world.t.http).get('/api/admin/ledger/accounts').set(world.superadmin);
  return Object.fromEntries(
    (response.body.data as { code: string; balance_minor: number }[]).map((account) => [
      account.code,
      account.balance_minor,
    ]),
  );
}

/**
 * The checks a money case ends with (docs/testing.md): the trial balance holds and the books'
 * `gateway:clearing` equals the local Paystack's balance to the kobo. Answers the books for the
 * case's own checks of each touched account.
 */
export async function expectBooksEqualGateway(world: PaymentsWorld): Promise<Record<string, number>> {
  const books = await balances(world);
  expect((await trialBalance(world)).balanced).toBe(true);
  expect(books['gateway:clearing'] ?? 0).toBe(world.paystack.control.state().balance);
  return books;
}

/**
 * After a case on jobs with shifts (docs/shifts.md): each shift's count equals the hires holding
 * its places, within its positions, and each hire's escrow is its agreed amount while it holds
 * the money, else nothing. Answers every application.
 */
export async function expectShiftsAndEscrowsHold(world: PaymentsWorld, books: Record<string, number>): Promise<JobApplication[]> {
  const ds = world.t.dataSource;
  const applications = await ds.getRepository(JobApplication).find();
  for (const listing of (await ds.getRepository(Listing).find({ withDeleted: true })).filter((row) => row.parent_listing_id !== null)) {
    const holding = applications.filter((a) => a.listing_id === listing.id && (POSITION_HOLDING_STATUSES as readonly string[]).includes(a.status)).length;
    expect({ shift: listing.id, filled: listing.positions_filled }).toEqual({ shift: listing.id, filled: holding });
    expect(holding).toBeLessThanOrEqual(listing.positions);
  }
  // The statuses in which a hire's escrow holds its agreed amount (docs/hire-to-pay.md).
  const escrowed = (a: JobApplication) => ['funded', 'in_progress', 'submitted', 'disputed'].includes(a.status);
  for (const application of applications) {
    expect({ hire: application.id, escrow: books[`escrow:${application.id}`] ?? 0 }).toEqual({ hire: application.id, escrow: escrowed(application) ? application.agreed_amount_minor : 0 });
  }
  return applications;
}

/** Apply, approve (optionally with an amount), and answer the application id. */
export async function approvedHire(
  world: PaymentsWorld,
  lookups: Lookups,
  employer: Person,
  freelancer: Person,
  options: { amount?: string; newPrice?: string; agreed?: string; listing?: Partial<Listing> } = {},
): Promise<number> {
  const listing = await makeListing(world.t.dataSource, employer.id, lookups, {
    amount: options.amount ?? '12000.00',
    ...options.listing,
  });
  const applied = await request(world.t.http)
    .post(`/api/jobs/${listing.id}/apply`)
    .set(freelancer.auth)
    .send(options.newPrice ? { new_price: options.newPrice } : {});
  if (applied.status !== 201) throw new Error(`apply ${applied.status} ${JSON.stringify(applied.body)}`);
  const id = applied.body.data.id as number;
  const approved = await request(world.t.http)
    .post(`/api/employer/applications/${id}/approve`)
    .set(employer.auth)
    .send(options.agreed ? { agreed_amount: options.agreed } : {});
  if (approved.status !== 200) throw new Error(`approve ${approved.status} ${JSON.stringify(approved.body)}`);
  return id;
}

/** Checkout, then the employer presses Pay on the local checkout page (the webhook lands before this resolves). */
export async function fundHire(world: PaymentsWorld, employer: Person, id: number): Promise<string> {
  const fund = await request(world.t.http).post(`/api/employer/hires/${id}/fund`).set(employer.auth);
  if (fund.status !== 200) throw new Error(`fund ${fund.status} ${JSON.stringify(fund.body)}`);
  await world.paystack.control.pay(fund.body.data.reference);
  return fund.body.data.reference as string;
}

export async function saveBankAccount(
  world: PaymentsWorld,
  freelancer: Person,
  accountNumber = '0123456789',
): Promise<void> {
  const resolved = await request(world.t.http)
    .post('/api/freelancer/bank-account/resolve')
    .set(freelancer.auth)
    .send({ bank_code: '058', account_number: accountNumber });
  if (resolved.status !== 200) throw new Error(`resolve ${resolved.status} ${JSON.stringify(resolved.body)}`);
  const saved = await request(world.t.http)
    .put('/api/freelancer/bank-account')
    .set(freelancer.auth)
    .send({ bank_code: '058', account_number: accountNumber, account_name: resolved.body.data.account_name });
  if (saved.status !== 200) throw new Error(`save ${saved.status} ${JSON.stringify(saved.body)}`);
}

/**
 * Runs `work` with the injected clock at `at` (ticking on from there), then gives the clock back.
 * Steps on the job's clock (check-in, done, no-show) need the job's time, not the test's.
 */
export async function atTime<T>(app: TestApp, at: Date, work: () => Promise<T>): Promise<T> {
  const clock = app.app.get(Clock);
  const startedAt = Date.now();
  const spy = jest.spyOn(clock, 'now').mockImplementation(() => new Date(at.getTime() + (Date.now() - startedAt)));
  try {
    return await work();
  } finally {
    spy.mockRestore();
  }
}

/** When the hire's job starts, as the hire answers it. */
export async function jobStart(world: PaymentsWorld, who: Person, id: number): Promise<Date> {
  const answer = await request(world.t.http).get(`/api/hires/${id}`).set(who.auth);
  if (answer.status !== 200 || !answer.body.data.starts_at) throw new Error(`hire ${id}: no start ${JSON.stringify(answer.body)}`);
  return new Date(answer.body.data.starts_at);
}

/** Check in and mark done a minute after the job's start, and answer nothing: the hire is `submitted`. */
export async function workDone(world: PaymentsWorld, freelancer: Person, id: number): Promise<void> {
  const start = await jobStart(world, freelancer, id);
  await atTime(world.t, new Date(start.getTime() + 60_000), async () => {
    for (const step of ['start', 'done']) {
      const answer = await request(world.t.http).post(`/api/freelancer/hires/${id}/${step}`).set(freelancer.auth);
      if (answer.status !== 200) throw new Error(`${step} ${answer.status} ${JSON.stringify(answer.body)}`);
    }
  });
}

/** Check in a minute after the job's start: the hire is `in_progress`. */
export async function checkIn(world: PaymentsWorld, freelancer: Person, id: number): Promise<void> {
  const start = await jobStart(world, freelancer, id);
  await atTime(world.t, new Date(start.getTime() + 60_000), async () => {
    const answer = await request(world.t.http).post(`/api/freelancer/hires/${id}/start`).set(freelancer.auth);
    if (answer.status !== 200) throw new Error(`start ${answer.status} ${JSON.stringify(answer.body)}`);
  });
}
