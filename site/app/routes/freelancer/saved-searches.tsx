import { data, Form, Link } from 'react-router';
import { CsrfInput } from '~/components/csrf';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { requireUserType } from '~/utils/auth.server';
import { useTranslation } from '~/utils/i18n';
import { authed, finish, must, readForm, str, formId } from '~/utils/market.server';
import type { Route } from './+types/saved-searches';
import type { ApiSchemas } from '~/utils/api-schemas';

export const handle = { titleKey: 'conversations.savedSearches' };

type SavedSearch = ApiSchemas['SavedSearchDto'];

export async function loader({ request }: Route.LoaderArgs) {
  await requireUserType(request, 'freelancer');
  return { searches: await must<SavedSearch[]>(request, '/freelancer/saved-searches') };
}

/** Save the search the job page posted, or delete one; then back here (plain posts, no JavaScript needed). */
export async function action({ request }: Route.ActionArgs) {
  await requireUserType(request, 'freelancer');
  const form = await readForm(request);
  const intent = str(form, 'intent');
  const back = '/freelancer/saved-searches';
  if (intent === 'create') {
    const name = str(form, 'name');
    const query = str(form, 'query');
    if (!name) return finish(request, { ok: false, status: 400, body: { result: false, message: 'conversations.nameRequired' } }, `/freelancer/jobs?${query}`, '');
    return finish(request, await authed(request, '/freelancer/saved-searches', { method: 'POST', body: { name, query } }), back, 'conversations.searchSaved');
  }
  if (intent === 'delete') {
    return finish(request, await authed(request, `/freelancer/saved-searches/${formId(form, 'id')}`, { method: 'DELETE' }), back, 'conversations.searchDeleted');
  }
  throw data('Unknown action', { status: 400 });
}

export default function SavedSearches({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <main id="main" className="content">
      <h1>{t('conversations.savedSearches')}</h1>
      {loaderData.searches.length === 0 ? (
        <p className="muted">{t('conversations.savedSearchesEmpty')}</p>
      ) : (
        <ul className="cards" data-testid="saved-searches">
          {loaderData.searches.map((search) => (
            <li key={search.id} className="listing-card">
              <div className="listing-head">
                <h2>
                  <Link to={`/freelancer/jobs${search.query ? `?${search.query}` : ''}`} aria-label={`${t('conversations.runSearch')}${t('app.colon')}${search.name}`}>
                    {search.name}
                  </Link>
                </h2>
                {search.sms_enabled ? null : <span className="pill">{t('conversations.smsOff')}</span>}
              </div>
              {search.pending_count ? <p className="muted">{t('conversations.pending', { count: search.pending_count })}</p> : null}
              <Form method="post">
                <CsrfInput />
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="id" value={search.id} />
                <button type="submit" className="btn-link">
                  {t('conversations.deleteSearch', { name: search.name })}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
