// Refunds: `POST /refund` (queued), `GET /refund`, `GET /refund/:id`; settling them (processed or
// failed, a failed one gives its amount back to refund) with `refund.processed` / `refund.failed`.
// Reference: https://paystack.com/docs/api/refund/ and https://paystack.com/docs/payments/refunds/
import { DOMAIN, INTEGRATION, type Context } from '../context';
import { inDateRange, invalid, ok, paginate, parseAmount, PaystackLocalError, str, type Json } from '../http';
import type { Route } from '../router';
import { now, randomCode, type LocalRefund, type RefundOutcome } from '../store';

const OUTCOMES: readonly RefundOutcome[] = ['processed', 'failed'];
const EXPECTED_AFTER_MS = 10 * 86_400_000;

function notes(f: LocalRefund) {
  const fallback = `Refund for transaction ${f.transaction_reference}`;
  return { merchant_note: f.merchant_note ?? fallback, customer_note: f.customer_note ?? fallback };
}

/** A refund as `POST /refund` answers it: the transaction as a small object. */
function queuedJson(ctx: Context, f: LocalRefund): Json {
  const t = ctx.store.transactionById(String(f.transaction_id));
  return {
    transaction: {
      id: t.id,
      domain: DOMAIN,
      reference: t.reference,
      amount: t.amount,
      paid_at: t.paid_at,
      channel: 'card',
      currency: t.currency,
      authorization: { exp_month: null, exp_year: null, account_name: null },
      customer: { international_format_phone: null },
      plan: {},
      subaccount: { currency: null },
      split: {},
      order_id: null,
      paidAt: t.paid_at,
      pos_transaction_data: null,
      source: null,
      fees_breakdown: null,
    },
    integration: INTEGRATION,
    deducted_amount: f.status === 'processed' ? f.amount : 0,
    channel: null,
    ...notes(f),
    status: f.status,
    refunded_by: 'api',
    expected_at: new Date(Date.parse(f.created_at) + EXPECTED_AFTER_MS).toISOString(),
    currency: f.currency,
    domain: DOMAIN,
    amount: f.amount,
    fully_deducted: f.status === 'processed',
    id: f.id,
    createdAt: f.created_at,
    updatedAt: f.updated_at,
  };
}

/** A refund as `GET /refund` and `GET /refund/:id` answer it: the transaction by id, the customer in full. */
export function refundJson(ctx: Context, f: LocalRefund): Json {
  const t = ctx.store.transactionById(String(f.transaction_id));
  const c = ctx.store.customerById(t.customer_id);
  const processed = f.status === 'processed';
  return {
    integration: INTEGRATION,
    transaction: t.id,
    dispute: null,
    settlement: null,
    id: f.id,
    domain: DOMAIN,
    currency: f.currency,
    amount: f.amount,
    status: f.status,
    refunded_at: f.refunded_at,
    refunded_by: 'api',
    ...notes(f),
    deducted_amount: processed ? f.amount : 0,
    fully_deducted: processed ? 1 : 0,
    createdAt: f.created_at,
    updatedAt: f.updated_at,
    expected_at: new Date(Date.parse(f.created_at) + EXPECTED_AFTER_MS).toISOString(),
    bank_reference: null,
    transaction_reference: f.transaction_reference,
    refund_reference: f.refund_reference,
    reason: notes(f).merchant_note,
    customer: {
      id: c.id,
      first_name: c.first_name ?? '',
      last_name: c.last_name ?? '',
      email: c.email,
      customer_code: c.customer_code,
      phone: c.phone ?? '',
      metadata: '',
      risk_action: 'default',
      international_format_phone: '',
    },
    refund_type: f.amount === t.amount ? 'full' : 'partial',
    transaction_amount: t.amount,
    initiated_by: 'api',
    refund_channel: 'card',
    session_id: null,
    collect_account_number: false,
  };
}

/**
 * `refund.processed` / `refund.failed` data as Paystack's refund events show it. `id` (the refund's
 * id) is not in Paystack's examples: it is kept because the API still finds refunds by it.
 */
function webhookJson(ctx: Context, f: LocalRefund): Json {
  const t = ctx.store.transactionById(String(f.transaction_id));
  const c = ctx.store.customerById(t.customer_id);
  return {
    status: f.status,
    transaction_reference: f.transaction_reference,
    refund_reference: f.refund_reference,
    amount: f.amount,
    currency: f.currency,
    processor: 'paystack-local',
    customer: { first_name: c.first_name ?? '', last_name: c.last_name ?? '', email: c.email },
    integration: INTEGRATION,
    domain: DOMAIN,
    id: f.id,
  };
}

function createRefund(ctx: Context, body: Json) {
  const key = str(body.transaction);
  if (!key) throw invalid('Transaction reference or id is required', 'missing_params');
  const t = ctx.store.transaction(key);
  if (t.status !== 'success')
    throw invalid('Cannot refund a transaction that was not successful', 'transaction_not_successful');
  const currency = str(body.currency);
  if (currency && currency.toUpperCase() !== t.currency) throw invalid('Currency does not match the transaction');
  const left = ctx.store.refundable(t);
  const amount =
    body.amount === undefined || body.amount === null || body.amount === '' ? left : parseAmount(body.amount);
  if (amount === null) throw invalid('Invalid amount passed', 'invalid_amount');
  if (left <= 0) throw invalid('Transaction has been fully reversed', 'transaction_reversed');
  if (amount > left) throw invalid('Refund amount cannot be greater than the amount left to refund', 'invalid_amount');
  const at = now();
  const planned = ctx.store.next.refund ?? 'processed';
  ctx.store.next.refund = null;
  const f: LocalRefund = {
    id: ctx.store.nextId('refund'),
    transaction_id: t.id,
    transaction_reference: t.reference,
    refund_reference: randomCode('RF_', 12),
    amount,
    currency: t.currency,
    status: 'pending',
    planned,
    customer_note: str(body.customer_note) ?? null,
    merchant_note: str(body.merchant_note) ?? null,
    created_at: at,
    updated_at: at,
    refunded_at: null,
  };
  ctx.store.refunds.push(f);
  ctx.scheduler.schedule(`refund:${f.id}`, () => settleRefund(ctx, f.id, f.planned));
  return ok('Refund has been queued for processing', queuedJson(ctx, f));
}

/** Settles a pending refund and delivers `refund.processed` or `refund.failed`. */
export async function settleRefund(ctx: Context, key: number | string, outcome: RefundOutcome): Promise<LocalRefund> {
  if (!OUTCOMES.includes(outcome)) throw invalid('outcome must be processed or failed');
  const f = ctx.store.refund(key);
  if (f.status !== 'pending') throw new PaystackLocalError(409, `Refund is already ${f.status}`);
  ctx.scheduler.cancel(`refund:${f.id}`);
  f.status = outcome;
  f.updated_at = now();
  if (outcome === 'processed') f.refunded_at = f.updated_at;
  await ctx.webhooks.send(`refund.${outcome}`, f.transaction_reference, webhookJson(ctx, f));
  return f;
}

export function refundRoutes(ctx: Context): Route[] {
  return [
    { method: 'POST', path: '/refund', auth: 'secret', handle: ({ body }) => createRefund(ctx, body) },
    {
      method: 'GET',
      path: '/refund',
      auth: 'secret',
      handle: ({ query }) => {
        const key = query.get('transaction') ?? query.get('reference');
        const currency = query.get('currency');
        const items = ctx.store.refunds
          .filter(
            (f) =>
              (!key || f.transaction_reference === key || String(f.transaction_id) === key) &&
              (!currency || f.currency === currency.toUpperCase()) &&
              inDateRange(f.created_at, query),
          )
          .reverse();
        const { page, meta } = paginate(items, query);
        return ok(
          'Refunds retrieved',
          page.map((f) => refundJson(ctx, f)),
          {
            ...meta,
            perPage: String(meta.perPage),
            failedRefundCount: items.filter((f) => f.status === 'failed').length,
          },
        );
      },
    },
    {
      method: 'GET',
      path: '/refund/:id',
      auth: 'secret',
      handle: ({ params }) => ok('Refund retrieved', refundJson(ctx, ctx.store.refund(params.id))),
    },
  ];
}

export { OUTCOMES as REFUND_OUTCOMES };
