import { Link } from 'react-router';
import { ActionButton } from '~/components/confirm';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Pager } from '~/components/pager';
import { lagosDateTime } from '~/utils/format';
import { useTranslation } from '~/utils/i18n';
import type { Route } from './+types/webhook-deliveries';
import { eventKey } from './webhooks';
import { WEBHOOKS_PAGE } from '~/utils/webhooks';
import { deliveriesAction, loadDeliveries } from './webhooks.server';

export const handle = { titleKey: 'webhooks.deliveries' };

/** One endpoint's deliveries, newest first: status, attempts with their time and answer code, and "send again". */
export async function loader({ request, params }: Route.LoaderArgs) {
  return loadDeliveries(request, params.id);
}

export async function action({ request, params }: Route.ActionArgs) {
  return deliveriesAction(request, params.id);
}

export default function WebhookDeliveries({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const { endpoint, deliveries } = loaderData;
  const pages = Math.max(1, Math.ceil(deliveries.total / deliveries.per_page));
  return (
    <main id="main" className="content">
      <p>
        <Link to={WEBHOOKS_PAGE}>← {t('webhooks.back')}</Link>
      </p>
      <h1>{t('webhooks.deliveriesOf', { url: endpoint.url })}</h1>
      {deliveries.items.length === 0 ? (
        <p className="muted">{t('webhooks.noDeliveries')}</p>
      ) : (
        <div className="table-scroll">
          <table className="table" data-testid="webhook-deliveries">
            <thead>
              <tr>
                <th scope="col">{t('webhooks.event')}</th>
                <th scope="col">{t('webhooks.status')}</th>
                <th scope="col">{t('webhooks.attempts')}</th>
                <th scope="col">{t('webhooks.lastAttempt')}</th>
                <th scope="col">{t('webhooks.answer')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('webhooks.resend')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {deliveries.items.map((delivery) => (
                <tr key={delivery.id}>
                  <td>
                    {t(eventKey(delivery.event_type))}
                    <br />
                    <code className="muted">{delivery.event_id}</code>
                  </td>
                  <td>
                    {t(`webhooks.statuses.${delivery.status}`)}
                    {delivery.status === 'pending' && delivery.next_attempt_at ? (
                      <span className="muted"> ({t('webhooks.nextAttempt', { date: lagosDateTime(delivery.next_attempt_at, locale) })})</span>
                    ) : null}
                  </td>
                  <td>
                    {delivery.attempts}
                    {delivery.attempt_log.length ? (
                      <details>
                        <summary>{t('webhooks.attempts')}</summary>
                        <ul>
                          {delivery.attempt_log.map((attempt) => (
                            <li key={attempt.id}>
                              {lagosDateTime(attempt.attempted_at, locale)} · {attempt.status_code ?? t('webhooks.noAnswer')}
                              {attempt.error ? ` · ${attempt.error}` : ''} · {attempt.duration_ms} ms
                            </li>
                          ))}
                        </ul>
                      </details>
                    ) : null}
                  </td>
                  <td>{delivery.last_attempt_at ? lagosDateTime(delivery.last_attempt_at, locale) : '–'}</td>
                  <td>{delivery.last_status_code ?? (delivery.attempts ? t('webhooks.noAnswer') : '–')}</td>
                  <td>
                    <ActionButton intent="resend" label={t('webhooks.resend')} fields={{ delivery: delivery.id }} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={deliveries.page} pages={pages} />
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
