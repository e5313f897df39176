// Transfers, from https://paystack.com/docs/api/transfer/ (OpenAPI operations transfer_initiate,
// transfer_list, transfer_fetch, transfer_verify) and the transfer events of
// https://paystack.com/docs/payments/webhooks/ (`transfer.success`, `transfer.failed`, `transfer.reversed`).
import { z } from 'zod';
import { envelope, int, isoDate, listEnvelope, pageMeta } from './common';
import { recipient } from './recipient';

const status = z.enum([
  'pending',
  'success',
  'failed',
  'reversed',
  'otp',
  'abandoned',
  'blocked',
  'rejected',
  'received',
]);

/** `POST /transfer`: queued; the recipient by id. */
export const initiateTransferAnswer = envelope(
  z.object({
    transfersessionid: z.array(z.unknown()),
    transfertrials: z.array(z.unknown()),
    domain: z.string(),
    amount: int(),
    currency: z.string(),
    reference: z.string(),
    source: z.string(),
    source_details: z.unknown().nullable(),
    reason: z.string(),
    status,
    failures: z.unknown().nullable(),
    transfer_code: z.string().startsWith('TRF_'),
    titan_code: z.unknown().nullable(),
    transferred_at: z.unknown().nullable(),
    id: int(),
    integration: int(),
    request: int(),
    recipient: int(),
    createdAt: isoDate(),
    updatedAt: isoDate(),
  }),
);

const transferBase = z.object({
  amount: int(),
  createdAt: isoDate(),
  currency: z.string(),
  domain: z.string(),
  failures: z.unknown().nullable(),
  id: int(),
  integration: int(),
  reason: z.string(),
  reference: z.string(),
  source: z.string(),
  source_details: z.unknown().nullable(),
  status,
  titan_code: z.unknown().nullable(),
  transfer_code: z.string().startsWith('TRF_'),
  transferred_at: isoDate().nullable(),
  updatedAt: isoDate(),
  recipient,
  session: z.object({ provider: z.unknown().nullable(), id: z.unknown().nullable() }),
});

/** Paystack's fee on the transfer, in kobo (list, fetch and the transfer events carry it). */
const feeCharged = { fee_charged: int() };

/** List types `fees_breakdown` as a nullable integer, fetch as a nullable array: null satisfies both. */
export const listTransfersAnswer = listEnvelope(
  transferBase.extend({ ...feeCharged, request: int(), fees_breakdown: z.null() }),
  pageMeta,
);
export const fetchTransferAnswer = envelope(
  transferBase.extend({
    ...feeCharged,
    request: int(),
    fees_breakdown: z
      .array(z.object({ amount: z.string(), formula: z.unknown().nullable(), type: z.string() }))
      .nullable(),
    gateway_response: z.string().nullable(),
  }),
);
export const verifyTransferAnswer = envelope(transferBase.extend({ gateway_response: z.string().nullable() }));

/** The data of `transfer.success` / `transfer.failed` / `transfer.reversed`: the integration as an object. */
export const transferEventData = transferBase.extend({
  ...feeCharged,
  integration: z.object({ id: int(), is_live: z.boolean(), business_name: z.string() }),
  gateway_response: z.string().nullable(),
});
