// Customers: `POST /customer` (an email already known answers its customer), `GET /customer/:email_or_code`,
// and how a customer appears inside transactions and refunds.
// Reference: https://paystack.com/docs/api/customer/
import { DOMAIN, INTEGRATION, type Context } from '../context';
import { invalid, ok, str, type Json } from '../http';
import type { Route } from '../router';
import { now, type LocalCustomer } from '../store';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The customer as `POST /customer` and `GET /customer/:code` answer it. */
export function customerJson(ctx: Context, c: LocalCustomer, detailed: boolean): Json {
  const base: Json = {
    transactions: [],
    subscriptions: [],
    authorizations: [],
    email: c.email,
    first_name: c.first_name ?? '',
    last_name: c.last_name ?? '',
    phone: c.phone ?? '',
    integration: INTEGRATION,
    domain: DOMAIN,
    metadata: c.metadata ?? {},
    customer_code: c.customer_code,
    risk_action: 'default',
    id: c.id,
    createdAt: c.created_at,
    updatedAt: c.updated_at,
    identified: c.identified,
    identifications: c.identifications,
  };
  if (!detailed) return base;
  const paid = ctx.store.transactions.filter((t) => t.customer_id === c.id && t.status === 'success');
  return {
    ...base,
    created_at: c.created_at,
    updated_at: c.updated_at,
    total_transactions: paid.length,
    total_transaction_value: paid.length
      ? [{ currency: 'NGN', amount: paid.reduce((sum, t) => sum + t.amount, 0) }]
      : [],
    dedicated_account: null,
    dedicated_accounts: [],
  };
}

/** The customer inside a transaction (verify, fetch, list, `charge.success`). */
export function customerInTransaction(c: LocalCustomer): Json {
  return {
    id: c.id,
    first_name: c.first_name ?? '',
    last_name: c.last_name ?? '',
    email: c.email,
    customer_code: c.customer_code,
    phone: c.phone ?? '',
    metadata: c.metadata ?? {},
    risk_action: 'default',
    international_format_phone: '',
  };
}

function createCustomer(ctx: Context, body: Json) {
  const email = str(body.email)?.trim();
  if (!email || !EMAIL.test(email)) throw invalid('Invalid email address', 'invalid_email');
  const known = ctx.store.customers.some((c) => c.email.toLowerCase() === email.toLowerCase());
  const customer = ctx.store.customerFor(email);
  // A customer first met through a charge has no names yet: the create call may give them.
  const fill = (field: 'first_name' | 'last_name' | 'phone') => {
    const value = str(body[field])?.trim();
    if (value && !customer[field]) customer[field] = value;
  };
  fill('first_name');
  fill('last_name');
  fill('phone');
  if (!known && body.metadata && typeof body.metadata === 'object' && !Array.isArray(body.metadata))
    customer.metadata = body.metadata as Record<string, unknown>;
  customer.updated_at = now();
  return ok('Customer created', customerJson(ctx, customer, false));
}

export function customerRoutes(ctx: Context): Route[] {
  return [
    { method: 'POST', path: '/customer', auth: 'secret', handle: ({ body }) => createCustomer(ctx, body) },
    {
      method: 'GET',
      path: '/customer/:emailOrCode',
      auth: 'secret',
      handle: ({ params }) => ok('Customer retrieved', customerJson(ctx, ctx.store.customer(params.emailOrCode), true)),
    },
  ];
}
