// A recorded history (history.ts): charges already paid and transfers already settled, held from
// the start or loaded by a control call, answered by Paystack's own routes in Paystack's shapes,
// counted in the balance, and sent as no webhook.
import { afterEach, describe, expect, it } from 'vitest';
import { chargeFee, createPaystackLocal, transferFee, type PaystackLocal, type PaystackLocalHistory } from './index';
import { balanceAnswer } from './shapes/balance';
import { listAnswer, verifyAnswer } from './shapes/transaction';
import { listTransfersAnswer, verifyTransferAnswer } from './shapes/transfer';
import { apiCaller } from './test-support';

const HISTORY: PaystackLocalHistory = {
  charges: [
    { reference: 'DEMO-CH-000001', amount: 1_218_000, email: 'ada@example.ng', paid_at: '2025-01-10T09:00:00.000Z' },
    {
      reference: 'DEMO-CH-000002',
      amount: 507_500,
      email: 'ada@example.ng',
      paid_at: '2025-01-12T09:00:00.000Z',
      fees: 17_613,
    },
  ],
  transfers: [
    {
      reference: 'DEMO-PO-000001',
      amount: 1_080_000,
      recipient: { name: 'DEMO ACCOUNT', account_number: '0123456789', bank_code: '058' },
      transferred_at: '2025-01-11T09:00:00.000Z',
    },
    {
      reference: 'DEMO-PO-000002',
      amount: 450_000,
      recipient: { name: 'DEMO ACCOUNT', account_number: '0123456789', bank_code: '058' },
      transferred_at: '2025-01-13T09:00:00.000Z',
      fee: 1_000,
    },
  ],
};

/** What the history leaves in the balance: charges less their fees, less transfers and their fees. */
const EXPECTED_BALANCE =
  1_218_000 - chargeFee(1_218_000) + 507_500 - 17_613 - (1_080_000 + transferFee(1_080_000)) - (450_000 + 1_000);

describe('a recorded history', () => {
  let paystack: PaystackLocal;
  let base = '';
  const webhooks: string[] = [];
  const call = apiCaller(() => base);

  async function start(history?: PaystackLocalHistory) {
    webhooks.length = 0;
    paystack = createPaystackLocal({
      autoSettle: false,
      history,
      sendWebhook: async (body) => void webhooks.push(body),
    });
    base = await paystack.listen();
  }
  afterEach(() => paystack?.close());

  it("is held from the start: verified, listed, counted in the balance, in Paystack's shapes, with no webhook", async () => {
    await start(HISTORY);
    /** The answer's data, once the whole answer holds to its shape. */
    const data = async (path: string, shape: { parse(value: unknown): unknown }) => {
      const answer = await call('GET', path);
      expect(answer.status).toBe(200);
      shape.parse(answer.json);
      return answer.json.data;
    };
    expect(await data('/transaction/verify/DEMO-CH-000001', verifyAnswer)).toMatchObject({
      status: 'success',
      amount: 1_218_000,
      fees: chargeFee(1_218_000),
      paid_at: '2025-01-10T09:00:00.000Z',
      customer: { email: 'ada@example.ng' },
    });
    const listed: { reference: string; fees: number }[] = await data('/transaction?perPage=100', listAnswer);
    expect(listed.map((t) => [t.reference, t.fees])).toEqual([
      ['DEMO-CH-000002', 17_613],
      ['DEMO-CH-000001', chargeFee(1_218_000)],
    ]);
    expect(await data('/transfer/verify/DEMO-PO-000001', verifyTransferAnswer)).toMatchObject({
      status: 'success',
      amount: 1_080_000,
      fee_charged: transferFee(1_080_000),
      transferred_at: '2025-01-11T09:00:00.000Z',
      recipient: { details: { account_number: '0123456789', bank_code: '058', bank_name: 'Guaranty Trust Bank' } },
    });
    const transfers: { reference: string; fee_charged: number }[] = await data('/transfer', listTransfersAnswer);
    expect(transfers.map((t) => [t.reference, t.fee_charged])).toEqual([
      ['DEMO-PO-000002', 1_000],
      ['DEMO-PO-000001', transferFee(1_080_000)],
    ]);
    // Both transfers went to one account: one recipient.
    expect(paystack.control.state().recipients).toHaveLength(1);
    expect(await data('/balance', balanceAnswer)).toEqual([{ currency: 'NGN', balance: EXPECTED_BALANCE }]);
    expect(webhooks).toEqual([]);
  });

  it('is taken in once: the same history again changes nothing, another amount or fee is refused', async () => {
    await start();
    expect(paystack.control.loadHistory(HISTORY)).toEqual({ charges: 2, transfers: 2, already: 0 });
    const before = paystack.control.state();
    expect(paystack.control.loadHistory(HISTORY)).toEqual({ charges: 0, transfers: 0, already: 4 });
    expect(paystack.control.state()).toEqual(before);

    const otherFee = { charges: [{ ...HISTORY.charges![1], fees: 1 }] };
    expect(() => paystack.control.loadHistory(otherFee)).toThrow(/DEMO-CH-000002 is already held/);
    const otherAmount = { transfers: [{ ...HISTORY.transfers![0], amount: 5 }] };
    expect(() => paystack.control.loadHistory(otherAmount)).toThrow(/DEMO-PO-000001 is already held/);
    expect(paystack.control.state()).toEqual(before);
  });

  it('is all or nothing: one bad record and none is kept', async () => {
    await start();
    const bad: PaystackLocalHistory = {
      charges: HISTORY.charges,
      transfers: [
        { ...HISTORY.transfers![0], recipient: { name: 'X', account_number: '0123456789', bank_code: '999' } },
      ],
    };
    expect(() => paystack.control.loadHistory(bad)).toThrow(/Could not resolve account name/);
    const twice = { charges: [HISTORY.charges![0], HISTORY.charges![0]] };
    expect(() => paystack.control.loadHistory(twice)).toThrow(/given twice/);
    expect(() => paystack.control.loadHistory({ charges: [{ ...HISTORY.charges![0], amount: 0 }] })).toThrow(
      /amount must be a positive whole number/,
    );
    expect(() => paystack.control.loadHistory({ charges: [{ ...HISTORY.charges![0], paid_at: 'yesterday' }] })).toThrow(
      /paid_at must be a date/,
    );
    const state = paystack.control.state();
    expect([state.transactions, state.transfers, state.recipients, state.customers]).toEqual([[], [], [], []]);
  });

  it('loads over /__control/history, and a reset keeps only the history the server started with', async () => {
    await start({ charges: HISTORY.charges });
    const loaded = await fetch(`${base}/__control/history`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ transfers: HISTORY.transfers }),
    });
    expect(loaded.status).toBe(200);
    expect(await loaded.json()).toEqual({
      status: true,
      message: 'OK',
      data: { charges: 0, transfers: 2, already: 0 },
    });
    const refused = await fetch(`${base}/__control/history`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ transfers: [{ ...HISTORY.transfers![0], amount: 7 }] }),
    });
    expect(refused.status).toBe(409);
    expect(paystack.control.state().balance).toBe(EXPECTED_BALANCE);

    await fetch(`${base}/__control/reset`, { method: 'POST' });
    const state = paystack.control.state();
    expect(state.transactions.map((t) => t.reference)).toEqual(['DEMO-CH-000001', 'DEMO-CH-000002']);
    expect(state.transfers).toEqual([]);
  });

  it('leaves the server working as before: a new charge is paid and listed after the history', async () => {
    await start(HISTORY);
    const init = await call('POST', '/transaction/initialize', {
      email: 'b@c.ng',
      amount: 100_000,
      reference: 'new-1',
    });
    expect(init.status).toBe(200);
    await paystack.control.pay('new-1');
    const listed = (await call('GET', '/transaction')).json.data.map((t: { reference: string }) => t.reference);
    expect(listed).toEqual(['new-1', 'DEMO-CH-000002', 'DEMO-CH-000001']);
    expect(webhooks).toHaveLength(1);
    const duplicate = await call('POST', '/transaction/initialize', {
      email: 'b@c.ng',
      amount: 100_000,
      reference: 'DEMO-CH-000001',
    });
    expect(duplicate.status).toBe(400);
  });
});
