import { ShareJob } from '~/components/share-job';
import { jobFacts, type PreviewJob } from '~/utils/job-meta';
import { shareLink, shareText } from '~/utils/job-share';
import { siteOrigin } from '~/utils/site-urls.server';
import { Link } from 'react-router';
import { ActionButton, ConfirmAction } from '~/components/confirm';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Pager } from '~/components/pager';
import { ReopenListing } from '~/components/reopen-listing';
import { requireUserType } from '~/utils/auth.server';
import { date, lagosDateTime, price } from '~/utils/format';
import { useTranslation } from '~/utils/i18n';
import { authed, finish, must, readForm, str, type Listing, type Page, formId } from '~/utils/market.server';
import type { Route } from './+types/listings';

export const handle = { titleKey: 'listings.title' };
const STATUSES = ['draft', 'open', 'closed'] as const;

export async function loader({ request }: Route.LoaderArgs) {
  await requireUserType(request, 'employer');
  const url = new URL(request.url);
  const status = STATUSES.find((s) => s === url.searchParams.get('status')) ?? '';
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const q = new URLSearchParams({ page: String(page), per_page: '10' });
  if (status) q.set('status', status);
  const data = await must<Page<Listing>>(request, `/employer/listings?${q}`);
  // A job offered to the favourites first says to how many (docs/roster.md "Roster first").
  const waiting = data.items.some((l) => l.status === 'draft' && l.public_from);
  const favourites = waiting ? await authed<unknown[]>(request, '/employer/favourites') : null;
  const favouriteCount = favourites?.ok && Array.isArray(favourites.body.data) ? favourites.body.data.length : 0;
  // Open jobs carry "Share" (docs/site.md "Share"): its links need the site's address.
  return { status, ...data, favouriteCount, page, pages: Math.max(1, Math.ceil(data.total / data.per_page)), origin: siteOrigin(request) };
}

/** publish, close, reopen, delete: then back to the same list. */
export async function action({ request }: Route.ActionArgs) {
  await requireUserType(request, 'employer');
  const form = await readForm(request);
  const intent = str(form, 'intent');
  const id = formId(form, 'id');
  const back = `/employer/listings${new URL(request.url).search}`;
  if (intent === 'delete') return finish(request, await authed(request, `/employer/listings/${id}`, { method: 'DELETE' }), back, 'listings.deleted');
  if (intent === 'open-now') return finish(request, await authed(request, `/employer/listings/${id}/open-now`, { method: 'POST' }), back, 'rosterFirst.opened');
  if (['publish', 'close', 'reopen'].includes(intent)) {
    // Reopening may carry a new date (an expired job needs one).
    const jobDate = intent === 'reopen' ? str(form, 'job_date') : '';
    const init = { method: 'POST', ...(jobDate ? { body: { job_date: jobDate } } : {}) };
    return finish(request, await authed(request, `/employer/listings/${id}/${intent}`, init), back, { publish: 'listings.published', close: 'listings.closed', reopen: 'listings.reopened' }[intent]!);
  }
  return finish(request, { ok: false, status: 400, body: { result: false, message: 'Unknown action' } }, back, '');
}

export default function Listings({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const { items, status } = loaderData;
  return (
    <main id="main" className="content">
      <div className="page-head">
        <h1>{t('listings.title')}</h1>
        <Link to="/employer/listings/add" className="btn btn-primary">
          {t('listings.add')}
        </Link>
      </div>
      <nav className="filter-tabs" aria-label={t('listings.filter')}>
        {(['', ...STATUSES] as const).map((s) => (
          <Link key={s || 'all'} to={s ? `?status=${s}` : '?'} aria-current={status === s ? 'page' : undefined}>
            {s ? t(`status.${s}`) : t('listings.all')}
          </Link>
        ))}
      </nav>
      <p className="muted" aria-live="polite">
        {t('listings.count', { count: loaderData.total })}
      </p>
      {items.length === 0 ? (
        <div className="empty">
          <p>{t('listings.empty')}</p>
        </div>
      ) : (
        <ul className="cards">
          {items.map((l) => (
            <li key={l.id} className="listing-card">
              <div className="listing-head">
                <h2>
                  <Link to={`/employer/listings/${l.id}/edit`}>{l.job_title}</Link>
                </h2>
                <span className={`pill pill-${l.status}`}>
                  {l.closed_reason === 'expired' ? t('expiry.expired') : l.closed_reason === 'filled' ? t('listings.filled') : l.moderation === 'taken_down' ? t('safety.takenDown') : l.moderation === 'hidden' ? t('safety.underReview') : t(`status.${l.status}`)}
                </span>
              </div>
              <p className="muted">
                {[l.category?.category_name, l.jobtype?.name, l.stateName, date(l.job_date, locale)].filter(Boolean).join(' · ')}
              </p>
              {l.status === 'open' && l.expires_at ? <p className="muted">{t('expiry.expiresOn', { date: date(l.expires_at, locale) })}</p> : null}
              {l.status === 'draft' && l.public_from ? (
                <p className="notice-box" data-testid="roster-first-banner">
                  {t('rosterFirst.bannerEmployer', { count: loaderData.favouriteCount, time: lagosDateTime(l.public_from, locale) })}
                </p>
              ) : null}
              {l.moderation === 'hidden' ? <p className="notice-box">{t('safety.hiddenForReview')}</p> : null}
              {l.moderation === 'taken_down' && l.moderation_reason ? <p className="notice-box">{t('safety.takenDownBecause', { reason: l.moderation_reason })}</p> : null}
              <p>
                <strong>{price(l, locale)}</strong>
                {l.positions ? (
                  <span className={l.positions_filled && l.positions_filled >= l.positions ? 'pill pill-filled' : 'muted'} data-testid="positions">
                    {' '}
                    {t('listings.positionsFilled', { count: l.positions_filled ?? 0, positions: l.positions })}
                  </span>
                ) : null}
              </p>
              <p>
                <Link to={`/employer/listings/${l.id}/applicants`}>
                  {t('listings.applicantsCount', { count: l.applications ?? 0, pending: l.pending_applications ?? 0 })}
                </Link>
              </p>
              <div className="actions">
                <Link to={`/employer/listings/${l.id}/edit`} className="btn btn-secondary">
                  {t('listings.edit')}
                </Link>
                {l.status === 'draft' && l.public_from ? <ActionButton intent="open-now" label={t('rosterFirst.openNow')} fields={{ id: l.id }} /> : null}
                {l.status === 'draft' && !l.public_from ? <ActionButton intent="publish" label={t('listings.publish')} fields={{ id: l.id }} /> : null}
                {l.status === 'open' ? <ActionButton intent="close" label={t('listings.close')} fields={{ id: l.id }} /> : null}
                {l.status === 'closed' && l.closed_reason !== 'moderation' && (l.moderation ?? 'visible') === 'visible' ? <ReopenListing id={l.id} expired={l.closed_reason === 'expired'} label={t('listings.reopen')} /> : null}
                {l.status === 'open' && (l.moderation ?? 'visible') === 'visible' ? <ShareListing job={l} origin={loaderData.origin} /> : null}
                <ConfirmAction label={t('listings.delete')} question={t('listings.confirmDelete', { title: l.job_title })} intent="delete" fields={{ id: l.id }} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager page={loaderData.page} pages={loaderData.pages} />
    </main>
  );
}

/** "Share" on one of the employer's open jobs: the same share sheet, WhatsApp text and link as its public page. */
function ShareListing({ job, origin }: { job: Listing; origin: string }) {
  const { t, locale } = useTranslation();
  const lang = locale === 'fr' ? 'fr' : 'en';
  const facts = jobFacts(job as PreviewJob, lang, t);
  const link = shareLink(origin, job.id, lang);
  return (
    <details className="share-details">
      <summary className="btn btn-secondary">{t('share.button')}</summary>
      <ShareJob title={facts.title} text={shareText(facts, link)} url={link} countUrl={`/jobs/${job.id}/shares?source=direct`} />
    </details>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
