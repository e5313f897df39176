import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPaystackLocal, formatNaira, PaystackLocal } from './index';
import { apiCaller, KEY } from './test-support';

interface Received {
  body: string;
  signature: string;
}

function verifies(body: string, signature: string, key = KEY): boolean {
  const expected = Buffer.from(createHmac('sha512', key).update(body).digest('hex'), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

describe('paystack-local', () => {
  let paystack: PaystackLocal;
  let base: string;
  let webhooks: Received[];

  const call = apiCaller(() => base);

  async function initialize(amount = 1_218_000, reference?: string, callback_url?: string) {
    const r = await call('POST', '/transaction/initialize', {
      email: 'ada@example.ng',
      amount,
      reference,
      callback_url,
    });
    expect(r.status).toBe(200);
    return r.json.data as { authorization_url: string; access_code: string; reference: string };
  }

  beforeEach(async () => {
    webhooks = [];
    paystack = createPaystackLocal({
      autoSettle: false,
      sendWebhook: async (body, signature) => {
        webhooks.push({ body, signature });
      },
    });
    base = await paystack.listen();
  });

  afterEach(async () => {
    await paystack.close();
  });

  it('refuses calls without the secret key', async () => {
    const none = await fetch(`${base}/bank`);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ status: false, message: 'Invalid key' });
    const wrong = await call('GET', '/bank', undefined, 'sk_test_other');
    expect(wrong.status).toBe(401);
    expect(wrong.json.status).toBe(false);
  });

  it('initializes, shows the checkout page, pays with a signed charge.success, and verifies', async () => {
    const { authorization_url, access_code, reference } = await initialize(
      1_218_000,
      'hire-1-abc',
      'http://127.0.0.1:9/return?x=1',
    );
    expect(authorization_url).toBe(`${base}/checkout/${access_code}`);

    const before = await call('GET', `/transaction/verify/${reference}`);
    expect(before.json.data.status).toBe('abandoned');

    const page = await fetch(authorization_url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('₦12,180.00');
    expect(html).toContain('ada@example.ng');
    expect(html).toMatch(/<button[^>]*>Pay<\/button>/);
    expect(html).toMatch(/<button[^>]*>Decline<\/button>/);
    expect(html).not.toContain('<script');

    const paid = await fetch(`${authorization_url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `http://127.0.0.1:9/return?x=1&trxref=${reference}&reference=${reference}`,
    );

    expect(webhooks).toHaveLength(1);
    const event = JSON.parse(webhooks[0].body);
    expect(event.event).toBe('charge.success');
    expect(event.data).toMatchObject({
      reference,
      amount: 1_218_000,
      status: 'success',
      currency: 'NGN',
      customer: { email: 'ada@example.ng' },
    });
    expect(verifies(webhooks[0].body, webhooks[0].signature)).toBe(true);
    expect(verifies(webhooks[0].body, webhooks[0].signature, 'sk_test_other')).toBe(false);

    const after = await call('GET', `/transaction/verify/${reference}`);
    expect(after.status).toBe(200);
    expect(after.json).toMatchObject({ status: true, message: 'Verification successful' });
    expect(after.json.data).toMatchObject({
      status: 'success',
      reference,
      amount: 1_218_000,
      domain: 'test',
      channel: 'card',
      gateway_response: 'Successful',
    });
    expect(after.json.data.paid_at).toEqual(expect.any(String));
    expect(after.json.data.fees).toBe(paystackFeeOf(1_218_000));

    // A second press changes nothing and sends no second webhook.
    await fetch(`${authorization_url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(webhooks).toHaveLength(1);
  });

  it('declines: the transaction fails, no webhook, back to the callback', async () => {
    const { authorization_url, reference } = await initialize(50_000, undefined, 'http://127.0.0.1:9/cb');
    const res = await fetch(`${authorization_url}/decline`, { method: 'POST', redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain(`reference=${reference}`);
    const v = await call('GET', `/transaction/verify/${reference}`);
    expect(v.json.data.status).toBe('failed');
    expect(webhooks).toHaveLength(0);
    await expect(paystack.control.pay(reference)).rejects.toThrow();
  });

  it('refuses a duplicate reference, a bad amount and an unknown reference', async () => {
    await initialize(10_000, 'same-ref');
    const dup = await call('POST', '/transaction/initialize', {
      email: 'a@b.ng',
      amount: 10_000,
      reference: 'same-ref',
    });
    expect(dup.status).toBe(400);
    expect(dup.json).toMatchObject({
      status: false,
      message: 'Duplicate Transaction Reference',
      type: 'validation_error',
      code: 'duplicate_reference',
    });
    for (const amount of [0, -5, 12.5, 'abc']) {
      const bad = await call('POST', '/transaction/initialize', { email: 'a@b.ng', amount });
      expect(bad.status).toBe(400);
      expect(bad.json.status).toBe(false);
    }
    const unknown = await call('GET', '/transaction/verify/nope');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ status: false, message: 'Transaction reference not found' });
  });

  it('lists Nigerian banks and resolves accounts deterministically', async () => {
    const banks = await call('GET', '/bank?country=nigeria&currency=NGN');
    expect(banks.json.status).toBe(true);
    expect(banks.json.data.length).toBeGreaterThanOrEqual(20);
    expect(banks.json.data).toContainEqual(
      expect.objectContaining({
        name: 'Guaranty Trust Bank',
        code: '058',
        country: 'Nigeria',
        currency: 'NGN',
        type: 'nuban',
        active: true,
      }),
    );

    const a = await call('GET', '/bank/resolve?account_number=0123456789&bank_code=058');
    const b = await call('GET', '/bank/resolve?account_number=0123456789&bank_code=058');
    expect(a.status).toBe(200);
    expect(a.json.data).toEqual(b.json.data);
    expect(a.json.data).toMatchObject({
      account_number: '0123456789',
      account_name: expect.stringMatching(/^[A-Z]+( [A-Z]+)+$/),
    });
    expect(a.json.data.bank_id).toEqual(expect.any(Number));
    const other = await call('GET', '/bank/resolve?account_number=0123456780&bank_code=058');
    expect(other.json.data.account_name).toEqual(expect.any(String));

    // Malformed parameters are a validation error (400); a well-formed account no bank holds is not found (404).
    for (const [query, status] of [
      ['account_number=012345678&bank_code=058', 400],
      ['account_number=0123456789&bank_code=999', 400],
      ['account_number=0000000000&bank_code=058', 404],
    ] as const) {
      const refused = await call('GET', `/bank/resolve?${query}`);
      expect(refused.status).toBe(status);
      expect(refused.json).toMatchObject({
        status: false,
        message: 'Could not resolve account name. Check parameters or try again.',
      });
    }
  });

  it('creates one recipient per account, queues a transfer and settles it as failed with a webhook', async () => {
    const body = { type: 'nuban', name: 'Tunde', account_number: '0123456789', bank_code: '058', currency: 'NGN' };
    const r1 = await call('POST', '/transferrecipient', body);
    const r2 = await call('POST', '/transferrecipient', body);
    expect(r1.json.data.recipient_code).toMatch(/^RCP_/);
    expect(r2.json.data.recipient_code).toBe(r1.json.data.recipient_code);
    expect(r1.json.data.details).toMatchObject({
      account_number: '0123456789',
      bank_code: '058',
      bank_name: 'Guaranty Trust Bank',
    });

    const transfer = await call('POST', '/transfer', {
      source: 'balance',
      amount: 900_000,
      recipient: r1.json.data.recipient_code,
      reference: 'payout-app-7-1',
      reason: 'Hire #7',
    });
    expect(transfer.status).toBe(200);
    expect(transfer.json.data).toMatchObject({
      status: 'pending',
      amount: 900_000,
      reference: 'payout-app-7-1',
      transfer_code: expect.stringMatching(/^TRF_/),
    });
    const dup = await call('POST', '/transfer', {
      source: 'balance',
      amount: 900_000,
      recipient: r1.json.data.recipient_code,
      reference: 'payout-app-7-1',
    });
    expect(dup.status).toBe(400);

    await paystack.control.settleTransfer(transfer.json.data.transfer_code, 'failed');
    expect(webhooks).toHaveLength(1);
    const event = JSON.parse(webhooks[0].body);
    expect(event.event).toBe('transfer.failed');
    expect(event.data).toMatchObject({
      amount: 900_000,
      currency: 'NGN',
      reference: 'payout-app-7-1',
      status: 'failed',
      transfer_code: transfer.json.data.transfer_code,
      reason: 'Hire #7',
      recipient: { recipient_code: r1.json.data.recipient_code, details: { account_number: '0123456789' } },
    });
    expect(verifies(webhooks[0].body, webhooks[0].signature)).toBe(true);

    const verify = await call('GET', '/transfer/verify/payout-app-7-1');
    expect(verify.json.data.status).toBe('failed');
    const list = await call('GET', '/transfer?perPage=10&page=1');
    expect(list.json.meta).toMatchObject({ total: 1, page: 1, perPage: 10 });

    // Replay: byte-identical body and signature.
    const again = await paystack.control.resendWebhook();
    expect(webhooks).toHaveLength(2);
    expect(webhooks[1]).toEqual(webhooks[0]);
    expect(again.attempts).toBe(2);
  });

  it('reverses a successful transfer, refuses settling twice, and settles over /__control', async () => {
    const r = await call('POST', '/transferrecipient', {
      type: 'nuban',
      name: 'Musa',
      account_number: '3344556677',
      bank_code: '50515',
    });
    const t1 = await call('POST', '/transfer', {
      source: 'balance',
      amount: 5000,
      recipient: r.json.data.recipient_code,
      reference: 'rev-1',
    });
    await paystack.control.settleTransfer('rev-1', 'success');
    await expect(paystack.control.settleTransfer('rev-1', 'failed')).rejects.toMatchObject({ statusCode: 409 });
    await paystack.control.settleTransfer(t1.json.data.transfer_code, 'reversed');
    expect(webhooks.map((w) => JSON.parse(w.body).event)).toEqual(['transfer.success', 'transfer.reversed']);

    await call('POST', '/transfer', {
      source: 'balance',
      amount: 7000,
      recipient: r.json.data.recipient_code,
      reference: 'ctl-2',
    });
    const settled = await fetch(`${base}/__control/transfers/ctl-2/settle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'failed' }),
    });
    expect(settled.status).toBe(200);
    expect(JSON.parse(webhooks[2].body)).toMatchObject({
      event: 'transfer.failed',
      data: { reference: 'ctl-2', status: 'failed' },
    });
    const again = await fetch(`${base}/__control/transfers/ctl-2/settle`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect((await fetch(`${base}/checkout/nope`)).status).toBe(404);
  });

  it('settles transfers by itself with autoSettle, honouring failNextTransfer', async () => {
    await paystack.close();
    webhooks = [];
    paystack = createPaystackLocal({
      settleDelayMs: 20,
      sendWebhook: async (body, signature) => void webhooks.push({ body, signature }),
    });
    base = await paystack.listen();
    const r = await call('POST', '/transferrecipient', {
      type: 'nuban',
      name: 'Ngozi',
      account_number: '2233445566',
      bank_code: '044',
    });
    paystack.control.failNextTransfer();
    await call('POST', '/transfer', {
      source: 'balance',
      amount: 1000,
      recipient: r.json.data.recipient_code,
      reference: 'auto-1',
    });
    await call('POST', '/transfer', {
      source: 'balance',
      amount: 1000,
      recipient: r.json.data.recipient_code,
      reference: 'auto-2',
    });
    for (let i = 0; i < 100 && webhooks.length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    const events = webhooks
      .map((w) => JSON.parse(w.body))
      .map((e) => `${e.event}:${e.data.reference}`)
      .sort();
    expect(events).toEqual(['transfer.failed:auto-1', 'transfer.success:auto-2']);
  });

  it('refunds in part, refuses more than is left, and sends refund.processed', async () => {
    const { reference } = await initialize(100_000, 'to-refund');
    const refusedUnpaid = await call('POST', '/refund', { transaction: reference, amount: 1000 });
    expect(refusedUnpaid.status).toBe(400);
    await paystack.control.pay(reference);

    const part = await call('POST', '/refund', { transaction: reference, amount: 40_000 });
    expect(part.status).toBe(200);
    expect(part.json.data).toMatchObject({
      amount: 40_000,
      status: 'pending',
      currency: 'NGN',
      transaction: { reference },
    });
    const over = await call('POST', '/refund', { transaction: reference, amount: 60_001 });
    expect(over.status).toBe(400);
    expect(over.json.status).toBe(false);

    await paystack.control.settleRefund(part.json.data.id, 'processed');
    const event = JSON.parse(webhooks[webhooks.length - 1].body);
    expect(event.event).toBe('refund.processed');
    expect(event.data).toMatchObject({
      id: part.json.data.id,
      amount: 40_000,
      status: 'processed',
      transaction_reference: reference,
    });

    // The rest by default (the full remaining amount), then nothing is left.
    const rest = await call('POST', '/refund', { transaction: reference });
    expect(rest.json.data.amount).toBe(60_000);
    await paystack.control.settleRefund(rest.json.data.id, 'failed');
    expect(JSON.parse(webhooks[webhooks.length - 1].body).event).toBe('refund.failed');
    // A failed refund gives its amount back to refund.
    const retry = await call('POST', '/refund', { transaction: reference, amount: 60_000 });
    expect(retry.status).toBe(200);
    const none = await call('POST', '/refund', { transaction: reference, amount: 1 });
    expect(none.status).toBe(400);
  });

  it('lists transactions newest first with pagination meta and filters', async () => {
    for (let i = 1; i <= 5; i++) await initialize(1000 * i, `list-${i}`);
    await paystack.control.pay('list-2');
    const page1 = await call('GET', '/transaction?perPage=2&page=1');
    expect(page1.json.data.map((t: { reference: string }) => t.reference)).toEqual(['list-5', 'list-4']);
    expect(page1.json.meta).toMatchObject({ total: 5, skipped: 0, perPage: 2, page: 1, pageCount: 3 });
    const page3 = await call('GET', '/transaction?perPage=2&page=3');
    expect(page3.json.data.map((t: { reference: string }) => t.reference)).toEqual(['list-1']);
    const success = await call('GET', '/transaction?status=success');
    expect(success.json.data.map((t: { reference: string }) => t.reference)).toEqual(['list-2']);
    const future = await call(
      'GET',
      `/transaction?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`,
    );
    expect(future.json.meta.total).toBe(0);
  });

  it('tampers the next charge amount and fails the next request on demand', async () => {
    const { reference } = await initialize(500_000, 'tampered');
    paystack.control.tamperNextCharge({ amount: 5_000 });
    await paystack.control.pay(reference);
    expect(JSON.parse(webhooks[0].body).data.amount).toBe(5_000);
    expect((await call('GET', `/transaction/verify/${reference}`)).json.data).toMatchObject({
      amount: 5_000,
      requested_amount: 500_000,
    });

    paystack.control.failNextRequest({ status: 503, path: '/bank' });
    expect((await call('GET', '/transaction?perPage=1')).status).toBe(200);
    expect((await call('GET', '/bank')).status).toBe(503);
    expect((await call('GET', '/bank')).status).toBe(200);
  });

  it('drives everything over /__control for browser tests', async () => {
    const { reference } = await initialize(20_000, 'ctl-1');
    const paid = await fetch(`${base}/__control/transactions/${reference}/pay`, { method: 'POST' });
    expect(paid.status).toBe(200);
    expect(webhooks).toHaveLength(1);
    const state = await (await fetch(`${base}/__control/state`)).json();
    expect(state.data.transactions[0]).toMatchObject({ reference, status: 'success' });
    const resend = await fetch(`${base}/__control/webhooks/resend`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'charge.success', reference }),
    });
    expect(resend.status).toBe(200);
    expect(webhooks).toHaveLength(2);
    expect((await fetch(`${base}/__control/transactions/unknown/pay`, { method: 'POST' })).status).toBe(404);
    await fetch(`${base}/__control/reset`, { method: 'POST' });
    expect(paystack.control.state().transactions).toHaveLength(0);
  });

  it('POSTs signed webhooks to webhookUrl over HTTP and waits for the answer', async () => {
    const received: Received[] = [];
    const receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ body, signature: String(req.headers['x-paystack-signature']) });
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/payments/paystack/webhook`;
    const local = createPaystackLocal({ secretKey: 'sk_test_custom', webhookUrl: hookUrl, autoSettle: false });
    const url = await local.listen();
    try {
      const res = await fetch(`${url}/transaction/initialize`, {
        method: 'POST',
        headers: { authorization: 'Bearer sk_test_custom', 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'b@c.ng', amount: '250000' }),
      });
      const { data } = (await res.json()) as { data: { reference: string } };
      await local.control.pay(data.reference);
      expect(received).toHaveLength(1);
      expect(verifies(received[0].body, received[0].signature, 'sk_test_custom')).toBe(true);
      expect(local.control.state().webhooks[0]).toMatchObject({ status_code: 200, error: null });
    } finally {
      await local.close();
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  it('records what sendWebhook answers (a supertest response) as the delivery status', async () => {
    const local = createPaystackLocal({ autoSettle: false, sendWebhook: async () => ({ status: 401 }) });
    const url = await local.listen();
    try {
      const res = await fetch(`${url}/transaction/initialize`, {
        method: 'POST',
        headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'c@d.ng', amount: 1000, reference: 'status-1' }),
      });
      expect(res.status).toBe(200);
      await local.control.pay('status-1');
      expect(local.control.state().webhooks[0]).toMatchObject({
        event: 'charge.success',
        status_code: 401,
        error: 'HTTP 401',
        attempts: 1,
      });
    } finally {
      await local.close();
    }
  });

  it('formats naira', () => {
    expect(formatNaira(1_218_000)).toBe('₦12,180.00');
    expect(formatNaira(5)).toBe('₦0.05');
    expect(formatNaira(123_456_789)).toBe('₦1,234,567.89');
  });
});

function paystackFeeOf(amount: number): number {
  return Math.min(Math.round(amount * 0.015) + (amount >= 250_000 ? 10_000 : 0), 200_000);
}
