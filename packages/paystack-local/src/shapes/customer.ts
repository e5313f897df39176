// Customers and their identification, from https://paystack.com/docs/api/customer/ (OpenAPI
// operations customer_create, customer_fetch, customer_validate) and the identification events of
// https://paystack.com/docs/identity-verification/validate-customer/.
import { z } from 'zod';
import { envelope, int, isoDate } from './common';

const customer = z.object({
  transactions: z.array(z.unknown()),
  subscriptions: z.array(z.unknown()),
  authorizations: z.array(z.unknown()),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  integration: int(),
  domain: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  customer_code: z.string().startsWith('CUS_'),
  risk_action: z.string(),
  id: int(),
  createdAt: isoDate(),
  updatedAt: isoDate(),
  identified: z.boolean(),
  identifications: z.unknown().nullable(),
});

export const createCustomerAnswer = envelope(customer);
export const fetchCustomerAnswer = envelope(
  customer.extend({
    created_at: isoDate(),
    updated_at: isoDate(),
    total_transactions: int(),
    total_transaction_value: z.array(z.unknown()),
    dedicated_account: z.unknown().nullable(),
    dedicated_accounts: z.array(z.unknown()).nullable(),
  }),
);

/** 202 Accepted: the outcome comes later as a webhook. */
export const validateCustomerAnswer = z.object({ status: z.literal(true), message: z.string() });

/** A BVN or account number as the events show it: first and last three digits, the rest starred. */
const masked = z.string().regex(/^\d{3}\*+\d{3}$/);

const identificationEventBase = z.object({
  customer_id: z.union([int(), z.string()]),
  customer_code: z.string().startsWith('CUS_'),
  email: z.string(),
  identification: z.object({
    country: z.string(),
    type: z.literal('bank_account'),
    bvn: masked,
    account_number: masked,
    bank_code: z.string(),
  }),
});
export const identificationSuccessData = identificationEventBase;
export const identificationFailedData = identificationEventBase.extend({ reason: z.string().min(1) });
