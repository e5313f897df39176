import { Form, Link } from 'react-router';
import { sizedImage } from '~/utils/images';
import { FEATURED_JOB_FILTER, LIMITS } from '@gigmarket/shared';
import { CsrfInput } from '~/components/csrf';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { api, uploadUrl, type FeaturedJob } from '~/utils/api.server';
import { requireUser } from '~/utils/auth.server';
import { useDataSaver } from '~/utils/data-saver';
import { money } from '~/utils/format';
import { useTranslation } from '~/utils/i18n';
import type { Route } from './+types/user-welcome';

export const handle = { titleKey: 'welcome.title' };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const firstWord = (user.name || `${user.first_name ?? ''} ${user.last_name ?? ''}`).trim().split(/\s+/)[0] ?? '';
  const isEmployer = user.user_type === 'employer';
  let job: (FeaturedJob & { logoUrl: string | null }) | null = null;
  if (!isEmployer) {
    const params = new URLSearchParams({ filter: FEATURED_JOB_FILTER, limit: String(LIMITS.featuredJobLimit) });
    const res = await api<FeaturedJob[]>(`/listings?${params}`, { request });
    // A failed featured-job load is only logged (docs/onboarding.md, "When a call fails").
    if (!res.ok) console.warn('Featured job not loaded:', res.status, res.body.message);
    const first = res.ok && Array.isArray(res.body.data) ? res.body.data[0] : undefined;
    if (first) job = { ...first, logoUrl: uploadUrl(first.company_logo) };
  }
  return { firstWord, isEmployer, job };
}

export default function UserWelcome({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const dataSaver = useDataSaver();
  const { firstWord, isEmployer, job } = loaderData;
  return (
    <div className="welcome">
      <h1>{firstWord ? t('welcome.heading', { name: firstWord }) : t('welcome.headingAnonymous')}</h1>
      {isEmployer ? (
        <>
          <p className="lead">{t('welcome.employerPrompt')}</p>
          <p>
            <Link to="/employer/signup" className="btn btn-primary">
              {t('welcome.employerButton')}
            </Link>
          </p>
        </>
      ) : (
        <>
          {job ? (
            <section className="job-card" aria-labelledby="featured-title">
              <p className="eyebrow">{t('welcome.featured')}</p>
              <div className="job-card-head">
                {job.logoUrl && !dataSaver ? <img {...sizedImage(job.logoUrl, 48)} alt="" width={48} height={48} loading="lazy" decoding="async" /> : <span className="logo-mark" aria-hidden="true">{job.job_title.slice(0, 1)}</span>}
                <div>
                  <h2 id="featured-title">{job.job_title}</h2>
                  <p className="muted">{[job.user?.company, job.state?.name].filter(Boolean).join(' · ')}</p>
                </div>
              </div>
              <ul className="job-facts">
                {job.min_amount != null ? <li>{t('welcome.from', { amount: money(job.min_amount, job.currency ?? 'NGN', locale) })}</li> : null}
                {job.jobtype?.name ? <li>{job.jobtype.name}</li> : null}
                {job.work_duration ? <li>{t('welcome.duration', { value: job.work_duration })}</li> : null}
              </ul>
              <Link to={`/freelancer/details/${job.id}`} className="btn btn-secondary">
                {t('welcome.apply')}
              </Link>
            </section>
          ) : null}
          {job ? (
            <div className="divider" role="separator">
              <span>{t('welcome.or')}</span>
            </div>
          ) : null}
          <p>
            <Link to="/freelancer/signup" className="btn btn-primary">
              {t('welcome.freelancerButton')}
            </Link>
          </p>
        </>
      )}
      <Form method="post" action="/logout" className="links">
        <CsrfInput />
        <button type="submit" className="btn btn-link">
          {t('app.logout')}
        </button>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
