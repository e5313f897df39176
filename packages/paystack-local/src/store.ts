// The local Paystack's memory: every record it holds, the hooks that shape what happens next,
// and the balance derived from them. One store per server; `reset()` forgets everything.
import { createHash, randomBytes } from 'node:crypto';
import { notFound } from './http';
import type { PersonName } from './names';

export type TransactionStatus = 'abandoned' | 'success' | 'failed';
export type TransferOutcome = 'success' | 'failed' | 'reversed';
export type TransferStatus = 'pending' | TransferOutcome;
export type RefundOutcome = 'processed' | 'failed';
export type RefundStatus = 'pending' | RefundOutcome;
export type IdentificationOutcome = 'success' | 'failed';
export type IdentificationStatus = 'pending' | IdentificationOutcome;

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
  /** Paystack's fee, set when the charge succeeds (0 before). */
  fees: number;
  created_at: string;
  paid_at: string | null;
  customer_id: number;
}

export interface LocalCustomer {
  id: number;
  customer_code: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  metadata: Record<string, unknown> | null;
  /** True once an identification succeeded. */
  identified: boolean;
  identifications: { country: string; type: string; value: string }[] | null;
  created_at: string;
  updated_at: string;
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
  /** Paystack's fee on the transfer (`fee_charged`), debited with the amount and given back with it. */
  fee: number;
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
  refunded_at: string | null;
}

/** One identification request. The BVN itself is never kept: only its masked form. */
export interface LocalIdentification {
  id: number;
  customer_code: string;
  country: string;
  type: 'bank_account';
  bvn_masked: string;
  account_number_masked: string;
  bank_code: string;
  first_name: string;
  last_name: string;
  middle_name: string | null;
  /** The name registered on the BVN at the time of the request. */
  name_on_bvn: PersonName;
  status: IdentificationStatus;
  planned: IdentificationOutcome;
  /** Why it fails (Paystack's `reason`), when planned to fail. */
  reason: string | null;
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

/** What the next identification does: fail with a reason, succeed whatever the names, and/or the name on its BVN. */
export interface NextIdentification {
  outcome: IdentificationOutcome | null;
  reason: string | null;
  name: PersonName | null;
}

export interface NextHooks {
  transfer: TransferOutcome | null;
  refund: RefundOutcome | null;
  charge_amount: number | null;
  request_failure: { status: number; path: string | null } | null;
  identification: NextIdentification | null;
}

export interface PaystackLocalState {
  transactions: LocalTransaction[];
  customers: LocalCustomer[];
  recipients: LocalRecipient[];
  transfers: LocalTransfer[];
  refunds: LocalRefund[];
  identifications: LocalIdentification[];
  webhooks: WebhookDelivery[];
  /** The NGN balance `GET /balance` answers (kobo). */
  balance: number;
  next: NextHooks;
}

const FIRST_IDS = {
  transaction: 4_099_260_500,
  recipient: 56_824_900,
  transfer: 860_670_800,
  refund: 13_250_000,
  webhook: 0,
  customer: 181_873_000,
  identification: 0,
};

export function now(): string {
  return new Date().toISOString();
}

/** A random code of Paystack's kind: a prefix and lowercase letters and digits. */
export function randomCode(prefix: string, length = 15): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  let out = '';
  for (const byte of randomBytes(length)) out += alphabet[byte % alphabet.length];
  return prefix + out;
}

function transactionNotFound() {
  return notFound(
    'Transaction reference not found',
    'transaction_not_found',
    "Ensure that you're passing the reference of a transaction that exists on this integration",
  );
}

function bvnKey(bvn: string): string {
  return createHash('sha256').update(`bvn:${bvn}`).digest('hex');
}

export class Store {
  transactions: LocalTransaction[] = [];
  customers: LocalCustomer[] = [];
  recipients: LocalRecipient[] = [];
  transfers: LocalTransfer[] = [];
  refunds: LocalRefund[] = [];
  identifications: LocalIdentification[] = [];
  webhooks: WebhookDelivery[] = [];
  next: NextHooks = Store.noHooks();
  /** Names set on BVNs by a control call, keyed by a hash of the BVN so no BVN sits in memory. */
  private bvnNames = new Map<string, PersonName>();
  private ids = { ...FIRST_IDS };

  private static noHooks(): NextHooks {
    return { transfer: null, refund: null, charge_amount: null, request_failure: null, identification: null };
  }

  reset(): void {
    this.transactions = [];
    this.customers = [];
    this.recipients = [];
    this.transfers = [];
    this.refunds = [];
    this.identifications = [];
    this.webhooks = [];
    this.next = Store.noHooks();
    this.bvnNames.clear();
    this.ids = { ...FIRST_IDS };
  }

  nextId(kind: keyof typeof FIRST_IDS): number {
    return ++this.ids[kind];
  }

  /**
   * The NGN balance: successful charges less their fees, less transfers not failed or reversed
   * (amount and fee, debited when queued), less refunds processed.
   */
  balance(): number {
    const charged = this.transactions
      .filter((t) => t.status === 'success')
      .reduce((sum, t) => sum + t.amount - t.fees, 0);
    const sent = this.transfers
      .filter((t) => t.status === 'pending' || t.status === 'success')
      .reduce((sum, t) => sum + t.amount + t.fee, 0);
    const refunded = this.refunds.filter((f) => f.status === 'processed').reduce((sum, f) => sum + f.amount, 0);
    return charged - sent - refunded;
  }

  snapshot(): PaystackLocalState {
    return structuredClone({
      transactions: this.transactions,
      customers: this.customers,
      recipients: this.recipients,
      transfers: this.transfers,
      refunds: this.refunds,
      identifications: this.identifications,
      webhooks: this.webhooks,
      balance: this.balance(),
      next: this.next,
    });
  }

  setBvnName(bvn: string, name: PersonName): void {
    this.bvnNames.set(bvnKey(bvn), name);
  }

  bvnName(bvn: string): PersonName | undefined {
    return this.bvnNames.get(bvnKey(bvn));
  }

  // ---------- look-ups (404 when absent) ----------

  /** By reference, or by id when all digits. */
  transaction(referenceOrId: string): LocalTransaction {
    const t =
      this.transactions.find((x) => x.reference === referenceOrId) ??
      (/^\d+$/.test(referenceOrId) ? this.transactions.find((x) => x.id === Number(referenceOrId)) : undefined);
    if (!t) throw transactionNotFound();
    return t;
  }

  transactionByReference(reference: string): LocalTransaction {
    const t = this.transactions.find((x) => x.reference === reference);
    if (!t) throw transactionNotFound();
    return t;
  }

  transactionById(id: string): LocalTransaction {
    const t = /^\d+$/.test(id) ? this.transactions.find((x) => x.id === Number(id)) : undefined;
    if (!t) throw notFound('Transaction not found', 'transaction_not_found');
    return t;
  }

  /** By transfer code or id (Paystack's fetch), or also by reference (control calls). */
  transfer(key: string, byReference = true): LocalTransfer {
    const t =
      this.transfers.find((x) => x.transfer_code === key || (byReference && x.reference === key)) ??
      (/^\d+$/.test(key) ? this.transfers.find((x) => x.id === Number(key)) : undefined);
    if (!t) throw notFound('Transfer not found', 'transfer_not_found');
    return t;
  }

  transferByReference(reference: string): LocalTransfer {
    const t = this.transfers.find((x) => x.reference === reference);
    if (!t) throw notFound('Transfer not found', 'transfer_not_found');
    return t;
  }

  /** By id or refund reference. */
  refund(key: number | string): LocalRefund {
    const f = this.refunds.find((x) => String(x.id) === String(key) || x.refund_reference === String(key));
    if (!f) throw notFound('Refund not found', 'refund_not_found');
    return f;
  }

  /** By recipient code or id. */
  recipient(key: string): LocalRecipient {
    const r = this.recipients.find((x) => x.recipient_code === key || String(x.id) === key);
    if (!r) throw notFound('Recipient not found', 'recipient_not_found');
    return r;
  }

  /** By email (any case) or customer code or id. */
  customer(key: string): LocalCustomer {
    const email = key.toLowerCase();
    const c = this.customers.find(
      (x) => x.customer_code === key || x.email.toLowerCase() === email || String(x.id) === key,
    );
    if (!c) throw notFound('Customer not found', 'customer_not_found');
    return c;
  }

  customerById(id: number): LocalCustomer {
    const c = this.customers.find((x) => x.id === id);
    if (!c) throw notFound('Customer not found', 'customer_not_found');
    return c;
  }

  /** The customer with this email, created (no names) if it is new: what a charge does. */
  customerFor(email: string): LocalCustomer {
    const existing = this.customers.find((x) => x.email.toLowerCase() === email.toLowerCase());
    if (existing) return existing;
    const at = now();
    const customer: LocalCustomer = {
      id: this.nextId('customer'),
      customer_code: randomCode('CUS_'),
      email,
      first_name: null,
      last_name: null,
      phone: null,
      metadata: null,
      identified: false,
      identifications: null,
      created_at: at,
      updated_at: at,
    };
    this.customers.push(customer);
    return customer;
  }

  /** What is left to refund on a charge: its amount less refunds not failed. */
  refundable(t: LocalTransaction): number {
    return (
      t.amount -
      this.refunds
        .filter((f) => f.transaction_id === t.id && f.status !== 'failed')
        .reduce((sum, f) => sum + f.amount, 0)
    );
  }
}
