// Banks: `GET /bank` (Nigerian banks with their CBN codes) and `GET /bank/resolve` (the name on an account).
// Reference: https://paystack.com/docs/api/miscellaneous/#bank and https://paystack.com/docs/api/verification/#resolve-account
import { bankByCode, NIGERIAN_BANKS, type PaystackBank } from '../banks';
import type { Context } from '../context';
import { invalid, notFound, ok } from '../http';
import { accountNameFor } from '../names';
import type { Route } from '../router';

const RESOLVE_FAILED = 'Could not resolve account name. Check parameters or try again.';

/** An account the banks know: ten digits at a listed bank, except 0000000000 (no such account). */
export function resolveAccount(accountNumber: string, bankCode: string): { name: string; bank: PaystackBank } {
  const bank = bankByCode(bankCode);
  if (!bank || !/^\d{10}$/.test(accountNumber)) throw invalid(RESOLVE_FAILED, 'invalid_bank_account');
  if (accountNumber === '0000000000') throw notFound(RESOLVE_FAILED, 'account_not_found');
  return { name: accountNameFor(accountNumber), bank };
}

export function bankRoutes(_ctx: Context): Route[] {
  return [
    {
      method: 'GET',
      path: '/bank',
      auth: 'secret',
      handle: ({ query }) => {
        const country = (query.get('country') ?? 'nigeria').toLowerCase();
        const currency = (query.get('currency') ?? 'NGN').toUpperCase();
        const banks = country === 'nigeria' && currency === 'NGN' ? NIGERIAN_BANKS : [];
        return ok('Banks retrieved', banks, { next: null, previous: null, perPage: banks.length });
      },
    },
    {
      method: 'GET',
      path: '/bank/resolve',
      auth: 'secret',
      handle: ({ query }) => {
        const accountNumber = query.get('account_number') ?? '';
        const { name, bank } = resolveAccount(accountNumber, query.get('bank_code') ?? '');
        return ok('Account number resolved', { account_number: accountNumber, account_name: name, bank_id: bank.id });
      },
    },
  ];
}
