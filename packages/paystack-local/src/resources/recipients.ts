// Transfer recipients: `POST /transferrecipient` (nuban; the same account gives the same recipient),
// `GET /transferrecipient`, `GET /transferrecipient/:id_or_code`.
// Reference: https://paystack.com/docs/api/transfer-recipient/
import { DOMAIN, INTEGRATION, type Context } from '../context';
import { invalid, ok, paginate, str, type Json } from '../http';
import type { Route } from '../router';
import { now, randomCode, type LocalRecipient } from '../store';
import { resolveAccount } from './banks';

export function recipientJson(r: LocalRecipient): Json {
  return {
    active: true,
    createdAt: r.created_at,
    currency: r.currency,
    description: '',
    domain: DOMAIN,
    email: '',
    id: r.id,
    integration: INTEGRATION,
    metadata: null,
    name: r.name,
    recipient_code: r.recipient_code,
    type: r.type,
    updatedAt: r.updated_at,
    is_deleted: false,
    isDeleted: false,
    recipient_account: r.account_number,
    institution_code: r.bank_code,
    details: {
      authorization_code: null,
      account_number: r.account_number,
      account_name: r.account_name,
      bank_code: r.bank_code,
      bank_name: r.bank_name,
    },
  };
}

/** The recipient of a bank account: the one already made for it (renamed), or a new one. */
export function recipientFor(
  ctx: Context,
  input: { name: string; account_number: string; bank_code: string; currency: string },
): LocalRecipient {
  const { name: accountName, bank } = resolveAccount(input.account_number, input.bank_code);
  const existing = ctx.store.recipients.find(
    (r) => r.account_number === input.account_number && r.bank_code === input.bank_code,
  );
  if (existing) {
    existing.name = input.name;
    existing.updated_at = now();
    return existing;
  }
  const at = now();
  const r: LocalRecipient = {
    id: ctx.store.nextId('recipient'),
    recipient_code: randomCode('RCP_', 15),
    type: 'nuban',
    name: input.name,
    currency: input.currency,
    account_number: input.account_number,
    account_name: accountName,
    bank_code: input.bank_code,
    bank_name: bank.name,
    created_at: at,
    updated_at: at,
  };
  ctx.store.recipients.push(r);
  return r;
}

function createRecipient(ctx: Context, body: Json) {
  const type = str(body.type) ?? '';
  if (type !== 'nuban') throw invalid('Invalid recipient type: only nuban is supported here', 'invalid_recipient_type');
  const name = str(body.name)?.trim();
  if (!name) throw invalid('Name is required', 'missing_params');
  const r = recipientFor(ctx, {
    name,
    account_number: str(body.account_number) ?? '',
    bank_code: str(body.bank_code) ?? '',
    currency: (str(body.currency) ?? 'NGN').toUpperCase(),
  });
  return ok('Transfer recipient created successfully', recipientJson(r), undefined, 201);
}

export function recipientRoutes(ctx: Context): Route[] {
  return [
    { method: 'POST', path: '/transferrecipient', auth: 'secret', handle: ({ body }) => createRecipient(ctx, body) },
    {
      method: 'GET',
      path: '/transferrecipient',
      auth: 'secret',
      handle: ({ query }) => {
        const { page, meta } = paginate(ctx.store.recipients.slice().reverse(), query);
        return ok('Recipients retrieved', page.map(recipientJson), meta);
      },
    },
    {
      method: 'GET',
      path: '/transferrecipient/:idOrCode',
      auth: 'secret',
      handle: ({ params }) => ok('Recipient retrieved', recipientJson(ctx.store.recipient(params.idOrCode))),
    },
  ];
}
