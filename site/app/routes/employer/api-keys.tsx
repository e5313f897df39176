import { useState } from 'react';
import { data, Form, Link } from 'react-router';
import { API_KEY_SCOPES, API_KEYS } from '@gigmarket/shared';
import { AccountSectionHead } from '~/components/account-nav';
import { ConfirmAction } from '~/components/confirm';
import { CsrfInput } from '~/components/csrf';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { createApiKey, loadApiKeys, revokeApiKey, type ApiKey, type ApiKeysActionData, type CreatedApiKey } from '~/utils/api-keys.server';
import { requireUserType } from '~/utils/auth.server';
import { lagosDate, lagosDateTime } from '~/utils/format';
import { useTranslation } from '~/utils/i18n';
import { readForm, str } from '~/utils/market.server';
import type { Route } from './+types/api-keys';

export const handle = { titleKey: 'apiKeys.title' };

/** The employer's API keys for their own systems (docs/api-keys.md): list, create (shown once), revoke. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUserType(request, 'employer');
  return loadApiKeys(request);
}

export async function action({ request }: Route.ActionArgs) {
  await requireUserType(request, 'employer');
  const form = await readForm(request);
  const intent = str(form, 'intent');
  if (intent === 'create') return createApiKey(request, form);
  if (intent === 'revoke') return revokeApiKey(request, form);
  throw data('Unknown action', { status: 400 });
}

export default function ApiKeys({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = actionData as ApiKeysActionData | undefined;
  return (
    <main id="main" className="content">
      <AccountSectionHead party="employer" titleKey="apiKeys.title" />
      <p>{t('apiKeys.intro')}</p>
      <p className="muted">
        {t('apiKeys.docs')} <Link to="/developers">{t('developers.guide')}</Link>
      </p>
      {answer?.created ? <NewKey created={answer.created} /> : null}
      <CreateKeyForm error={answer?.error} fieldErrors={answer?.fieldErrors ?? {}} />
      <section className="panel" aria-labelledby="keys-list">
        <h2 id="keys-list">{t('apiKeys.listTitle')}</h2>
        {loaderData.keys === null ? (
          <p className="form-error" role="alert">
            {t('apiKeys.loadError')}
          </p>
        ) : loaderData.keys.length === 0 ? (
          <p className="muted">{t('apiKeys.empty')}</p>
        ) : (
          <ul className="rows">
            {loaderData.keys.map((key) => (
              <KeyRow key={key.id} apiKey={key} />
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

/** The full key, this once, with a copy button. */
function NewKey({ created }: { created: CreatedApiKey }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <section className="panel" aria-labelledby="new-key" role="status">
      <h2 id="new-key">{t('apiKeys.createdTitle')}</h2>
      <p>
        <strong>{t('apiKeys.createdOnce')}</strong>
      </p>
      <p>
        <code data-testid="new-api-key" className="api-key">
          {created.key}
        </code>{' '}
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(created.key).then(() => setCopied(true));
          }}
        >
          {copied ? t('apiKeys.copied') : t('apiKeys.copy')}
        </button>
      </p>
    </section>
  );
}

function CreateKeyForm({ error, fieldErrors }: { error?: string; fieldErrors: Record<string, string> }) {
  const { t } = useTranslation();
  return (
    <section className="panel" aria-labelledby="new-key-form">
      <h2 id="new-key-form">{t('apiKeys.createTitle')}</h2>
      {error ? (
        <p className="form-error" role="alert">
          {t(error)}
        </p>
      ) : null}
      <Form method="post">
        <CsrfInput />
        <input type="hidden" name="intent" value="create" />
        <label htmlFor="key-name">{t('apiKeys.name')}</label>
        <input id="key-name" name="name" required maxLength={API_KEYS.nameMaxLength} aria-describedby="key-name-hint" aria-invalid={fieldErrors.name ? true : undefined} />
        <p id="key-name-hint" className="muted">
          {fieldErrors.name ?? t('apiKeys.nameHint')}
        </p>
        <fieldset aria-invalid={fieldErrors.scopes ? true : undefined}>
          <legend>{t('apiKeys.scopesLabel')}</legend>
          {API_KEY_SCOPES.map((scope) => (
            <label key={scope} className="check">
              <input type="checkbox" name="scopes" value={scope} />
              <span>
                {t(`apiKeys.scope.${scope}`)} <code>{scope}</code>
              </span>
            </label>
          ))}
          {fieldErrors.scopes ? <p className="form-error">{fieldErrors.scopes}</p> : null}
        </fieldset>
        <label htmlFor="key-expires">{t('apiKeys.expires')}</label>
        <input id="key-expires" name="expires_on" type="date" aria-describedby="key-expires-hint" />
        <p id="key-expires-hint" className="muted">
          {fieldErrors.expires_at ?? t('apiKeys.expiresHint')}
        </p>
        <button type="submit" className="btn btn-primary">
          {t('apiKeys.create')}
        </button>
      </Form>
    </section>
  );
}

function KeyRow({ apiKey }: { apiKey: ApiKey }) {
  const { t, locale } = useTranslation();
  return (
    <li className="row-item" data-testid="api-key-row">
      <div className="grow">
        <h3>{apiKey.name}</h3>
        <p>
          {t('apiKeys.prefix')}: <code>{apiKey.prefix}…</code> · {t(`apiKeys.status.${apiKey.status}`)}
        </p>
        <p className="muted">
          {t('apiKeys.scopes')}: {apiKey.scopes.join(', ')}
        </p>
        <p className="muted">
          {t('apiKeys.created')} {lagosDate(apiKey.created_at, locale)} · {t('apiKeys.lastUsed')}: {apiKey.last_used_at ? lagosDateTime(apiKey.last_used_at, locale) : t('apiKeys.never')} ·{' '}
          {t('apiKeys.expiresAt')}: {apiKey.expires_at ? lagosDate(apiKey.expires_at, locale) : t('apiKeys.noExpiry')}
        </p>
      </div>
      {apiKey.status === 'active' ? <ConfirmAction label={t('apiKeys.revoke')} question={t('apiKeys.revokeQuestion', { name: apiKey.name })} intent="revoke" fields={{ id: apiKey.id }} /> : null}
    </li>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
