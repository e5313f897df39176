// A local Paystack: the real API's paths and payloads (`{ status, message, data, meta? }`,
// amounts in kobo), a hosted checkout page, and webhooks signed exactly as Paystack signs them.
// State lives in memory; `control` drives what a person or the bank would do.
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import { AddressInfo } from 'node:net';
import { bankByCode, NIGERIAN_BANKS, PaystackBank } from './banks';
import { callbackTarget, checkoutPage, notFoundPage } from './checkout-page';
import { accountNameFor } from './names';

export interface PaystackLocalOptions {
  /** Every API call must send `Authorization: Bearer <secretKey>`. Default `sk_test_local`. */
  secretKey?: string;
  /** Base URL the browser reaches the checkout page on. Default: the listen address (or the request's Host). */
  publicUrl?: string;
  /** Where signed webhooks are POSTed. Unset (and no `sendWebhook`): webhooks are recorded, not sent. */
  webhookUrl?: string;
  /** Default true: transfers and refunds settle by themselves `settleDelayMs` later; false: only by control calls. */
  autoSettle?: boolean;
  /** Delay before an automatic settlement. Default 300 ms. */
  settleDelayMs?: number;
  /**
   * Replaces the HTTP POST to `webhookUrl` (tests hand the body to supertest). What it resolves to
   * is recorded as the delivery's status when it is a number or has a numeric `status` (a supertest
   * response does); a rejection is recorded as the delivery's error.
   */
  sendWebhook?: (body: string, signature: string) => Promise<unknown>;
  /** One line per request and per webhook sent (the CLI passes console.log). Default: silent. */
  log?: (line: string) => void;
}

export type TransactionStatus = 'abandoned' | 'success' | 'failed';
export type TransferOutcome = 'success' | 'failed' | 'reversed';
export type TransferStatus = 'pending' | TransferOutcome;
export type RefundOutcome = 'processed' | 'failed';
export type RefundStatus = 'pending' | RefundOutcome;

export interface LocalTransaction {
  id: number;
  reference: string;
  access_code: string;
  email: string;
  /** What was charged (differs from requested_amount only after tamperNextCharge). */
  amount: number;
  requested_amount: number;
  currency: string;
  status: TransactionStatus;
  gateway_response: string;
  callback_url: string | null;
  metadata: unknown;
  fees: number;
  created_at: string;
  paid_at: string | null;
  customer_id: number;
}

export interface LocalRecipient {
  id: number;
  recipient_code: string;
  type: string;
  name: string;
  currency: string;
  account_number: string;
  account_name: string;
  bank_code: string;
  bank_name: string;
  created_at: string;
  updated_at: string;
}

export interface LocalTransfer {
  id: number;
  transfer_code: string;
  reference: string;
  amount: number;
  currency: string;
  reason: string | null;
  recipient_code: string;
  status: TransferStatus;
  /** The outcome an automatic settlement gives it. */
  planned: TransferOutcome;
  created_at: string;
  updated_at: string;
  transferred_at: string | null;
}

export interface LocalRefund {
  id: number;
  transaction_id: number;
  transaction_reference: string;
  refund_reference: string;
  amount: number;
  currency: string;
  status: RefundStatus;
  planned: RefundOutcome;
  customer_note: string | null;
  merchant_note: string | null;
  created_at: string;
  updated_at: string;
}

export interface WebhookDelivery {
  id: number;
  event: string;
  reference: string;
  body: string;
  signature: string;
  /** HTTP status of the last POST (null when it failed before an answer, or nothing was sent). */
  status_code: number | null;
  error: string | null;
  attempts: number;
  sent_at: string;
}

export interface PaystackLocalState {
  transactions: LocalTransaction[];
  recipients: LocalRecipient[];
  transfers: LocalTransfer[];
  refunds: LocalRefund[];
  webhooks: WebhookDelivery[];
  next: {
    transfer: TransferOutcome | null;
    refund: RefundOutcome | null;
    charge_amount: number | null;
    request_failure: { status: number; path: string | null } | null;
  };
}

export interface Control {
  /** As the Pay button: the charge succeeds and `charge.success` is delivered before this resolves. */
  pay(reference: string): Promise<LocalTransaction>;
  /** As the Decline button: the charge fails (no webhook, as Paystack sends none for a failed card). */
  decline(reference: string): Promise<LocalTransaction>;
  /** Settles a pending transfer (or reverses a successful one) and delivers its webhook. */
  settleTransfer(transferCodeOrReference: string, outcome: TransferOutcome): Promise<LocalTransfer>;
  /** Settles a pending refund and delivers `refund.processed` or `refund.failed`. */
  settleRefund(id: number | string, outcome: RefundOutcome): Promise<LocalRefund>;
  /** The next transfer created settles as `failed` (shorthand for setNextTransferOutcome('failed')). */
  failNextTransfer(): void;
  /** The outcome the next transfer created gets when it settles by itself. */
  setNextTransferOutcome(outcome: TransferOutcome): void;
  /** The outcome the next refund created gets when it settles by itself. */
  setNextRefundOutcome(outcome: RefundOutcome): void;
  /** The next charge paid is recorded (verify, list, webhook) with this amount instead of the initialized one. */
  tamperNextCharge(change: { amount: number }): void;
  /** The next API call (optionally only one whose path starts with `path`) answers `status` (default 500). */
  failNextRequest(failure?: { status?: number; path?: string }): void;
  /** POSTs again, byte for byte, a webhook already sent: the last one, one by id, or the last of an event and reference. */
  resendWebhook(which?: number | { event: string; reference: string }): Promise<WebhookDelivery>;
  /** A copy of everything in memory. */
  state(): PaystackLocalState;
  /** Forgets everything (pending timers included). */
  reset(): void;
}

export interface PaystackLocal {
  server: http.Server;
  /** Listens (default port 0, host 127.0.0.1) and answers the base URL, e.g. http://127.0.0.1:3003. */
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
  control: Control;
}

export class PaystackLocalError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'PaystackLocalError';
  }
}

const INTEGRATION = 100032;
const DOMAIN = 'test';
const RESOLVE_FAILED = 'Could not resolve account name. Check parameters or try again.';

type Json = Record<string, unknown>;

function now(): string {
  return new Date().toISOString();
}

function code(prefix: string, length = 15): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += alphabet[byte % alphabet.length];
  return prefix + out;
}

/** Paystack's local-card pricing: 1.5% + ₦100 (the ₦100 waived under ₦2,500), capped at ₦2,000. */
export function paystackFee(amount: number): number {
  const fee = Math.round(amount * 0.015) + (amount >= 250_000 ? 10_000 : 0);
  return Math.min(fee, 200_000);
}

/** Hex HMAC-SHA512 of the exact body with the secret key: the `x-paystack-signature` header. */
export function signPaystackBody(body: string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(body).digest('hex');
}

function parseAmount(value: unknown): number | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) {
    const n = Number(value);
    if (Number.isSafeInteger(n) && n > 0) return n;
  }
  return null;
}

function str(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

function positiveInt(value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const n = value === null ? NaN : Number(value);
  return Number.isInteger(n) && n > 0 ? Math.min(n, max) : fallback;
}

function paginate<T>(items: T[], query: URLSearchParams): { page: T[]; meta: Json } {
  const perPage = positiveInt(query.get('perPage') ?? query.get('per_page'), 50, 100);
  const page = positiveInt(query.get('page'), 1);
  const skipped = (page - 1) * perPage;
  return {
    page: items.slice(skipped, skipped + perPage),
    meta: { total: items.length, skipped, perPage, page, pageCount: Math.max(1, Math.ceil(items.length / perPage)) },
  };
}

function inDateRange(iso: string, query: URLSearchParams): boolean {
  const from = query.get('from');
  const to = query.get('to');
  const at = Date.parse(iso);
  if (from && !Number.isNaN(Date.parse(from)) && at < Date.parse(from)) return false;
  if (to && !Number.isNaN(Date.parse(to)) && at > Date.parse(to)) return false;
  return true;
}

async function readBody(req: http.IncomingMessage): Promise<Json> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 1_000_000) throw new PaystackLocalError(413, 'Request body too large');
    chunks.push(chunk as Buffer);
  }
  const raw = Buffer.concat(chunks).toString('utf8');
  if (!raw.trim()) return {};
  const type = String(req.headers['content-type'] ?? '');
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw));
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Json) : {};
  } catch {
    throw new PaystackLocalError(400, 'Invalid JSON body');
  }
}

export function createPaystackLocal(options: PaystackLocalOptions = {}): PaystackLocal {
  const secretKey = options.secretKey ?? 'sk_test_local';
  const autoSettle = options.autoSettle ?? true;
  const settleDelayMs = options.settleDelayMs ?? 300;
  const log = options.log ?? (() => undefined);
  let listenUrl: string | null = null;

  let state: PaystackLocalState;
  let ids: {
    transaction: number;
    recipient: number;
    transfer: number;
    refund: number;
    webhook: number;
    customer: number;
  };
  const timers = new Set<NodeJS.Timeout>();
  const settleTimers = new Map<string, NodeJS.Timeout>();

  function fresh(): void {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    settleTimers.clear();
    state = {
      transactions: [],
      recipients: [],
      transfers: [],
      refunds: [],
      webhooks: [],
      next: { transfer: null, refund: null, charge_amount: null, request_failure: null },
    };
    ids = {
      transaction: 4_099_260_500,
      recipient: 56_824_900,
      transfer: 860_670_800,
      refund: 13_250_000,
      webhook: 0,
      customer: 181_873_000,
    };
  }
  fresh();

  function publicBase(req?: http.IncomingMessage): string {
    if (options.publicUrl) return options.publicUrl.replace(/\/+$/, '');
    if (listenUrl) return listenUrl;
    const host = req?.headers.host;
    return host ? `http://${host}` : 'http://127.0.0.1:3003';
  }

  // ---------- serializers (Paystack's shapes) ----------

  function customerOf(t: LocalTransaction): Json {
    return {
      id: t.customer_id,
      first_name: null,
      last_name: null,
      email: t.email,
      customer_code: `CUS_${t.customer_id.toString(36)}`,
      phone: null,
      metadata: null,
      risk_action: 'default',
    };
  }

  function transactionJson(t: LocalTransaction): Json {
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
      paid_at: t.paid_at,
      paidAt: t.paid_at,
      created_at: t.created_at,
      createdAt: t.created_at,
      channel: 'card',
      currency: t.currency,
      ip_address: '127.0.0.1',
      metadata: t.metadata ?? '',
      log: null,
      fees: paid ? t.fees : null,
      fees_split: null,
      authorization: paid
        ? {
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
          }
        : {},
      customer: customerOf(t),
      plan: null,
      split: {},
      order_id: null,
      requested_amount: t.requested_amount,
      pos_transaction_data: null,
      source: null,
      fees_breakdown: null,
      transaction_date: t.created_at,
      plan_object: {},
      subaccount: {},
    };
  }

  function recipientJson(r: LocalRecipient): Json {
    return {
      active: true,
      createdAt: r.created_at,
      currency: r.currency,
      description: '',
      domain: DOMAIN,
      email: null,
      id: r.id,
      integration: INTEGRATION,
      metadata: null,
      name: r.name,
      recipient_code: r.recipient_code,
      type: r.type,
      updatedAt: r.updated_at,
      is_deleted: false,
      isDeleted: false,
      details: {
        authorization_code: null,
        account_number: r.account_number,
        account_name: r.account_name,
        bank_code: r.bank_code,
        bank_name: r.bank_name,
      },
    };
  }

  function recipientOf(t: LocalTransfer): LocalRecipient {
    const r = state.recipients.find((x) => x.recipient_code === t.recipient_code);
    if (!r) throw new PaystackLocalError(500, 'Recipient lost');
    return r;
  }

  function transferJson(t: LocalTransfer, withRecipient: boolean): Json {
    const r = recipientOf(t);
    return {
      amount: t.amount,
      createdAt: t.created_at,
      created_at: t.created_at,
      currency: t.currency,
      domain: DOMAIN,
      failures: null,
      id: t.id,
      integration: INTEGRATION,
      reason: t.reason,
      reference: t.reference,
      source: 'balance',
      source_details: null,
      status: t.status,
      titan_code: null,
      transfer_code: t.transfer_code,
      transferred_at: t.transferred_at,
      updatedAt: t.updated_at,
      updated_at: t.updated_at,
      recipient: withRecipient ? recipientJson(r) : r.id,
      session: { provider: null, id: null },
      fee_charged: 0,
      gateway_response: null,
    };
  }

  function refundJson(f: LocalRefund): Json {
    const t = state.transactions.find((x) => x.id === f.transaction_id);
    return {
      id: f.id,
      integration: INTEGRATION,
      domain: DOMAIN,
      transaction: t
        ? {
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
          }
        : f.transaction_id,
      transaction_reference: f.transaction_reference,
      refund_reference: f.refund_reference,
      dispute: null,
      settlement: null,
      deducted_amount: f.amount,
      channel: 'card',
      fully_deducted: true,
      merchant_note: f.merchant_note ?? `Refund for transaction ${f.transaction_reference}`,
      customer_note: f.customer_note ?? `Refund for transaction ${f.transaction_reference}`,
      status: f.status,
      refunded_by: 'api',
      expected_at: new Date(Date.parse(f.created_at) + 10 * 86_400_000).toISOString(),
      currency: f.currency,
      amount: f.amount,
      createdAt: f.created_at,
      updatedAt: f.updated_at,
    };
  }

  function refundWebhookJson(f: LocalRefund): Json {
    const t = state.transactions.find((x) => x.id === f.transaction_id);
    return {
      ...refundJson(f),
      processor: 'local',
      customer: t ? { first_name: null, last_name: null, email: t.email } : null,
    };
  }

  // ---------- lookups ----------

  function findTransaction(ref: string): LocalTransaction {
    const t =
      state.transactions.find((x) => x.reference === ref) ??
      (/^\d+$/.test(ref) ? state.transactions.find((x) => x.id === Number(ref)) : undefined);
    if (!t) throw new PaystackLocalError(400, 'Transaction reference not found');
    return t;
  }

  function findTransfer(codeOrRef: string): LocalTransfer {
    const t =
      state.transfers.find((x) => x.transfer_code === codeOrRef || x.reference === codeOrRef) ??
      (/^\d+$/.test(codeOrRef) ? state.transfers.find((x) => x.id === Number(codeOrRef)) : undefined);
    if (!t) throw new PaystackLocalError(404, 'Transfer not found');
    return t;
  }

  function findRefund(id: number | string): LocalRefund {
    const f = state.refunds.find((x) => String(x.id) === String(id) || x.refund_reference === String(id));
    if (!f) throw new PaystackLocalError(404, 'Refund not found');
    return f;
  }

  function refundedSoFar(t: LocalTransaction): number {
    return state.refunds
      .filter((f) => f.transaction_id === t.id && f.status !== 'failed')
      .reduce((sum, f) => sum + f.amount, 0);
  }

  // ---------- webhooks ----------

  async function post(delivery: WebhookDelivery): Promise<void> {
    delivery.attempts += 1;
    delivery.sent_at = now();
    try {
      if (options.sendWebhook) {
        const answer = await options.sendWebhook(delivery.body, delivery.signature);
        const status =
          typeof answer === 'number'
            ? answer
            : answer && typeof answer === 'object' && typeof (answer as { status?: unknown }).status === 'number'
              ? (answer as { status: number }).status
              : 200;
        delivery.status_code = status;
        delivery.error = status >= 200 && status < 300 ? null : `HTTP ${status}`;
      } else if (options.webhookUrl) {
        const res = await fetch(options.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-paystack-signature': delivery.signature },
          body: delivery.body,
          signal: AbortSignal.timeout(15_000),
        });
        await res.arrayBuffer().catch(() => undefined);
        delivery.status_code = res.status;
        delivery.error = res.ok ? null : `HTTP ${res.status}`;
      } else {
        delivery.status_code = null;
        delivery.error = 'no webhook URL set: recorded only';
      }
    } catch (error) {
      delivery.status_code = null;
      delivery.error = error instanceof Error ? error.message : String(error);
    }
    const target = options.sendWebhook ? '(sendWebhook)' : (options.webhookUrl ?? '(none)');
    log(`webhook ${delivery.event} ${delivery.reference} -> ${target} ${delivery.status_code ?? delivery.error}`);
  }

  async function sendEvent(event: string, reference: string, data: Json): Promise<WebhookDelivery> {
    const body = JSON.stringify({ event, data });
    const delivery: WebhookDelivery = {
      id: ++ids.webhook,
      event,
      reference,
      body,
      signature: signPaystackBody(body, secretKey),
      status_code: null,
      error: null,
      attempts: 0,
      sent_at: now(),
    };
    state.webhooks.push(delivery);
    await post(delivery);
    return delivery;
  }

  // ---------- actions ----------

  async function pay(reference: string): Promise<LocalTransaction> {
    const t = findTransaction(reference);
    if (t.status === 'success') return t;
    if (t.status === 'failed') throw new PaystackLocalError(400, 'Transaction was declined');
    if (state.next.charge_amount !== null) {
      t.amount = state.next.charge_amount;
      state.next.charge_amount = null;
    }
    t.status = 'success';
    t.gateway_response = 'Successful';
    t.paid_at = now();
    t.fees = paystackFee(t.amount);
    await sendEvent('charge.success', t.reference, transactionJson(t));
    return t;
  }

  async function decline(reference: string): Promise<LocalTransaction> {
    const t = findTransaction(reference);
    if (t.status === 'failed') return t;
    if (t.status === 'success') throw new PaystackLocalError(400, 'Transaction was already paid');
    t.status = 'failed';
    t.gateway_response = 'Declined';
    return t;
  }

  function schedule(key: string, action: () => Promise<unknown>): void {
    if (!autoSettle) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      settleTimers.delete(key);
      action().catch((error: unknown) => log(`auto-settle ${key} failed: ${String(error)}`));
    }, settleDelayMs);
    timers.add(timer);
    settleTimers.set(key, timer);
  }

  function cancelSchedule(key: string): void {
    const timer = settleTimers.get(key);
    if (timer) {
      clearTimeout(timer);
      timers.delete(timer);
      settleTimers.delete(key);
    }
  }

  async function settleTransfer(codeOrRef: string, outcome: TransferOutcome): Promise<LocalTransfer> {
    if (!['success', 'failed', 'reversed'].includes(outcome))
      throw new PaystackLocalError(400, 'outcome must be success, failed or reversed');
    const t = findTransfer(codeOrRef);
    const allowed = t.status === 'pending' || (t.status === 'success' && outcome === 'reversed');
    if (!allowed) throw new PaystackLocalError(409, `Transfer is already ${t.status}`);
    cancelSchedule(`transfer:${t.transfer_code}`);
    t.status = outcome;
    t.updated_at = now();
    if (outcome === 'success') t.transferred_at = t.updated_at;
    await sendEvent(`transfer.${outcome}`, t.reference, transferJson(t, true));
    return t;
  }

  async function settleRefund(id: number | string, outcome: RefundOutcome): Promise<LocalRefund> {
    if (!['processed', 'failed'].includes(outcome))
      throw new PaystackLocalError(400, 'outcome must be processed or failed');
    const f = findRefund(id);
    if (f.status !== 'pending') throw new PaystackLocalError(409, `Refund is already ${f.status}`);
    cancelSchedule(`refund:${f.id}`);
    f.status = outcome;
    f.updated_at = now();
    await sendEvent(`refund.${outcome}`, f.transaction_reference, refundWebhookJson(f));
    return f;
  }

  async function resendWebhook(which?: number | { event: string; reference: string }): Promise<WebhookDelivery> {
    let delivery: WebhookDelivery | undefined;
    if (which === undefined) delivery = state.webhooks[state.webhooks.length - 1];
    else if (typeof which === 'number') delivery = state.webhooks.find((w) => w.id === which);
    else
      delivery = [...state.webhooks].reverse().find((w) => w.event === which.event && w.reference === which.reference);
    if (!delivery) throw new PaystackLocalError(404, 'Webhook not found');
    await post(delivery);
    return delivery;
  }

  const control: Control = {
    pay,
    decline,
    settleTransfer,
    settleRefund,
    failNextTransfer: () => {
      state.next.transfer = 'failed';
    },
    setNextTransferOutcome: (outcome) => {
      state.next.transfer = outcome;
    },
    setNextRefundOutcome: (outcome) => {
      state.next.refund = outcome;
    },
    tamperNextCharge: ({ amount }) => {
      if (!Number.isSafeInteger(amount) || amount <= 0)
        throw new PaystackLocalError(400, 'amount must be a positive integer (kobo)');
      state.next.charge_amount = amount;
    },
    failNextRequest: (failure = {}) => {
      state.next.request_failure = { status: failure.status ?? 500, path: failure.path ?? null };
    },
    resendWebhook,
    state: () => structuredClone(state),
    reset: fresh,
  };

  // ---------- API handlers ----------

  interface Reply {
    status: number;
    body: Json;
  }
  const ok = (message: string, data: unknown, meta?: Json, status = 200): Reply => ({
    status,
    body: meta ? { status: true, message, data, meta } : { status: true, message, data },
  });

  function initialize(req: http.IncomingMessage, body: Json): Reply {
    const email = str(body.email)?.trim();
    if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) throw new PaystackLocalError(400, 'Invalid Email Address Passed');
    const amount = parseAmount(body.amount);
    if (amount === null) throw new PaystackLocalError(400, 'Invalid Amount Sent');
    const currency = (str(body.currency) ?? 'NGN').toUpperCase();
    if (currency !== 'NGN') throw new PaystackLocalError(403, 'Currency not supported by merchant');
    const reference = str(body.reference)?.trim() || code('', 12);
    if (!/^[A-Za-z0-9._=-]+$/.test(reference)) throw new PaystackLocalError(400, 'Invalid transaction reference');
    if (state.transactions.some((x) => x.reference === reference))
      throw new PaystackLocalError(400, 'Duplicate Transaction Reference');
    let metadata: unknown = body.metadata ?? null;
    if (typeof metadata === 'string') {
      try {
        metadata = JSON.parse(metadata);
      } catch {
        // kept as the string sent
      }
    }
    const existing = state.transactions.find((x) => x.email === email);
    const t: LocalTransaction = {
      id: ++ids.transaction,
      reference,
      access_code: code('', 15),
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
      customer_id: existing?.customer_id ?? ++ids.customer,
    };
    state.transactions.push(t);
    return ok('Authorization URL created', {
      authorization_url: `${publicBase(req)}/checkout/${t.access_code}`,
      access_code: t.access_code,
      reference: t.reference,
    });
  }

  function listTransactions(query: URLSearchParams): Reply {
    const status = query.get('status');
    const items = state.transactions
      .filter((t) => (!status || t.status === status) && inDateRange(t.created_at, query))
      .slice()
      .reverse();
    const { page, meta } = paginate(items, query);
    const total_volume = items.filter((t) => t.status === 'success').reduce((s, t) => s + t.amount, 0);
    return ok('Transactions retrieved', page.map(transactionJson), { total_volume, ...meta });
  }

  function listBanks(query: URLSearchParams): Reply {
    const country = (query.get('country') ?? 'nigeria').toLowerCase();
    const currency = (query.get('currency') ?? 'NGN').toUpperCase();
    const banks: readonly PaystackBank[] = country === 'nigeria' && currency === 'NGN' ? NIGERIAN_BANKS : [];
    return ok('Banks retrieved', banks, { next: null, previous: null, perPage: banks.length });
  }

  function resolveAccount(accountNumber: string, bankCode: string): { name: string; bank: PaystackBank } {
    const bank = bankByCode(bankCode);
    if (!bank || !/^\d{10}$/.test(accountNumber) || accountNumber === '0000000000') {
      throw new PaystackLocalError(422, RESOLVE_FAILED);
    }
    return { name: accountNameFor(accountNumber), bank };
  }

  function createRecipient(body: Json): Reply {
    const type = str(body.type) ?? '';
    if (type !== 'nuban') throw new PaystackLocalError(400, 'Invalid recipient type: only nuban is supported here');
    const name = str(body.name)?.trim();
    if (!name) throw new PaystackLocalError(400, 'Name is required');
    const accountNumber = str(body.account_number) ?? '';
    const bankCode = str(body.bank_code) ?? '';
    const currency = (str(body.currency) ?? 'NGN').toUpperCase();
    const { name: accountName, bank } = resolveAccount(accountNumber, bankCode);
    const existing = state.recipients.find((r) => r.account_number === accountNumber && r.bank_code === bankCode);
    if (existing) {
      existing.name = name;
      existing.updated_at = now();
      return ok('Transfer recipient created successfully', recipientJson(existing), undefined, 201);
    }
    const at = now();
    const r: LocalRecipient = {
      id: ++ids.recipient,
      recipient_code: code('RCP_', 15),
      type,
      name,
      currency,
      account_number: accountNumber,
      account_name: accountName,
      bank_code: bankCode,
      bank_name: bank.name,
      created_at: at,
      updated_at: at,
    };
    state.recipients.push(r);
    return ok('Transfer recipient created successfully', recipientJson(r), undefined, 201);
  }

  function createTransfer(body: Json): Reply {
    const source = str(body.source) ?? 'balance';
    if (source !== 'balance') throw new PaystackLocalError(400, 'Invalid transfer source');
    const amount = parseAmount(body.amount);
    if (amount === null) throw new PaystackLocalError(400, 'Invalid amount passed');
    const recipientCode = str(body.recipient) ?? '';
    const recipient = state.recipients.find(
      (r) => r.recipient_code === recipientCode || String(r.id) === recipientCode,
    );
    if (!recipient) throw new PaystackLocalError(400, 'Recipient specified is invalid');
    const reference = str(body.reference)?.trim() || code('', 20);
    // Paystack asks for 16-50 characters of lowercase letters, digits, - and _; any safe token passes here.
    if (!/^[A-Za-z0-9._=-]{1,100}$/.test(reference)) throw new PaystackLocalError(400, 'Invalid transfer reference');
    if (state.transfers.some((t) => t.reference === reference))
      throw new PaystackLocalError(400, 'Duplicate Transfer Reference');
    const currency = (str(body.currency) ?? recipient.currency).toUpperCase();
    const at = now();
    const planned = state.next.transfer ?? 'success';
    state.next.transfer = null;
    const t: LocalTransfer = {
      id: ++ids.transfer,
      transfer_code: code('TRF_', 15),
      reference,
      amount,
      currency,
      reason: str(body.reason) ?? null,
      recipient_code: recipient.recipient_code,
      status: 'pending',
      planned,
      created_at: at,
      updated_at: at,
      transferred_at: null,
    };
    state.transfers.push(t);
    schedule(`transfer:${t.transfer_code}`, () => settleTransfer(t.transfer_code, t.planned));
    return ok('Transfer has been queued', transferJson(t, false));
  }

  function createRefund(body: Json): Reply {
    const ref = str(body.transaction);
    if (!ref) throw new PaystackLocalError(400, 'Transaction reference or id is required');
    const t = findTransaction(ref);
    if (t.status !== 'success')
      throw new PaystackLocalError(400, 'Cannot refund a transaction that was not successful');
    const left = t.amount - refundedSoFar(t);
    const amount =
      body.amount === undefined || body.amount === null || body.amount === '' ? left : parseAmount(body.amount);
    if (amount === null) throw new PaystackLocalError(400, 'Invalid amount passed');
    if (left <= 0) throw new PaystackLocalError(400, 'Transaction has been fully reversed');
    if (amount > left)
      throw new PaystackLocalError(400, 'Refund amount cannot be greater than the amount left to refund');
    const at = now();
    const planned = state.next.refund ?? 'processed';
    state.next.refund = null;
    const f: LocalRefund = {
      id: ++ids.refund,
      transaction_id: t.id,
      transaction_reference: t.reference,
      refund_reference: code('RF_', 12),
      amount,
      currency: t.currency,
      status: 'pending',
      planned,
      customer_note: str(body.customer_note) ?? null,
      merchant_note: str(body.merchant_note) ?? null,
      created_at: at,
      updated_at: at,
    };
    state.refunds.push(f);
    schedule(`refund:${f.id}`, () => settleRefund(f.id, f.planned));
    return ok('Refund has been queued for processing', refundJson(f));
  }

  async function api(req: http.IncomingMessage, method: string, path: string, query: URLSearchParams): Promise<Reply> {
    const auth = String(req.headers.authorization ?? '');
    if (auth !== `Bearer ${secretKey}`) throw new PaystackLocalError(401, 'Invalid key');
    const failure = state.next.request_failure;
    if (failure && (!failure.path || path.startsWith(failure.path))) {
      state.next.request_failure = null;
      throw new PaystackLocalError(failure.status, 'An error occurred (simulated by paystack-local)');
    }
    const body = method === 'POST' || method === 'PUT' ? await readBody(req) : {};
    let m: RegExpMatchArray | null;

    if (method === 'POST' && path === '/transaction/initialize') return initialize(req, body);
    if (method === 'GET' && (m = path.match(/^\/transaction\/verify\/([^/]+)$/))) {
      const t = state.transactions.find((x) => x.reference === decodeURIComponent(m![1]));
      if (!t) throw new PaystackLocalError(400, 'Transaction reference not found');
      return ok('Verification successful', transactionJson(t));
    }
    if (method === 'GET' && path === '/transaction') return listTransactions(query);
    if (method === 'GET' && (m = path.match(/^\/transaction\/(\d+)$/))) {
      const t = state.transactions.find((x) => x.id === Number(m![1]));
      if (!t) throw new PaystackLocalError(404, 'Transaction not found');
      return ok('Transaction retrieved', transactionJson(t));
    }
    if (method === 'GET' && path === '/bank') return listBanks(query);
    if (method === 'GET' && path === '/bank/resolve') {
      const accountNumber = query.get('account_number') ?? '';
      const { name, bank } = resolveAccount(accountNumber, query.get('bank_code') ?? '');
      return ok('Account number resolved', { account_number: accountNumber, account_name: name, bank_id: bank.id });
    }
    if (method === 'POST' && path === '/transferrecipient') return createRecipient(body);
    if (method === 'GET' && path === '/transferrecipient') {
      const { page, meta } = paginate(state.recipients.slice().reverse(), query);
      return ok('Recipients retrieved', page.map(recipientJson), meta);
    }
    if (method === 'GET' && (m = path.match(/^\/transferrecipient\/([^/]+)$/))) {
      const key = decodeURIComponent(m[1]);
      const r = state.recipients.find((x) => x.recipient_code === key || String(x.id) === key);
      if (!r) throw new PaystackLocalError(404, 'Recipient not found');
      return ok('Recipient retrieved', recipientJson(r));
    }
    if (method === 'POST' && path === '/transfer') return createTransfer(body);
    if (method === 'GET' && path === '/transfer') {
      const status = query.get('status');
      const items = state.transfers
        .filter((t) => (!status || t.status === status) && inDateRange(t.created_at, query))
        .reverse();
      const { page, meta } = paginate(items, query);
      return ok(
        'Transfers retrieved',
        page.map((t) => transferJson(t, true)),
        meta,
      );
    }
    if (method === 'GET' && (m = path.match(/^\/transfer\/verify\/([^/]+)$/))) {
      const key = decodeURIComponent(m[1]);
      const t = state.transfers.find((x) => x.reference === key);
      if (!t) throw new PaystackLocalError(400, 'Transfer not found');
      return ok('Transfer retrieved', transferJson(t, true));
    }
    if (method === 'GET' && (m = path.match(/^\/transfer\/([^/]+)$/))) {
      return ok('Transfer retrieved', transferJson(findTransfer(decodeURIComponent(m[1])), true));
    }
    if (method === 'POST' && path === '/refund') return createRefund(body);
    if (method === 'GET' && path === '/refund') {
      const reference = query.get('reference') ?? query.get('transaction');
      const items = state.refunds
        .filter((f) => !reference || f.transaction_reference === reference || String(f.transaction_id) === reference)
        .reverse();
      const { page, meta } = paginate(items, query);
      return ok('Refunds retrieved', page.map(refundJson), meta);
    }
    if (method === 'GET' && (m = path.match(/^\/refund\/([^/]+)$/))) {
      return ok('Refund retrieved', refundJson(findRefund(decodeURIComponent(m[1]))));
    }
    throw new PaystackLocalError(404, 'Not found');
  }

  // ---------- control over HTTP (/__control/...) ----------

  async function controlHttp(req: http.IncomingMessage, method: string, path: string): Promise<Reply> {
    const body = method === 'POST' ? await readBody(req) : {};
    let m: RegExpMatchArray | null;
    const done = (data: unknown) => ok('OK', data);
    if (method === 'GET' && path === '/__control/state') return done(control.state());
    if (method === 'POST' && path === '/__control/reset') {
      control.reset();
      return done(null);
    }
    if (method === 'POST' && (m = path.match(/^\/__control\/transactions\/([^/]+)\/(pay|decline)$/))) {
      const reference = decodeURIComponent(m[1]);
      return done(transactionJson(m[2] === 'pay' ? await pay(reference) : await decline(reference)));
    }
    if (method === 'POST' && (m = path.match(/^\/__control\/transfers\/([^/]+)\/settle$/))) {
      const t = await settleTransfer(decodeURIComponent(m[1]), (str(body.outcome) ?? 'success') as TransferOutcome);
      return done(transferJson(t, true));
    }
    if (method === 'POST' && (m = path.match(/^\/__control\/refunds\/([^/]+)\/settle$/))) {
      const f = await settleRefund(decodeURIComponent(m[1]), (str(body.outcome) ?? 'processed') as RefundOutcome);
      return done(refundJson(f));
    }
    if (method === 'POST' && path === '/__control/next-transfer') {
      const outcome = (str(body.outcome) ?? 'failed') as TransferOutcome;
      if (!['success', 'failed', 'reversed'].includes(outcome))
        throw new PaystackLocalError(400, 'outcome must be success, failed or reversed');
      control.setNextTransferOutcome(outcome);
      return done(control.state().next);
    }
    if (method === 'POST' && path === '/__control/next-refund') {
      const outcome = (str(body.outcome) ?? 'failed') as RefundOutcome;
      if (!['processed', 'failed'].includes(outcome))
        throw new PaystackLocalError(400, 'outcome must be processed or failed');
      control.setNextRefundOutcome(outcome);
      return done(control.state().next);
    }
    if (method === 'POST' && path === '/__control/tamper-next-charge') {
      const amount = parseAmount(body.amount);
      if (amount === null) throw new PaystackLocalError(400, 'amount must be a positive integer (kobo)');
      control.tamperNextCharge({ amount });
      return done(control.state().next);
    }
    if (method === 'POST' && path === '/__control/fail-next-request') {
      const status = body.status === undefined ? undefined : Number(body.status);
      control.failNextRequest({ status, path: str(body.path) });
      return done(control.state().next);
    }
    if (method === 'POST' && path === '/__control/webhooks/resend') {
      const id = body.id === undefined ? undefined : Number(body.id);
      const event = str(body.event);
      const reference = str(body.reference);
      const which = event && reference ? { event, reference } : id;
      return done(await resendWebhook(which));
    }
    throw new PaystackLocalError(404, 'Not found');
  }

  // ---------- checkout page ----------

  function byAccessCode(accessCode: string): LocalTransaction | undefined {
    return state.transactions.find((t) => t.access_code === accessCode);
  }

  function sendHtml(res: http.ServerResponse, status: number, html: string): void {
    res.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action *; base-uri 'none'",
    });
    res.end(html);
  }

  async function checkout(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    method: string,
    path: string,
  ): Promise<boolean> {
    const m = path.match(/^\/checkout\/([^/]+)(?:\/(pay|decline))?$/);
    if (!m) return false;
    const t = byAccessCode(decodeURIComponent(m[1]));
    if (!t) {
      sendHtml(res, 404, notFoundPage());
      return true;
    }
    const view = () => ({
      accessCode: t.access_code,
      reference: t.reference,
      email: t.email,
      amount: t.status === 'abandoned' ? t.requested_amount : t.amount,
      currency: t.currency,
      status: t.status,
      callbackUrl: t.callback_url,
    });
    if (method === 'GET' && !m[2]) {
      sendHtml(res, 200, checkoutPage(view()));
      return true;
    }
    if (method === 'POST' && m[2]) {
      await readBody(req).catch(() => ({}));
      if (t.status === 'abandoned') {
        if (m[2] === 'pay') await pay(t.reference);
        else await decline(t.reference);
      }
      const location = t.callback_url
        ? callbackTarget(t.callback_url, t.reference)
        : `/checkout/${encodeURIComponent(t.access_code)}`;
      res.writeHead(303, { location, 'cache-control': 'no-store' });
      res.end();
      return true;
    }
    res.writeHead(405, { allow: m[2] ? 'POST' : 'GET' });
    res.end();
    return true;
  }

  // ---------- server ----------

  const server = http.createServer((req, res) => {
    const started = Date.now();
    const url = new URL(req.url ?? '/', 'http://local');
    const method = (req.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/\/+$/, '') || '/';
    res.on('finish', () => log(`${method} ${url.pathname}${url.search} ${res.statusCode} ${Date.now() - started}ms`));
    const sendJson = (status: number, body: Json) => {
      if (res.headersSent) return;
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    (async () => {
      if (path === '/' && method === 'GET') {
        sendJson(200, { status: true, message: 'paystack-local is running' });
        return;
      }
      if (path.startsWith('/checkout/') && (await checkout(req, res, method, path))) return;
      const reply = path.startsWith('/__control/')
        ? await controlHttp(req, method, path)
        : await api(req, method, path, url.searchParams);
      sendJson(reply.status, reply.body);
    })().catch((error: unknown) => {
      if (error instanceof PaystackLocalError) sendJson(error.statusCode, { status: false, message: error.message });
      else {
        log(`error ${method} ${path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        sendJson(500, { status: false, message: 'Internal error in paystack-local' });
      }
    });
  });

  return {
    server,
    control,
    listen(port = 0, host = '127.0.0.1') {
      return new Promise<string>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = server.address() as AddressInfo;
          const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
          listenUrl = `http://${shownHost}:${address.port}`;
          resolve(listenUrl);
        });
      });
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      settleTimers.clear();
      return new Promise<void>((resolve, reject) => {
        if (!server.listening) return resolve();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
