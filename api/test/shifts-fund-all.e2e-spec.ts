import { createHmac } from 'node:crypto';
import request from 'supertest';
import { HireEvent } from '../src/hires/hire-event.entity';
import { LedgerPosting } from '../src/ledger/ledger.entities';
import { ChargeShare, Refund } from '../src/payments/payment.entities';
import { Transaction } from '../src/transactions/transaction.entity';
import { databaseKinds } from './support/databases';
import { makeEmployer, makeFreelancer, makeLookups, type Lookups, type Person } from './support/marketplace-fixtures';
import { atTime, balances, closeWorld, expectBooksEqualGateway, expectShiftsAndEscrowsHold, jobStart, paymentsWorld, SECRET, type PaymentsWorld } from './support/payment-fixtures';

const HOUR = 3_600_000;
const sign = (body: string) => createHmac('sha512', SECRET).update(body).digest('hex');

/**
 * Funding every shift at once (docs/shifts.md): one Paystack charge for every unfunded shift of a
 * freelancer on a job, each hire funded once with its own posting however the webhook and the
 * verify call come; a shift no longer waiting when the money lands is owed its part back; a
 * shift cancelled afterwards is refunded its part only, a partial refund of the shared charge.
 * After every case: the trial balance, `gateway:clearing` equal to the local Paystack's balance,
 * each hire's escrow, each freelancer's and employer's account equal to their records.
 */
describe.each(databaseKinds())('one charge for every shift (%s)', (kind) => {
  let world: PaymentsWorld;
  let lookups: Lookups;
  let http: PaymentsWorld['t']['http'];
  let week = 0;
  const people: { employers: Person[]; freelancers: Person[] } = { employers: [], freelancers: [] };

  beforeAll(async () => {
    world = await paymentsWorld(kind);
    http = world.t.http;
    lookups = await makeLookups(world.t.dataSource);
  });
  afterAll(() => closeWorld(world));

  afterEach(async () => {
    // Every refund reaches the employer's account at the gateway.
    for (const refund of world.paystack.control.state().refunds.filter((r) => r.status === 'pending')) await world.paystack.control.settleRefund(refund.id, 'processed');
    const ds = world.t.dataSource;
    const books = await expectBooksEqualGateway(world);
    const applications = await expectShiftsAndEscrowsHold(world, books);
    // Each hire was funded at most once.
    const fundMoves = await ds.getRepository(HireEvent).find({ where: { move: 'fund' } });
    for (const application of applications) expect(fundMoves.filter((move) => move.application_id === application.id).length).toBeLessThanOrEqual(1);
    // Everything owed back has reached the employers; nothing waits on the freelancers' balances.
    for (const person of [...people.employers, ...people.freelancers]) {
      expect({ account: person.id, balance: books[`employer:${person.id}`] ?? 0 }).toEqual({ account: person.id, balance: 0 });
      expect({ account: person.id, balance: books[`freelancer:${person.id}`] ?? 0 }).toEqual({ account: person.id, balance: 0 });
    }
    // Each refund at the gateway is one of ours, at our amount; none of a charge beyond what it took.
    const ours = await ds.getRepository(Refund).find();
    const theirs = world.paystack.control.state().refunds.filter((r) => r.status === 'processed');
    expect(theirs.map((r) => [r.transaction_reference, r.amount]).sort()).toEqual(ours.filter((r) => r.status === 'success').map((r) => [r.charge_reference, r.amount_minor]).sort());
    for (const t of world.paystack.control.state().transactions.filter((x) => x.status === 'success')) {
      expect(theirs.filter((r) => r.transaction_reference === t.reference).reduce((sum, r) => sum + r.amount, 0)).toBeLessThanOrEqual(t.amount);
    }
  });

  /** Three days of a week of their own, each shift hired at its own amount: answers the three hires, earliest first. */
  async function threeShifts(amounts = ['15000', '12000.50', '9999.99']) {
    week += 1;
    const friday = new Date(Date.UTC(2032, 0, 2 + 7 * week));
    const day = (offset: number) => new Date(friday.getTime() + offset * 24 * HOUR).toISOString().slice(0, 10);
    const employer = await makeEmployer(world.t, `All Shifts ${week}`);
    const freelancer = await makeFreelancer(world.t, undefined, `Ada All ${week}`);
    people.employers.push(employer);
    people.freelancers.push(freelancer);
    const posted = await request(http)
      .post('/api/employer/listings')
      .set(employer.auth)
      .send({
        job_title: 'Ushers, three days',
        category_id: lookups.categoryId,
        job_type: lookups.jobTypeId,
        pricing: 'fixed',
        amount: '15000',
        state: lookups.stateId,
        work_description: 'Welcome guests at the gate.',
        status: 'open',
        shifts: [0, 1, 2].map((offset) => ({ date: day(offset), start_time: '08:00', end_time: '17:00' })),
      });
    expect(posted.status).toBe(201);
    const applied = await request(http).post(`/api/jobs/${posted.body.data.id}/apply`).set(freelancer.auth).send({});
    const ids = (applied.body.data.applications as { id: number }[]).map((a) => a.id);
    for (const [n, id] of ids.entries()) await request(http).post(`/api/employer/applications/${id}/approve`).set(employer.auth).send({ agreed_amount: amounts[n] }).expect(200);
    return { employer, freelancer, ids };
  }

  const hire = async (who: Person, id: number) => (await request(http).get(`/api/hires/${id}`).set(who.auth)).body.data;
  const fundAll = async (employer: Person, id: number) => {
    const answer = await request(http).post(`/api/employer/hires/${id}/fund`).set(employer.auth).send({ cover: 'all' });
    expect(answer.status).toBe(200);
    return answer.body.data.reference as string;
  };
  const postings = (reference: string) => world.t.dataSource.getRepository(LedgerPosting).find({ where: { reference }, order: { id: 'ASC' } });

  /** The last `charge.success` sent for a reference, posted again with other bytes (so not a replay of the same event), signed. */
  async function chargeSuccessAgain(reference: string) {
    const delivered = world.paystack.control.state().webhooks.filter((w) => w.event === 'charge.success' && w.reference === reference).at(-1)!;
    const body = JSON.stringify(JSON.parse(delivered.body), null, 1);
    const answer = await request(http).post('/api/payments/paystack/webhook').set('content-type', 'application/json').set('x-paystack-signature', sign(body)).send(body);
    expect(answer.status).toBe(200);
    return answer.body.outcome as string;
  }

  it('funds every shift with one charge: the amount is each hire’s total summed, each hire funded once with its own posting, a replayed webhook and verify change nothing', async () => {
    const { employer, ids } = await threeShifts();
    const [fri, sat, sun] = ids;
    const views = await Promise.all(ids.map((id) => hire(employer, id)));
    const total = views.reduce((sum, view) => sum + view.total_minor, 0);
    const fees = views.reduce((sum, view) => sum + view.fee_minor, 0);
    expect(views[1].fund_all).toEqual({ shifts: 3, agreed_minor: 1_500_000 + 1_200_050 + 999_999, fee_minor: fees, total_minor: total });
    // The freelancer is not offered the employer's choice.
    expect((await hire(people.freelancers.at(-1)!, sat)).fund_all).toBeNull();

    const charges = () => world.t.dataSource.getRepository(Transaction).count({ where: { transaction_type: 'charge' } });
    const before = await charges();
    const refused = await request(http).post(`/api/employer/hires/${sat}/fund`).set(employer.auth).send({ cover: 'every' });
    expect(refused.status).toBe(400);
    expect(refused.body.details[0]).toMatchObject({ field: 'cover', rule: 'isIn' });
    expect(await charges()).toBe(before);

    const reference = await fundAll(employer, sat);
    expect(await fundAll(employer, sat)).toBe(reference);
    expect(world.paystack.control.state().transactions.find((t) => t.reference === reference)?.amount).toBe(total);
    const shares = await world.t.dataSource.getRepository(ChargeShare).find({ where: { charge_reference: reference }, order: { application_id: 'ASC' } });
    expect(shares.map((s) => [s.application_id, s.amount_minor, s.fee_minor])).toEqual(views.map((v) => [v.id, v.agreed_amount_minor, v.fee_minor]));
    // Every covered shift may verify the one checkout.
    expect((await hire(employer, sun)).can.verify).toBe(true);

    const feesBefore = (await balances(world))['platform:fees'] ?? 0;
    await world.paystack.control.pay(reference);
    for (const [n, id] of ids.entries()) expect(await hire(employer, id)).toMatchObject({ status: 'funded', fee_minor: views[n].fee_minor, total_minor: views[n].total_minor, last_charge: { status: 'success', refused: false } });
    const books = await balances(world);
    expect(books['platform:fees'] - feesBefore).toBe(fees);
    expect((await postings(reference)).map((p) => [p.idempotency_key, p.kind])).toEqual([
      [`gateway-fee:${reference}`, 'gateway-fee'],
      [`charge:${reference}:${fri}`, 'charge'],
      [`charge:${reference}:${sat}`, 'charge'],
      [`charge:${reference}:${sun}`, 'charge'],
    ]);

    // The same news again, by the webhook and by the employer's verify at once: nothing moves.
    const [again] = await Promise.all([chargeSuccessAgain(reference), request(http).post(`/api/employer/hires/${fri}/verify`).set(employer.auth).send({}).expect(200)]);
    expect(again).toBe('ignored: charge already settled');
    expect((await postings(reference)).length).toBe(4);
    expect(await balances(world)).toEqual(books);
    expect(await world.t.dataSource.getRepository(Refund).countBy({ charge_reference: reference })).toBe(0);
  });

  it('verify first, then the webhook late and twice: every shift funded once', async () => {
    const { employer, ids } = await threeShifts(['8000', '8000', '8000']);
    const reference = await fundAll(employer, ids[0]);
    // The webhook's confirmation fails: it is not acknowledged, and nothing is booked.
    world.paystack.control.failNextRequest({ status: 500, path: '/transaction/verify' });
    await world.paystack.control.pay(reference);
    expect((await hire(employer, ids[2])).status).toBe('approved');
    // The employer comes back on the last shift's page, and on the first at the same time.
    await Promise.all([
      request(http).post(`/api/employer/hires/${ids[2]}/verify`).set(employer.auth).send({}).expect(200),
      request(http).post(`/api/employer/hires/${ids[0]}/verify`).set(employer.auth).send({}).expect(200),
    ]);
    for (const id of ids) expect((await hire(employer, id)).status).toBe('funded');
    const resent = await world.paystack.control.resendWebhook({ event: 'charge.success', reference });
    expect(resent.status_code).toBe(200);
    expect(await chargeSuccessAgain(reference)).toBe('ignored: charge already settled');
    expect((await postings(reference)).filter((p) => p.kind === 'charge').map((p) => p.application_id)).toEqual(ids);
  });

  it('a covered shift cancelled before the money lands: its part (agreed and fee) goes back, the others are funded', async () => {
    const { employer, ids } = await threeShifts();
    const [fri, sat, sun] = ids;
    const satView = await hire(employer, sat);
    const reference = await fundAll(employer, fri);
    await request(http).post(`/api/hires/${sat}/cancel`).set(employer.auth).send({ reason: 'schedule_changed' }).expect(200);
    // The checkout stays open for the other shifts.
    expect((await hire(employer, sun)).can.verify).toBe(true);
    await world.paystack.control.pay(reference);
    expect((await hire(employer, fri)).status).toBe('funded');
    expect((await hire(employer, sun)).status).toBe('funded');
    expect((await hire(employer, sat)).status).toBe('cancelled');
    const refunds = await world.t.dataSource.getRepository(Refund).find({ where: { charge_reference: reference } });
    expect(refunds.map((r) => [r.application_id, r.charge_part, r.amount_minor, r.reason])).toEqual([[sat, sat, satView.total_minor, 'paid_after_cancel']]);
    const atGateway = world.paystack.control.state().refunds.filter((r) => r.transaction_reference === reference);
    expect(atGateway.map((r) => r.amount)).toEqual([satView.total_minor]);
    expect((await postings(reference)).map((p) => [p.idempotency_key, p.kind])).toEqual(
      expect.arrayContaining([
        [`charge:${reference}:${fri}`, 'charge'],
        [`charge:${reference}:${sat}`, 'owed-back'],
        [`charge:${reference}:${sun}`, 'charge'],
      ]),
    );
    // A replay does not owe it twice.
    expect(await chargeSuccessAgain(reference)).toBe('ignored: charge already settled');
    expect(await world.t.dataSource.getRepository(Refund).countBy({ charge_reference: reference })).toBe(1);
  });

  it('an agreed amount changed while the checkout is open ends it: paid anyway, all of it goes back and no shift is funded', async () => {
    const { employer, ids } = await threeShifts();
    const reference = await fundAll(employer, ids[0]);
    await request(http).put(`/api/employer/hires/${ids[2]}/amount`).set(employer.auth).send({ agreed_amount: '11000' }).expect(200);
    expect((await hire(employer, ids[0])).can.verify).toBe(false);
    await world.paystack.control.pay(reference);
    for (const id of ids) expect((await hire(employer, id)).status).toBe('approved');
    const refunds = await world.t.dataSource.getRepository(Refund).find({ where: { charge_reference: reference } });
    const paid = world.paystack.control.state().transactions.find((t) => t.reference === reference)!.amount;
    expect(refunds.map((r) => [r.charge_part, r.amount_minor])).toEqual([[0, paid]]);
    // The new choice covers the three at their amounts now.
    expect((await hire(employer, ids[0])).fund_all.agreed_minor).toBe(1_500_000 + 1_200_050 + 1_100_000);
  });

  it('one shift cancelled after the charge: only its part is refunded at the gateway, a partial refund of the shared charge', async () => {
    const { employer, ids } = await threeShifts();
    const [fri, sat, sun] = ids;
    const reference = await fundAll(employer, fri);
    await world.paystack.control.pay(reference);
    const sunStart = await jobStart(world, employer, sun);
    await atTime(world.t, new Date(sunStart.getTime() - 48 * HOUR), async () => {
      await request(http).post(`/api/hires/${sun}/cancel`).set(employer.auth).send({ reason: 'schedule_changed' }).expect(200);
    });
    expect((await hire(employer, sun)).status).toBe('refunded');
    expect((await hire(employer, fri)).status).toBe('funded');
    expect((await hire(employer, sat)).status).toBe('funded');
    // The agreed amount goes back (the payment fee is not refunded), through the shared charge.
    const atGateway = world.paystack.control.state().refunds.filter((r) => r.transaction_reference === reference);
    expect(atGateway.map((r) => r.amount)).toEqual([999_999]);
    const refunds = await world.t.dataSource.getRepository(Refund).find({ where: { charge_reference: reference } });
    expect(refunds.map((r) => [r.application_id, r.charge_part, r.amount_minor, r.reason])).toEqual([[sun, sun, 999_999, 'cancelled']]);
    // The employer's receipt is the one payment: every shift's amount and fee, and the part refunded so far.
    const charge = await world.t.dataSource.getRepository(Transaction).findOneByOrFail({ transaction_id: reference });
    const receipt = (await request(http).get(`/api/employer/payments/${charge.id}/receipt`).set(employer.auth)).body.data;
    const views = await Promise.all(ids.map((id) => hire(employer, id)));
    expect(receipt).toMatchObject({
      agreed_minor: 1_500_000 + 1_200_050 + 999_999,
      fee_minor: views.reduce((sum, view) => sum + view.fee_minor, 0),
      total_minor: world.paystack.control.state().transactions.find((t) => t.reference === reference)?.amount,
      refunded_minor: 999_999,
    });
    // Saturday cancelled too: a second partial refund of the same charge.
    const satStart = await jobStart(world, employer, sat);
    await atTime(world.t, new Date(satStart.getTime() - 48 * HOUR), async () => {
      await request(http).post(`/api/hires/${sat}/cancel`).set(employer.auth).send({ reason: 'schedule_changed' }).expect(200);
    });
    expect(world.paystack.control.state().refunds.filter((r) => r.transaction_reference === reference).map((r) => r.amount).sort()).toEqual([1_200_050, 999_999].sort());
    expect((await balances(world))[`escrow:${fri}`]).toBe(1_500_000);
    // Friday: a no-show refunds Friday in full, a third part of the same charge.
    const friStart = await jobStart(world, employer, fri);
    await atTime(world.t, new Date(friStart.getTime() + 61 * 60_000), async () => {
      await request(http).post(`/api/employer/hires/${fri}/no-show`).set(employer.auth).expect(200);
    });
    expect((await hire(employer, fri)).status).toBe('refunded');
    const parts = world.paystack.control.state().refunds.filter((r) => r.transaction_reference === reference);
    expect(parts.map((r) => r.amount).sort()).toEqual([1_500_000, 1_200_050, 999_999].sort());
    expect(await world.t.dataSource.getRepository(Refund).countBy({ charge_reference: reference })).toBe(3);
  });
});
