// Holds every route's real answers, success and error, to the shapes written down from Paystack's
// API reference (src/shapes/), and every webhook the server sends to the events' shapes. Requests
// use the documented bodies, in JSON and in the form encoding Paystack also accepts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createPaystackLocal, type PaystackLocal } from './index';
import { Router } from './router';
import { balanceAnswer } from './shapes/balance';
import { listBanksAnswer, resolveAnswer } from './shapes/bank';
import { errorBody } from './shapes/common';
import { createCustomerAnswer, fetchCustomerAnswer, validateCustomerAnswer } from './shapes/customer';
import { webhookEvent } from './shapes/events';
import { createRecipientAnswer, fetchRecipientAnswer, listRecipientsAnswer } from './shapes/recipient';
import { createRefundAnswer, fetchRefundAnswer, listRefundsAnswer } from './shapes/refund';
import { fetchAnswer, initializeAnswer, listAnswer, verifyAnswer } from './shapes/transaction';
import {
  fetchTransferAnswer,
  initiateTransferAnswer,
  listTransfersAnswer,
  verifyTransferAnswer,
} from './shapes/transfer';

const KEY = 'sk_test_local';

describe('conformance to Paystack API reference', () => {
  let paystack: PaystackLocal;
  let base: string;
  const webhookBodies: string[] = [];
  /** Which answers each API route gave: `GET /transfer/:idOrCode` -> { success, error }. */
  const covered = new Map<string, { success: boolean; error: boolean }>();
  let router: Router;

  beforeAll(async () => {
    paystack = createPaystackLocal({
      autoSettle: false,
      sendWebhook: async (body) => void webhookBodies.push(body),
    });
    base = await paystack.listen();
    router = new Router(paystack.routes.map((route) => ({ ...route, handle: () => ({ status: 200 }) })));
  });
  afterAll(() => paystack.close());

  async function call(method: 'GET' | 'POST', path: string, body?: unknown, form = false, key = KEY) {
    const res = await fetch(base + path, {
      method,
      headers: {
        ...(key ? { authorization: `Bearer ${key}` } : {}),
        ...(body ? { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' } : {}),
      },
      body: body
        ? form
          ? new URLSearchParams(body as Record<string, string>).toString()
          : JSON.stringify(body)
        : undefined,
    });
    return { method, path, status: res.status, json: (await res.json()) as Record<string, unknown> };
  }

  type Answer = Awaited<ReturnType<typeof call>>;

  /** Asserts the status and the shape, and records the route as answered (success or error). */
  function holds<T extends z.ZodType>(answer: Answer, status: number, shape: T): z.infer<T> {
    expect(answer.status, `${answer.method} ${answer.path} ${JSON.stringify(answer.json)}`).toBe(status);
    const parsed = shape.safeParse(answer.json);
    expect(parsed.success, `${answer.method} ${answer.path}: ${parsed.error?.message}`).toBe(true);
    const match = router.match(answer.method, answer.path.split('?')[0]);
    if (!match || !('route' in match)) throw new Error(`no route for ${answer.method} ${answer.path}`);
    const key = `${match.route.method} ${match.route.path}`;
    const seen = covered.get(key) ?? { success: false, error: false };
    seen[status < 400 ? 'success' : 'error'] = true;
    covered.set(key, seen);
    return answer.json as z.infer<T>;
  }

  it('answers every route as documented, and refuses as documented', async () => {
    // Transactions: initialize (JSON and form-encoded), verify, fetch, list.
    const init = holds(
      await call('POST', '/transaction/initialize', {
        email: 'ada@example.ng',
        amount: 1_218_000,
        currency: 'NGN',
        reference: 'conf-1',
        callback_url: 'http://127.0.0.1:9/return',
        metadata: { hire_id: 7 },
      }),
      200,
      initializeAnswer,
    );
    holds(
      await call('POST', '/transaction/initialize', { email: 'bola@example.ng', amount: '250000' }, true),
      200,
      initializeAnswer,
    );
    holds(
      await call('POST', '/transaction/initialize', { email: 'ada@example.ng', amount: 1, reference: 'conf-1' }),
      400,
      errorBody,
    );
    holds(await call('POST', '/transaction/initialize', { email: 'not-an-email', amount: 100 }), 400, errorBody);
    holds(await call('GET', `/transaction/verify/${init.data.reference}`), 200, verifyAnswer);
    await paystack.control.pay(init.data.reference);
    const verified = holds(await call('GET', '/transaction/verify/conf-1'), 200, verifyAnswer);
    holds(await call('GET', '/transaction/verify/unknown-ref'), 404, errorBody);
    holds(await call('GET', `/transaction/${verified.data.id}`), 200, fetchAnswer);
    holds(await call('GET', `/transaction/${verified.data.id - 1}`), 404, errorBody);
    holds(await call('GET', '/transaction?perPage=10&page=1'), 200, listAnswer);
    holds(await call('GET', '/transaction?status=success&from=2020-01-01T00:00:00Z'), 200, listAnswer);
    holds(await call('GET', '/transaction', undefined, false, ''), 401, errorBody);

    // Customers and identification.
    holds(
      await call('POST', '/customer', {
        email: 'chidi@example.ng',
        first_name: 'Chidi',
        last_name: 'Eze',
        phone: '08031000001',
      }),
      200,
      createCustomerAnswer,
    );
    const formCustomer = holds(
      await call('POST', '/customer', { email: 'dayo@example.ng', first_name: 'Dayo' }, true),
      200,
      createCustomerAnswer,
    );
    holds(await call('POST', '/customer', { first_name: 'No email' }), 400, errorBody);
    holds(await call('GET', '/customer/chidi@example.ng'), 200, fetchCustomerAnswer);
    holds(await call('GET', `/customer/${formCustomer.data.customer_code}`), 200, fetchCustomerAnswer);
    holds(await call('GET', '/customer/CUS_unknown'), 404, errorBody);
    const identification = {
      country: 'NG',
      type: 'bank_account',
      account_number: '0123456789',
      bvn: '22212345678',
      bank_code: '058',
      first_name: 'Chidi',
      last_name: 'Eze',
    };
    holds(
      await call('POST', `/customer/${formCustomer.data.customer_code}/identification`, identification),
      202,
      validateCustomerAnswer,
    );
    holds(
      await call(
        'POST',
        `/customer/${formCustomer.data.customer_code}/identification`,
        { ...identification, bvn: '123' },
        true,
      ),
      400,
      errorBody,
    );
    holds(await call('POST', '/customer/CUS_unknown/identification', identification), 404, errorBody);
    await paystack.control.settleIdentification(formCustomer.data.customer_code, 'failed');
    paystack.control.setNextIdentification({ name: 'CHIDI EZE' });
    holds(await call('POST', '/customer/chidi@example.ng/identification', identification), 202, validateCustomerAnswer);
    await paystack.control.settleIdentification('chidi@example.ng');

    // Banks.
    holds(await call('GET', '/bank?country=nigeria&currency=NGN&perPage=100'), 200, listBanksAnswer);
    holds(await call('GET', '/bank', undefined, false, 'sk_test_wrong'), 401, errorBody);
    holds(await call('GET', '/bank/resolve?account_number=0123456789&bank_code=058'), 200, resolveAnswer);
    holds(await call('GET', '/bank/resolve?account_number=12&bank_code=058'), 400, errorBody);
    holds(await call('GET', '/bank/resolve?account_number=0000000000&bank_code=058'), 404, errorBody);

    // Recipients.
    const recipient = holds(
      await call('POST', '/transferrecipient', {
        type: 'nuban',
        name: 'Tunde Bello',
        account_number: '0123456789',
        bank_code: '058',
        currency: 'NGN',
        description: 'Freelancer',
      }),
      201,
      createRecipientAnswer,
    );
    holds(
      await call(
        'POST',
        '/transferrecipient',
        { type: 'nuban', name: 'Musa', account_number: '3344556677', bank_code: '044' },
        true,
      ),
      201,
      createRecipientAnswer,
    );
    holds(
      await call('POST', '/transferrecipient', {
        type: 'mobile_money',
        name: 'X',
        account_number: '1',
        bank_code: '058',
      }),
      400,
      errorBody,
    );
    holds(await call('GET', '/transferrecipient?perPage=5&page=1'), 200, listRecipientsAnswer);
    holds(await call('GET', '/transferrecipient', undefined, false, ''), 401, errorBody);
    holds(await call('GET', `/transferrecipient/${recipient.data.recipient_code}`), 200, fetchRecipientAnswer);
    holds(await call('GET', `/transferrecipient/${recipient.data.id}`), 200, fetchRecipientAnswer);
    holds(await call('GET', '/transferrecipient/RCP_unknown'), 404, errorBody);

    // Transfers: initiate, list, fetch (by id and by code), verify; settle each way for the events.
    const transfer = holds(
      await call('POST', '/transfer', {
        source: 'balance',
        amount: 900_000,
        recipient: recipient.data.recipient_code,
        reference: 'conf-payout-1',
        reason: 'Hire 7',
        currency: 'NGN',
      }),
      200,
      initiateTransferAnswer,
    );
    holds(
      await call(
        'POST',
        '/transfer',
        { source: 'balance', amount: '5000', recipient: recipient.data.recipient_code, reference: 'conf-payout-2' },
        true,
      ),
      200,
      initiateTransferAnswer,
    );
    holds(
      await call('POST', '/transfer', { source: 'balance', amount: 100, recipient: 'RCP_nobody', reference: 'conf-x' }),
      400,
      errorBody,
    );
    holds(await call('GET', '/transfer?perPage=10&page=1&status=pending'), 200, listTransfersAnswer);
    holds(await call('GET', '/transfer', undefined, false, ''), 401, errorBody);
    holds(await call('GET', `/transfer/${transfer.data.transfer_code}`), 200, fetchTransferAnswer);
    holds(await call('GET', `/transfer/${transfer.data.id}`), 200, fetchTransferAnswer);
    holds(await call('GET', '/transfer/TRF_unknown'), 404, errorBody);
    holds(await call('GET', '/transfer/verify/conf-payout-1'), 200, verifyTransferAnswer);
    holds(await call('GET', '/transfer/verify/unknown-ref'), 404, errorBody);
    await paystack.control.settleTransfer('conf-payout-1', 'success');
    await paystack.control.settleTransfer('conf-payout-1', 'reversed');
    await paystack.control.settleTransfer('conf-payout-2', 'failed');
    holds(await call('GET', `/transfer/${transfer.data.transfer_code}`), 200, fetchTransferAnswer);

    // Refunds: create, list, fetch; settle each way for the events.
    const refund = holds(
      await call('POST', '/refund', {
        transaction: 'conf-1',
        amount: 100_000,
        currency: 'NGN',
        customer_note: 'Job cancelled',
        merchant_note: 'Hire 7 cancelled',
      }),
      200,
      createRefundAnswer,
    );
    holds(
      await call('POST', '/refund', { transaction: String(verified.data.id), amount: '1000' }, true),
      200,
      createRefundAnswer,
    );
    holds(await call('POST', '/refund', { transaction: 'conf-1', amount: 99_999_999 }), 400, errorBody);
    holds(await call('POST', '/refund', { transaction: 'unknown-ref' }), 404, errorBody);
    await paystack.control.settleRefund(refund.data.id, 'processed');
    paystack.control.setNextRefundOutcome('failed');
    const failing = holds(
      await call('POST', '/refund', { transaction: 'conf-1', amount: 500 }),
      200,
      createRefundAnswer,
    );
    await paystack.control.settleRefund(failing.data.id, 'failed');
    holds(await call('GET', '/refund?perPage=10&page=1'), 200, listRefundsAnswer);
    holds(await call('GET', '/refund?transaction=conf-1&from=2020-01-01T00:00:00Z'), 200, listRefundsAnswer);
    holds(await call('GET', '/refund', undefined, false, ''), 401, errorBody);
    holds(await call('GET', `/refund/${refund.data.id}`), 200, fetchRefundAnswer);
    holds(await call('GET', '/refund/999'), 404, errorBody);

    // Balance.
    holds(await call('GET', '/balance'), 200, balanceAnswer);
    holds(await call('GET', '/balance', undefined, false, 'sk_live_other'), 401, errorBody);

    // Every route of Paystack's API has been called, with a success and an error each.
    for (const route of paystack.routes.filter((r) => r.auth === 'secret')) {
      expect(covered.get(`${route.method} ${route.path}`), `${route.method} ${route.path}`).toEqual({
        success: true,
        error: true,
      });
    }
  });

  it('sends every webhook event in its documented shape, signed', () => {
    const events = webhookBodies.map((body) => {
      const parsed = webhookEvent.safeParse(JSON.parse(body));
      expect(parsed.success, `${body.slice(0, 80)}: ${parsed.error?.message}`).toBe(true);
      return (JSON.parse(body) as { event: string }).event;
    });
    expect(new Set(events)).toEqual(
      new Set([
        'charge.success',
        'customeridentification.failed',
        'customeridentification.success',
        'transfer.success',
        'transfer.reversed',
        'transfer.failed',
        'refund.processed',
        'refund.failed',
      ]),
    );
    const deliveries = paystack.control.state().webhooks;
    expect(deliveries.every((d) => d.status_code === 200 && d.error === null)).toBe(true);
  });

  it('answers an unknown path or a wrong method with an error body', async () => {
    const unknown = await call('GET', '/subscription');
    expect(unknown.status).toBe(404);
    expect(errorBody.safeParse(unknown.json).success).toBe(true);
    const wrongMethod = await call('POST', '/balance', {});
    expect(wrongMethod.status).toBe(405);
    expect(errorBody.safeParse(wrongMethod.json).success).toBe(true);
  });
});
