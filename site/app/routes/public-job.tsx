import { data, Link } from 'react-router';
import { isbot } from 'isbot';
import { jobSource } from '@gigmarket/shared';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { JobDetails } from '~/components/job-details';
import { JobPostingJsonLd } from '~/components/job-posting-json-ld';
import { NeverPayRule } from '~/components/never-pay';
import { ShareJob } from '~/components/share-job';
import { api, uploadUrl } from '~/utils/api.server';
import { getUser } from '~/utils/auth.server';
import { price } from '~/utils/format';
import { useTranslation } from '~/utils/i18n';
import { getLocale, getT } from '~/utils/i18n.server';
import { buildJobMeta, jobFacts, type PreviewJob } from '~/utils/job-meta';
import { jobPosting } from '~/utils/job-posting';
import { shareLink, shareText } from '~/utils/job-share';
import type { Listing } from '~/utils/market.server';
import { pathId } from '~/utils/market.server';
import { authLink } from '~/utils/return-to';
import { siteOrigin } from '~/utils/site-urls.server';
import type { Route } from './+types/public-job';

/** The title comes from `meta` (the job's own), not from a title key (root.tsx Title). */
export const handle = { titleKey: 'jobs.details', metaTitle: true };

type PublicJob = Listing & PreviewJob;

/**
 * A public job page (docs/site.md "Public browsing"): anyone reads it; applying, saving and
 * messaging ask to sign in (or sign up) and come back here. Its `meta` makes the link preview
 * (docs/site.md "Link previews"); an open job carries its JobPosting JSON-LD, and a closed, filled
 * or expired one says so, `noindex` (docs/seo-and-feeds.md). Each answer counts one view by
 * source, bots left out.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const source = jobSource(url.searchParams.get('ref'), request.headers.get('Referer'), url.host);
  const counted = isbot(request.headers.get('User-Agent')) ? '' : `?source=${source}`;
  const res = await api<PublicJob>(`/home/jobs/${pathId(params.id)}${counted}`, { request });
  if (!res.ok || !res.body.data) throw data({ formError: 'notFound.heading' }, { status: res.status === 404 ? 404 : 502 });
  const [user, locale, t] = await Promise.all([getUser(request).catch(() => null), getLocale(request), getT(request)]);
  const job = res.body.data;
  const origin = siteOrigin(request);
  const facts = jobFacts(job, locale, t);
  const link = shareLink(origin, job.id, locale);
  const open = (job.availability ?? 'open') === 'open';
  return {
    job,
    pictures: (job.pictures ?? []).map((p) => uploadUrl(p)),
    userType: user?.user_type ?? null,
    meta: [...buildJobMeta({ job, locale, origin, t, siteName: t('app.name') }), ...(open ? [] : [{ name: 'robots', content: 'noindex' }])],
    share: { link, text: shareText(facts, link), title: facts.title },
    posting: open ? jobPosting(job, { origin, language: locale, siteName: t('app.name') }) : null,
    source,
  };
}

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

export default function PublicJob({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const { job, userType, share, source } = loaderData;
  const availability = job.availability ?? 'open';
  // Where the visit came from follows the freelancer to the application (docs/seo-and-feeds.md).
  const detail = `/freelancer/details/${job.id}${source !== 'direct' ? `?source=${source}` : ''}`;
  return (
    <main id="main" className="content public">
      <JobPostingJsonLd posting={loaderData.posting} />
      <div className="page-head">
        <h1>{job.job_title}</h1>
        <strong className="amount big">{price(job, locale)}</strong>
      </div>
      {availability !== 'open' ? (
        <section className="panel job-closed" role="status">
          <p>
            <strong>{t(`share.status.${availability}`)}</strong> — {t(`share.statusNote.${availability}`)}
          </p>
          <Link to="/jobs" className="btn btn-primary">
            {t('share.findOthers')}
          </Link>
        </section>
      ) : (
        <section className="panel apply-panel">
          {userType === 'freelancer' ? (
            <Link to={detail} className="btn btn-primary">
              {t('jobs.applyNow')}
            </Link>
          ) : userType ? (
            <p className="muted">{t('jobs.freelancersOnly')}</p>
          ) : (
            <>
              <p>{t('publicJobs.askSignIn')}</p>
              <div className="actions">
                <Link to={authLink('/login', detail)} className="btn btn-primary">
                  {t('publicJobs.applySignIn')}
                </Link>
                <Link to={authLink('/login', detail)} className="btn btn-secondary">
                  {t('publicJobs.save')}
                </Link>
                <Link to={authLink('/login', detail)} className="btn btn-secondary">
                  {t('publicJobs.message')}
                </Link>
              </div>
              <p className="links">
                <Link to={authLink('/signup', detail)}>{t('publicJobs.signUp')}</Link>
              </p>
            </>
          )}
          <NeverPayRule />
        </section>
      )}
      <JobDetails job={job} pictures={loaderData.pictures} />
      <ShareJob title={share.title} text={share.text} url={share.link} countUrl={`/jobs/${job.id}/shares?source=${source}`} />
      <p>
        <Link to="/jobs">← {t('publicJobs.browse')}</Link>
      </p>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
