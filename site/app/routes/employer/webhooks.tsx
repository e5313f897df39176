import { Form, Link } from 'react-router';
import { WEBHOOK_EVENT_TYPES } from '@gigmarket/shared';
import { AccountSectionHead } from '~/components/account-nav';
import { ActionButton, ConfirmAction } from '~/components/confirm';
import { CsrfInput } from '~/components/csrf';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, FieldError } from '~/components/field';
import { lagosDateTime } from '~/utils/format';
import { useTranslation } from '~/utils/i18n';
import type { Route } from './+types/webhooks';
import { eventKey, WEBHOOKS_PAGE } from '~/utils/webhooks';
import { loadWebhooks, webhooksAction, type WebhookEndpoint, type WebhooksActionData } from './webhooks.server';

export const handle = { titleKey: 'webhooks.title' };

/** An event type's words: `hire.paid` is `webhooks.eventNames.hire_paid`. */
export { eventKey };

export async function loader({ request }: Route.LoaderArgs) {
  return { endpoints: await loadWebhooks(request) };
}

export async function action({ request }: Route.ActionArgs) {
  return webhooksAction(request);
}

export default function Webhooks({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = actionData as WebhooksActionData | undefined;
  return (
    <main id="main" className="content">
      <AccountSectionHead party="employer" titleKey="webhooks.title" />
      <p>
        {t('webhooks.intro')} <Link to="/developers">{t('developers.guide')}</Link>
      </p>
      {answer?.secret ? <SecretOnce secret={answer.secret} url={answer.url ?? ''} /> : null}
      {answer?.error ? <p className="form-error" role="alert">{t(answer.error)}</p> : null}
      {loaderData.endpoints.length === 0 ? (
        <p className="muted" data-testid="webhooks-empty">{t('webhooks.empty')}</p>
      ) : (
        <ul className="cards" data-testid="webhooks">
          {loaderData.endpoints.map((endpoint) => (
            <EndpointCard key={endpoint.id} endpoint={endpoint} />
          ))}
        </ul>
      )}
      <AddEndpoint answer={answer?.intent === 'create' && !answer.secret ? answer : undefined} />
    </main>
  );
}

/** The signing secret, shown on the answer that made it and never again. */
function SecretOnce({ secret, url }: { secret: string; url: string }) {
  const { t } = useTranslation();
  return (
    <section className="panel notice" role="status" aria-labelledby="webhook-secret">
      <h2 id="webhook-secret">{t('webhooks.secretTitle')}</h2>
      <p className="muted">{url}</p>
      <p>
        <code data-testid="webhook-secret">{secret}</code>
      </p>
      <p>{t('webhooks.secretOnce')}</p>
    </section>
  );
}

function EndpointCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t, locale } = useTranslation();
  const state = endpoint.enabled ? t('webhooks.enabled') : endpoint.disabled_reason === 'failing' ? t('webhooks.failing') : t('webhooks.disabled');
  return (
    <li className="listing-card">
      <div className="listing-head">
        <h2>
          <Link to={`${WEBHOOKS_PAGE}/${endpoint.id}`}>{endpoint.url}</Link>
        </h2>
        <span className="pill">{state}</span>
      </div>
      {endpoint.description ? <p>{endpoint.description}</p> : null}
      <p className="muted">{endpoint.events.map((type) => t(eventKey(type))).join(' · ')}</p>
      <p className="muted">
        <code>{endpoint.secret_hint}</code>
        {endpoint.enabled && endpoint.failing_since ? ` · ${t('webhooks.failingSince', { date: lagosDateTime(endpoint.failing_since, locale) })}` : null}
      </p>
      <div className="actions">
        <Link className="btn btn-secondary" to={`${WEBHOOKS_PAGE}/${endpoint.id}`}>
          {t('webhooks.deliveries')}
        </Link>
        <ActionButton intent={endpoint.enabled ? 'disable' : 'enable'} label={endpoint.enabled ? t('webhooks.turnOff') : t('webhooks.turnOn')} fields={{ id: endpoint.id }} />
        <ConfirmAction label={t('webhooks.rotate')} question={t('webhooks.confirmRotate', { url: endpoint.url })} intent="rotate" fields={{ id: endpoint.id }} />
        <ConfirmAction label={t('webhooks.remove')} question={t('webhooks.confirmRemove', { url: endpoint.url })} intent="delete" fields={{ id: endpoint.id }} />
      </div>
    </li>
  );
}

function AddEndpoint({ answer }: { answer?: WebhooksActionData }) {
  const { t } = useTranslation();
  const errors = answer?.fieldErrors ?? {};
  const chosen = new Set(answer?.events ?? []);
  return (
    <section className="panel" aria-labelledby="webhook-add">
      <h2 id="webhook-add">{t('webhooks.add')}</h2>
      <Form method="post" noValidate>
        <CsrfInput />
        <input type="hidden" name="intent" value="create" />
        <Field name="url" label={t('webhooks.url')} error={errors.url} hint={t('webhooks.urlHint')} input={{ type: 'url', inputMode: 'url', defaultValue: answer?.values?.url ?? '', required: true, autoComplete: 'url' }} />
        <Field name="description" label={t('webhooks.description')} error={errors.description} input={{ defaultValue: answer?.values?.description ?? '' }} />
        <fieldset className="field" aria-describedby="f-events-hint f-events-error">
          <legend>{t('webhooks.events')}</legend>
          <p id="f-events-hint" className="field-hint">
            {t('webhooks.eventsHint')}
          </p>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type} className="check">
              <input type="checkbox" name="events" value={type} defaultChecked={chosen.has(type)} /> {t(eventKey(type))} <code>{type}</code>
            </label>
          ))}
          <FieldError id="f-events-error" error={errors.events} />
        </fieldset>
        <button type="submit" className="btn btn-primary">
          {t('webhooks.save')}
        </button>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
