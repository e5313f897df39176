// Transactions: initialize, verify, fetch, list; paying and declining (what the checkout page's
// buttons and the control hooks do), and Paystack's fee on each successful charge.
// Reference: https://paystack.com/docs/api/transaction/
import { DOMAIN, type Context } from '../context';
import { chargeFee } from '../fees';
import { inDateRange, invalid, ok, paginate, parseAmount, PaystackLocalError, str, type Json } from '../http';
import type { Route, RouteRequest } from '../router';
import { now, randomCode, type LocalTransaction } from '../store';
import { customerInTransaction } from './customers';

/**
 * Which answer a transaction appears in. Paystack's pages describe it slightly differently: verify
 * types `plan` as a nullable string, fetch and list as an object; list spells out every
 * authorization field (null before payment) where verify and fetch send `{}`.
 */
export type TransactionView = 'verify' | 'fetch' | 'list' | 'webhook';

function authorizationOf(t: LocalTransaction, view: TransactionView): Json {
  if (t.status === 'success') {
    return {
      authorization_code: `AUTH_${t.access_code.slice(0, 10)}`,
      bin: '408408',
      last4: '4081',
      exp_month: '12',
      exp_year: '2030',
      channel: 'card',
      card_type: 'visa ',
      bank: 'TEST BANK',
      country_code: 'NG',
      brand: 'visa',
      reusable: true,
      signature: `SIG_${t.access_code.slice(0, 12)}`,
      account_name: null,
      receiver_bank_account_number: null,
      receiver_bank: null,
    };
  }
  if (view !== 'list') return {};
  return {
    authorization_code: null,
    bin: null,
    last4: null,
    exp_month: null,
    exp_year: null,
    channel: null,
    card_type: null,
    bank: null,
    country_code: null,
    brand: null,
    reusable: false,
    signature: null,
    account_name: null,
  };
}

export function transactionJson(ctx: Context, t: LocalTransaction, view: TransactionView): Json {
  const paid = t.status === 'success';
  return {
    id: t.id,
    domain: DOMAIN,
    status: t.status,
    reference: t.reference,
    receipt_number: null,
    amount: t.amount,
    message: null,
    gateway_response: t.gateway_response,
    helpdesk_link: null,
    paid_at: t.paid_at,
    paidAt: t.paid_at,
    created_at: t.created_at,
    createdAt: t.created_at,
    channel: 'card',
    currency: t.currency,
    ip_address: '127.0.0.1',
    metadata: t.metadata ?? {},
    log: null,
    fees: paid ? t.fees : null,
    fees_split: null,
    fees_breakdown: null,
    authorization: authorizationOf(t, view),
    customer: customerInTransaction(ctx.store.customerById(t.customer_id)),
    plan: view === 'verify' ? null : {},
    split: {},
    order_id: null,
    requested_amount: t.requested_amount,
    pos_transaction_data: null,
    source: { type: 'api', source: 'merchant_api', identifier: null, entry_point: 'transaction_initialize' },
    connect: null,
    transaction_date: t.created_at,
    plan_object: {},
    subaccount: {},
  };
}

function initialize(ctx: Context, { body, publicBase }: RouteRequest) {
  const email = str(body.email)?.trim();
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) throw invalid('Invalid Email Address Passed', 'invalid_email');
  const amount = parseAmount(body.amount);
  if (amount === null) throw invalid('Invalid Amount Sent', 'invalid_amount');
  const currency = (str(body.currency) ?? 'NGN').toUpperCase();
  if (currency !== 'NGN') throw new PaystackLocalError(403, 'Currency not supported by merchant');
  const reference = str(body.reference)?.trim() || randomCode('', 12);
  if (!/^[A-Za-z0-9._=-]+$/.test(reference)) throw invalid('Invalid transaction reference', 'invalid_reference');
  if (ctx.store.transactions.some((x) => x.reference === reference))
    throw invalid(
      'Duplicate Transaction Reference',
      'duplicate_reference',
      'Try and create the Transaction or Charge with a new reference',
    );
  let metadata: unknown = body.metadata ?? null;
  if (typeof metadata === 'string') {
    try {
      metadata = JSON.parse(metadata);
    } catch {
      // kept as the string sent
    }
  }
  const t: LocalTransaction = {
    id: ctx.store.nextId('transaction'),
    reference,
    access_code: randomCode('', 15),
    email,
    amount,
    requested_amount: amount,
    currency,
    status: 'abandoned',
    gateway_response: 'The transaction was not completed',
    callback_url: str(body.callback_url) || null,
    metadata,
    fees: 0,
    created_at: now(),
    paid_at: null,
    customer_id: ctx.store.customerFor(email).id,
  };
  ctx.store.transactions.push(t);
  return ok('Authorization URL created', {
    authorization_url: `${publicBase}/checkout/${t.access_code}`,
    access_code: t.access_code,
    reference: t.reference,
  });
}

function list(ctx: Context, query: URLSearchParams) {
  const status = query.get('status');
  const customer = query.get('customer') ?? query.get('customer_code');
  const items = ctx.store.transactions
    .filter(
      (t) =>
        (!status || t.status === status) &&
        (!customer ||
          String(t.customer_id) === customer ||
          ctx.store.customerById(t.customer_id).customer_code === customer) &&
        inDateRange(t.created_at, query),
    )
    .slice()
    .reverse();
  const { page, meta } = paginate(items, query);
  const total_volume = items.filter((t) => t.status === 'success').reduce((s, t) => s + t.amount, 0);
  return ok(
    'Transactions retrieved',
    page.map((t) => transactionJson(ctx, t, 'list')),
    { total_volume, ...meta },
  );
}

/** As the Pay button: the charge succeeds, its fee is set, and `charge.success` is delivered. */
export async function pay(ctx: Context, reference: string): Promise<LocalTransaction> {
  const t = ctx.store.transaction(reference);
  if (t.status === 'success') return t;
  if (t.status === 'failed') throw invalid('Transaction was declined', 'transaction_declined');
  if (ctx.store.next.charge_amount !== null) {
    t.amount = ctx.store.next.charge_amount;
    ctx.store.next.charge_amount = null;
  }
  t.status = 'success';
  t.gateway_response = 'Successful';
  t.paid_at = now();
  t.fees = chargeFee(t.amount, ctx.chargePricing);
  await ctx.webhooks.send('charge.success', t.reference, transactionJson(ctx, t, 'webhook'));
  return t;
}

/** As the Decline button: the charge fails; Paystack sends no webhook for a failed card. */
export async function decline(ctx: Context, reference: string): Promise<LocalTransaction> {
  const t = ctx.store.transaction(reference);
  if (t.status === 'failed') return t;
  if (t.status === 'success') throw invalid('Transaction was already paid', 'transaction_paid');
  t.status = 'failed';
  t.gateway_response = 'Declined';
  return t;
}

export function transactionRoutes(ctx: Context): Route[] {
  return [
    { method: 'POST', path: '/transaction/initialize', auth: 'secret', handle: (r) => initialize(ctx, r) },
    {
      method: 'GET',
      path: '/transaction/verify/:reference',
      auth: 'secret',
      handle: ({ params }) =>
        ok(
          'Verification successful',
          transactionJson(ctx, ctx.store.transactionByReference(params.reference), 'verify'),
        ),
    },
    { method: 'GET', path: '/transaction', auth: 'secret', handle: ({ query }) => list(ctx, query) },
    {
      method: 'GET',
      path: '/transaction/:id',
      auth: 'secret',
      handle: ({ params }) =>
        ok('Transaction retrieved', transactionJson(ctx, ctx.store.transactionById(params.id), 'fetch')),
    },
  ];
}
