import { Link, redirect } from 'react-router';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { JobSearch } from '~/components/job-search';
import { getUser } from '~/utils/auth.server';
import { useTranslation } from '~/utils/i18n';
import { loadJobSearch } from '~/utils/job-search.server';
import { authLink } from '~/utils/return-to';
import type { Route } from './+types/jobs';

export const handle = { titleKey: 'publicJobs.title' };

/**
 * The job search before sign-up (docs/site.md "Public browsing"): the freelancers' search, filters,
 * places and facets, for anyone. A signed-in freelancer keeps their own page (same query).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request).catch(() => null);
  const url = new URL(request.url);
  if (user?.user_type === 'freelancer') throw redirect(`/freelancer/jobs${url.search}`);
  return loadJobSearch(request, 'anonymous');
}

export default function PublicJobs({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const intro = (
    <div className="public-intro">
      <p>{t('publicJobs.intro')}</p>
      <p className="actions">
        <Link to={authLink('/signup', '/jobs')} className="btn btn-primary">
          {t('publicJobs.signUp')}
        </Link>
        <Link to={authLink('/login', '/jobs')} className="btn btn-secondary">
          {t('publicJobs.signIn')}
        </Link>
      </p>
    </div>
  );
  return <JobSearch loaderData={loaderData} base="/jobs" jobHref={(id) => `/jobs/${id}`} saveSearch={false} intro={intro} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
