import { Link } from 'react-router';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { IdentityPrompt } from '~/components/identity-prompt';
import { NextSteps } from '~/components/next-steps';
import { accountNextSteps } from '~/utils/next-steps.server';
import type { Identity } from '~/utils/identity';
import { Avatar } from '~/components/user-shell';
import { uploadUrl } from '~/utils/api.server';
import { requireUserType } from '~/utils/auth.server';
import { date, money } from '~/utils/format';
import { useTranslation } from '~/utils/i18n';
import { authed, must } from '~/utils/market.server';
import type { Route } from './+types/dashboard';
import type { ApiSchemas } from '~/utils/api-schemas';

export const handle = { titleKey: 'dashboard.employer' };

type Dashboard = ApiSchemas['EmployerDashboardDto'];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUserType(request, 'employer');
  const [d, identity, steps] = await Promise.all([must<Dashboard>(request, '/employer/dashboard'), authed<Identity>(request, '/identity'), accountNextSteps(request, user, 'employer')]);
  return { name: user.first_name || user.name, identity: identity.ok ? (identity.body.data ?? null) : undefined, steps, d: { ...d, latest_applicants: d.latest_applicants.flatMap((a) => (a.freelancer ? [{ ...a, freelancer: { ...a.freelancer, avatar: uploadUrl(a.freelancer.avatar) } }] : [])) } };
}

export default function EmployerDashboard({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const { d } = loaderData;
  return (
    <main id="main" className="content">
      <div className="page-head">
        <h1>{t('dashboard.employer')}</h1>
        <Link to="/employer/listings/add" className="btn btn-primary">
          {t('listings.add')}
        </Link>
      </div>
      <p className="lead">{t('welcome.heading', { name: loaderData.name ?? '' })}</p>
      <NextSteps steps={loaderData.steps} />
      <IdentityPrompt identity={loaderData.identity} party="employer" />
      <ul className="stats">
        {(['open', 'draft', 'closed'] as const).map((s) => (
          <li key={s}>
            <Link to={`/employer/listings?status=${s}`}>
              <strong>{d.listings[s]}</strong>
              <span>{t(`counted.${s}`, { count: Number(d.listings[s]) })}</span>
            </Link>
          </li>
        ))}
        <li>
          <strong>{d.applications_waiting}</strong>
          <span>{t('dashboard.waiting')}</span>
        </li>
        <li className="stat-money">
          <strong>{money(d.amount_spent, d.currency, locale)}</strong>
          <span>{t('dashboard.spent')}</span>
        </li>
        <li>
          <Link to="/employer/connections">
            <strong>{d.connections}</strong>
            <span>{t('shell.connections')}</span>
          </Link>
        </li>
      </ul>
      <section className="panel">
        <h2>{t('dashboard.latestApplicants')}</h2>
        {d.latest_applicants.length === 0 ? (
          <p className="muted">{t('dashboard.noApplicants')}</p>
        ) : (
          <ul className="rows">
            {d.latest_applicants.map((a) => (
              <li key={a.id} className="row-item">
                <Avatar name={a.freelancer.name} src={a.freelancer.avatar} />
                <div className="grow">
                  <strong>{a.freelancer.name}</strong>
                  <p className="muted">
                    <Link to={`/employer/listings/${a.listing.id}/applicants`}>{a.listing.job_title}</Link> · {date(a.created_at, locale)}
                  </p>
                </div>
                <span className={`pill pill-${a.status}`}>{t(`status.${a.status}`)}</span>
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
