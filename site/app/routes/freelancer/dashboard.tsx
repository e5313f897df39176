import { Link } from 'react-router';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { IdentityPrompt } from '~/components/identity-prompt';
import { NextSteps } from '~/components/next-steps';
import { accountNextSteps } from '~/utils/next-steps.server';
import type { Identity } from '~/utils/identity';
import { requireUserType } from '~/utils/auth.server';
import { money } from '~/utils/format';
import { useTranslation } from '~/utils/i18n';
import { authed, must } from '~/utils/market.server';
import type { Route } from './+types/dashboard';
import type { ApiSchemas } from '~/utils/api-schemas';

export const handle = { titleKey: 'dashboard.freelancer' };

type Dashboard = ApiSchemas['FreelancerDashboardDto'];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUserType(request, 'freelancer');
  const [d, identity, steps] = await Promise.all([must<Dashboard>(request, '/freelancer/dashboard'), authed<Identity>(request, '/identity'), accountNextSteps(request, user, 'freelancer')]);
  return { name: user.first_name || user.name, d, identity: identity.ok ? (identity.body.data ?? null) : undefined, steps };
}

export default function FreelancerDashboard({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const { d } = loaderData;
  const f = d.featured_job;
  return (
    <main id="main" className="content">
      <div className="page-head">
        <h1>{t('dashboard.freelancer')}</h1>
        <Link to="/freelancer/jobs" className="btn btn-primary">
          {t('jobs.title')}
        </Link>
      </div>
      <p className="lead">{t('welcome.heading', { name: loaderData.name ?? '' })}</p>
      <NextSteps steps={loaderData.steps} />
      <IdentityPrompt identity={loaderData.identity} party="freelancer" />
      <ul className="stats">
        {(['pending', 'approved', 'disapproved', 'paid'] as const).map((s) => (
          <li key={s}>
            <Link to={`/freelancer/applications?status=${s}`}>
              <strong>{d.applications[s]}</strong>
              <span>{t(`counted.${s}`, { count: Number(d.applications[s]) })}</span>
            </Link>
          </li>
        ))}
        <li>
          <Link to="/freelancer/saved">
            <strong>{d.saved_jobs}</strong>
            <span>{t('saved.title')}</span>
          </Link>
        </li>
        <li>
          <Link to="/freelancer/connections">
            <strong>{d.connections}</strong>
            <span>{t('shell.connections')}</span>
          </Link>
        </li>
      </ul>
      {f ? (
        <section className="job-card panel" aria-labelledby="featured-h">
          <p className="eyebrow" id="featured-h">
            {t('welcome.featured')}
          </p>
          <h2>{f.job_title}</h2>
          <p className="muted">{[f.user?.company, f.state?.name, f.jobtype?.name].filter(Boolean).join(' · ')}</p>
          {f.min_amount ? <p>{t('welcome.from', { amount: money(f.min_amount, f.currency ?? 'NGN', locale) })}</p> : null}
          <Link to={`/freelancer/details/${f.id}`} className="btn btn-primary">
            {t('welcome.apply')}
          </Link>
        </section>
      ) : null}
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
