// Transfers from the balance: `POST /transfer` (queued, its amount and fee debited at once),
// `GET /transfer`, `GET /transfer/:id_or_code`, `GET /transfer/verify/:reference`; settling them
// (success, failed or reversed; the last two give amount and fee back) with their webhooks.
// Reference: https://paystack.com/docs/api/transfer/
import { DOMAIN, INTEGRATION, type Context } from '../context';
import { transferFee } from '../fees';
import { inDateRange, invalid, ok, paginate, parseAmount, PaystackLocalError, str, type Json } from '../http';
import type { Route } from '../router';
import { now, randomCode, type LocalTransfer, type TransferOutcome } from '../store';
import { recipientJson } from './recipients';

const OUTCOMES: readonly TransferOutcome[] = ['success', 'failed', 'reversed'];

/** A transfer as fetch, verify and list answer it (the recipient in full). */
export function transferJson(ctx: Context, t: LocalTransfer): Json {
  return {
    amount: t.amount,
    createdAt: t.created_at,
    created_at: t.created_at,
    currency: t.currency,
    domain: DOMAIN,
    failures: null,
    id: t.id,
    integration: INTEGRATION,
    reason: t.reason ?? '',
    reference: t.reference,
    source: 'balance',
    source_details: null,
    status: t.status,
    titan_code: null,
    transfer_code: t.transfer_code,
    request: t.id,
    transferred_at: t.transferred_at,
    updatedAt: t.updated_at,
    updated_at: t.updated_at,
    recipient: recipientJson(ctx.store.recipient(t.recipient_code)),
    session: { provider: null, id: null },
    fee_charged: t.fee,
    fees_breakdown: null,
    gateway_response: null,
  };
}

/** A transfer as `POST /transfer` answers it: the recipient by id. */
function queuedJson(t: LocalTransfer, recipientId: number): Json {
  return {
    transfersessionid: [],
    transfertrials: [],
    domain: DOMAIN,
    amount: t.amount,
    currency: t.currency,
    reference: t.reference,
    source: 'balance',
    source_details: null,
    reason: t.reason ?? '',
    status: t.status,
    failures: null,
    transfer_code: t.transfer_code,
    titan_code: null,
    transferred_at: null,
    id: t.id,
    integration: INTEGRATION,
    request: t.id,
    recipient: recipientId,
    fee_charged: t.fee,
    createdAt: t.created_at,
    updatedAt: t.updated_at,
  };
}

/** Transfer webhooks carry the integration as an object, as in Paystack's examples. */
function webhookJson(ctx: Context, t: LocalTransfer): Json {
  return {
    ...transferJson(ctx, t),
    integration: { id: INTEGRATION, is_live: false, business_name: 'GigMarket (paystack-local)' },
  };
}

function createTransfer(ctx: Context, body: Json) {
  const source = str(body.source) ?? 'balance';
  if (source !== 'balance') throw invalid('Invalid transfer source', 'invalid_source');
  const amount = parseAmount(body.amount);
  if (amount === null) throw invalid('Invalid amount passed', 'invalid_amount');
  const recipientKey = str(body.recipient) ?? '';
  const recipient = ctx.store.recipients.find(
    (r) => r.recipient_code === recipientKey || String(r.id) === recipientKey,
  );
  if (!recipient) throw invalid('Recipient specified is invalid', 'invalid_recipient');
  const reference = str(body.reference)?.trim() || randomCode('', 20);
  // Paystack asks for 16-50 characters of lowercase letters, digits, - and _; any safe token passes here.
  if (!/^[A-Za-z0-9._=-]{1,100}$/.test(reference)) throw invalid('Invalid transfer reference', 'invalid_reference');
  if (ctx.store.transfers.some((t) => t.reference === reference))
    throw invalid('Duplicate Transfer Reference', 'duplicate_reference');
  const at = now();
  const planned = ctx.store.next.transfer ?? 'success';
  ctx.store.next.transfer = null;
  const t: LocalTransfer = {
    id: ctx.store.nextId('transfer'),
    transfer_code: randomCode('TRF_', 15),
    reference,
    amount,
    fee: transferFee(amount, ctx.transferPricing),
    currency: (str(body.currency) ?? recipient.currency).toUpperCase(),
    reason: str(body.reason) ?? null,
    recipient_code: recipient.recipient_code,
    status: 'pending',
    planned,
    created_at: at,
    updated_at: at,
    transferred_at: null,
  };
  ctx.store.transfers.push(t);
  ctx.scheduler.schedule(`transfer:${t.transfer_code}`, () => settleTransfer(ctx, t.transfer_code, t.planned));
  return ok('Transfer has been queued', queuedJson(t, recipient.id));
}

/** Settles a pending transfer (or reverses a successful one) and delivers `transfer.<outcome>`. */
export async function settleTransfer(ctx: Context, key: string, outcome: TransferOutcome): Promise<LocalTransfer> {
  if (!OUTCOMES.includes(outcome)) throw invalid('outcome must be success, failed or reversed');
  const t = ctx.store.transfer(key);
  const allowed = t.status === 'pending' || (t.status === 'success' && outcome === 'reversed');
  if (!allowed) throw new PaystackLocalError(409, `Transfer is already ${t.status}`);
  ctx.scheduler.cancel(`transfer:${t.transfer_code}`);
  t.status = outcome;
  t.updated_at = now();
  if (outcome === 'success') t.transferred_at = t.updated_at;
  await ctx.webhooks.send(`transfer.${outcome}`, t.reference, webhookJson(ctx, t));
  return t;
}

export function transferRoutes(ctx: Context): Route[] {
  return [
    { method: 'POST', path: '/transfer', auth: 'secret', handle: ({ body }) => createTransfer(ctx, body) },
    {
      method: 'GET',
      path: '/transfer',
      auth: 'secret',
      handle: ({ query }) => {
        const status = query.get('status');
        const recipient = query.get('recipient');
        const items = ctx.store.transfers
          .filter(
            (t) =>
              (!status || t.status === status) &&
              (!recipient ||
                t.recipient_code === recipient ||
                String(ctx.store.recipient(t.recipient_code).id) === recipient) &&
              inDateRange(t.created_at, query),
          )
          .reverse();
        const { page, meta } = paginate(items, query);
        return ok(
          'Transfers retrieved',
          page.map((t) => transferJson(ctx, t)),
          meta,
        );
      },
    },
    {
      method: 'GET',
      path: '/transfer/verify/:reference',
      auth: 'secret',
      handle: ({ params }) =>
        ok('Transfer retrieved', transferJson(ctx, ctx.store.transferByReference(params.reference))),
    },
    {
      method: 'GET',
      path: '/transfer/:idOrCode',
      auth: 'secret',
      handle: ({ params }) => ok('Transfer retrieved', transferJson(ctx, ctx.store.transfer(params.idOrCode, false))),
    },
  ];
}

export { OUTCOMES as TRANSFER_OUTCOMES };
