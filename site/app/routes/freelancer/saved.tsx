import { Link } from 'react-router';
import { ConfirmAction } from '~/components/confirm';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { JobCard } from '~/components/job-card';
import { requireUserType } from '~/utils/auth.server';
import { useTranslation } from '~/utils/i18n';
import { authed, finish, must, readForm, formId } from '~/utils/market.server';
import type { Route } from './+types/saved';
import type { ApiSchemas } from '~/utils/api-schemas';

export const handle = { titleKey: 'saved.title' };

type Bookmark = ApiSchemas['SavedJobDto'];

export async function loader({ request }: Route.LoaderArgs) {
  await requireUserType(request, 'freelancer');
  return { items: await must<Bookmark[]>(request, '/bookmarks') };
}

export async function action({ request }: Route.ActionArgs) {
  await requireUserType(request, 'freelancer');
  const form = await readForm(request);
  return finish(request, await authed(request, `/bookmarks/${formId(form, 'listing_id')}`, { method: 'DELETE' }), '/freelancer/saved', 'jobs.unsaved');
}

export default function Saved({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <main id="main" className="content">
      <h1>{t('saved.title')}</h1>
      {loaderData.items.length === 0 ? (
        <div className="empty">
          <p>{t('saved.empty')}</p>
          <Link to="/freelancer/jobs" className="btn btn-primary">
            {t('jobs.title')}
          </Link>
        </div>
      ) : (
        <ul className="cards">
          {loaderData.items.map((b) =>
            b.listing ? (
              <li key={b.id} className="saved-item">
                <JobCard as="div" job={{ ...b.listing, state: b.listing.stateName ? { name: b.listing.stateName } : null }} href={`/freelancer/details/${b.listing_id}`} />
                <ConfirmAction label={t('jobs.unsave')} question={t('saved.confirm', { title: b.listing.job_title })} intent="unsave" fields={{ listing_id: b.listing_id }} />
              </li>
            ) : (
              <li key={b.id} className="listing-card muted">
                {t('saved.gone')}
              </li>
            ),
          )}
        </ul>
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
