// Paystack's fees and the balance they leave: charges less their fees, less transfers (and their
// fees) from the moment they are queued until they fail or are reversed, less refunds processed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chargeFee, createPaystackLocal, transferFee, type PaystackLocal } from './index';
import { apiCaller, KEY } from './test-support';

describe('fees', () => {
  it('charges 1.5% + NGN 100, the NGN 100 waived under NGN 2,500, capped at NGN 2,000', () => {
    expect(chargeFee(100_000)).toBe(1_500); // NGN 1,000: 1.5% only
    expect(chargeFee(249_999)).toBe(3_750); // just under NGN 2,500: 3,749.985 rounds to 3,750, no flat fee
    expect(chargeFee(250_000)).toBe(13_750); // NGN 2,500: 1.5% + NGN 100
    expect(chargeFee(1_218_000)).toBe(28_270); // NGN 12,180: NGN 182.70 + NGN 100
    expect(chargeFee(12_666_600)).toBe(199_999); // NGN 126,666: just under the cap
    expect(chargeFee(12_666_700)).toBe(200_000); // the cap
    expect(chargeFee(100_000_000)).toBe(200_000);
    expect(chargeFee(33)).toBe(0); // 0.495 kobo rounds down
    expect(chargeFee(34)).toBe(1); // 0.51 kobo rounds up
  });

  it('charges NGN 10, 25 or 50 per transfer by amount', () => {
    expect(transferFee(100)).toBe(1_000);
    expect(transferFee(500_000)).toBe(1_000);
    expect(transferFee(500_001)).toBe(2_500);
    expect(transferFee(5_000_000)).toBe(2_500);
    expect(transferFee(5_000_001)).toBe(5_000);
  });

  it('takes other prices from the options', async () => {
    const paystack = createPaystackLocal({
      autoSettle: false,
      chargePricing: { percentBasisPoints: 290, flatFee: 0, cap: null },
      transferPricing: [],
    });
    const base = await paystack.listen();
    try {
      const init = await fetch(`${base}/transaction/initialize`, {
        method: 'POST',
        headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'a@b.ng', amount: 10_000_000, reference: 'priced' }),
      });
      expect(init.status).toBe(200);
      await paystack.control.pay('priced');
      expect(paystack.control.state().transactions[0].fees).toBe(290_000);
    } finally {
      await paystack.close();
    }
  });
});

describe('the balance', () => {
  let paystack: PaystackLocal;
  let base: string;
  const events: { event: string; data: Record<string, unknown> }[] = [];

  const call = apiCaller(() => base);

  async function balance(): Promise<number> {
    const answer = await call('GET', '/balance');
    expect(answer.json).toMatchObject({ status: true, message: 'Balances retrieved' });
    expect(answer.json.data).toHaveLength(1);
    expect(answer.json.data[0].currency).toBe('NGN');
    return answer.json.data[0].balance;
  }

  async function charge(reference: string, amount: number) {
    await call('POST', '/transaction/initialize', { email: 'payer@example.ng', amount, reference });
    await paystack.control.pay(reference);
  }

  beforeEach(async () => {
    events.length = 0;
    paystack = createPaystackLocal({
      autoSettle: false,
      sendWebhook: async (body) => void events.push(JSON.parse(body)),
    });
    base = await paystack.listen();
  });
  afterEach(() => paystack.close());

  it('is the charges less their fees, carried on charge.success, verify, fetch and list', async () => {
    expect(await balance()).toBe(0);
    await call('POST', '/transaction/initialize', { email: 'a@b.ng', amount: 50_000, reference: 'unpaid' });
    await charge('c-1', 1_218_000);
    await charge('c-2', 200_000);
    expect(await balance()).toBe(1_218_000 - 28_270 + 200_000 - 3_000);

    expect(events.map((e) => [e.event, e.data.reference, e.data.fees])).toEqual([
      ['charge.success', 'c-1', 28_270],
      ['charge.success', 'c-2', 3_000],
    ]);
    const verified = await call('GET', '/transaction/verify/c-1');
    expect(verified.json.data.fees).toBe(28_270);
    expect((await call('GET', `/transaction/${verified.json.data.id}`)).json.data.fees).toBe(28_270);
    const listed = await call('GET', '/transaction');
    expect(listed.json.data.map((t: { reference: string; fees: number | null }) => [t.reference, t.fees])).toEqual([
      ['c-2', 3_000],
      ['c-1', 28_270],
      ['unpaid', null],
    ]);
  });

  it('debits a transfer and its fee when queued, keeps them on success, gives both back on failure or reversal', async () => {
    await charge('c-1', 5_000_000);
    const start = 5_000_000 - 85_000;
    expect(await balance()).toBe(start);
    const recipient = await call('POST', '/transferrecipient', {
      type: 'nuban',
      name: 'Tunde',
      account_number: '0123456789',
      bank_code: '058',
    });
    const send = (reference: string, amount: number) =>
      call('POST', '/transfer', {
        source: 'balance',
        amount,
        recipient: recipient.json.data.recipient_code,
        reference,
      });

    const queued = await send('t-1', 1_800_000);
    expect(queued.json.data).toMatchObject({ status: 'pending', fee_charged: 2_500 });
    expect(await balance()).toBe(start - 1_802_500);

    await paystack.control.settleTransfer('t-1', 'success');
    expect(await balance()).toBe(start - 1_802_500);
    const fetched = await call('GET', `/transfer/${queued.json.data.transfer_code}`);
    expect(fetched.json.data).toMatchObject({ status: 'success', fee_charged: 2_500, reference: 't-1' });
    expect(fetched.json.data.transferred_at).toEqual(expect.any(String));
    expect((await call('GET', `/transfer/${queued.json.data.id}`)).json.data.reference).toBe('t-1');
    expect((await call('GET', '/transfer/verify/t-1')).json.data.status).toBe('success');
    expect(events.find((e) => e.event === 'transfer.success')?.data).toMatchObject({ fee_charged: 2_500 });

    await paystack.control.settleTransfer('t-1', 'reversed');
    expect(await balance()).toBe(start);

    await send('t-2', 400_000);
    expect(await balance()).toBe(start - 401_000);
    await paystack.control.settleTransfer('t-2', 'failed');
    expect(await balance()).toBe(start);

    // Fetch is by id or transfer code; a reference is verify's.
    expect((await call('GET', '/transfer/t-2')).status).toBe(404);
    const unknown = await call('GET', '/transfer/verify/never-sent');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ status: false, message: 'Transfer not found' });
  });

  it('subtracts a refund once it is processed, not while pending or after it failed', async () => {
    await charge('c-1', 1_000_000);
    const start = 1_000_000 - 25_000;
    const refund = await call('POST', '/refund', { transaction: 'c-1', amount: 300_000 });
    expect(refund.json.data).toMatchObject({ status: 'pending', deducted_amount: 0, fully_deducted: false });
    expect(await balance()).toBe(start);
    await paystack.control.settleRefund(refund.json.data.id, 'processed');
    expect(await balance()).toBe(start - 300_000);

    const fetched = await call('GET', `/refund/${refund.json.data.id}`);
    expect(fetched.json.data).toMatchObject({
      id: refund.json.data.id,
      transaction: expect.any(Number),
      transaction_reference: 'c-1',
      status: 'processed',
      amount: 300_000,
      deducted_amount: 300_000,
      refund_type: 'partial',
      transaction_amount: 1_000_000,
      customer: { email: 'payer@example.ng' },
    });
    expect(fetched.json.data.refunded_at).toEqual(expect.any(String));

    paystack.control.setNextRefundOutcome('failed');
    const failing = await call('POST', '/refund', { transaction: 'c-1', amount: 200_000 });
    await paystack.control.settleRefund(failing.json.data.id, 'failed');
    expect(await balance()).toBe(start - 300_000);
    const listed = await call('GET', '/refund?transaction=c-1');
    expect(listed.json.meta).toMatchObject({ total: 2, failedRefundCount: 1 });
    expect(
      listed.json.data.map((f: { status: string; refunded_at: string | null }) => [f.status, f.refunded_at === null]),
    ).toEqual([
      ['failed', true],
      ['processed', false],
    ]);
    expect((await call('GET', '/refund/424242')).status).toBe(404);
  });

  it('refunds one transaction in several parts up to its amount; a failed part is refundable again', async () => {
    // One charge paying several shifts (the API's docs/shifts.md) is refunded a shift at a time.
    await charge('c-1', 1_000_000);
    const start = 1_000_000 - 25_000;
    const part = async (amount: number) => (await call('POST', '/refund', { transaction: 'c-1', amount })).json.data;
    const first = await part(400_000);
    const second = await part(350_000);
    expect([first.amount, second.amount]).toEqual([400_000, 350_000]);
    // More than what is left is refused, with nothing queued.
    const over = await call('POST', '/refund', { transaction: 'c-1', amount: 250_001 });
    expect(over.status).toBe(400);
    expect(over.json).toMatchObject({ status: false, message: 'Refund amount cannot be greater than the amount left to refund' });
    paystack.control.setNextRefundOutcome('failed');
    const failing = await part(250_000);
    await paystack.control.settleRefund(failing.id, 'failed');
    const last = await part(250_000);
    for (const refund of [first, second, last]) await paystack.control.settleRefund(refund.id, 'processed');
    expect(await balance()).toBe(start - 1_000_000);
    const fetched = (await call('GET', `/refund/${second.id}`)).json.data;
    expect(fetched).toMatchObject({ transaction_reference: 'c-1', amount: 350_000, refund_type: 'partial', transaction_amount: 1_000_000 });
    const done = await call('POST', '/refund', { transaction: 'c-1', amount: 1 });
    expect(done.json).toMatchObject({ status: false, message: 'Transaction has been fully reversed' });
    expect(paystack.control.state().refunds.filter((f) => f.transaction_reference === 'c-1').map((f) => [f.amount, f.status])).toEqual([
      [400_000, 'processed'],
      [350_000, 'processed'],
      [250_000, 'failed'],
      [250_000, 'processed'],
    ]);
  });

  it('sends refund events as Paystack documents them: references, not the transaction object', async () => {
    await charge('c-1', 100_000);
    const refund = await call('POST', '/refund', { transaction: 'c-1' });
    await paystack.control.settleRefund(refund.json.data.id, 'processed');
    const event = events[events.length - 1];
    expect(event.event).toBe('refund.processed');
    expect(event.data).toMatchObject({
      status: 'processed',
      transaction_reference: 'c-1',
      refund_reference: expect.stringMatching(/^RF_/),
      amount: 100_000,
      currency: 'NGN',
      customer: { email: 'payer@example.ng' },
      domain: 'test',
    });
    expect(event.data).not.toHaveProperty('transaction');
  });

  it('settles a refund as failed by itself after next-refund, over /__control', async () => {
    await paystack.close();
    events.length = 0;
    paystack = createPaystackLocal({
      settleDelayMs: 0,
      sendWebhook: async (body) => void events.push(JSON.parse(body)),
    });
    base = await paystack.listen();
    await charge('c-1', 100_000);
    const hook = await fetch(`${base}/__control/next-refund`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'failed' }),
    });
    expect(hook.status).toBe(200);
    await call('POST', '/refund', { transaction: 'c-1' });
    await vi.waitFor(() => expect(events.map((e) => e.event)).toEqual(['charge.success', 'refund.failed']));
    expect(await balance()).toBe(100_000 - 1_500);
  });
});
