import { data, Form, Link, useNavigation } from 'react-router';
import { AccountSectionHead } from '~/components/account-nav';
import { CsrfInput } from '~/components/csrf';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { requireUser } from '~/utils/auth.server';
import type { ApiSchemas } from '~/utils/api-schemas';
import { lagosDateTime } from '~/utils/format';
import { useTranslation } from '~/utils/i18n';
import { authed, finish, readForm, str } from '~/utils/market.server';
import type { Route } from './+types/account-privacy';

export const handle = { titleKey: 'account.sections.privacy' };

type ConsentState = ApiSchemas['ConsentStateDto'];
type DataExport = ApiSchemas['DataExportDto'];
/** The consents the page toggles; terms, privacy and the identity check are shown with a link to read them. */
const TOGGLED = ['sms_alerts', 'whatsapp_alerts'];

/** Privacy (docs/privacy.md): each consent with its state and a button, and "Download my data". */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const [consents, exports] = await Promise.all([authed<ConsentState[]>(request, '/privacy/consents'), authed<DataExport[]>(request, '/privacy/exports')]);
  return {
    party: user.user_type === 'freelancer' ? ('freelancer' as const) : ('employer' as const),
    consents: consents.ok ? (consents.body.data ?? null) : null,
    exports: exports.ok ? (exports.body.data ?? []) : null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const back = `/${user.user_type}/account/privacy`;
  const intent = str(form, 'intent');
  if (intent === 'consent') {
    const kind = str(form, 'kind');
    const granted = str(form, 'granted');
    if (!TOGGLED.includes(kind) || !['true', 'false'].includes(granted)) return data({ error: 'privacy.error' }, { status: 400 });
    return finish(request, await authed(request, '/privacy/consents', { method: 'PUT', body: { kind, granted: granted === 'true' } }), back, 'privacy.saved');
  }
  if (intent === 'export') return finish(request, await authed(request, '/privacy/exports', { method: 'POST' }), back, 'privacy.exportRequested');
  throw data('Unknown action', { status: 400 });
}

const when = lagosDateTime;

export default function AccountPrivacy({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const { consents, exports, party } = loaderData;
  return (
    <main id="main" className="content">
      <AccountSectionHead party={party} titleKey="account.sections.privacy" />
      <section className="panel" aria-labelledby="privacy-export">
        <h2 id="privacy-export">{t('privacy.exportTitle')}</h2>
        <p>{t('privacy.exportIntro')}</p>
        <Form method="post">
          <CsrfInput />
          <input type="hidden" name="intent" value="export" />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('privacy.exportAsk')}
          </button>
        </Form>
        {exports === null ? (
          <p className="form-error">{t('privacy.error')}</p>
        ) : exports.length === 0 ? (
          <p className="muted">{t('privacy.exportNone')}</p>
        ) : (
          <ul className="plain-list" aria-live="polite">
            {exports.map((item) => (
              <li key={item.id} data-testid="data-export">
                <strong>{t(`privacy.exportStatus.${item.status}`)}</strong> · {t('privacy.exportAsked', { at: when(item.created_at, locale) })}
                {item.status === 'ready' ? (
                  <>
                    {' '}
                    · {t('privacy.exportUntil', { at: when(item.expires_at, locale) })}{' '}
                    <a className="btn btn-secondary" href={`/privacy/exports/${item.id}/download`} download>
                      {t('privacy.exportDownload')}
                    </a>
                  </>
                ) : null}
                {item.status === 'pending' ? (
                  <>
                    {' '}
                    <Link to=".">{t('privacy.exportRefresh')}</Link>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="panel" aria-labelledby="privacy-consents">
        <h2 id="privacy-consents">{t('privacy.consentsTitle')}</h2>
        <p className="muted">{t('privacy.consentsIntro')}</p>
        {consents === null ? (
          <p className="form-error">{t('privacy.error')}</p>
        ) : (
          <ul className="plain-list">
            {consents.map((consent) => (
              <li key={consent.kind} data-testid={`consent-${consent.kind}`}>
                <strong>{t(`privacy.kind.${consent.kind}`)}</strong>
                {t('app.colon')}
                <span>{t(consent.granted ? 'privacy.given' : 'privacy.withdrawn')}</span>
                {consent.version && consent.at && consent.channel ? (
                  <span className="muted"> ({t('privacy.agreedAt', { version: consent.version, at: when(consent.at, locale), channel: t(`privacy.channel.${consent.channel}`) })})</span>
                ) : null}
                {TOGGLED.includes(consent.kind) ? (
                  <Form method="post" className="inline-form">
                    <CsrfInput />
                    <input type="hidden" name="intent" value="consent" />
                    <input type="hidden" name="kind" value={consent.kind} />
                    <input type="hidden" name="granted" value={consent.granted ? 'false' : 'true'} />
                    <button type="submit" className="btn btn-secondary" disabled={busy} aria-label={`${t(consent.granted ? 'privacy.withdraw' : 'privacy.give')}: ${t(`privacy.kind.${consent.kind}`)}`}>
                      {t(consent.granted ? 'privacy.withdraw' : 'privacy.give')}
                    </button>
                  </Form>
                ) : consent.kind === 'terms' || consent.kind === 'privacy' ? (
                  <>
                    {' '}
                    <Link to={consent.kind === 'terms' ? '/terms' : '/privacy'}>{t('privacy.read')}</Link>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
