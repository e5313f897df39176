// Customer identification: `POST /customer/:code/identification` validates a customer's identity
// against their BVN and bank account; Paystack answers 202 at once and the outcome later, as a
// signed `customeridentification.success` or `customeridentification.failed` webhook. The BVN is
// never kept or logged: only its masked form (first three and last three digits).
// Reference: https://paystack.com/docs/api/customer/#validate and https://paystack.com/docs/identity-verification/validate-customer/
import { bankByCode } from '../banks';
import type { Context } from '../context';
import { invalid, PaystackLocalError, str, type Json, type Reply } from '../http';
import { bvnNameFor, namesMatch } from '../names';
import type { Route } from '../router';
import { now, type IdentificationOutcome, type LocalIdentification } from '../store';

export const IDENTIFICATION_FAILED = 'Account number or BVN is incorrect';
export const NAME_MISMATCH = 'The names provided do not match the names on the BVN';
const OUTCOMES: readonly IdentificationOutcome[] = ['success', 'failed'];

/** "22212345678" -> "222*****678": the first and last three characters, the rest starred (Paystack's webhook form). */
export function mask(value: string): string {
  if (value.length <= 6) return '*'.repeat(value.length);
  return `${value.slice(0, 3)}${'*'.repeat(value.length - 6)}${value.slice(-3)}`;
}

function required(body: Json, field: string): string {
  const value = str(body[field])?.trim();
  if (!value) throw invalid(`${field} is required`, 'missing_params');
  return value;
}

function requestIdentification(ctx: Context, code: string, body: Json): Reply {
  const customer = ctx.store.customer(code);
  const country = required(body, 'country').toUpperCase();
  if (country !== 'NG') throw invalid('Invalid country: only NG is supported', 'invalid_country');
  const type = required(body, 'type');
  if (type !== 'bank_account') throw invalid('Invalid identification type: use bank_account', 'invalid_type');
  const bvn = required(body, 'bvn');
  if (!/^\d{11}$/.test(bvn)) throw invalid('Invalid BVN', 'invalid_bvn');
  const bankCode = required(body, 'bank_code');
  if (!bankByCode(bankCode)) throw invalid('Invalid bank code', 'invalid_bank_code');
  const accountNumber = required(body, 'account_number');
  if (!/^\d{10}$/.test(accountNumber)) throw invalid('Invalid account number', 'invalid_account_number');
  const firstName = required(body, 'first_name');
  const lastName = required(body, 'last_name');

  const hook = ctx.store.next.identification;
  ctx.store.next.identification = null;
  const nameOnBvn = hook?.name ?? ctx.store.bvnName(bvn) ?? bvnNameFor(bvn);
  let planned: IdentificationOutcome = 'success';
  let reason: string | null = null;
  if (hook?.outcome === 'failed' || (hook?.reason && hook.outcome !== 'success')) {
    planned = 'failed';
    reason = hook.reason ?? IDENTIFICATION_FAILED;
  } else if (hook?.outcome !== 'success') {
    if (accountNumber === '0000000000') [planned, reason] = ['failed', IDENTIFICATION_FAILED];
    else if (!namesMatch({ first_name: firstName, last_name: lastName }, nameOnBvn))
      [planned, reason] = ['failed', NAME_MISMATCH];
  }
  const at = now();
  const identification: LocalIdentification = {
    id: ctx.store.nextId('identification'),
    customer_code: customer.customer_code,
    country,
    type: 'bank_account',
    bvn_masked: mask(bvn),
    account_number_masked: mask(accountNumber),
    bank_code: bankCode,
    first_name: firstName,
    last_name: lastName,
    middle_name: str(body.middle_name)?.trim() || null,
    name_on_bvn: nameOnBvn,
    status: 'pending',
    planned,
    reason,
    created_at: at,
    updated_at: at,
  };
  ctx.store.identifications.push(identification);
  ctx.log(
    `identification ${customer.customer_code} bvn ${identification.bvn_masked} account ${identification.account_number_masked} bank ${bankCode}: will be ${planned}`,
  );
  ctx.scheduler.schedule(`identification:${identification.id}`, () =>
    settleIdentification(ctx, identification.id, planned),
  );
  return { status: 202, json: { status: true, message: 'Customer Identification in progress' } };
}

/** The oldest pending identification of a customer (by code or email), or one by its id. */
function pendingIdentification(ctx: Context, key: number | string): LocalIdentification {
  const found =
    typeof key === 'number' || /^\d+$/.test(key)
      ? ctx.store.identifications.find((i) => i.id === Number(key))
      : ctx.store.identifications.find(
          (i) => i.status === 'pending' && i.customer_code === ctx.store.customer(key).customer_code,
        );
  if (!found) throw new PaystackLocalError(404, 'No pending identification');
  return found;
}

/**
 * Delivers the outcome of an identification: on success the customer becomes `identified` and
 * holds the names on the BVN; the webhook carries the masked BVN and account, and `reason` on failure.
 */
export async function settleIdentification(
  ctx: Context,
  key: number | string,
  outcome?: IdentificationOutcome,
): Promise<LocalIdentification> {
  if (outcome !== undefined && !OUTCOMES.includes(outcome)) throw invalid('outcome must be success or failed');
  const identification = pendingIdentification(ctx, key);
  if (identification.status !== 'pending')
    throw new PaystackLocalError(409, `Identification is already ${identification.status}`);
  ctx.scheduler.cancel(`identification:${identification.id}`);
  const result = outcome ?? identification.planned;
  if (result === 'failed' && !identification.reason) identification.reason = IDENTIFICATION_FAILED;
  if (result === 'success') identification.reason = null;
  identification.status = result;
  identification.updated_at = now();
  const customer = ctx.store.customer(identification.customer_code);
  if (result === 'success') {
    customer.identified = true;
    customer.identifications = [
      { country: identification.country, type: identification.type, value: identification.bvn_masked },
    ];
    customer.first_name = identification.name_on_bvn.first_name;
    customer.last_name = identification.name_on_bvn.last_name;
    customer.updated_at = identification.updated_at;
  }
  const data: Json = {
    customer_id: customer.id,
    customer_code: customer.customer_code,
    email: customer.email,
    identification: {
      country: identification.country,
      type: identification.type,
      bvn: identification.bvn_masked,
      account_number: identification.account_number_masked,
      bank_code: identification.bank_code,
    },
    ...(result === 'failed' ? { reason: identification.reason } : {}),
  };
  await ctx.webhooks.send(`customeridentification.${result}`, customer.customer_code, data);
  return identification;
}

export function identificationRoutes(ctx: Context): Route[] {
  return [
    {
      method: 'POST',
      path: '/customer/:code/identification',
      auth: 'secret',
      handle: ({ params, body }) => requestIdentification(ctx, params.code, body),
    },
  ];
}

export { OUTCOMES as IDENTIFICATION_OUTCOMES };
