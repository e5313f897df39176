import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import request from 'supertest';
import { percentOfMinor, POSITION_HOLDING_STATUSES } from '@gigmarket/shared';
import { JobApplication } from '../src/applications/job-application.entity';
import { Clock } from '../src/common/clock';
import { HiresService } from '../src/hires/hires.service';
import { Dispute } from '../src/hires/dispute.entity';
import { Listing } from '../src/listings/listing.entity';
import { Payout, Refund } from '../src/payments/payment.entities';
import { RefundsService } from '../src/payments/refunds.service';
import { Transaction } from '../src/transactions/transaction.entity';
import { databaseKinds } from './support/databases';
import { makeEmployer, makeFreelancer, makeListing, makeLookups, type Lookups, type Person } from './support/marketplace-fixtures';
import { balances, closeWorld, paymentsWorld, saveBankAccount, SECRET, trialBalance, type PaymentsWorld } from './support/payment-fixtures';

/**
 * A model-based test of the hire (docs/hire-to-pay.md): random interleavings of employer,
 * freelancer and admin steps, the gateway's outcomes and webhooks (replayed, reordered,
 * malformed), parallel requests and clock moves, on a job with one or two positions and four
 * applicants. Any step may be refused (4xx), none may fail (5xx); after every run the books are
 * held to the records and to the local Paystack's own balance, to the kobo.
 */

const START = new Date('2030-12-10T08:00:00.000Z'); // 09:00 in Lagos
const END = new Date('2030-12-10T16:00:00.000Z'); // 17:00 in Lagos
const HOUR = 3_600_000;
const PHASES = {
  before: () => null,
  opening: () => new Date(START.getTime() - 20 * 60_000),
  during: () => new Date(START.getTime() + 5 * 60_000),
  late: () => new Date(START.getTime() + 2 * HOUR),
  after: () => new Date(END.getTime() + 73 * HOUR),
} as const;
type Phase = keyof typeof PHASES;

const sign = (body: string) => createHmac('sha512', SECRET).update(body).digest('hex');

interface Run {
  world: PaymentsWorld;
  employer: Person;
  freelancers: Person[];
  applications: number[];
  listingId: number;
  /** Checkout references, oldest first (an old tab may still be paid). */
  checkouts: string[];
  /** Statuses answered 500 or more: must stay empty. */
  failures: string[];
}

type Model = Record<string, never>;
type Step = fc.AsyncCommand<Model, Run>;

/** One HTTP step; anything but a 5xx is an acceptable answer. */
async function call(run: Run, label: string, send: () => request.Test | Promise<request.Response>) {
  const answer = await send();
  if (answer.status >= 500) run.failures.push(`${label}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer;
}

/** A step that can always be tried: the API decides whether it is possible now. */
function step(label: string, act: (run: Run) => Promise<unknown>): Step {
  return {
    check: () => true,
    run: async (_model, run) => {
      await act(run);
    },
    toString: () => label,
  };
}

const side = (run: Run, i: number, who: 'employer' | 'freelancer') => (who === 'employer' ? run.employer : run.freelancers[i]);

function commands(setClock: (phase: Phase) => void) {
  const i = fc.integer({ min: 0, max: 3 });
  const who = fc.constantFrom<'employer' | 'freelancer'>('employer', 'freelancer');
  const http = (run: Run) => run.world.t.http;
  return [
    i.map((n) =>
      step(`approve(${n})`, (run) => call(run, 'approve', () => request(http(run)).post(`/api/employer/applications/${run.applications[n]}/approve`).set(run.employer.auth).send({}))),
    ),
    fc.tuple(i, i).map(([a, b]) =>
      step(`approveTogether(${a},${b})`, (run) =>
        Promise.all([a, b].map((n) => call(run, 'approve', () => request(http(run)).post(`/api/employer/applications/${run.applications[n]}/approve`).set(run.employer.auth).send({})))),
      ),
    ),
    i.map((n) =>
      step(`disapprove(${n})`, (run) => call(run, 'disapprove', () => request(http(run)).post(`/api/employer/applications/${run.applications[n]}/disapprove`).set(run.employer.auth))),
    ),
    fc.tuple(i, fc.constantFrom('9000', '12000', '15000.50')).map(([n, amount]) =>
      step(`amount(${n},${amount})`, (run) =>
        call(run, 'amount', () => request(http(run)).put(`/api/employer/hires/${run.applications[n]}/amount`).set(run.employer.auth).send({ agreed_amount: amount })),
      ),
    ),
    i.map((n) =>
      step(`fund(${n})`, async (run) => {
        const answer = await call(run, 'fund', () => request(http(run)).post(`/api/employer/hires/${run.applications[n]}/fund`).set(run.employer.auth));
        if (answer.status === 200 && !run.checkouts.includes(answer.body.data.reference)) run.checkouts.push(answer.body.data.reference);
      }),
    ),
    fc.tuple(fc.nat(5), fc.boolean()).map(([k, short]) =>
      step(`pay(${k}${short ? ', short' : ''})`, async (run) => {
        const reference = run.checkouts[k % Math.max(1, run.checkouts.length)];
        const at = reference && run.world.paystack.control.state().transactions.find((t) => t.reference === reference);
        if (!at || at.status !== 'abandoned') return;
        if (short) run.world.paystack.control.tamperNextCharge({ amount: 100 });
        await run.world.paystack.control.pay(reference);
      }),
    ),
    i.map((n) => step(`verify(${n})`, (run) => call(run, 'verify', () => request(http(run)).post(`/api/employer/hires/${run.applications[n]}/verify`).set(run.employer.auth)))),
    fc.constantFrom<Phase>('before', 'opening', 'during', 'late', 'after').map((phase) => step(`clock(${phase})`, async () => setClock(phase))),
    i.map((n) =>
      step(`checkIn(${n})`, (run) => call(run, 'start', () => request(http(run)).post(`/api/freelancer/hires/${run.applications[n]}/start`).set(run.freelancers[n].auth))),
    ),
    i.map((n) =>
      step(`done(${n})`, (run) => call(run, 'done', () => request(http(run)).post(`/api/freelancer/hires/${run.applications[n]}/done`).set(run.freelancers[n].auth))),
    ),
    fc.tuple(i, fc.integer({ min: 1, max: 4 })).map(([n, times]) =>
      step(`complete(${n})x${times}`, (run) =>
        Promise.all(
          Array.from({ length: times }, () => call(run, 'complete', () => request(http(run)).post(`/api/employer/hires/${run.applications[n]}/complete`).set(run.employer.auth))),
        ),
      ),
    ),
    fc.constant(step('autoComplete', (run) => run.world.t.app.get(HiresService).autoCompleteDue())),
    fc.tuple(i, who).map(([n, by]) =>
      step(`cancel(${n},${by})`, (run) =>
        call(run, 'cancel', () => request(http(run)).post(`/api/hires/${run.applications[n]}/cancel`).set(side(run, n, by).auth).send({ reason: 'schedule_changed' })),
      ),
    ),
    i.map((n) => step(`noShow(${n})`, (run) => call(run, 'no-show', () => request(http(run)).post(`/api/employer/hires/${run.applications[n]}/no-show`).set(run.employer.auth)))),
    fc.tuple(i, who).map(([n, by]) =>
      step(`dispute(${n},${by})`, (run) =>
        call(run, 'dispute', () => request(http(run)).post(`/api/hires/${run.applications[n]}/dispute`).set(side(run, n, by).auth).send({ reason: 'Not as agreed' })),
      ),
    ),
    fc.tuple(i, who).map(([n, by]) =>
      step(`answer(${n},${by})`, (run) =>
        call(run, 'answer', () =>
          request(http(run)).post(`/api/hires/${run.applications[n]}/dispute/answer`).set(side(run, n, by).auth).send({ statement: 'Here is my side' }),
        ),
      ),
    ),
    fc.tuple(i, fc.constantFrom('release', 'refund', 'split')).map(([n, resolution]) =>
      step(`resolve(${n},${resolution})`, async (run) => {
        const dispute = await run.world.t.dataSource.getRepository(Dispute).findOneBy({ application_id: run.applications[n] });
        if (!dispute) return;
        const application = await run.world.t.dataSource.getRepository(JobApplication).findOneByOrFail({ id: run.applications[n] });
        const body = resolution === 'split' ? { resolution, freelancer_amount: ((application.agreed_amount_minor ?? 200) / 200).toFixed(2) } : { resolution };
        await call(run, 'resolve', () => request(http(run)).post(`/api/admin/disputes/${dispute.id}/resolve`).set(run.world.superadmin).send(body));
      }),
    ),
    i.map((n) => step(`bank(${n})`, (run) => saveBankAccount(run.world, run.freelancers[n], `55${String(run.freelancers[n].id).padStart(8, '0')}`))),
    fc.tuple(fc.nat(5), fc.constantFrom<'success' | 'failed' | 'reversed'>('success', 'failed', 'reversed')).map(([k, outcome]) =>
      step(`transfer(${k},${outcome})`, async (run) => {
        const mine = run.world.paystack.control
          .state()
          .transfers.filter((t) => run.applications.some((id) => t.reference.startsWith(`GM-PO-${id}-`)) && (t.status === 'pending' || (t.status === 'success' && outcome === 'reversed')));
        const transfer = mine[k % Math.max(1, mine.length)];
        if (transfer) await run.world.paystack.control.settleTransfer(transfer.reference, outcome);
      }),
    ),
    fc.nat(5).map((k) =>
      step(`lateFailed(${k})`, async (run) => {
        // A signed transfer.failed arriving after the transfer.success it contradicts.
        const settled = run.world.paystack.control.state().webhooks.filter((w) => w.event === 'transfer.success' && run.applications.some((id) => w.reference.startsWith(`GM-PO-${id}-`)));
        const event = settled[k % Math.max(1, settled.length)];
        if (!event) return;
        const body = JSON.stringify({ ...JSON.parse(event.body), event: 'transfer.failed', data: { ...JSON.parse(event.body).data, status: 'failed' } });
        await call(run, 'webhook', () => request(http(run)).post('/api/payments/paystack/webhook').set('content-type', 'application/json').set('x-paystack-signature', sign(body)).send(body));
      }),
    ),
    fc.nat(20).map((k) =>
      step(`replay(${k})`, async (run) => {
        const deliveries = run.world.paystack.control.state().webhooks;
        const delivery = deliveries[deliveries.length - 1 - (k % Math.max(1, deliveries.length))];
        if (delivery) await run.world.paystack.control.resendWebhook(delivery.id);
      }),
    ),
    fc.constantFrom('array', 'string-amount', 'failed-status').map((shape) =>
      step(`malformed(${shape})`, async (run) => {
        const reference = run.checkouts.at(-1) ?? 'GM-CH-0-none';
        const data =
          shape === 'array'
            ? { reference: [reference], status: 'success', amount: 1, currency: 'NGN' }
            : shape === 'string-amount'
              ? { reference, status: 'success', amount: '1218000', currency: 'NGN' }
              : { reference, status: 'failed', amount: 1_218_000, currency: 'NGN', fees: 0 };
        const body = JSON.stringify({ event: 'charge.success', data });
        await call(run, 'webhook', () => request(http(run)).post('/api/payments/paystack/webhook').set('content-type', 'application/json').set('x-paystack-signature', sign(body)).send(body));
      }),
    ),
    i.map((n) => step(`retryPayout(${n})`, (run) => call(run, 'retry', () => request(http(run)).post(`/api/admin/payouts/${run.applications[n]}/retry`).set(run.world.superadmin)))),
    fc.tuple(fc.nat(5), fc.constantFrom<'processed' | 'failed'>('processed', 'failed')).map(([k, outcome]) =>
      step(`refund(${k},${outcome})`, async (run) => {
        const pending = run.world.paystack.control.state().refunds.filter((r) => r.status === 'pending');
        const refund = pending[k % Math.max(1, pending.length)];
        if (refund) await run.world.paystack.control.settleRefund(refund.id, outcome);
      }),
    ),
    fc.constant(step('retryRefunds', (run) => run.world.t.app.get(RefundsService).retryDue())),
  ];
}

describe.each(databaseKinds())('the hire, model-based (%s)', (kind) => {
  let world: PaymentsWorld;
  let lookups: Lookups;
  let at: Date | null = null;

  beforeAll(async () => {
    world = await paymentsWorld(kind);
    lookups = await makeLookups(world.t.dataSource);
    jest.spyOn(world.t.app.get(Clock), 'now').mockImplementation(() => new Date(at?.getTime() ?? Date.now()));
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await closeWorld(world);
  });

  const setClock = (phase: Phase) => {
    at = PHASES[phase]();
  };

  /** A job with one or two positions and four applicants; two of them can be paid out at once. */
  async function scenario(positions: number): Promise<Run> {
    at = null;
    const employer = await makeEmployer(world.t, 'Model Works');
    const freelancers = await Promise.all([0, 1, 2, 3].map((n) => makeFreelancer(world.t, undefined, `Model Worker ${n}`)));
    for (const freelancer of freelancers.slice(0, 2)) await saveBankAccount(world, freelancer, `77${String(freelancer.id).padStart(8, '0')}`);
    const listing = await makeListing(world.t.dataSource, employer.id, lookups, {
      amount: '12000.00',
      job_sart_time: '09:00',
      job_end_time: '17:00',
      positions,
    });
    const applications: number[] = [];
    for (const freelancer of freelancers) {
      const applied = await request(world.t.http).post(`/api/jobs/${listing.id}/apply`).set(freelancer.auth).send({});
      if (applied.status !== 201) throw new Error(`apply ${applied.status} ${JSON.stringify(applied.body)}`);
      applications.push(applied.body.data.id);
    }
    return { world, employer, freelancers, applications, listingId: listing.id, checkouts: [], failures: [] };
  }

  /** Lets every transfer and refund still at the gateway finish, as the bank eventually would. */
  async function settleEverything(): Promise<void> {
    for (let round = 0; round < 5; round++) {
      const state = world.paystack.control.state();
      const transfers = state.transfers.filter((t) => t.status === 'pending');
      const refunds = state.refunds.filter((r) => r.status === 'pending');
      if (!transfers.length && !refunds.length) return;
      for (const transfer of transfers) await world.paystack.control.settleTransfer(transfer.reference, 'success');
      for (const refund of refunds) await world.paystack.control.settleRefund(refund.id, 'processed');
    }
  }

  /** The books against the records (ours and the gateway's), to the kobo. */
  async function checkTheBooks(): Promise<void> {
    const ds = world.t.dataSource;
    const books = await balances(world);
    const trial = await trialBalance(world);
    expect(trial.balanced).toBe(true);
    const gateway = world.paystack.control.state();

    // gateway:clearing is what Paystack holds for us, fees and refunds included.
    expect(books['gateway:clearing'] ?? 0).toBe(gateway.balance);

    // No hire is paid out more than once at the gateway.
    const paidTransfers = new Map<string, number>();
    for (const transfer of gateway.transfers.filter((t) => t.status === 'success')) {
      const hire = /^GM-PO-(\d+)-/.exec(transfer.reference)?.[1] ?? transfer.reference;
      paidTransfers.set(hire, (paidTransfers.get(hire) ?? 0) + 1);
    }
    expect([...paidTransfers.values()].every((n) => n === 1)).toBe(true);

    // No listing has more hires than positions; the count kept on it is the hires' own.
    const listings = await ds.getRepository(Listing).find({ withDeleted: true });
    const applications = await ds.getRepository(JobApplication).find();
    for (const listing of listings) {
      const holding = applications.filter((a) => a.listing_id === listing.id && (POSITION_HOLDING_STATUSES as readonly string[]).includes(a.status)).length;
      expect({ listing: listing.id, filled: listing.positions_filled }).toEqual({ listing: listing.id, filled: holding });
      expect(holding).toBeLessThanOrEqual(listing.positions);
    }

    // Each account equals its records.
    const escrowed = (a: JobApplication) => ['funded', 'in_progress', 'submitted', 'disputed'].includes(a.status);
    for (const application of applications) {
      expect({ hire: application.id, escrow: books[`escrow:${application.id}`] ?? 0 }).toEqual({
        hire: application.id,
        escrow: escrowed(application) ? application.agreed_amount_minor : 0,
      });
    }
    const payouts = await ds.getRepository(Payout).find();
    const payoutTransactions = await ds.getRepository(Transaction).findBy({ transaction_type: 'payout' });
    const freelancerIds = new Set([...payouts.map((p) => p.freelancer_id), ...applications.map((a) => a.user_id)]);
    for (const freelancerId of freelancerIds) {
      const waiting = payouts.filter((p) => p.freelancer_id === freelancerId && !['pending', 'success'].includes(p.status)).reduce((sum, p) => sum + p.amount_minor, 0);
      expect({ freelancer: freelancerId, balance: books[`freelancer:${freelancerId}`] ?? 0 }).toEqual({ freelancer: freelancerId, balance: waiting });
    }
    expect(books['payouts:in_transit'] ?? 0).toBe(payoutTransactions.filter((t) => t.status === 'pending').reduce((sum, t) => sum + (t.amount_minor ?? 0), 0));
    const refunds = await ds.getRepository(Refund).find();
    for (const employerId of new Set(refunds.map((r) => r.employer_id))) {
      const owed = refunds.filter((r) => r.employer_id === employerId && ['due', 'failed'].includes(r.status)).reduce((sum, r) => sum + r.amount_minor, 0);
      expect({ employer: employerId, owed: books[`employer:${employerId}`] ?? 0 }).toEqual({ employer: employerId, owed });
    }
    const funded = applications.filter((a) => a.funded_at !== null);
    expect(books['platform:fees'] ?? 0).toBe(funded.reduce((sum, a) => sum + (a.fee_minor ?? 0), 0));
    const disputes = await ds.getRepository(Dispute).find();
    const commission = applications
      .filter((a) => a.completed_at !== null)
      .reduce((sum, a) => {
        const part = disputes.find((d) => d.application_id === a.id && d.status === 'resolved')?.freelancer_amount_minor ?? a.agreed_amount_minor!;
        return sum + percentOfMinor(part, a.commission_percent!);
      }, 0);
    expect(books['platform:revenue'] ?? 0).toBe(commission);
    const costs =
      gateway.transactions.filter((t) => t.status === 'success').reduce((sum, t) => sum + t.fees, 0) +
      gateway.transfers.filter((t) => t.status === 'success').reduce((sum, t) => sum + t.fee, 0);
    expect(books['platform:gateway_costs'] ?? 0).toBe(costs);
  }

  it('keeps the books equal to the records and the gateway, pays each hire once, never over-fills a job', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 }), fc.commands(commands(setClock), { maxCommands: 30 }), async (positions, steps) => {
        const run = await scenario(positions);
        await fc.asyncModelRun(() => ({ model: {} as Model, real: run }), steps);
        at = null;
        await settleEverything();
        expect(run.failures).toEqual([]);
        await checkTheBooks();
      }),
      { numRuns: Number(process.env.HIRE_MODEL_RUNS ?? (kind === 'sqlite' ? 30 : 12)), endOnFailure: true },
    );
  }, 15 * 60_000);
});
