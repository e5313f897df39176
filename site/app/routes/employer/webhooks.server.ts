/** The employer's webhook endpoints (docs/webhooks.md): the calls behind the Webhooks pages. */
import { data } from 'react-router';
import type { ApiSchemas } from '~/utils/api-schemas';
import { requireUserType } from '~/utils/auth.server';
import { messageKey } from '~/utils/messages';
import { authed, finish, formId, must, pathId, readForm, str } from '~/utils/market.server';
import { echo, parseForm } from '~/utils/schemas';
import { WebhookSchema } from '~/utils/webhook-schema';
import { WEBHOOKS_PAGE } from '~/utils/webhooks';

export type WebhookEndpoint = ApiSchemas['WebhookEndpointDto'];
export type WebhookSecret = ApiSchemas['WebhookSecretDto'];
export type WebhookDeliveryPage = ApiSchemas['WebhookDeliveryPageDto'];

/** What an action answers on the page: the secret (once), or the form's errors with what was typed. */
export type WebhooksActionData = {
  intent: string;
  secret?: string;
  url?: string;
  error?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  events?: string[];
};

export async function loadWebhooks(request: Request): Promise<WebhookEndpoint[]> {
  await requireUserType(request, 'employer');
  return must<WebhookEndpoint[]>(request, '/employer/webhooks');
}

export async function webhooksAction(request: Request) {
  await requireUserType(request, 'employer');
  const form = await readForm(request);
  const intent = str(form, 'intent');
  if (intent === 'create') {
    const parsed = parseForm(WebhookSchema, form, ['events']);
    const again = { intent, values: echo(form, ['url', 'description']), events: form.getAll('events').map(String) };
    if (!parsed.success) return data<WebhooksActionData>({ ...again, fieldErrors: parsed.errors }, { status: 400 });
    const { url, description, events } = parsed.data;
    const res = await authed<WebhookSecret>(request, '/employer/webhooks', { method: 'POST', body: { url, events, ...(description ? { description } : {}) } });
    if (!res.ok) {
      if (res.body.errors && Object.keys(res.body.errors).length) return data<WebhooksActionData>({ ...again, fieldErrors: res.body.errors }, { status: 400 });
      return data<WebhooksActionData>({ ...again, error: messageKey(res.body) }, { status: res.status || 502 });
    }
    // Not a redirect: the secret is on this answer only, never stored by the site.
    return data<WebhooksActionData>({ intent, secret: res.body.data?.secret, url: res.body.data?.url });
  }
  const id = formId(form, 'id');
  if (intent === 'rotate') {
    const res = await authed<WebhookSecret>(request, `/employer/webhooks/${id}/rotate-secret`, { method: 'POST' });
    if (!res.ok) return finish(request, res, WEBHOOKS_PAGE, '');
    return data<WebhooksActionData>({ intent, secret: res.body.data?.secret, url: res.body.data?.url });
  }
  if (intent === 'enable' || intent === 'disable') {
    const res = await authed(request, `/employer/webhooks/${id}`, { method: 'PATCH', body: { enabled: intent === 'enable' } });
    return finish(request, res, WEBHOOKS_PAGE, 'webhooks.updated');
  }
  if (intent === 'delete') return finish(request, await authed(request, `/employer/webhooks/${id}`, { method: 'DELETE' }), WEBHOOKS_PAGE, 'webhooks.removed');
  throw data('Unknown action', { status: 400 });
}

export async function loadDeliveries(request: Request, idParam: string | undefined) {
  await requireUserType(request, 'employer');
  const id = pathId(idParam);
  const page = Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1);
  const [endpoint, deliveries] = await Promise.all([
    must<WebhookEndpoint>(request, `/employer/webhooks/${id}`),
    must<WebhookDeliveryPage>(request, `/employer/webhooks/${id}/deliveries?page=${page}&per_page=20`),
  ]);
  return { endpoint, deliveries };
}

export async function deliveriesAction(request: Request, idParam: string | undefined) {
  await requireUserType(request, 'employer');
  const id = pathId(idParam);
  const form = await readForm(request);
  if (str(form, 'intent') !== 'resend') throw data('Unknown action', { status: 400 });
  const deliveryId = formId(form, 'delivery');
  const res = await authed(request, `/employer/webhooks/${id}/deliveries/${deliveryId}/resend`, { method: 'POST' });
  return finish(request, res, `${WEBHOOKS_PAGE}/${id}`, 'webhooks.resent');
}
