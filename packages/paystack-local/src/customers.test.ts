// Customers and identity checks through the bank: create or reuse a customer, ask for an
// identification (202), and the signed customeridentification.* webhook that answers it later.
import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bvnNameFor, createPaystackLocal, mask, type PaystackLocal } from './index';
import { apiCaller, KEY } from './test-support';

const BVN = '22212345678';

describe('customers and identification', () => {
  let paystack: PaystackLocal;
  let base: string;
  let events: { body: string; signature: string }[];
  let logLines: string[];

  const call = apiCaller(() => base);

  async function controlCall(path: string, body: unknown) {
    const res = await fetch(`${base}/__control${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, json: (await res.json()) as any };
  }

  function lastEvent() {
    const { body, signature } = events[events.length - 1];
    expect(signature).toBe(createHmac('sha512', KEY).update(body).digest('hex'));
    return JSON.parse(body) as { event: string; data: Record<string, unknown> };
  }

  const identify = (code: string, overrides: Record<string, string> = {}) => {
    const name = bvnNameFor(BVN);
    return call('POST', `/customer/${code}/identification`, {
      country: 'NG',
      type: 'bank_account',
      bvn: BVN,
      bank_code: '058',
      account_number: '0123456789',
      first_name: name.first_name,
      last_name: name.last_name,
      ...overrides,
    });
  };

  beforeEach(async () => {
    events = [];
    logLines = [];
    paystack = createPaystackLocal({
      autoSettle: false,
      sendWebhook: async (body, signature) => void events.push({ body, signature }),
      log: (line) => logLines.push(line),
    });
    base = await paystack.listen();
  });
  afterEach(() => paystack.close());

  it('creates a customer once per email and fetches it by email or code', async () => {
    const created = await call('POST', '/customer', { email: 'Ada@Example.ng', first_name: 'Ada', last_name: 'Obi' });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({
      status: true,
      message: 'Customer created',
      data: { email: 'Ada@Example.ng', first_name: 'Ada', last_name: 'Obi', identified: false },
    });
    expect(created.json.data.customer_code).toMatch(/^CUS_[a-z0-9]{15}$/);

    const again = await call('POST', '/customer', {
      email: 'ada@example.ng',
      first_name: 'Someone',
      last_name: 'Else',
    });
    expect(again.json.data).toMatchObject({ id: created.json.data.id, first_name: 'Ada', last_name: 'Obi' });
    expect(paystack.control.state().customers).toHaveLength(1);

    const byCode = await call('GET', `/customer/${created.json.data.customer_code}`);
    const byEmail = await call('GET', '/customer/ada@example.ng');
    expect(byCode.json.data).toEqual(byEmail.json.data);
    expect(byCode.json.data).toMatchObject({ total_transactions: 0, identified: false });

    const missing = await call('GET', '/customer/nobody@example.ng');
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ status: false, message: 'Customer not found' });
    expect((await call('POST', '/customer', { email: 'not an email' })).status).toBe(400);
  });

  it('is the same customer a charge made, and names it later', async () => {
    await call('POST', '/transaction/initialize', { email: 'bola@example.ng', amount: 10_000, reference: 'r-1' });
    const created = await call('POST', '/customer', { email: 'bola@example.ng', first_name: 'Bola', last_name: 'Ade' });
    const verified = await call('GET', '/transaction/verify/r-1');
    expect(verified.json.data.customer).toMatchObject({
      id: created.json.data.id,
      customer_code: created.json.data.customer_code,
      first_name: 'Bola',
    });
  });

  it('accepts an identification with 202 and answers with a signed success webhook, the BVN masked', async () => {
    const customer = await call('POST', '/customer', { email: 'ada@example.ng' });
    const code = customer.json.data.customer_code;
    const asked = await identify(code);
    expect(asked.status).toBe(202);
    expect(asked.json).toEqual({ status: true, message: 'Customer Identification in progress' });
    expect(events).toHaveLength(0);

    await paystack.control.settleIdentification(code);
    expect(lastEvent()).toEqual({
      event: 'customeridentification.success',
      data: {
        customer_id: customer.json.data.id,
        customer_code: code,
        email: 'ada@example.ng',
        identification: {
          country: 'NG',
          type: 'bank_account',
          bvn: '222*****678',
          account_number: '012****789',
          bank_code: '058',
        },
      },
    });
    const fetched = await call('GET', `/customer/${code}`);
    const name = bvnNameFor(BVN);
    expect(fetched.json.data).toMatchObject({
      identified: true,
      first_name: name.first_name,
      last_name: name.last_name,
      identifications: [{ country: 'NG', type: 'bank_account', value: '222*****678' }],
    });
    // The BVN never appears in full: not in the log, the webhooks or the state.
    expect(logLines.some((line) => line.includes('222*****678'))).toBe(true);
    for (const text of [...logLines, ...events.map((e) => e.body), JSON.stringify(paystack.control.state())])
      expect(text).not.toContain(BVN);
  });

  it('fails an identification whose names are not those on the BVN, or whose account is unknown', async () => {
    const code = (await call('POST', '/customer', { email: 'ada@example.ng' })).json.data.customer_code;
    await identify(code, { first_name: 'Somebody', last_name: 'Else' });
    await paystack.control.settleIdentification(code);
    expect(lastEvent()).toMatchObject({
      event: 'customeridentification.failed',
      data: { customer_code: code, reason: 'The names provided do not match the names on the BVN' },
    });
    await identify(code, { account_number: '0000000000' });
    await paystack.control.settleIdentification(code);
    expect(lastEvent().data.reason).toBe('Account number or BVN is incorrect');
    expect((await call('GET', `/customer/${code}`)).json.data.identified).toBe(false);
  });

  it('validates the request as Paystack documents it', async () => {
    const code = (await call('POST', '/customer', { email: 'ada@example.ng' })).json.data.customer_code;
    const cases: [Record<string, string>, string][] = [
      [{ bvn: '123' }, 'Invalid BVN'],
      [{ bvn: '' }, 'bvn is required'],
      [{ country: 'GH' }, 'Invalid country: only NG is supported'],
      [{ type: 'bvn' }, 'Invalid identification type: use bank_account'],
      [{ bank_code: '999' }, 'Invalid bank code'],
      [{ account_number: '12345' }, 'Invalid account number'],
      [{ first_name: '' }, 'first_name is required'],
      [{ last_name: ' ' }, 'last_name is required'],
    ];
    for (const [overrides, message] of cases) {
      const refused = await identify(code, overrides);
      expect(refused.status, message).toBe(400);
      expect(refused.json).toMatchObject({ status: false, message, type: 'validation_error' });
    }
    expect((await identify('CUS_nobody')).status).toBe(404);
    expect(paystack.control.state().identifications).toHaveLength(0);
  });

  it('fails the next identification with a given reason, over /__control', async () => {
    const code = (await call('POST', '/customer', { email: 'ada@example.ng' })).json.data.customer_code;
    expect((await controlCall('/next-identification', { reason: 'BVN is blacklisted' })).status).toBe(200);
    await identify(code);
    const settled = await controlCall(`/identifications/${code}/settle`, {});
    expect(settled.json.data).toMatchObject({ status: 'failed', bvn_masked: '222*****678' });
    expect(lastEvent()).toMatchObject({
      event: 'customeridentification.failed',
      data: { reason: 'BVN is blacklisted' },
    });
    // Only the next one.
    await identify(code);
    await paystack.control.settleIdentification(code);
    expect(lastEvent().event).toBe('customeridentification.success');
  });

  it('puts a given name on a BVN, for the next identification or for good', async () => {
    const code = (await call('POST', '/customer', { email: 'ada@example.ng' })).json.data.customer_code;
    await controlCall('/next-identification', { name: 'Ada Grace Obi' });
    await identify(code, { first_name: 'Ada', last_name: 'Obi' });
    await paystack.control.settleIdentification(code);
    expect(lastEvent().event).toBe('customeridentification.success');
    expect((await call('GET', `/customer/${code}`)).json.data).toMatchObject({ first_name: 'ADA', last_name: 'OBI' });

    const other = '30012345678';
    expect(
      (await controlCall('/bvn-names', { bvn: other, name: { first_name: 'Musa', last_name: 'Bello' } })).status,
    ).toBe(200);
    await identify(code, { bvn: other, first_name: 'musa', last_name: 'BELLO' });
    await paystack.control.settleIdentification(code);
    expect(lastEvent().event).toBe('customeridentification.success');
    expect(JSON.stringify(paystack.control.state())).not.toContain(other);

    // `outcome: success` passes whatever names were given; the customer then holds the BVN's name.
    await controlCall('/next-identification', { outcome: 'success', name: 'Tunde Lawal' });
    await identify(code, { first_name: 'Ada', last_name: 'Obi' });
    await paystack.control.settleIdentification(code);
    expect((await call('GET', `/customer/${code}`)).json.data).toMatchObject({
      first_name: 'TUNDE',
      last_name: 'LAWAL',
    });

    expect((await controlCall('/bvn-names', { bvn: '1', name: 'A B' })).status).toBe(400);
    expect((await controlCall('/next-identification', { name: 'Cher' })).status).toBe(400);
    expect((await controlCall('/next-identification', { outcome: 'maybe' })).status).toBe(400);
  });

  it('settles an identification by itself with autoSettle', async () => {
    await paystack.close();
    events = [];
    paystack = createPaystackLocal({
      settleDelayMs: 0,
      sendWebhook: async (body, signature) => void events.push({ body, signature }),
    });
    base = await paystack.listen();
    const code = (await call('POST', '/customer', { email: 'ada@example.ng' })).json.data.customer_code;
    await identify(code);
    await expect.poll(() => events.length).toBe(1);
    expect(lastEvent().event).toBe('customeridentification.success');
    await expect(paystack.control.settleIdentification(code)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('masks all but the first and last three characters', () => {
    expect(mask('22212345678')).toBe('222*****678');
    expect(mask('0123456789')).toBe('012****789');
  });
});
