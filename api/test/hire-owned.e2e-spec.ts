import { createHmac } from 'node:crypto';
import request from 'supertest';
import { JobApplication } from '../src/applications/job-application.entity';
import { transaction } from '../src/common/transaction';
import { HiresService } from '../src/hires/hires.service';
import { post } from '../src/ledger/ledger';
import { Listing } from '../src/listings/listing.entity';
import { PaymentEvent, Payout, ReconciliationItem, Refund } from '../src/payments/payment.entities';
import { RefundsService } from '../src/payments/refunds.service';
import { Transaction } from '../src/transactions/transaction.entity';
import { User } from '../src/users/user.entity';
import { readSms } from './support/auth-fixtures';
import { databaseKinds } from './support/databases';
import { count, makeEmployer, makeFreelancer, makeListing, makeLookups, type Lookups, type Person } from './support/marketplace-fixtures';
import {
  approvedHire,
  atTime,
  balances,
  checkIn,
  closeWorld,
  fundHire,
  jobStart,
  paymentsWorld,
  saveBankAccount,
  SECRET,
  trialBalance,
  workDone,
  type PaymentsWorld,
} from './support/payment-fixtures';

const sign = (body: string) => createHmac('sha512', SECRET).update(body).digest('hex');
const HOUR = 3_600_000;

/**
 * The hire, owned (docs/hire-to-pay.md): one regression test per way the loop broke at its edges
 * before the hire had one owner. Each ends with the books checked against Paystack's own balance.
 */
describe.each(databaseKinds())('the hire, owned (%s)', (kind) => {
  let world: PaymentsWorld;
  let lookups: Lookups;
  let http: PaymentsWorld['t']['http'];

  beforeAll(async () => {
    world = await paymentsWorld(kind);
    http = world.t.http;
    lookups = await makeLookups(world.t.dataSource);
  });
  afterAll(() => closeWorld(world));

  // Every case ends with what is still at the gateway settled, and the books equal to Paystack's balance.
  afterEach(async () => {
    jest.restoreAllMocks();
    const state = world.paystack.control.state();
    for (const transfer of state.transfers.filter((t) => t.status === 'pending')) await world.paystack.control.settleTransfer(transfer.reference, 'success');
    for (const refund of state.refunds.filter((r) => r.status === 'pending')) await world.paystack.control.settleRefund(refund.id, 'processed');
    const books = await balances(world);
    expect((await trialBalance(world)).balanced).toBe(true);
    expect(books['gateway:clearing'] ?? 0).toBe(world.paystack.control.state().balance);
  });

  const hire = async (id: number, who: Person) => (await request(http).get(`/api/hires/${id}`).set(who.auth)).body.data;
  const status = async (id: number) => (await world.t.dataSource.getRepository(JobApplication).findOneByOrFail({ id })).status;
  const listingOf = async (id: number) => {
    const application = await world.t.dataSource.getRepository(JobApplication).findOneByOrFail({ id });
    return world.t.dataSource.getRepository(Listing).findOneByOrFail({ id: application.listing_id });
  };
  const apply = (listingId: number, who: Person) => request(http).post(`/api/jobs/${listingId}/apply`).set(who.auth).send({});
  const approve = (applicationId: number, employer: Person) => request(http).post(`/api/employer/applications/${applicationId}/approve`).set(employer.auth).send({});
  const webhook = (body: string) => request(http).post('/api/payments/paystack/webhook').set('content-type', 'application/json').set('x-paystack-signature', sign(body)).send(body);
  const phoneOf = async (person: Person) => (await world.t.dataSource.getRepository(User).findOneByOrFail({ id: person.id })).phone;

  it('1. a job fills: a second hire beyond its positions is refused, the full job leaves search and refuses applicants, who are told; a freed position reopens it', async () => {
    const employer = await makeEmployer(world.t, 'Fill Ltd');
    const [ada, bo, cy] = [await makeFreelancer(world.t, undefined, 'Ada Fill'), await makeFreelancer(world.t, undefined, 'Bo Fill'), await makeFreelancer(world.t, undefined, 'Cy Fill')];
    const listing = await makeListing(world.t.dataSource, employer.id, lookups, { job_title: 'Fill the water tanks' });
    const [a, b] = [(await apply(listing.id, ada)).body.data.id, (await apply(listing.id, bo)).body.data.id];
    const search = async () => (await request(http).get('/api/jobs?q=water%20tanks').set(cy.auth)).body.data.items.map((job: { id: number }) => job.id);
    expect(await search()).toContain(listing.id);

    // Both approvals at once: one position, one hire.
    const answers = await Promise.all([approve(a, employer), approve(b, employer)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe('All 1 positions of this job are filled: free one or add a position first');
    const filled = await world.t.dataSource.getRepository(Listing).findOneByOrFail({ id: listing.id });
    expect(filled).toMatchObject({ positions: 1, positions_filled: 1, status: 'closed', closed_reason: 'filled' });
    expect(filled.filled_at).not.toBeNull();
    expect(await search()).not.toContain(listing.id);
    expect((await request(http).get(`/api/home`)).text).not.toContain('Fill the water tanks');
    const refused = await apply(listing.id, cy);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This job is full: every position has been filled');
    // The applicant still waiting is told, by bell and SMS.
    const [hired, waiting] = answers[0].status === 200 ? [ada, bo] : [bo, ada];
    const bell = (await request(http).get('/api/notifications').set(waiting.auth)).body.data;
    expect(JSON.stringify(bell)).toContain('Job filled');
    const waitingPhone = await phoneOf(waiting);
    expect(readSms(world.t).some((sms) => sms.to === waitingPhone && sms.message.includes('has filled all its positions'))).toBe(true);

    // The employer adds a position: the job is back in search while it is ahead.
    const hiredId = answers[0].status === 200 ? a : b;
    const waitingId = hiredId === a ? b : a;
    const grown = await request(http).patch(`/api/employer/listings/${listing.id}`).set(employer.auth).send({ positions: 2 });
    expect(grown.status).toBe(200);
    expect(grown.body.data).toMatchObject({ positions: 2, positions_filled: 1, status: 'open', closed_reason: null });
    expect((await request(http).patch(`/api/employer/listings/${listing.id}`).set(employer.auth).send({ positions: 0 })).status).toBe(400);
    expect((await approve(waitingId, employer)).status).toBe(200);
    const shrink = await request(http).patch(`/api/employer/listings/${listing.id}`).set(employer.auth).send({ positions: 1 });
    expect(shrink.status).toBe(400);
    expect(shrink.body.errors.positions).toBe('positions cannot be fewer than the 2 already filled');
    // A cancellation frees a position and reopens the job.
    await request(http).post(`/api/hires/${hiredId}/cancel`).set(hired.auth).send({ reason: 'schedule_changed' }).expect(200);
    expect(await world.t.dataSource.getRepository(Listing).findOneByOrFail({ id: listing.id })).toMatchObject({ positions_filled: 1, status: 'open', filled_at: null });
    expect(await search()).toContain(listing.id);
  });

  it('2. a settled payout is final: a late transfer.failed the gateway contradicts is refused; a retry asks the gateway first; a malformed reference is refused', async () => {
    const employer = await makeEmployer(world.t, 'Final Ltd');
    const worker = await makeFreelancer(world.t, undefined, 'Dee Final');
    await saveBankAccount(world, worker, '3456789012');
    const id = await approvedHire(world, lookups, employer, worker);
    await fundHire(world, employer, id);
    await workDone(world, worker, id);
    await request(http).post(`/api/employer/hires/${id}/complete`).set(employer.auth).expect(200);
    const payout = await world.t.dataSource.getRepository(Payout).findOneByOrFail({ application_id: id });
    await world.paystack.control.settleTransfer(payout.reference!, 'success');
    expect(await status(id)).toBe('paid');
    const before = await balances(world);

    const success = world.paystack.control.state().webhooks.find((w) => w.event === 'transfer.success' && w.reference === payout.reference)!;
    const late = JSON.stringify({ ...JSON.parse(success.body), event: 'transfer.failed', data: { ...JSON.parse(success.body).data, status: 'failed' } });
    const answer = await webhook(late);
    expect(answer.status).toBe(200);
    expect(answer.body.outcome).toBe('refused: the gateway reports the transfer as success');
    expect(await status(id)).toBe('paid');
    expect(await balances(world)).toEqual(before);
    expect((await request(http).post(`/api/admin/payouts/${id}/retry`).set(world.superadmin)).status).toBe(409);
    expect(world.paystack.control.state().transfers.filter((t) => t.reference.startsWith(`GM-PO-${id}-`) && t.status === 'success')).toHaveLength(1);

    // A signed event whose reference is an array is stored and refused, never coerced.
    const malformed = JSON.stringify({ event: 'transfer.failed', data: { reference: [payout.reference], status: 'failed' } });
    const refused = await webhook(malformed);
    expect(refused.body.outcome).toMatch(/^refused: malformed \(data\.reference/);
    expect(await world.t.dataSource.getRepository(PaymentEvent).findOneByOrFail({ event: 'transfer.failed', outcome: refused.body.outcome })).toBeDefined();
    expect(await status(id)).toBe('paid');

    // Reordered: a failure arrives while Paystack still has the transfer pending. Paystack is
    // asked and says it is still going, so nothing moves and nothing can be sent again; its
    // success then settles it, and the hire is paid once.
    const other = await makeFreelancer(world.t, undefined, 'Eve Final');
    await saveBankAccount(world, other, '4567890123');
    const second = await approvedHire(world, lookups, employer, other);
    await fundHire(world, employer, second);
    await workDone(world, other, second);
    await request(http).post(`/api/employer/hires/${second}/complete`).set(employer.auth).expect(200);
    const attempt = await world.t.dataSource.getRepository(Payout).findOneByOrFail({ application_id: second });
    const early = await webhook(JSON.stringify({ event: 'transfer.failed', data: { reference: attempt.reference, status: 'failed', reason: 'Early word' } }));
    expect(early.body.outcome).toBe('refused: the gateway reports the transfer as pending');
    expect(await world.t.dataSource.getRepository(Payout).findOneByOrFail({ application_id: second })).toMatchObject({ status: 'pending' });
    expect((await request(http).post(`/api/admin/payouts/${second}/retry`).set(world.superadmin)).status).toBe(409);
    await world.paystack.control.settleTransfer(attempt.reference!, 'success');
    expect(await status(second)).toBe('paid');
    expect(world.paystack.control.state().transfers.filter((t) => t.reference.startsWith(`GM-PO-${second}-`))).toHaveLength(1);
    expect((await balances(world))[`freelancer:${other.id}`] ?? 0).toBe(0);
  });

  it('3. money owed back goes back: an old checkout tab, a refused short charge (then paid again), a refund that fails is retried', async () => {
    const employer = await makeEmployer(world.t, 'Owed Ltd');
    const worker = await makeFreelancer(world.t, undefined, 'Fay Owed');
    const id = await approvedHire(world, lookups, employer, worker);
    const old = await request(http).post(`/api/employer/hires/${id}/fund`).set(employer.auth);
    await request(http).put(`/api/employer/hires/${id}/amount`).set(employer.auth).send({ agreed_amount: '10000' }).expect(200);
    const fresh = await request(http).post(`/api/employer/hires/${id}/fund`).set(employer.auth);
    expect(fresh.body.data.reference).not.toBe(old.body.data.reference);
    // The old tab is paid after the amount changed: owed back and refunded by itself.
    await world.paystack.control.pay(old.body.data.reference);
    expect(await status(id)).toBe('approved');
    expect(await world.t.dataSource.getRepository(Refund).findOneByOrFail({ charge_reference: old.body.data.reference })).toMatchObject({
      reason: 'not_awaiting',
      status: 'pending',
      amount_minor: 1_218_000,
    });
    await world.paystack.control.pay(fresh.body.data.reference);
    expect(await status(id)).toBe('funded');

    // A short charge is refused, refunded, and the hire can be paid again.
    const second = await approvedHire(world, lookups, employer, worker);
    const first = await request(http).post(`/api/employer/hires/${second}/fund`).set(employer.auth);
    world.paystack.control.tamperNextCharge({ amount: 5_000 });
    await world.paystack.control.pay(first.body.data.reference);
    expect(await status(second)).toBe('approved');
    expect(await world.t.dataSource.getRepository(Refund).findOneByOrFail({ charge_reference: first.body.data.reference })).toMatchObject({
      reason: 'refused_charge',
      amount_minor: 5_000,
    });
    const again = await request(http).post(`/api/employer/hires/${second}/fund`).set(employer.auth);
    expect(again.status).toBe(200);
    expect(again.body.data.reference).not.toBe(first.body.data.reference);
    await world.paystack.control.pay(again.body.data.reference);
    expect(await status(second)).toBe('funded');

    // A refund the gateway fails is given back to the employer's account and retried after 5 minutes.
    world.paystack.control.setNextRefundOutcome('failed');
    await request(http).post(`/api/hires/${second}/cancel`).set(employer.auth).send({ reason: 'schedule_changed' }).expect(200);
    const refund = await world.t.dataSource.getRepository(Refund).findOneByOrFail({ application_id: second, reason: 'cancelled' });
    await world.paystack.control.settleRefund(Number(refund.gateway_refund_id), 'failed');
    const failed = await world.t.dataSource.getRepository(Refund).findOneByOrFail({ id: refund.id });
    expect(failed).toMatchObject({ status: 'due', attempts: 1 });
    expect((await balances(world))[`employer:${employer.id}`]).toBeGreaterThanOrEqual(1_200_000);
    const refunds = world.t.app.get(RefundsService);
    const retryAt = failed.next_attempt_at!.getTime();
    expect(retryAt - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(await atTime(world.t, new Date(retryAt - 1_000), () => refunds.retryDue())).toBe(0);
    await atTime(world.t, new Date(retryAt + 1_000), () => refunds.retryDue());
    const retried = await world.t.dataSource.getRepository(Refund).findOneByOrFail({ id: refund.id });
    expect(retried).toMatchObject({ status: 'pending', attempts: 2 });
    // The back office can retry one too, and the employer sees each attempt in Payments.
    expect((await request(http).post(`/api/admin/refunds/${refund.id}/retry`).set(world.superadmin)).status).toBe(409);
    const payments = (await request(http).get('/api/employer/payments?per_page=50').set(employer.auth)).body.data.items;
    expect(payments.filter((p: { type: string; reference: string }) => p.type === 'refund' && p.reference.startsWith(`GM-RF-${refund.id}-`))).toHaveLength(2);
  });

  it('4. the gateway’s fee is booked: clearing equals Paystack’s balance; the reconciliation compares fees, refunds and the balance', async () => {
    const employer = await makeEmployer(world.t, 'Fees Ltd');
    const worker = await makeFreelancer(world.t, undefined, 'Gil Fees');
    const id = await approvedHire(world, lookups, employer, worker, { amount: '100000.00' });
    const reference = await fundHire(world, employer, id);
    const charged = world.paystack.control.state().transactions.find((t) => t.reference === reference)!;
    expect(charged.fees).toBe(162_250); // NGN 101,500 charged: 1.5% + NGN 100, in kobo
    expect(await world.t.dataSource.getRepository(Transaction).findOneByOrFail({ transaction_id: reference })).toMatchObject({ gateway_fee_minor: 162_250 });
    expect(await count(world.t.dataSource, 'ledger_entries', { posting_key: `gateway-fee:${reference}`, account_code: 'platform:gateway_costs', amount_minor: 162_250 })).toBe(1);
    expect((await balances(world))['gateway:clearing']).toBe(world.paystack.control.state().balance);
    const seen = (await world.t.dataSource.getRepository(ReconciliationItem).find()).map((item) => item.id);
    await request(http).post('/api/admin/reconciliation/run').set(world.superadmin).expect(200);
    const found = (await world.t.dataSource.getRepository(ReconciliationItem).find()).filter((item) => !seen.includes(item.id));
    expect(found.filter((item) => item.kind === 'balance_mismatch' || item.kind === 'fee_mismatch')).toEqual([]);
    // A posting the gateway never saw makes the balances differ, and the run says so.
    await transaction(world.t.dataSource, (manager) =>
      post(manager, { key: `test-drift-${kind}`, kind: 'gateway-fee', lines: [{ account: 'gateway:clearing', direction: 'debit', amount: 1 }, { account: 'platform:fees', direction: 'credit', amount: 1 }] }),
    );
    await request(http).post('/api/admin/reconciliation/run').set(world.superadmin).expect(200);
    expect(await world.t.dataSource.getRepository(ReconciliationItem).findOneBy({ kind: 'balance_mismatch' })).toBeTruthy();
    await transaction(world.t.dataSource, (manager) =>
      post(manager, { key: `test-drift-back-${kind}`, kind: 'gateway-fee', lines: [{ account: 'platform:fees', direction: 'debit', amount: 1 }, { account: 'gateway:clearing', direction: 'credit', amount: 1 }] }),
    );
  });

  it('5. the fee and commission are frozen on the hire when it is funded', async () => {
    const employer = await makeEmployer(world.t, 'Frozen Ltd');
    const worker = await makeFreelancer(world.t, undefined, 'Hal Frozen');
    const id = await approvedHire(world, lookups, employer, worker);
    await fundHire(world, employer, id);
    const [settings] = (await request(http).get('/api/admin/adminsettings').set(world.superadmin)).body;
    const changed = await request(http).put(`/api/admin/adminsettings/${settings.id}`).set(world.superadmin).send({ ...settings, commission_percent: '25.00', gateway_fee: '3.00' });
    expect(changed.status).toBe(200);
    try {
      expect(await hire(id, worker)).toMatchObject({ commission_percent: '10.00', terms_frozen: true, fee_minor: 18_000, commission_minor: 120_000, net_minor: 1_080_000 });
      await workDone(world, worker, id);
      await request(http).post(`/api/employer/hires/${id}/complete`).set(employer.auth).expect(200);
      expect((await hire(id, worker)).settlement).toMatchObject({ released_minor: 1_080_000, commission_minor: 120_000 });
      // A hire not yet funded follows today's terms.
      const fresh = await approvedHire(world, lookups, employer, worker);
      expect(await hire(fresh, employer)).toMatchObject({ commission_percent: '25.00', terms_frozen: false, commission_minor: 300_000 });
    } finally {
      await request(http).put(`/api/admin/adminsettings/${settings.id}`).set(world.superadmin).send(settings).expect(200);
    }
  });

  it('6. an idempotency key answers only the request it was first sent with', async () => {
    const employer = await makeEmployer(world.t, 'Keys Ltd');
    const worker = await makeFreelancer(world.t, undefined, 'Ivy Keys');
    const [first, second] = [await approvedHire(world, lookups, employer, worker), await approvedHire(world, lookups, employer, worker)];
    for (const id of [first, second]) await fundHire(world, employer, id);
    const start = await jobStart(world, worker, first);
    await atTime(world.t, new Date(start.getTime() + 60_000), async () => {
      const checkInFirst = await request(http).post(`/api/freelancer/hires/${first}/start`).set(worker.auth).set('Idempotency-Key', 'one-key-two-hires');
      expect(checkInFirst.status).toBe(200);
      const reused = await request(http).post(`/api/freelancer/hires/${second}/start`).set(worker.auth).set('Idempotency-Key', 'one-key-two-hires');
      expect(reused.status).toBe(422);
      expect(reused.body.message).toBe('This Idempotency-Key was already used for another request: send a new key');
    });
    expect(await status(second)).toBe('funded');
    expect(await status(first)).toBe('in_progress');
  });

  it('7. a charge funds only when its status, amount and currency match; a refused event does not hide a genuine one', async () => {
    const employer = await makeEmployer(world.t, 'Hooks Ltd');
    const worker = await makeFreelancer(world.t, undefined, 'Jo Hooks');
    const id = await approvedHire(world, lookups, employer, worker);
    const fund = await request(http).post(`/api/employer/hires/${id}/fund`).set(employer.auth);
    const reference = fund.body.data.reference;
    const data = { reference, status: 'success', amount: 1_218_000, currency: 'NGN', fees: 0 };
    // Signed events the gateway does not confirm (nothing is paid yet) book nothing.
    const failedStatus = await webhook(JSON.stringify({ event: 'charge.success', data: { ...data, status: 'failed' } }));
    expect(failedStatus.body.outcome).toMatch(/^refused: the gateway reports the charge as /);
    const otherCurrency = await webhook(JSON.stringify({ event: 'charge.success', data: { ...data, currency: 'USD' } }));
    expect(otherCurrency.body.outcome).toMatch(/^refused: the gateway reports the charge as /);
    expect(await status(id)).toBe('approved');
    // The genuine one, the same amount and status in the right currency, is not a duplicate of those.
    await world.paystack.control.pay(reference);
    expect(await status(id)).toBe('funded');
    expect(await count(world.t.dataSource, 'ledger_postings', { application_id: id, kind: 'charge' })).toBe(1);
  });

  it('8. steps follow the job’s clock: check-in opens 30 minutes before, done needs the start, 72 hours after the later of done and the end, a no-show an hour after a late funding', async () => {
    const employer = await makeEmployer(world.t, 'Clock Ltd');
    const worker = await makeFreelancer(world.t, undefined, 'Kay Clock');
    const id = await approvedHire(world, lookups, employer, worker, { listing: { job_sart_time: '09:00', job_end_time: '17:00' } as Partial<Listing> });
    await fundHire(world, employer, id);
    const view = await hire(id, worker);
    const start = new Date(view.starts_at).getTime();
    const end = new Date(view.ends_at).getTime();
    const step = (name: string) => request(http).post(`/api/freelancer/hires/${id}/${name}`).set(worker.auth);
    expect((await atTime(world.t, new Date(start - 31 * 60_000), () => step('start'))).status).toBe(409);
    expect((await atTime(world.t, new Date(start - 20 * 60_000), () => step('start'))).status).toBe(200);
    const early = await atTime(world.t, new Date(start - 10 * 60_000), () => step('done'));
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('The work can be marked done once the job has started and you have checked in');
    expect((await atTime(world.t, new Date(start + 60_000), () => step('done'))).status).toBe(200);
    expect(new Date((await hire(id, employer)).auto_complete_at).getTime()).toBe(end + 72 * HOUR);
    const hires = world.t.app.get(HiresService);
    await atTime(world.t, new Date(start + 73 * HOUR), () => hires.autoCompleteDue());
    expect(await status(id)).toBe('submitted');
    await atTime(world.t, new Date(end + 72 * HOUR + 1_000), () => hires.autoCompleteDue());
    expect(await status(id)).toBe('completed');

    // Funded after the start (within its grace hour): the no-show hour runs from the funding.
    const late = await approvedHire(world, lookups, employer, worker, { listing: { job_sart_time: '09:00', job_end_time: '17:00' } as Partial<Listing> });
    const lateStart = (await jobStart(world, employer, late)).getTime();
    const fundedAt = lateStart + 40 * 60_000;
    await atTime(world.t, new Date(fundedAt), () => fundHire(world, employer, late));
    const noShow = () => request(http).post(`/api/employer/hires/${late}/no-show`).set(employer.auth);
    expect((await atTime(world.t, new Date(fundedAt + 30 * 60_000), noShow)).status).toBe(409);
    expect((await atTime(world.t, new Date(fundedAt + 61 * 60_000), noShow)).status).toBe(200);
    expect(await status(late)).toBe('refunded');
  });

  it('9. a dispute hears both sides: the other side answers once, the back office shows both, the thread and the timeline', async () => {
    const employer = await makeEmployer(world.t, 'Heard Ltd');
    const worker = await makeFreelancer(world.t, undefined, 'Lu Heard');
    const id = await approvedHire(world, lookups, employer, worker);
    await fundHire(world, employer, id);
    await checkIn(world, worker, id);
    await request(http).post(`/api/applications/${id}/messages`).set(worker.auth).send({ body: 'I am at the gate' }).expect(201);
    await request(http).post(`/api/hires/${id}/dispute`).set(employer.auth).send({ reason: 'Only half the rooms were painted' }).expect(200);
    expect((await hire(id, worker)).can.answer_dispute).toBe(true);
    expect((await hire(id, employer)).can.answer_dispute).toBe(false);
    const byOpener = await request(http).post(`/api/hires/${id}/dispute/answer`).set(employer.auth).send({ statement: 'Me again' });
    expect(byOpener.status).toBe(409);
    const answered = await request(http).post(`/api/hires/${id}/dispute/answer`).set(worker.auth).send({ statement: 'Two rooms were locked all day' });
    expect(answered.status).toBe(200);
    expect(answered.body.data.dispute.statements).toEqual([
      expect.objectContaining({ side: 'employer', statement: 'Only half the rooms were painted' }),
      expect.objectContaining({ side: 'freelancer', statement: 'Two rooms were locked all day', photo: null }),
    ]);
    expect((await request(http).post(`/api/hires/${id}/dispute/answer`).set(worker.auth).send({ statement: 'Again' })).status).toBe(409);
    expect((await request(http).post(`/api/hires/${id}/dispute/answer`).set(worker.auth).send({ statement: '' })).status).toBe(400);
    const missing = await request(http).post(`/api/hires/${id}/dispute/answer`).set(worker.auth).send({ statement: 'x', photo: '/uploads/nope.webp' });
    expect(missing.status).toBe(400);
    const bell = (await request(http).get('/api/notifications').set(employer.auth)).body.data;
    expect(JSON.stringify(bell)).toContain('Dispute answered');

    const [dispute] = (await request(http).get(`/api/admin/disputes?filter=${encodeURIComponent(JSON.stringify({ application_id: id }))}`).set(world.superadmin)).body;
    expect(dispute).toMatchObject({ reason: 'Only half the rooms were painted', answer: 'Two rooms were locked all day', answered_by: worker.id });
    const thread = await request(http).get(`/api/admin/disputes/${dispute.id}/thread`).set(world.superadmin);
    expect(thread.status).toBe(200);
    expect(thread.body.data.items.map((item: { body: string }) => item.body)).toContain('I am at the gate');
    const timeline = await request(http).get(`/api/admin/disputes/${dispute.id}/timeline`).set(world.superadmin);
    expect(timeline.body.data.map((event: { move: string }) => event.move)).toEqual(['approve', 'fund', 'start', 'dispute']);
    await request(http).post(`/api/admin/disputes/${dispute.id}/resolve`).set(world.superadmin).send({ resolution: 'refund' }).expect(200);
  });

  it('10. what people see is what happened: a split shows what was paid, refunded and kept; a refunded hire promises no payout', async () => {
    const employer = await makeEmployer(world.t, 'Shown Ltd');
    const worker = await makeFreelancer(world.t, undefined, 'Mo Shown');
    const id = await approvedHire(world, lookups, employer, worker, { amount: '18000.00' });
    expect(await hire(id, worker)).toMatchObject({ commission_minor: 180_000, net_minor: 1_620_000, commission_percent: '10.00' });
    const job = (await request(http).get(`/api/jobs/${(await listingOf(id)).id}`).set(worker.auth)).body.data;
    expect(job.commission_percent).toBe('10.00');
    await fundHire(world, employer, id);
    await checkIn(world, worker, id);
    await request(http).post(`/api/hires/${id}/dispute`).set(worker.auth).send({ reason: 'Half done' }).expect(200);
    const [dispute] = (await request(http).get(`/api/admin/disputes?filter=${encodeURIComponent(JSON.stringify({ application_id: id }))}`).set(world.superadmin)).body;
    // The employer reads French: each side hears the resolution in words, in their language.
    await world.t.dataSource.getRepository(User).update({ id: employer.id }, { language: 'fr' });
    await request(http).post(`/api/admin/disputes/${dispute.id}/resolve`).set(world.superadmin).send({ resolution: 'split', freelancer_amount: '9000' }).expect(200);
    const resolvedSms = async (who: Person) => {
      const phone = await phoneOf(who);
      return readSms(world.t).filter((sms) => sms.to === phone && /dispute|litige/.test(sms.message)).at(-1)?.message;
    };
    expect(await resolvedSms(worker)).toContain('was resolved (split between both sides)');
    expect(await resolvedSms(employer)).toContain('a été résolu (partagé entre les deux parties)');
    const bell = JSON.stringify((await request(http).get('/api/notifications').set(employer.auth).set('Accept-Language', 'fr')).body.data);
    expect(bell).toContain('a résolu le litige (partagé entre les deux parties)');
    expect(bell).not.toContain('(split)');
    for (const who of [worker, employer]) {
      expect((await hire(id, who)).settlement).toMatchObject({ released_minor: 810_000, commission_minor: 90_000, refunded_minor: 900_000 });
    }
    const wallet = (await request(http).get('/api/freelancer/wallet').set(worker.auth)).body.data;
    expect(wallet.earnings).toEqual([expect.objectContaining({ application_id: id, released_minor: 810_000, commission_minor: 90_000 })]);

    const refunded = await approvedHire(world, lookups, employer, worker);
    await fundHire(world, employer, refunded);
    await request(http).post(`/api/hires/${refunded}/cancel`).set(employer.auth).send({ reason: 'schedule_changed' }).expect(200);
    expect(await hire(refunded, worker)).toMatchObject({ status: 'refunded', payout: null, settlement: { released_minor: 0, refunded_minor: 1_200_000 } });
  });

  it('11. a freelancer hears by SMS when approved (with the agreed amount), funded, and paid out', async () => {
    const employer = await makeEmployer(world.t, 'Texts Ltd');
    const worker = await makeFreelancer(world.t, undefined, 'Ned Texts');
    await saveBankAccount(world, worker, '5678901234');
    const phone = await phoneOf(worker);
    const id = await approvedHire(world, lookups, employer, worker, { amount: '15000.00' });
    await fundHire(world, employer, id);
    await workDone(world, worker, id);
    await request(http).post(`/api/employer/hires/${id}/complete`).set(employer.auth).expect(200);
    const payout = await world.t.dataSource.getRepository(Payout).findOneByOrFail({ application_id: id });
    await world.paystack.control.settleTransfer(payout.reference!, 'success');
    const texts = readSms(world.t).filter((sms) => sms.to === phone).map((sms) => sms.message);
    expect(texts).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/you are hired for ".+" at N15,000\./),
        expect.stringMatching(/paid in: safe to start ".+" \(N15,000 held for you\)/),
        expect.stringMatching(/N13,500 for ".+" is on its way to your bank account/),
      ]),
    );
  });

  it('13. the checkout sends the employer back to the site the API was started with, not the seeded setting', async () => {
    await world.t.dataSource.query("UPDATE adminsettings SET site_url = 'http://localhost:3001'");
    const employer = await makeEmployer(world.t, 'Return Ltd');
    const worker = await makeFreelancer(world.t, undefined, 'Oz Return');
    const id = await approvedHire(world, lookups, employer, worker);
    const fund = await request(http).post(`/api/employer/hires/${id}/fund`).set(employer.auth);
    const started = world.paystack.control.state().transactions.find((t) => t.reference === fund.body.data.reference)!;
    expect(started.callback_url).toBe(`${world.t.config.SITE_URL}/employer/hires/${id}/return`);
    expect(started.callback_url).not.toContain(':3001');
  });

  it('14. ten concurrent payout retries send one transfer, and only the retry that sent it says so', async () => {
    const employer = await makeEmployer(world.t, 'Retry Ltd');
    const worker = await makeFreelancer(world.t, undefined, 'Pat Retry');
    await saveBankAccount(world, worker, '6789012345');
    const id = await approvedHire(world, lookups, employer, worker);
    await fundHire(world, employer, id);
    await workDone(world, worker, id);
    await request(http).post(`/api/employer/hires/${id}/complete`).set(employer.auth).expect(200);
    const payout = await world.t.dataSource.getRepository(Payout).findOneByOrFail({ application_id: id });
    await world.paystack.control.settleTransfer(payout.reference!, 'failed');
    expect(await world.t.dataSource.getRepository(Payout).findOneByOrFail({ application_id: id })).toMatchObject({ status: 'failed' });

    const answers = await Promise.all(Array.from({ length: 10 }, () => request(http).post(`/api/admin/payouts/${id}/retry`).set(world.superadmin)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(9);
    expect(world.paystack.control.state().transfers.filter((t) => t.reference.startsWith(`GM-PO-${id}-`))).toHaveLength(2);
  });

  it('15. eight concurrent approvals on a two-position job: two hires, the rest told every position is filled, never a 503', async () => {
    const employer = await makeEmployer(world.t, 'Crowd Ltd');
    const listing = await makeListing(world.t.dataSource, employer.id, lookups, { job_title: 'Carry the chairs', positions: 2 } as Partial<Listing>);
    const ids: number[] = [];
    for (let n = 0; n < 8; n++) ids.push((await apply(listing.id, await makeFreelancer(world.t, undefined, `Crowd ${n}`))).body.data.id);
    const answers = await Promise.all(ids.map((id) => approve(id, employer)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.map((answer) => `${answer.status} ${answer.body.message}`)).toEqual(Array(6).fill('409 All 2 positions of this job are filled: free one or add a position first'));
    expect(new Set(refused.map((answer) => answer.body.message))).toEqual(new Set(['All 2 positions of this job are filled: free one or add a position first']));
  });

  it('16. when a job fills, its other applicants read "not selected" everywhere; a freed position makes them pending again', async () => {
    const employer = await makeEmployer(world.t, 'Chosen Ltd');
    const [ada, bo] = [await makeFreelancer(world.t, undefined, 'Ada Chosen'), await makeFreelancer(world.t, undefined, 'Bo Chosen')];
    const listing = await makeListing(world.t.dataSource, employer.id, lookups, { job_title: 'Paint the gate' });
    const [a, b] = [(await apply(listing.id, ada)).body.data.id, (await apply(listing.id, bo)).body.data.id];
    const seenByBo = async () => ({
      own: (await request(http).get(`/api/freelancer/applications/${b}`).set(bo.auth)).body.data.not_selected,
      list: (await request(http).get('/api/freelancer/applications').set(bo.auth)).body.data.items.find((item: { id: number }) => item.id === b).not_selected,
      job: (await request(http).get(`/api/jobs/${listing.id}`).set(bo.auth)).body.data.application.not_selected,
      employer: (await request(http).get(`/api/employer/listings/${listing.id}/applicants`).set(employer.auth)).body.data.find((item: { id: number }) => item.id === b).not_selected,
    });
    expect(await seenByBo()).toEqual({ own: false, list: false, job: false, employer: false });

    await approve(a, employer).expect(200);
    expect(await status(b)).toBe('pending');
    expect(await seenByBo()).toEqual({ own: true, list: true, job: true, employer: true });
    expect((await request(http).get(`/api/freelancer/applications/${a}`).set(ada.auth)).body.data.not_selected).toBe(false);

    await request(http).post(`/api/hires/${a}/cancel`).set(employer.auth).send({ reason: 'found_someone_else' }).expect(200);
    expect(await seenByBo()).toEqual({ own: false, list: false, job: false, employer: false });
  });

  it('17. an approved hire not paid for an hour after its job starts lapses: the position frees, both sides are told, nothing can be paid after', async () => {
    const employer = await makeEmployer(world.t, 'Lapse Ltd');
    const worker = await makeFreelancer(world.t, undefined, 'Mo Lapse');
    const id = await approvedHire(world, lookups, employer, worker, { listing: { job_sart_time: '09:00', job_end_time: '17:00' } as Partial<Listing> });
    const paidLate = await approvedHire(world, lookups, employer, await makeFreelancer(world.t, undefined, 'No Lapse'), {
      listing: { job_sart_time: '09:00', job_end_time: '17:00' } as Partial<Listing>,
    });
    const start = (await jobStart(world, employer, id)).getTime();
    const hires = world.t.app.get(HiresService);
    const listing = await listingOf(id);
    const fund = () => request(http).post(`/api/employer/hires/${id}/fund`).set(employer.auth);

    // The checkout of the second hire is opened in time and paid after the lapse: owed back, never booked as funding.
    const checkout = await atTime(world.t, new Date(start - 10 * 60_000), () => request(http).post(`/api/employer/hires/${paidLate}/fund`).set(employer.auth));
    expect(checkout.status).toBe(200);

    // (Other cases' hires of the same day lapse too: only these two are counted.)
    await atTime(world.t, new Date(start + 59 * 60_000), () => hires.lapseDue());
    expect(await status(id)).toBe('approved');
    const refused = await atTime(world.t, new Date(start + 61 * 60_000), fund);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This job started over an hour ago: a hire not paid for by then has lapsed and can no longer be paid for');

    expect(await atTime(world.t, new Date(start + 61 * 60_000), () => hires.lapseDue())).toBeGreaterThanOrEqual(2);
    expect(await atTime(world.t, new Date(start + 62 * 60_000), () => hires.lapseDue())).toBe(0);
    expect(await world.t.dataSource.getRepository(JobApplication).findOneByOrFail({ id })).toMatchObject({ status: 'cancelled', cancel_reason: 'lapsed', cancelled_by: null });
    expect((await world.t.dataSource.getRepository(Listing).findOneByOrFail({ id: listing.id })).positions_filled).toBe(0);
    for (const who of [employer, worker]) expect(JSON.stringify((await request(http).get('/api/notifications').set(who.auth)).body.data)).toContain('Hire lapsed');
    const workerPhone = await phoneOf(worker);
    expect(readSms(world.t).some((sms) => sms.to === workerPhone && sms.message.includes('lapsed: it was not paid for'))).toBe(true);
    expect((await hire(id, employer)).can.fund).toBe(false);

    await atTime(world.t, new Date(start + 63 * 60_000), () => world.paystack.control.pay(checkout.body.data.reference));
    expect(await status(paidLate)).toBe('cancelled');
    expect(await world.t.dataSource.getRepository(Refund).findOneByOrFail({ charge_reference: checkout.body.data.reference })).toMatchObject({ reason: 'paid_after_cancel' });
  });

  it('18. the hires list reads each kind of data once for the whole page: nine hires cost the queries of one, and each reads as its own page', async () => {
    const employer = await makeEmployer(world.t, 'Page Ltd');
    const workers: Person[] = [];
    for (const name of ['Ann', 'Ben', 'Cal']) workers.push(await makeFreelancer(world.t, undefined, `${name} Page`));
    const list = (who: Person, side: 'employer' | 'freelancer') => request(http).get(`/api/${side}/hires?per_page=20`).set(who.auth);
    const queriesOf = async (call: () => Promise<unknown>) => {
      const logged = jest.spyOn(world.t.dataSource.logger, 'logQuery');
      try {
        await call();
        return logged.mock.calls.length;
      } finally {
        logged.mockRestore();
      }
    };

    const resolve = async (id: number, resolution: string, freelancerAmount?: string) => {
      const [dispute] = (await request(http).get(`/api/admin/disputes?filter=${encodeURIComponent(JSON.stringify({ application_id: id }))}`).set(world.superadmin)).body;
      await request(http).post(`/api/admin/disputes/${dispute.id}/resolve`).set(world.superadmin).send({ resolution, freelancer_amount: freelancerAmount }).expect(200);
    };

    // One hire with every kind of data a page shows (a dispute split, then rated): the cost of a page of one.
    const first = await approvedHire(world, lookups, employer, workers[0]);
    await fundHire(world, employer, first);
    await checkIn(world, workers[0], first);
    await request(http).post(`/api/hires/${first}/dispute`).set(workers[0].auth).send({ reason: 'Paid half' }).expect(200);
    await resolve(first, 'split', '6000');
    await request(http).post(`/api/hires/${first}/rating`).set(employer.auth).send({ stars: 5, comment: 'On time' }).expect(201);
    const one = await queriesOf(() => list(employer, 'employer'));

    // Eight more, in the other states a page shows: approved, funded, in progress, disputed and answered, completed, refunded.
    // The k-th hire is worker k % 3's.
    const ids = [first];
    for (let k = 1; k < 9; k++) ids.push(await approvedHire(world, lookups, employer, workers[k % 3]));
    for (const id of ids.slice(2)) await fundHire(world, employer, id);
    for (let k = 3; k < 5; k++) await checkIn(world, workers[k % 3], ids[k]);
    await request(http).post(`/api/hires/${ids[4]}/dispute`).set(employer.auth).send({ reason: 'Half done' }).expect(200);
    await request(http).post(`/api/hires/${ids[4]}/dispute/answer`).set(workers[1].auth).send({ statement: 'The gate was locked' }).expect(200);
    await workDone(world, workers[2], ids[5]);
    await request(http).post(`/api/employer/hires/${ids[5]}/complete`).set(employer.auth).expect(200);
    await request(http).post(`/api/hires/${ids[6]}/cancel`).set(employer.auth).send({ reason: 'schedule_changed' }).expect(200);

    const page = await list(employer, 'employer');
    expect(page.status).toBe(200);
    expect(page.body.data.items).toHaveLength(9);
    expect(await queriesOf(() => list(employer, 'employer'))).toBe(one);
    // Each row is exactly what the hire's own page answers, on both sides.
    for (const row of page.body.data.items) expect(row).toEqual(await hire(row.id, employer));
    const theirs = (await list(workers[1], 'freelancer')).body.data.items;
    expect(theirs.map((row: { id: number }) => row.id).sort()).toEqual(ids.filter((_, k) => k % 3 === 1).sort());
    for (const row of theirs) expect(row).toEqual(await hire(row.id, workers[1]));
    expect(theirs.find((row: { id: number }) => row.id === ids[4]).dispute.statements.map((s: { side: string }) => s.side)).toEqual(['employer', 'freelancer']);
    const row = (id: number) => page.body.data.items.find((item: { id: number }) => item.id === id);
    expect(row(first)).toMatchObject({ settlement: { released_minor: 540_000, refunded_minor: 600_000 }, rating: { mine: { stars: 5 } } });
    expect(row(ids[5]).status).toBe('completed');
    expect(row(ids[6])).toMatchObject({ status: 'refunded', settlement: { refunded_minor: 1_200_000 } });
  });

  it('19. back from the checkout, the hire says what became of the payment: declined, refused (and refunded), or still at the gateway', async () => {
    const employer = await makeEmployer(world.t, 'Back Ltd');
    const worker = await makeFreelancer(world.t, undefined, 'Ife Back');
    const verify = async (hireId: number) => (await request(http).post(`/api/employer/hires/${hireId}/verify`).set(employer.auth)).body.data;
    const checkout = async (hireId: number) => (await request(http).post(`/api/employer/hires/${hireId}/fund`).set(employer.auth)).body.data.reference as string;

    const declined = await approvedHire(world, lookups, employer, worker);
    await world.paystack.control.decline(await checkout(declined));
    expect(await verify(declined)).toMatchObject({ status: 'approved', can: { verify: false, fund: true }, last_charge: { status: 'failed', refused: false, failure_reason: 'Declined' } });

    const short = await approvedHire(world, lookups, employer, worker);
    const shortReference = await checkout(short);
    world.paystack.control.tamperNextCharge({ amount: 5_000 });
    await world.paystack.control.pay(shortReference);
    expect(await verify(short)).toMatchObject({ status: 'approved', can: { verify: false, fund: true }, last_charge: { status: 'failed', refused: true } });

    const waiting = await approvedHire(world, lookups, employer, worker);
    await checkout(waiting);
    expect(await verify(waiting)).toMatchObject({ status: 'approved', can: { verify: true }, last_charge: { status: 'pending', refused: false, failure_reason: null } });

    // Only the employer's side reads it.
    expect((await hire(declined, worker)).last_charge).toBeNull();
  });
});
