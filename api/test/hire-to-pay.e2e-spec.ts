import { createHmac } from 'node:crypto';
import request from 'supertest';
import { JobApplication } from '../src/applications/job-application.entity';
import { HiresService } from '../src/hires/hires.service';
import { PaymentEvent, Payout, ReconciliationItem, Refund } from '../src/payments/payment.entities';
import { Transaction } from '../src/transactions/transaction.entity';
import { databaseKinds } from './support/databases';
import {
  count,
  makeEmployer,
  makeFreelancer,
  makeLookups,
  type Lookups,
  type Person,
} from './support/marketplace-fixtures';
import {
  approvedHire,
  atTime,
  balances,
  checkIn,
  closeWorld,
  fundHire,
  paymentsWorld,
  SECRET,
  saveBankAccount,
  trialBalance,
  workDone,
  type PaymentsWorld,
} from './support/payment-fixtures';

const sign = (body: string, secret = SECRET) => createHmac('sha512', secret).update(body).digest('hex');

describe.each(databaseKinds())('hire to pay (%s)', (kind) => {
  let world: PaymentsWorld;
  let lookups: Lookups;
  let employer: Person;
  let otherEmployer: Person;
  let freelancer: Person;
  let http: PaymentsWorld['t']['http'];

  beforeAll(async () => {
    world = await paymentsWorld(kind);
    http = world.t.http;
    lookups = await makeLookups(world.t.dataSource);
    employer = await makeEmployer(world.t, 'Acme Works');
    otherEmployer = await makeEmployer(world.t, 'Other Ltd');
    freelancer = await makeFreelancer(world.t, undefined, 'Ada Worker');
  });
  afterAll(() => closeWorld(world));

  // Every case moves money, so every case ends with the books checked.
  afterEach(async () => {
    const books = await trialBalance(world);
    expect(books.balanced).toBe(true);
    expect(books.debits).toBe(books.credits);
  });

  const hire = async (id: number, who: Person = employer) =>
    (await request(http).get(`/api/hires/${id}`).set(who.auth)).body.data;
  const status = async (id: number) =>
    (await world.t.dataSource.getRepository(JobApplication).findOneByOrFail({ id })).status;
  const postings = (id: number, kind: string) =>
    count(world.t.dataSource, 'ledger_postings', { application_id: id, kind });

  it('runs the whole loop: agreed amount, checkout, webhook, check-in, done, confirm, payout', async () => {
    const id = await approvedHire(world, lookups, employer, freelancer, { amount: '12000.00', newPrice: '11000' });
    const approved = await hire(id);
    expect(approved).toMatchObject({
      status: 'approved',
      quoted_price: '11000.00',
      agreed_amount_minor: 1_100_000,
      fee_minor: 16_500, // 1.5%
      total_minor: 1_116_500,
      commission_minor: 110_000, // 10%
      net_minor: 990_000,
      can: { fund: true, start: false, complete: false, cancel: true, dispute: false },
    });
    expect((await hire(id, freelancer)).agreed_amount_minor).toBe(1_100_000);

    // The employer changes the amount before funding; the freelancer sees it.
    const changed = await request(http)
      .put(`/api/employer/hires/${id}/amount`)
      .set(employer.auth)
      .send({ agreed_amount: '10000' });
    expect(changed.status).toBe(200);
    expect((await hire(id, freelancer)).agreed_amount_minor).toBe(1_000_000);

    const fund = await request(http).post(`/api/employer/hires/${id}/fund`).set(employer.auth);
    expect(fund.status).toBe(200);
    expect(fund.body.data.authorization_url).toMatch(/\/checkout\//);
    const again = await request(http).post(`/api/employer/hires/${id}/fund`).set(employer.auth);
    expect(again.body.data).toEqual(fund.body.data); // the same checkout, not a second charge
    const charge = await world.t.dataSource
      .getRepository(Transaction)
      .findOneByOrFail({ transaction_id: fund.body.data.reference });
    expect(charge).toMatchObject({
      transaction_type: 'charge',
      status: 'pending',
      amount_minor: 1_000_000,
      fee_minor: 15_000,
      amount: '10000.00',
      charges: '150.00',
      amount_paid: '10150.00',
    });
    expect(
      world.paystack.control.state().transactions.find((x) => x.reference === charge.transaction_id)?.callback_url,
    ).toBe(`http://127.0.0.1:4101/employer/hires/${id}/return`);

    // Back from checkout before paying: the verify finds nothing paid.
    const notPaid = await request(http).post(`/api/employer/hires/${id}/verify`).set(employer.auth);
    expect(notPaid.body.data.status).toBe('approved');

    await world.paystack.control.pay(charge.transaction_id);
    expect(await status(id)).toBe('funded');
    // The return page's verify after the webhook changes nothing more.
    const verified = await request(http).post(`/api/employer/hires/${id}/verify`).set(employer.auth);
    expect(verified.body.data.status).toBe('funded');
    expect(await postings(id, 'charge')).toBe(1);
    expect(await balances(world)).toMatchObject({ [`escrow:${id}`]: 1_000_000 });

    // Check-in opens 30 minutes before the job starts, on the job's clock.
    const seenByFreelancer = await hire(id, freelancer);
    const startsAt = new Date(seenByFreelancer.starts_at).getTime();
    expect(new Date(seenByFreelancer.check_in_opens_at).getTime()).toBe(startsAt - 30 * 60_000);
    expect(seenByFreelancer.can).toMatchObject({ start: false, done: false, fund: false });
    const early = await request(http).post(`/api/freelancer/hires/${id}/start`).set(freelancer.auth);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Check-in opens 30 minutes before the job starts');
    expect((await atTime(world.t, new Date(startsAt - 29 * 60_000), () => hire(id, freelancer))).can).toMatchObject({ start: true, done: false });
    expect((await request(http).post(`/api/employer/hires/${id}/complete`).set(employer.auth)).status).toBe(409);
    await workDone(world, freelancer, id);
    const submitted = await hire(id);
    expect(submitted.status).toBe('submitted');
    // 72 hours after the later of "done" and the job's end.
    expect(new Date(submitted.auto_complete_at).getTime()).toBe(new Date(submitted.ends_at).getTime() + 72 * 3_600_000);

    const completed = await request(http).post(`/api/employer/hires/${id}/complete`).set(employer.auth);
    expect(completed.status).toBe(200);
    expect(completed.body.data).toMatchObject({
      status: 'completed',
      completed_by: 'employer',
      payout: { status: 'awaiting_account', amount_minor: 900_000 },
    });
    expect(await balances(world)).toMatchObject({ [`escrow:${id}`]: 0, [`freelancer:${freelancer.id}`]: 900_000 });

    // The freelancer adds their bank account: the resolved name must be the one confirmed.
    const wrong = await request(http)
      .put('/api/freelancer/bank-account')
      .set(freelancer.auth)
      .send({ bank_code: '058', account_number: '0123456789', account_name: 'Somebody Else' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.account_name).toMatch(/does not match/);
    await saveBankAccount(world, freelancer);
    const payout = await world.t.dataSource.getRepository(Payout).findOneByOrFail({ application_id: id });
    expect(payout).toMatchObject({ status: 'pending', attempts: 1 });
    expect(await balances(world)).toMatchObject({ [`freelancer:${freelancer.id}`]: 0, 'payouts:in_transit': 900_000 });

    await world.paystack.control.settleTransfer(payout.reference!, 'success');
    expect(await status(id)).toBe('paid');
    const wallet = (await request(http).get('/api/freelancer/wallet').set(freelancer.auth)).body.data;
    expect(wallet).toMatchObject({ balance_minor: 0, paid_out_minor: 900_000 });
    expect(wallet.payouts[0]).toMatchObject({
      type: 'payout',
      status: 'success',
      amount_minor: 900_000,
      account_number: '******6789',
    });
    const payments = (await request(http).get('/api/employer/payments').set(employer.auth)).body.data;
    expect(payments.items.find((p: { reference: string }) => p.reference === charge.transaction_id)).toMatchObject({
      type: 'charge',
      status: 'success',
      total_minor: 1_015_000,
    });
    expect(await balances(world)).toMatchObject({
      'payouts:in_transit': 0,
      'platform:revenue': 100_000,
      'platform:fees': 15_000,
    });
  });

  it('refunds the agreed amount when the employer cancels after funding, and refuses a cancel after check-in', async () => {
    const id = await approvedHire(world, lookups, employer, freelancer);
    await fundHire(world, employer, id);
    const cancelled = await request(http)
      .post(`/api/hires/${id}/cancel`)
      .set(employer.auth)
      .send({ reason: 'schedule_changed', note: 'The job date moved' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      status: 'refunded',
      cancel_reason: 'schedule_changed',
      cancel_note: 'The job date moved',
      cancel_fee_minor: null,
      cancelled_by: employer.id,
    });
    const refund = await world.t.dataSource
      .getRepository(Transaction)
      .findOneByOrFail({ application_id: id, transaction_type: 'refund' });
    expect(refund).toMatchObject({ status: 'pending', amount_minor: 1_200_000 });
    const gatewayRefund = world.paystack.control.state().refunds.find((r) => String(r.id) === refund.account);
    expect(gatewayRefund?.amount).toBe(1_200_000);
    await world.paystack.control.settleRefund(gatewayRefund!.id, 'processed');
    expect((await world.t.dataSource.getRepository(Transaction).findOneByOrFail({ id: refund.id })).status).toBe(
      'success',
    );
    expect(await balances(world)).toMatchObject({ [`escrow:${id}`]: 0, [`employer:${employer.id}`]: 0 });

    const second = await approvedHire(world, lookups, employer, freelancer);
    await fundHire(world, employer, second);
    await checkIn(world, freelancer, second);
    const late = await request(http)
      .post(`/api/hires/${second}/cancel`)
      .set(freelancer.auth)
      .send({ reason: 'other', note: 'Changed my mind' });
    expect(late.status).toBe(409);
    expect(await status(second)).toBe('in_progress');
    const noReason = await request(http).post(`/api/hires/${second}/dispute`).set(freelancer.auth).send({ reason: '' });
    expect(noReason.status).toBe(400);
  });

  it('splits a dispute by amount: the freelancer part less commission, the rest refunded', async () => {
    const id = await approvedHire(world, lookups, employer, freelancer);
    await fundHire(world, employer, id);
    await checkIn(world, freelancer, id);
    const disputed = await request(http)
      .post(`/api/hires/${id}/dispute`)
      .set(freelancer.auth)
      .send({ reason: 'Half the work was done, then the site closed' });
    expect(disputed.status).toBe(200);
    expect(disputed.body.data).toMatchObject({
      status: 'disputed',
      dispute: { status: 'open', opened_by: freelancer.id },
    });
    const list = await request(http)
      .get(`/api/admin/disputes?filter=${encodeURIComponent(JSON.stringify({ application_id: id }))}`)
      .set(world.superadmin);
    expect(list.body[0]).toMatchObject({
      status: 'open',
      freelancer_name: 'Ada Worker',
      employer_name: 'Acme Works Boss',
      agreed_amount_minor: 1_200_000,
    });
    const disputeId = list.body[0].id;

    const tooMuch = await request(http)
      .post(`/api/admin/disputes/${disputeId}/resolve`)
      .set(world.superadmin)
      .send({ resolution: 'split', freelancer_amount: '12000' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors.freelancer_amount).toBeDefined();
    const resolved = await request(http)
      .post(`/api/admin/disputes/${disputeId}/resolve`)
      .set(world.superadmin)
      .send({ resolution: 'split', freelancer_amount: '5000', note: 'Half done' });
    expect(resolved.status).toBe(200);
    expect(resolved.body.data).toMatchObject({
      status: 'resolved',
      resolution: 'split',
      freelancer_amount_minor: 500_000,
    });
    expect(await status(id)).toBe('completed');
    expect(await world.t.dataSource.getRepository(Payout).findOneByOrFail({ application_id: id })).toMatchObject({
      amount_minor: 450_000,
    });
    expect(
      await world.t.dataSource
        .getRepository(Transaction)
        .findOneByOrFail({ application_id: id, transaction_type: 'refund' }),
    ).toMatchObject({ amount_minor: 700_000 });
    expect(await balances(world)).toMatchObject({ [`escrow:${id}`]: 0 });
    const twice = await request(http)
      .post(`/api/admin/disputes/${disputeId}/resolve`)
      .set(world.superadmin)
      .send({ resolution: 'release' });
    expect(twice.status).toBe(409);
  });

  it('returns a failed transfer to the balance, and the retry pays it', async () => {
    const worker = await makeFreelancer(world.t, undefined, 'Bo Builder');
    await saveBankAccount(world, worker, '1234567890');
    const id = await approvedHire(world, lookups, employer, worker);
    await fundHire(world, employer, id);
    await workDone(world, worker, id);
    await request(http).post(`/api/employer/hires/${id}/complete`).set(employer.auth).expect(200);
    const first = await world.t.dataSource.getRepository(Payout).findOneByOrFail({ application_id: id });
    expect(first.status).toBe('pending');
    await world.paystack.control.settleTransfer(first.reference!, 'failed');
    expect(await world.t.dataSource.getRepository(Payout).findOneByOrFail({ application_id: id })).toMatchObject({
      status: 'failed',
    });
    expect(await balances(world)).toMatchObject({ [`freelancer:${worker.id}`]: 1_080_000 });
    expect(await status(id)).toBe('completed');

    const queue = await request(http)
      .get(`/api/admin/payouts?filter=${encodeURIComponent(JSON.stringify({ status: 'failed' }))}`)
      .set(world.superadmin);
    expect(queue.body.map((row: { application_id: number }) => row.application_id)).toContain(id);
    const retried = await request(http).post(`/api/admin/payouts/${id}/retry`).set(world.superadmin);
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ status: 'pending', attempts: 2 });
    await world.paystack.control.settleTransfer(retried.body.data.reference, 'success');
    expect(await status(id)).toBe('paid');
    expect(await count(world.t.dataSource, 'transactions', { application_id: id, transaction_type: 'payout' })).toBe(2);
    expect(await balances(world)).toMatchObject({ [`freelancer:${worker.id}`]: 0 });
    expect((await request(http).post(`/api/admin/payouts/${id}/retry`).set(world.superadmin)).status).toBe(409);
  });

  it('a transfer call that fails at the gateway is looked up first, then returned to the balance for a retry', async () => {
    const worker = await makeFreelancer(world.t, undefined, 'Cy Carpenter');
    await saveBankAccount(world, worker, '2345678901');
    const id = await approvedHire(world, lookups, employer, worker);
    await fundHire(world, employer, id);
    await workDone(world, worker, id);
    world.paystack.control.failNextRequest({ status: 500, path: '/transfer' });
    await request(http).post(`/api/employer/hires/${id}/complete`).set(employer.auth).expect(200);
    // Paystack answered 500 and, asked by reference, knows no such transfer: nothing left.
    expect(world.paystack.control.state().transfers.filter((x) => x.reference.startsWith(`GM-PO-${id}-`))).toHaveLength(
      0,
    );
    expect(await world.t.dataSource.getRepository(Payout).findOneByOrFail({ application_id: id })).toMatchObject({
      status: 'failed',
      attempts: 1,
    });
    expect(await balances(world)).toMatchObject({ [`freelancer:${worker.id}`]: 1_080_000 });
    const retried = await request(http).post(`/api/admin/payouts/${id}/retry`).set(world.superadmin);
    await world.paystack.control.settleTransfer(retried.body.data.reference, 'success');
    expect(await status(id)).toBe('paid');
  });

  it('a charge paid after the hire was cancelled funds nothing: it is refunded by itself, and listed', async () => {
    const id = await approvedHire(world, lookups, employer, freelancer);
    const fund = await request(http).post(`/api/employer/hires/${id}/fund`).set(employer.auth);
    await request(http)
      .post(`/api/hires/${id}/cancel`)
      .set(employer.auth)
      .send({ reason: 'job_no_longer_needed' })
      .expect(200);
    await world.paystack.control.pay(fund.body.data.reference);
    expect(await status(id)).toBe('cancelled');
    expect(await postings(id, 'charge')).toBe(0);
    expect(await postings(id, 'owed-back')).toBe(1);
    const refund = await world.t.dataSource.getRepository(Refund).findOneByOrFail({ charge_reference: fund.body.data.reference });
    expect(refund).toMatchObject({ reason: 'paid_after_cancel', status: 'pending', amount_minor: 1_218_000, attempts: 1 });
    await world.paystack.control.settleRefund(Number(refund.gateway_refund_id), 'processed');
    const books = await balances(world);
    expect(books[`escrow:${id}`] ?? 0).toBe(0);
    expect(books[`employer:${employer.id}`]).toBe(0);
    expect(
      await world.t.dataSource.getRepository(ReconciliationItem).findOneBy({ reference: fund.body.data.reference }),
    ).toMatchObject({
      kind: 'status_mismatch',
    });
  });

  it('credits a webhook replayed three times once', async () => {
    const id = await approvedHire(world, lookups, employer, freelancer);
    const reference = await fundHire(world, employer, id);
    for (let i = 0; i < 3; i++) {
      const delivery = await world.paystack.control.resendWebhook({ event: 'charge.success', reference });
      expect(delivery.status_code).toBe(200);
    }
    expect(await postings(id, 'charge')).toBe(1);
    expect(await count(world.t.dataSource, 'payment_events', { reference, event: 'charge.success' })).toBe(1);
    expect(await balances(world)).toMatchObject({ [`escrow:${id}`]: 1_200_000 });
  });

  it('refuses a wrong or missing signature with 401 and stores nothing', async () => {
    const id = await approvedHire(world, lookups, employer, freelancer);
    const fund = await request(http).post(`/api/employer/hires/${id}/fund`).set(employer.auth);
    const body = JSON.stringify({
      event: 'charge.success',
      data: { reference: fund.body.data.reference, status: 'success', amount: 1_218_000, currency: 'NGN' },
    });
    const before = await world.t.dataSource.getRepository(PaymentEvent).count();
    const forged = await request(http)
      .post('/api/payments/paystack/webhook')
      .set('content-type', 'application/json')
      .set('x-paystack-signature', sign(body, 'sk_test_wrong'))
      .send(body);
    expect(forged.status).toBe(401);
    const unsigned = await request(http)
      .post('/api/payments/paystack/webhook')
      .set('content-type', 'application/json')
      .send(body);
    expect(unsigned.status).toBe(401);
    // Signed over other bytes (re-serialised JSON with a space) is also refused.
    const reformatted = await request(http)
      .post('/api/payments/paystack/webhook')
      .set('content-type', 'application/json')
      .set('x-paystack-signature', sign(body))
      .send(body.replace(':', ': '));
    expect(reformatted.status).toBe(401);
    expect(await world.t.dataSource.getRepository(PaymentEvent).count()).toBe(before);
    expect(await status(id)).toBe('approved');
    // The right signature over the same bytes is accepted.
    const genuine = await request(http)
      .post('/api/payments/paystack/webhook')
      .set('content-type', 'application/json')
      .set('x-paystack-signature', sign(body))
      .send(body);
    expect(genuine.status).toBe(200);
    // Accepted, then acted on as the gateway confirms it: nothing has been paid there yet.
    expect(genuine.body.outcome).toMatch(/^refused: the gateway reports the charge as /);
    expect(await status(id)).toBe('approved');
    await world.paystack.control.pay(fund.body.data.reference);
    expect(await status(id)).toBe('funded');
  });

  it('refuses a charge whose amount differs from what was asked, and lists the difference', async () => {
    const id = await approvedHire(world, lookups, employer, freelancer);
    const fund = await request(http).post(`/api/employer/hires/${id}/fund`).set(employer.auth);
    world.paystack.control.tamperNextCharge({ amount: 100 });
    await world.paystack.control.pay(fund.body.data.reference);
    expect(await status(id)).toBe('approved');
    expect(await postings(id, 'charge')).toBe(0);
    const event = await world.t.dataSource
      .getRepository(PaymentEvent)
      .findOneByOrFail({ reference: fund.body.data.reference });
    expect(event.outcome).toBe('refused: amount differs');
    expect(
      await world.t.dataSource.getRepository(ReconciliationItem).findOneBy({ reference: fund.body.data.reference }),
    ).toMatchObject({
      kind: 'amount_mismatch',
      ours: '1218000',
      theirs: '100',
    });
    // The return page's verify sees the same tampered amount and refuses it too.
    await request(http).post(`/api/employer/hires/${id}/verify`).set(employer.auth).expect(200);
    expect(await status(id)).toBe('approved');
    const reconciliation = await request(http).post('/api/admin/reconciliation/run').set(world.superadmin);
    expect(reconciliation.status).toBe(200);
    const listed = await request(http).get('/api/admin/reconciliation').set(world.superadmin);
    expect(listed.body.map((row: { reference: string }) => row.reference)).toContain(fund.body.data.reference);
  });

  it('releases once when 20 completes arrive together', async () => {
    const id = await approvedHire(world, lookups, employer, freelancer);
    await fundHire(world, employer, id);
    await workDone(world, freelancer, id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => request(http).post(`/api/employer/hires/${id}/complete`).set(employer.auth)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    expect(await postings(id, 'release')).toBe(1);
    expect(await count(world.t.dataSource, 'payouts', { application_id: id })).toBe(1);
    expect(await balances(world)).toMatchObject({ [`escrow:${id}`]: 0 });
  });

  it('funds once when concurrent checkouts and webhooks race', async () => {
    const id = await approvedHire(world, lookups, employer, freelancer);
    const funds = await Promise.all(
      Array.from({ length: 5 }, () => request(http).post(`/api/employer/hires/${id}/fund`).set(employer.auth)),
    );
    expect(new Set(funds.map((answer) => answer.body.data?.reference)).size).toBe(1);
    const reference = funds[0].body.data.reference;
    await world.paystack.control.pay(reference);
    await Promise.all(
      Array.from({ length: 5 }, () => request(http).post(`/api/employer/hires/${id}/verify`).set(employer.auth)),
    );
    expect(await postings(id, 'charge')).toBe(1);
    expect(await count(world.t.dataSource, 'transactions', { application_id: id, transaction_type: 'charge' })).toBe(1);
  });

  it('completes by itself 72 hours after "done" unless disputed, on the injected clock', async () => {
    const hires = world.t.app.get(HiresService);
    const id = await approvedHire(world, lookups, employer, freelancer);
    const disputedId = await approvedHire(world, lookups, employer, freelancer);
    for (const hireId of [id, disputedId]) {
      await fundHire(world, employer, hireId);
      await workDone(world, freelancer, hireId);
    }
    await request(http)
      .post(`/api/hires/${disputedId}/dispute`)
      .set(employer.auth)
      .send({ reason: 'Not finished' })
      .expect(200);
    // Marked done a minute after the start: the 72 hours run from the job's end, the later of the two.
    const end = new Date((await hire(id)).ends_at).getTime();
    await atTime(world.t, new Date(end + 71 * 3_600_000), () => hires.autoCompleteDue());
    expect(await status(id)).toBe('submitted');
    await atTime(world.t, new Date(end + 72 * 3_600_000 + 60_000), () => hires.autoCompleteDue());
    expect(await status(id)).toBe('completed');
    expect((await hire(id)).completed_by).toBe('auto');
    expect(await status(disputedId)).toBe('disputed');
  });

  it('keeps hires to their two parties and steps to their side', async () => {
    const id = await approvedHire(world, lookups, employer, freelancer);
    expect((await request(http).get(`/api/hires/${id}`).set(otherEmployer.auth)).status).toBe(404);
    expect((await request(http).post(`/api/employer/hires/${id}/fund`).set(otherEmployer.auth)).status).toBe(404);
    expect((await request(http).post(`/api/employer/hires/${id}/fund`).set(freelancer.auth)).status).toBe(403);
    expect((await request(http).post(`/api/freelancer/hires/${id}/start`).set(freelancer.auth)).status).toBe(409);
    expect((await request(http).get(`/api/hires/${id}`)).status).toBe(401);
    expect(
      (await request(http).put(`/api/employer/hires/${id}/amount`).set(employer.auth).send({ agreed_amount: '-5' }))
        .status,
    ).toBe(400);
    expect((await request(http).get('/api/admin/ledger/trial-balance').set(employer.auth)).status).toBe(403);
    // Transactions are the payment flow's record: the back office reads them, never writes them.
    const [row] = (await request(http).get('/api/admin/transactions').set(world.superadmin)).body;
    expect((await request(http).put(`/api/admin/transactions/${row.id}`).set(world.superadmin).send({})).status).toBe(
      405,
    );
    expect((await request(http).delete(`/api/admin/transactions/${row.id}`).set(world.superadmin)).status).toBe(405);
    expect(await count(world.t.dataSource, 'transactions', { id: row.id })).toBe(1);
  });
});
