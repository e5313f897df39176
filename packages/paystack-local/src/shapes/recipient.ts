// Transfer recipients, from https://paystack.com/docs/api/transfer-recipient/ (OpenAPI operations
// transferrecipient_create, transferrecipient_list, transferrecipient_fetch).
import { z } from 'zod';
import { envelope, int, isoDate, listEnvelope, pageMeta } from './common';

export const recipient = z.object({
  active: z.boolean(),
  createdAt: isoDate(),
  currency: z.string(),
  description: z.string(),
  domain: z.string(),
  // A string on create and fetch, nullable on list.
  email: z.string().nullable(),
  id: int(),
  integration: int(),
  metadata: z.record(z.string(), z.unknown()).nullable().optional(),
  name: z.string(),
  recipient_code: z.string().startsWith('RCP_'),
  type: z.string(),
  updatedAt: isoDate(),
  is_deleted: z.boolean(),
  isDeleted: z.boolean(),
  details: z.object({
    authorization_code: z.string().nullable(),
    account_number: z.string().nullable(),
    account_name: z.string().nullable(),
    bank_code: z.string(),
    bank_name: z.string(),
  }),
});

export const createRecipientAnswer = envelope(recipient);
export const listRecipientsAnswer = listEnvelope(recipient, pageMeta);
/** Fetch adds the account and the bank's code at the top level. */
export const fetchRecipientAnswer = envelope(
  recipient.extend({ recipient_account: z.string(), institution_code: z.string() }),
);
