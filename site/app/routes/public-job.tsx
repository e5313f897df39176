import { Link } from 'react-router';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { JobDetails } from '~/components/job-details';
import { NeverPayRule } from '~/components/never-pay';
import { api, uploadUrl } from '~/utils/api.server';
import { getUser } from '~/utils/auth.server';
import { price } from '~/utils/format';
import { useTranslation } from '~/utils/i18n';
import type { Listing } from '~/utils/market.server';
import { data } from 'react-router';
import type { Route } from './+types/public-job';
import { pathId } from '~/utils/market.server';

export const handle = { titleKey: 'jobs.details' };

/** A public job page: anonymous visitors are asked to sign in before applying. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const res = await api<Listing>(`/home/jobs/${pathId(params.id)}`, { request });
  if (!res.ok || !res.body.data) throw data({ formError: 'notFound.heading' }, { status: res.status === 404 ? 404 : 502 });
  const user = await getUser(request).catch(() => null);
  const job = res.body.data;
  return { job, pictures: (job.pictures ?? []).map((p) => uploadUrl(p)), userType: user?.user_type ?? null };
}

export default function PublicJob({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const { job, userType } = loaderData;
  const detail = `/freelancer/details/${job.id}`;
  return (
    <main id="main" className="content public">
      <div className="page-head">
        <h1>{job.job_title}</h1>
        <strong className="amount big">{price(job, locale)}</strong>
      </div>
      <section className="panel apply-panel">
        {userType === 'freelancer' ? (
          <Link to={detail} className="btn btn-primary">
            {t('jobs.applyNow')}
          </Link>
        ) : userType ? (
          <p className="muted">{t('jobs.freelancersOnly')}</p>
        ) : (
          <>
            <p>{t('jobs.signInToApply')}</p>
            <div className="actions">
              <Link to={`/login?${new URLSearchParams({ type: 'freelancer', redirect: detail })}`} className="btn btn-primary">
                {t('home.login')}
              </Link>
              <Link to="/signup-intro" className="btn btn-secondary">
                {t('home.signup')}
              </Link>
            </div>
          </>
        )}
        <NeverPayRule />
      </section>
      <JobDetails job={job} pictures={loaderData.pictures} />
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
