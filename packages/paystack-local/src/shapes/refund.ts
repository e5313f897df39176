// Refunds, from https://paystack.com/docs/api/refund/ (OpenAPI operations refund_create,
// refund_list, refund_fetch) and the refund events of https://paystack.com/docs/payments/refunds/.
import { z } from 'zod';
import { envelope, int, isoDate, listEnvelope } from './common';

const status = z.enum(['pending', 'processing', 'needs-attention', 'failed', 'processed']);

/** `POST /refund`: the transaction as a small object. */
export const createRefundAnswer = envelope(
  z.object({
    transaction: z.object({
      id: int(),
      domain: z.string(),
      reference: z.string(),
      amount: int(),
      paid_at: isoDate(),
      channel: z.string(),
      currency: z.string(),
      authorization: z.object({
        exp_month: z.unknown().nullable(),
        exp_year: z.unknown().nullable(),
        account_name: z.unknown().nullable(),
      }),
      customer: z.object({ international_format_phone: z.string().nullable() }),
      plan: z.object({}).passthrough(),
      subaccount: z.object({ currency: z.unknown().nullable() }),
      split: z.object({}).passthrough(),
      order_id: z.unknown().nullable(),
      paidAt: isoDate(),
      pos_transaction_data: z.unknown().nullable(),
      source: z.unknown().nullable(),
      fees_breakdown: z.unknown().nullable(),
    }),
    integration: int(),
    deducted_amount: int(),
    channel: z.unknown().nullable(),
    merchant_note: z.string(),
    customer_note: z.string(),
    status,
    refunded_by: z.string(),
    expected_at: isoDate(),
    currency: z.string(),
    domain: z.string(),
    amount: int(),
    fully_deducted: z.boolean(),
    id: int(),
    createdAt: isoDate(),
    updatedAt: isoDate(),
  }),
);

/** A refund as list and fetch answer it: the transaction by id. */
export const refund = z.object({
  integration: int(),
  transaction: int(),
  dispute: z.unknown().nullable(),
  settlement: z.unknown().nullable(),
  id: int(),
  domain: z.string(),
  currency: z.string(),
  amount: int(),
  status,
  refunded_at: isoDate().nullable(),
  refunded_by: z.string(),
  customer_note: z.string(),
  merchant_note: z.string(),
  deducted_amount: int(),
  // An integer in the OpenAPI description, a boolean in the fetch example: either.
  fully_deducted: z.union([int(), z.boolean()]),
  createdAt: isoDate(),
  bank_reference: z.unknown().nullable(),
  transaction_reference: z.string(),
  reason: z.string(),
  customer: z.object({
    id: int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    customer_code: z.string().startsWith('CUS_'),
    phone: z.string().nullable(),
    metadata: z.string(),
    risk_action: z.string(),
    international_format_phone: z.string(),
  }),
  refund_type: z.string(),
  transaction_amount: int(),
  initiated_by: z.string(),
  refund_channel: z.string(),
  session_id: z.unknown().nullable(),
  collect_account_number: z.boolean(),
});

export const listRefundsAnswer = listEnvelope(
  refund,
  z.object({
    total: int(),
    skipped: int(),
    perPage: z.string(),
    page: int(),
    pageCount: int(),
    failedRefundCount: int(),
  }),
);
export const fetchRefundAnswer = envelope(refund);

/** The data of `refund.processed` / `refund.failed` (and `refund.pending`, `refund.processing`). */
export const refundEventData = z.object({
  status,
  transaction_reference: z.string(),
  refund_reference: z.string().nullable(),
  amount: z.union([int(), z.string().regex(/^\d+$/)]),
  currency: z.string(),
  processor: z.string(),
  customer: z.object({ first_name: z.string().nullable(), last_name: z.string().nullable(), email: z.string() }),
  integration: int(),
  domain: z.string(),
});
