import { data } from 'react-router';
import { IDEMPOTENCY } from '@gigmarket/shared';
import { api } from '~/utils/api.server';
import { requireUser } from '~/utils/auth.server';
import { getT } from '~/utils/i18n.server';
import { messageKey } from '~/utils/messages';
import { outboxAction } from '~/utils/outbox-actions';
import { readForm } from '~/utils/market.server';
import { getSession } from '~/utils/session.server';
import type { Route } from './+types/outbox';

/**
 * The offline outbox sends its entries here (docs/offline.md): one action, its idempotency key and
 * params, checked for CSRF like any form. Answers `{ state: 'sent' | 'refused', message }` in the
 * user's language; a 5xx (the API unreachable) leaves the entry queued.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  await requireUser(request);
  const t = await getT(request);
  const kind = outboxAction(String(form.get('action') ?? ''));
  const key = String(form.get('key') ?? '');
  let params: Record<string, string>;
  try {
    params = JSON.parse(String(form.get('params') ?? '{}')) as Record<string, string>;
  } catch {
    params = {};
  }
  if (!kind || !IDEMPOTENCY.pattern.test(key)) return data({ state: 'refused', message: t('outbox.unknown') }, { status: 400 });
  const call = kind.api(params);
  const token = (await getSession(request)).get('token') ?? null;
  const res = await api(call.path, { method: call.method, body: call.body, token, request, headers: { [IDEMPOTENCY.header]: key } });
  if (res.status === 0 || res.status >= 500 || res.status === 429) {
    return data({ state: 'queued', message: t('outbox.retry') }, { status: 503 });
  }
  if (res.ok) return { state: 'sent', message: t(`outbox.done.${kind.name}`) };
  return { state: 'refused', message: t(messageKey(res.body)) };
}

export function loader() {
  throw data('Not found', { status: 404 });
}
