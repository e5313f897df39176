// Banks, from https://paystack.com/docs/api/miscellaneous/#bank (OpenAPI operation misc_listBanks)
// and https://paystack.com/docs/api/verification/#resolve-account (operation verification_resolveAccountNumber).
import { z } from 'zod';
import { envelope, int, isoDate } from './common';

export const bank = z.object({
  name: z.string(),
  slug: z.string(),
  code: z.string(),
  longcode: z.string(),
  gateway: z.string().nullable(),
  pay_with_bank: z.boolean(),
  supports_transfer: z.boolean(),
  available_for_direct_debit: z.boolean(),
  active: z.boolean(),
  is_deleted: z.boolean().nullable(),
  country: z.string(),
  currency: z.string(),
  type: z.string(),
  id: int(),
  createdAt: isoDate(),
  updatedAt: isoDate(),
});
export const listBanksAnswer = envelope(z.array(bank));

export const resolveAnswer = envelope(
  z.object({ account_number: z.string(), account_name: z.string(), bank_id: int() }),
);
