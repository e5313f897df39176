// Transactions, from https://paystack.com/docs/api/transaction/ (OpenAPI operations
// transaction_initialize, transaction_verify, transaction_fetch, transaction_list).
import { z } from 'zod';
import { envelope, int, isoDate, listEnvelope } from './common';

export const initializeAnswer = envelope(
  z.object({ authorization_url: z.string().url(), access_code: z.string(), reference: z.string() }),
);

/** The customer inside a transaction. Verify allows null names and phone, fetch types them as strings. */
const customer = z.object({
  id: int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  customer_code: z.string().startsWith('CUS_'),
  phone: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  risk_action: z.string(),
  international_format_phone: z.string().nullable(),
});

/** A paid charge's card; verify lists these fields without requiring them (`{}` before payment). */
const paidAuthorization = z.object({
  authorization_code: z.string(),
  bin: z.string().nullable(),
  last4: z.string(),
  exp_month: z.string(),
  exp_year: z.string(),
  channel: z.string(),
  card_type: z.string(),
  bank: z.string(),
  country_code: z.string(),
  brand: z.string(),
  reusable: z.boolean(),
  signature: z.string(),
  account_name: z.string().nullable(),
});

/** List spells every authorization field out, null before payment. */
const listedAuthorization = z.object({
  authorization_code: z.string().nullable(),
  bin: z.string().nullable(),
  last4: z.string().nullable(),
  exp_month: z.string().nullable(),
  exp_year: z.string().nullable(),
  channel: z.string().nullable(),
  card_type: z.string().nullable(),
  bank: z.string().nullable(),
  country_code: z.string().nullable(),
  brand: z.string().nullable(),
  reusable: z.boolean(),
  signature: z.string().nullable(),
  account_name: z.string().nullable(),
});

const source = z.object({ type: z.string(), source: z.string(), identifier: z.unknown().nullable() });

const common = {
  id: int(),
  domain: z.string(),
  status: z.enum(['abandoned', 'success', 'failed', 'reversed', 'ongoing', 'pending', 'processing', 'queued']),
  reference: z.string(),
  amount: int(),
  message: z.string().nullable(),
  gateway_response: z.string(),
  // Fetch's example is a paid charge (`paid_at` a string); verify documents null before payment.
  paid_at: isoDate().nullable(),
  created_at: isoDate(),
  channel: z.string(),
  currency: z.string(),
  ip_address: z.string().nullable(),
  log: z.object({}).passthrough().nullable(),
  // Paystack's fee in kobo; null until the charge succeeds.
  fees: int().nullable(),
  fees_split: z.unknown().nullable(),
  customer,
  split: z.object({}).passthrough(),
  subaccount: z.object({}).passthrough(),
  order_id: z.unknown().nullable(),
  paidAt: isoDate().nullable(),
  createdAt: isoDate(),
  requested_amount: int(),
  pos_transaction_data: z.unknown().nullable(),
  connect: z.unknown().nullable(),
};

/** `GET /transaction/verify/:reference` (also `charge.success`'s data, with `plan` an object there). */
export const verifiedTransaction = z.object({
  ...common,
  receipt_number: z.string().nullable(),
  metadata: z.union([z.string(), z.record(z.string(), z.unknown())]),
  authorization: z.union([paidAuthorization, z.object({}).strict()]),
  plan: z.string().nullable(),
  source: source.nullable(),
  fees_breakdown: z.unknown().nullable(),
  transaction_date: isoDate(),
  plan_object: z.object({}).passthrough(),
});
export const verifyAnswer = envelope(verifiedTransaction);

/** `GET /transaction/:id`. Its example's `metadata.custom_fields` is one merchant's metadata, not a rule. */
export const fetchedTransaction = z.object({
  ...common,
  receipt_number: z.unknown().nullable(),
  helpdesk_link: z.unknown().nullable(),
  metadata: z.union([z.string(), z.record(z.string(), z.unknown())]),
  authorization: z.union([paidAuthorization, z.object({}).strict()]),
  plan: z.object({}).passthrough(),
  source,
  fees_breakdown: z.unknown().nullable(),
});
export const fetchAnswer = envelope(fetchedTransaction);

/** One item of `GET /transaction`. */
export const listedTransaction = z.object({
  ...common,
  metadata: z.record(z.string(), z.unknown()).nullable(),
  authorization: listedAuthorization,
  plan: z.object({}).passthrough(),
  source: source.extend({ entry_point: z.string() }).nullable(),
});
export const listAnswer = listEnvelope(
  listedTransaction,
  z.object({
    total: int(),
    total_volume: z.number(),
    skipped: int(),
    perPage: z.union([z.string(), int()]),
    page: int(),
    pageCount: int(),
  }),
);

/** `charge.success`'s data: the transaction as verify answers it, `plan` an object (https://paystack.com/docs/payments/webhooks/). */
export const chargeSuccessData = verifiedTransaction.extend({
  status: z.literal('success'),
  fees: int(),
  plan: z.object({}).passthrough(),
});
