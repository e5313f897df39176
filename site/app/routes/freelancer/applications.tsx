import { Link } from 'react-router';
import { ConfirmAction } from '~/components/confirm';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Pager } from '~/components/pager';
import { requireUserType } from '~/utils/auth.server';
import { StatusBadge } from '~/components/hires';
import { date, lagosDateTime, money } from '~/utils/format';
import { isHireStatus } from '~/utils/hires';
import { useTranslation } from '~/utils/i18n';
import { authed, finish, formId, must, readForm, type Page } from '~/utils/market.server';
import type { Route } from './+types/applications';
import type { ApiSchemas } from '~/utils/api-schemas';

export const handle = { titleKey: 'applications.title' };
const STATUSES = ['pending', 'approved', 'disapproved', 'funded', 'in_progress', 'submitted', 'completed', 'paid', 'cancelled', 'disputed', 'refunded', 'withdrawn'] as const;

type Application = ApiSchemas['OwnApplicationViewDto'];

export async function loader({ request }: Route.LoaderArgs) {
  await requireUserType(request, 'freelancer');
  const url = new URL(request.url);
  const status = STATUSES.find((s) => s === url.searchParams.get('status')) ?? '';
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const q = new URLSearchParams({ page: String(page), per_page: '10' });
  if (status) q.set('status', status);
  const d = await must<Page<Application>>(request, `/freelancer/applications?${q}`);
  return { status, ...d, page: d.page ?? page, pages: Math.max(1, Math.ceil(d.total / d.per_page)) };
}

export async function action({ request }: Route.ActionArgs) {
  await requireUserType(request, 'freelancer');
  const form = await readForm(request);
  const id = formId(form, 'id');
  return finish(request, await authed(request, `/freelancer/applications/${id}/withdraw`, { method: 'POST' }), '/freelancer/applications', 'applications.withdrawn');
}

export default function Applications({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  return (
    <main id="main" className="content">
      <h1>{t('applications.title')}</h1>
      <nav className="filter-tabs" aria-label={t('listings.filter')}>
        {(['', ...STATUSES] as const).map((s) => (
          <Link key={s || 'all'} to={s ? `?status=${s}` : '?'} aria-current={loaderData.status === s ? 'page' : undefined}>
            {s ? t(`status.${s}`) : t('listings.all')}
          </Link>
        ))}
      </nav>
      {loaderData.items.length === 0 ? (
        <div className="empty">
          <p>{t('applications.empty')}</p>
          <Link to="/freelancer/jobs" className="btn btn-primary">
            {t('jobs.title')}
          </Link>
        </div>
      ) : (
        <ul className="cards">
          {loaderData.items.map((a) => (
            <li key={a.id} className="listing-card">
              <div className="listing-head">
                <h2>{a.listing.deleted ? a.listing.job_title : <Link to={`/freelancer/details/${a.listing.job_id ?? a.listing.id}`}>{a.listing.job_title}</Link>}</h2>
                <StatusBadge status={a.not_selected ? 'not_selected' : a.status} />
              </div>
              <p className="muted">
                {[
                  a.listing.company_name,
                  // A shift of a job of several days (docs/shifts.md): its own day.
                  a.listing.job_id !== undefined && a.listing.job_id !== a.listing.id && a.listing.starts_at ? lagosDateTime(a.listing.starts_at, locale) : null,
                  date(a.created_at, locale),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <p>
                {money(a.price, a.listing.currency, locale)}
                {a.new_price ? ` · ${t('applicants.newPrice')}${t('app.colon')}${money(a.new_price, a.listing.currency, locale)}` : null}
              </p>
              <p>
                <Link to={`/freelancer/messages/${a.id}`} aria-label={`${t('conversations.title')}${t('app.colon')}${a.listing.job_title}`}>
                  {t('conversations.title')}
                </Link>
              </p>
              {a.status === 'pending' ? (
                <ConfirmAction label={t('applications.withdraw')} question={t('applications.withdrawConfirm', { title: a.listing.job_title })} intent="withdraw" fields={{ id: a.id }} />
              ) : null}
              {isHireStatus(a.status) ? (
                <p>
                  <Link to={`/freelancer/hires/${a.id}`} aria-label={`${t('applicants.viewHire')}${t('app.colon')}${a.listing.job_title}`}>
                    {t('applicants.viewHire')}
                  </Link>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Pager page={loaderData.page} pages={loaderData.pages} />
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
