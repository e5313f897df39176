import { Link } from 'react-router';
import { isbot } from 'isbot';
import { jobSource } from '@gigmarket/shared';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { JobDetails } from '~/components/job-details';
import { JobPostingJsonLd } from '~/components/job-posting-json-ld';
import { NeverPayRule } from '~/components/never-pay';
import { api, uploadUrl } from '~/utils/api.server';
import { getUser } from '~/utils/auth.server';
import { price } from '~/utils/format';
import { useTranslation } from '~/utils/i18n';
import { getLocale, getT } from '~/utils/i18n.server';
import { jobPosting } from '~/utils/job-posting';
import type { Listing } from '~/utils/market.server';
import { siteOrigin } from '~/utils/site-urls.server';
import { data } from 'react-router';
import type { Route } from './+types/public-job';
import { pathId } from '~/utils/market.server';

export const handle = { titleKey: 'jobs.details' };

/**
 * A public job page: anonymous visitors are asked to sign in before applying. An open job carries
 * its JobPosting JSON-LD; a closed one answers 410 with a page that says so, `noindex`
 * (docs/seo-and-feeds.md). Each answer counts one view by source, bots left out.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const source = jobSource(url.searchParams.get('ref'), request.headers.get('Referer'), url.host);
  const counted = isbot(request.headers.get('User-Agent')) ? '' : `?source=${source}`;
  const res = await api<Listing>(`/home/jobs/${pathId(params.id)}${counted}`, { request });
  if (res.status === 410) {
    const gone = res.body.data as { job_title?: string } | undefined;
    return data({ closed: { job_title: gone?.job_title ?? '' }, job: null, pictures: [], userType: null, posting: null, source }, { status: 410 });
  }
  if (!res.ok || !res.body.data) throw data({ formError: 'notFound.heading' }, { status: res.status === 404 ? 404 : 502 });
  const user = await getUser(request).catch(() => null);
  const job = res.body.data;
  const [language, t] = await Promise.all([getLocale(request), getT(request)]);
  const posting = jobPosting(job, { origin: siteOrigin(request), language, siteName: t('app.name') });
  return { closed: null, job, pictures: (job.pictures ?? []).map((p) => uploadUrl(p)), userType: user?.user_type ?? null, posting, source };
}

export default function PublicJob({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const { job, userType, closed, source } = loaderData;
  if (closed || !job) {
    return (
      <main id="main" className="content public">
        <meta name="robots" content="noindex" />
        <div className="page-head">
          <h1>{t('jobs.closedHeading')}</h1>
        </div>
        <section className="panel">
          <p>{t('jobs.closedBody', { title: closed?.job_title ?? '' })}</p>
          <div className="actions">
            <Link to="/home" className="btn btn-primary">
              {t('jobs.closedBrowse')}
            </Link>
          </div>
        </section>
      </main>
    );
  }
  // Where the visit came from follows the freelancer to the application (docs/seo-and-feeds.md).
  const detail = `/freelancer/details/${job.id}${source !== 'direct' ? `?source=${source}` : ''}`;
  return (
    <main id="main" className="content public">
      <JobPostingJsonLd posting={loaderData.posting} />
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
