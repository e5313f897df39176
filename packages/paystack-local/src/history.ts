// A recorded history: charges already paid and transfers already settled, taken in as they stand,
// with no checkout, no settling timer and no webhook. It gives a fresh local Paystack the past an
// app's demo data describes (the root `npm start` loads the demo seed's history at start-up), so
// the gateway's lists and balance agree with books that were written without it.
import type { Context } from './context';
import { invalid, PaystackLocalError, str } from './http';
import { chargeFee, transferFee } from './fees';
import { resolveAccount } from './resources/banks';
import { recipientFor } from './resources/recipients';
import { randomCode, type LocalTransaction, type LocalTransfer } from './store';

/** A charge that succeeded: what the customer paid (kobo) and, when given, what Paystack kept. */
export interface HistoryCharge {
  reference: string;
  /** What was charged, kobo. */
  amount: number;
  email: string;
  /** Default NGN. */
  currency?: string;
  /** When it was paid (ISO 8601); also its creation time. */
  paid_at: string;
  /** Paystack's fee, kobo. Default: the server's charge pricing applied to `amount`. */
  fees?: number;
  metadata?: unknown;
}

/** A transfer that succeeded, to a bank account (a `nuban` recipient, made or reused). */
export interface HistoryTransfer {
  reference: string;
  amount: number;
  recipient: { name: string; account_number: string; bank_code: string };
  reason?: string;
  currency?: string;
  /** When it settled (ISO 8601); also its creation time. */
  transferred_at: string;
  /** Paystack's `fee_charged`, kobo. Default: the server's transfer pricing applied to `amount`. */
  fee?: number;
}

export interface PaystackLocalHistory {
  charges?: HistoryCharge[];
  transfers?: HistoryTransfer[];
}

/** What a load did: records taken in, and those already held (the same reference, amount and fee). */
export interface HistoryLoaded {
  charges: number;
  transfers: number;
  already: number;
}

function conflict(message: string): PaystackLocalError {
  return new PaystackLocalError(409, message, { type: 'validation_error', code: 'duplicate_reference' });
}

function whole(value: unknown, what: string, allowZero = false): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < (allowZero ? 0 : 1))
    throw invalid(`${what} must be a ${allowZero ? 'whole number' : 'positive whole number'} of kobo`);
  return value;
}

function reference(value: unknown, what: string): string {
  const ref = str(value)?.trim() ?? '';
  if (!/^[A-Za-z0-9._=-]{1,100}$/.test(ref)) throw invalid(`${what}: invalid reference`, 'invalid_reference');
  return ref;
}

function instant(value: unknown, what: string): string {
  const at = str(value);
  if (!at || Number.isNaN(Date.parse(at))) throw invalid(`${what} must be a date (ISO 8601)`);
  return new Date(at).toISOString();
}

function list<T>(value: unknown, what: string): T[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw invalid(`${what} must be a list`);
  return value as T[];
}

/**
 * Takes a history in, all or nothing: every record is checked before any is kept. A reference
 * already held with the same amount and fee is left as it is (loading twice changes nothing); one
 * held with anything else is refused with 409, as is a reference given twice.
 */
export function loadHistory(ctx: Context, history: PaystackLocalHistory): HistoryLoaded {
  if (!history || typeof history !== 'object') throw invalid('history must be { charges?, transfers? }');
  const { store } = ctx;
  const seen = new Set<string>();
  const once = (kind: string, ref: string) => {
    if (seen.has(`${kind}:${ref}`)) throw conflict(`${kind} ${ref} is given twice`);
    seen.add(`${kind}:${ref}`);
  };
  let already = 0;

  const charges = list<HistoryCharge>(history.charges, 'charges').flatMap((input, i) => {
    const what = `charges[${i}]`;
    const ref = reference(input?.reference, what);
    once('charge', ref);
    const amount = whole(input.amount, `${what}.amount`);
    const fees =
      input.fees === undefined ? chargeFee(amount, ctx.chargePricing) : whole(input.fees, `${what}.fees`, true);
    const email = str(input.email)?.trim() ?? '';
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw invalid(`${what}.email: Invalid Email Address Passed`, 'invalid_email');
    const paidAt = instant(input.paid_at, `${what}.paid_at`);
    const currency = (str(input.currency) ?? 'NGN').toUpperCase();
    const held = store.transactions.find((t) => t.reference === ref);
    if (held) {
      if (held.status !== 'success' || held.amount !== amount || held.fees !== fees || held.currency !== currency)
        throw conflict(`Transaction ${ref} is already held with another status, amount or fee`);
      already++;
      return [];
    }
    return [{ ref, amount, fees, email, paidAt, currency, metadata: input.metadata ?? null }];
  });

  const transfers = list<HistoryTransfer>(history.transfers, 'transfers').flatMap((input, i) => {
    const what = `transfers[${i}]`;
    const ref = reference(input?.reference, what);
    once('transfer', ref);
    const amount = whole(input.amount, `${what}.amount`);
    const fee =
      input.fee === undefined ? transferFee(amount, ctx.transferPricing) : whole(input.fee, `${what}.fee`, true);
    const recipient = input.recipient;
    if (!recipient || typeof recipient !== 'object')
      throw invalid(`${what}.recipient must be { name, account_number, bank_code }`);
    const name = str(recipient.name)?.trim();
    if (!name) throw invalid(`${what}.recipient.name is required`, 'missing_params');
    const settledAt = instant(input.transferred_at, `${what}.transferred_at`);
    const currency = (str(input.currency) ?? 'NGN').toUpperCase();
    const held = store.transfers.find((t) => t.reference === ref);
    if (held) {
      if (held.status !== 'success' || held.amount !== amount || held.fee !== fee || held.currency !== currency)
        throw conflict(`Transfer ${ref} is already held with another status, amount or fee`);
      already++;
      return [];
    }
    return [{ ref, amount, fee, name, recipient, settledAt, currency, reason: str(input.reason) ?? null }];
  });
  // Each account is checked as a recipient call checks it (a listed bank, ten digits) before anything is kept.
  for (const t of transfers) resolveAccount(str(t.recipient.account_number) ?? '', str(t.recipient.bank_code) ?? '');

  for (const c of charges) {
    const t: LocalTransaction = {
      id: store.nextId('transaction'),
      reference: c.ref,
      access_code: randomCode('', 15),
      email: c.email,
      amount: c.amount,
      requested_amount: c.amount,
      currency: c.currency,
      status: 'success',
      gateway_response: 'Successful',
      callback_url: null,
      metadata: c.metadata,
      fees: c.fees,
      created_at: c.paidAt,
      paid_at: c.paidAt,
      customer_id: store.customerFor(c.email).id,
    };
    store.transactions.push(t);
  }
  for (const x of transfers) {
    const recipient = recipientFor(ctx, {
      name: x.name,
      account_number: str(x.recipient.account_number) ?? '',
      bank_code: str(x.recipient.bank_code) ?? '',
      currency: x.currency,
    });
    const t: LocalTransfer = {
      id: store.nextId('transfer'),
      transfer_code: randomCode('TRF_', 15),
      reference: x.ref,
      amount: x.amount,
      fee: x.fee,
      currency: x.currency,
      reason: x.reason,
      recipient_code: recipient.recipient_code,
      status: 'success',
      planned: 'success',
      created_at: x.settledAt,
      updated_at: x.settledAt,
      transferred_at: x.settledAt,
    };
    store.transfers.push(t);
  }
  const loaded = { charges: charges.length, transfers: transfers.length, already };
  if (charges.length || transfers.length)
    ctx.log(`history: ${loaded.charges} charges and ${loaded.transfers} transfers taken in (${already} already held)`);
  return loaded;
}
