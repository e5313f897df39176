// `GET /balance`: what the integration holds, per currency (only NGN here).
// Reference: https://paystack.com/docs/api/transfer-control/#balance
import type { Context } from '../context';
import { ok } from '../http';
import type { Route } from '../router';

export function balanceRoutes(ctx: Context): Route[] {
  return [
    {
      method: 'GET',
      path: '/balance',
      auth: 'secret',
      handle: () => ok('Balances retrieved', [{ currency: 'NGN', balance: ctx.store.balance() }]),
    },
  ];
}
