import { Link } from 'react-router';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { api, type ApiSchemas } from '~/utils/api.server';
import { useTranslation } from '~/utils/i18n';
import { eventKey } from '~/utils/webhooks';
import type { Route } from './+types/developers';

export const handle = { titleKey: 'developers.title' };

/** Where the page links the API's OpenAPI document: the site serves it (routes/developers.openapi.ts). */
export const OPENAPI_PATH = '/developers/openapi.json';

export type Developers = ApiSchemas['DevelopersDto'];

export async function loader({ request }: Route.LoaderArgs) {
  const answer = await api<Developers>('/developers', { request });
  return { developers: answer.ok ? answer.body.data! : null };
}

/** How to verify a delivery with the standardwebhooks library (code, the same in both languages). */
export const VERIFY_EXAMPLE = `import { Webhook } from 'standardwebhooks';

const webhook = new Webhook(process.env.GIGMARKET_WEBHOOK_SECRET); // "whsec_..."
// In your HTTP handler, with the body exactly as received (not parsed and serialised again):
const event = webhook.verify(rawBody, request.headers); // throws on a bad signature or an old timestamp
if (!alreadySeen(event.id)) queueForProcessing(event); // retries and resends repeat the id
// Answer 2xx within 10 seconds, then do the work.`;

/**
 * The public Developers page (docs/developers.md): API keys and their scopes, limits, idempotency
 * keys, cursor pages, webhook events with an example body each and how to verify one. The lists
 * and figures come from the API (`GET /api/developers`), which reads them from the code's own lists
 * and its configuration.
 */
export default function DevelopersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { developers } = loaderData;
  return (
    <main id="main" className="content public developers">
      <h1>{t('developers.title')}</h1>
      <p className="lead">{t('developers.intro')}</p>
      <nav aria-label={t('developers.contents')}>
        <ul className="developers-contents">
          {(['keys', 'limits', 'idempotency', 'cursors', 'webhooks', 'openapi'] as const).map((id) => (
            <li key={id}>
              <a href={`#dev-${id}`}>{t(`developers.sections.${id}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {developers ? null : (
        <p role="alert" className="error" data-testid="developers-error">
          {t('developers.loadError')}
        </p>
      )}

      <section className="panel" aria-labelledby="dev-keys">
        <h2 id="dev-keys">{t('developers.sections.keys')}</h2>
        <p>{t('developers.keys.get')}</p>
        <p>
          <Link to="/employer/account/api-keys">{t('developers.keys.link')}</Link>
        </p>
        <p>
          {t('developers.keys.use')} <code>Authorization: Bearer gm_live_…</code>
        </p>
        <p>{t('developers.keys.rules')}</p>
        {developers ? (
          <div className="table-wrap">
            <table className="data-table" data-testid="developers-scopes">
              <caption id="dev-scopes">{t('developers.keys.scopes')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('developers.keys.scope')}</th>
                  <th scope="col">{t('developers.keys.allows')}</th>
                </tr>
              </thead>
              <tbody>
                {developers.scopes.map((scope) => (
                  <tr key={scope}>
                    <td data-label={t('developers.keys.scope')}>
                      <code>{scope}</code>
                    </td>
                    <td data-label={t('developers.keys.allows')}>{t(`apiKeys.scope.${scope}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>

      <section className="panel" aria-labelledby="dev-limits">
        <h2 id="dev-limits">{t('developers.sections.limits')}</h2>
        {developers ? (
          <>
            <p data-testid="developers-rate">
              {t('developers.limits.rate', { count: developers.limits.requests_per_window, seconds: developers.limits.window_seconds })}
            </p>
            <p>{t('developers.limits.headers')}</p>
            <p>{t('developers.limits.keys', { count: developers.limits.keys_per_owner, days: developers.limits.key_max_expiry_days })}</p>
          </>
        ) : null}
      </section>

      <section className="panel" aria-labelledby="dev-idempotency">
        <h2 id="dev-idempotency">{t('developers.sections.idempotency')}</h2>
        <p>{t('developers.idempotency.what')}</p>
        {developers ? (
          <p>
            {t('developers.idempotency.how', { days: developers.idempotency.keep_days })} <code>{developers.idempotency.header}</code> ·{' '}
            <code>{developers.idempotency.pattern}</code> · <code>{developers.idempotency.replayed_header}: true</code>
          </p>
        ) : null}
      </section>

      <section className="panel" aria-labelledby="dev-cursors">
        <h2 id="dev-cursors">{t('developers.sections.cursors')}</h2>
        <p>{t('developers.cursors.what')}</p>
        {developers ? (
          <p>
            <code>?{developers.cursor_param}=&amp;per_page={developers.limits.per_page_max}</code> → <code>next_cursor</code>
          </p>
        ) : null}
      </section>

      <section className="panel" aria-labelledby="dev-webhooks">
        <h2 id="dev-webhooks">{t('developers.sections.webhooks')}</h2>
        <p>{t('developers.webhooks.what')}</p>
        <p>
          <Link to="/employer/account/webhooks">{t('developers.webhooks.link')}</Link>
        </p>
        <h3>{t('developers.webhooks.verifyTitle')}</h3>
        <p>{t('developers.webhooks.verify')}</p>
        <pre tabIndex={0} aria-label={t('developers.webhooks.verifyTitle')}>
          <code>{VERIFY_EXAMPLE}</code>
        </pre>
        {developers ? (
          <>
            <p>
              {t('developers.webhooks.limits', {
                endpoints: developers.webhooks.endpoints_per_user,
                timeout: developers.webhooks.timeout_seconds,
                hours: developers.webhooks.retry_window_hours,
                tolerance: developers.webhooks.tolerance_seconds / 60,
              })}
            </p>
            <h3>{t('developers.webhooks.eventsTitle')}</h3>
            <ul className="developers-events" data-testid="developers-events">
              {developers.webhooks.events.map((event) => (
                <li key={event.type}>
                  <details>
                    <summary>
                      <code>{event.type}</code>: {t(eventKey(event.type))}
                    </summary>
                    <pre tabIndex={0} aria-label={t('developers.webhooks.example', { type: event.type })}>
                      <code>{JSON.stringify(event.example, null, 2)}</code>
                    </pre>
                  </details>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      <section className="panel" aria-labelledby="dev-openapi">
        <h2 id="dev-openapi">{t('developers.sections.openapi')}</h2>
        <p>{t('developers.openapi.what')}</p>
        <p>
          <a href={OPENAPI_PATH} download="gigmarket-openapi.json">
            {t('developers.openapi.link')}
          </a>
        </p>
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
