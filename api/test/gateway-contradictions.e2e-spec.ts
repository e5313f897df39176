import { createHmac } from 'node:crypto';
import request from 'supertest';
import { JobApplication } from '../src/applications/job-application.entity';
import { PaymentEvent, Payout, Refund } from '../src/payments/payment.entities';
import { databaseKinds } from './support/databases';
import { count, makeEmployer, makeFreelancer, makeLookups, type Lookups } from './support/marketplace-fixtures';
import { approvedHire, balances, closeWorld, fundHire, paymentsWorld, saveBankAccount, SECRET, trialBalance, workDone, type PaymentsWorld } from './support/payment-fixtures';

const sign = (body: string) => createHmac('sha512', SECRET).update(body).digest('hex');

/**
 * Validly signed events that the gateway's own records contradict (docs/hire-to-pay.md
 * "Webhooks"): each is acted on as the gateway confirms it, so the books stay equal to the local
 * Paystack's balance to the kobo and no account is left holding money nothing explains.
 */
describe.each(databaseKinds())('webhooks the gateway contradicts (%s)', (kind) => {
  let world: PaymentsWorld;
  let lookups: Lookups;

  beforeAll(async () => {
    world = await paymentsWorld(kind);
    lookups = await makeLookups(world.t.dataSource);
  });
  afterAll(() => closeWorld(world));

  afterEach(async () => {
    const books = await balances(world);
    expect((await trialBalance(world)).balanced).toBe(true);
    expect(books['gateway:clearing'] ?? 0).toBe(world.paystack.control.state().balance);
    expect(books['payouts:in_transit'] ?? 0).toBe(0);
  });

  const webhook = (body: object) => {
    const raw = JSON.stringify(body);
    return request(world.t.http).post('/api/payments/paystack/webhook').set('content-type', 'application/json').set('x-paystack-signature', sign(raw)).send(raw);
  };
  const status = async (id: number) => (await world.t.dataSource.getRepository(JobApplication).findOneByOrFail({ id })).status;

  async function paidHire(name: string): Promise<{ id: number; reference: string; freelancerId: number }> {
    const employer = await makeEmployer(world.t, `${name} Ltd`);
    const worker = await makeFreelancer(world.t, undefined, `Ada ${name}`);
    await saveBankAccount(world, worker, `77${String(worker.id).padStart(8, '0')}`);
    const id = await approvedHire(world, lookups, employer, worker);
    await fundHire(world, employer, id);
    await workDone(world, worker, id);
    await request(world.t.http).post(`/api/employer/hires/${id}/complete`).set(employer.auth).expect(200);
    const payout = await world.t.dataSource.getRepository(Payout).findOneByOrFail({ application_id: id });
    return { id, reference: payout.reference!, freelancerId: worker.id };
  }

  it('a signed transfer.reversed for a transfer the gateway reports successful moves nothing, and the retry sends nothing', async () => {
    const { id, reference, freelancerId } = await paidHire('Reversal');
    await world.paystack.control.settleTransfer(reference, 'success');
    expect(await status(id)).toBe('paid');
    const before = await balances(world);

    const answer = await webhook({ event: 'transfer.reversed', data: { reference, status: 'reversed', amount: 1_080_000, reason: 'Reversed' } });
    expect(answer.status).toBe(200);
    expect(answer.body.outcome).toBe('refused: the gateway reports the transfer as success');
    expect(await status(id)).toBe('paid');
    expect(await world.t.dataSource.getRepository(Payout).findOneByOrFail({ application_id: id })).toMatchObject({ status: 'success' });

    expect((await request(world.t.http).post(`/api/admin/payouts/${id}/retry`).set(world.superadmin)).status).toBe(409);
    expect(world.paystack.control.state().transfers.filter((t) => t.reference.startsWith(`GM-PO-${id}-`))).toHaveLength(1);
    expect(await balances(world)).toEqual(before);
    expect(before[`freelancer:${freelancerId}`] ?? 0).toBe(0);
  });

  it('a genuine reversal is applied once the gateway confirms it, and a failed transfer keeps the gateway’s reason, not its narration', async () => {
    const { id, reference } = await paidHire('Genuine');
    await world.paystack.control.settleTransfer(reference, 'reversed');
    expect(await world.t.dataSource.getRepository(Payout).findOneByOrFail({ application_id: id })).toMatchObject({ status: 'reversed' });
    expect((await world.t.dataSource.getRepository(PaymentEvent).findOneByOrFail({ reference, event: 'transfer.reversed' })).outcome).toBe('processed');

    world.paystack.control.failNextTransfer();
    expect((await request(world.t.http).post(`/api/admin/payouts/${id}/retry`).set(world.superadmin)).status).toBe(200);
    const retried = await world.t.dataSource.getRepository(Payout).findOneByOrFail({ application_id: id });
    if (retried.status === 'pending') await world.paystack.control.settleTransfer(retried.reference!, 'failed');
    const failed = await world.t.dataSource.getRepository(Payout).findOneByOrFail({ application_id: id });
    expect(failed.status).toBe('failed');
    expect(failed.failure_reason).not.toMatch(/GigMarket payout/);
  });

  it('a signed refund.failed with an unknown refund id does not touch the refund in flight; a failure the gateway has not reached is ignored', async () => {
    const employer = await makeEmployer(world.t, 'Refund Ltd');
    const worker = await makeFreelancer(world.t, undefined, 'Bo Refund');
    const id = await approvedHire(world, lookups, employer, worker);
    const charge = await fundHire(world, employer, id);
    await request(world.t.http).post(`/api/hires/${id}/cancel`).set(employer.auth).send({ reason: 'schedule_changed' }).expect(200);
    const refund = await world.t.dataSource.getRepository(Refund).findOneByOrFail({ application_id: id });
    expect(refund).toMatchObject({ status: 'pending', attempts: 1 });

    const phantom = await webhook({ event: 'refund.failed', data: { id: 987_654_321, status: 'failed', transaction_reference: charge } });
    expect(phantom.body.outcome).toBe('refused: the gateway does not know this refund');
    const early = await webhook({ event: 'refund.failed', data: { id: Number(refund.gateway_refund_id), status: 'failed', transaction_reference: charge } });
    expect(early.body.outcome).toBe('ignored: the gateway reports the refund as pending');
    expect(await world.t.dataSource.getRepository(Refund).findOneByOrFail({ id: refund.id })).toMatchObject({ status: 'pending', attempts: 1, gateway_refund_id: refund.gateway_refund_id });

    await world.paystack.control.settleRefund(Number(refund.gateway_refund_id), 'processed');
    expect(await world.t.dataSource.getRepository(Refund).findOneByOrFail({ id: refund.id })).toMatchObject({ status: 'success', attempts: 1 });
    expect(world.paystack.control.state().refunds.filter((r) => r.transaction_reference === charge)).toHaveLength(1);
    expect((await balances(world))[`employer:${employer.id}`] ?? 0).toBe(0);
  });

  it('a signed charge.success with another amount books nothing; the real payment of the same checkout funds the hire to the kobo', async () => {
    const employer = await makeEmployer(world.t, 'Amount Ltd');
    const worker = await makeFreelancer(world.t, undefined, 'Cy Amount');
    const id = await approvedHire(world, lookups, employer, worker);
    const fund = await request(world.t.http).post(`/api/employer/hires/${id}/fund`).set(employer.auth).expect(200);
    const reference = fund.body.data.reference as string;

    const forged = await webhook({ event: 'charge.success', data: { reference, status: 'success', amount: 1_000, currency: 'NGN', fees: 0 } });
    expect(forged.body.outcome).toMatch(/^refused: the gateway reports the charge as /);
    expect(await status(id)).toBe('approved');
    expect(await count(world.t.dataSource, 'ledger_postings', { application_id: id })).toBe(0);
    expect(await count(world.t.dataSource, 'refunds', { application_id: id })).toBe(0);

    await world.paystack.control.pay(reference);
    expect(await status(id)).toBe('funded');
    expect(await count(world.t.dataSource, 'refunds', { application_id: id })).toBe(0);
    expect((await balances(world))[`escrow:${id}`]).toBe(1_200_000);
  });

  it('an event for a charge, transfer or refund the gateway does not know is refused and changes nothing', async () => {
    const before = await balances(world);
    expect((await webhook({ event: 'charge.success', data: { reference: 'GM-CH-0-nothing', status: 'success', amount: 5_000, currency: 'NGN' } })).body.outcome).toBe(
      'refused: the gateway does not know this charge',
    );
    expect((await webhook({ event: 'transfer.success', data: { reference: 'GM-PO-0-nothing', status: 'success' } })).body.outcome).toBe('refused: the gateway does not know this transfer');
    expect((await webhook({ event: 'refund.processed', data: { id: 123_456_789, status: 'processed' } })).body.outcome).toBe('refused: the gateway does not know this refund');
    expect(await balances(world)).toEqual(before);
  });
});
