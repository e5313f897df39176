import { data, Form, Link, useNavigation } from 'react-router';
import { ActionButton, ConfirmAction } from '~/components/confirm';
import { CsrfInput } from '~/components/csrf';
import { FieldError, SubmitButton } from '~/components/field';
import { StatusBadge, useBusy } from '~/components/hires';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Avatar } from '~/components/user-shell';
import { uploadUrl } from '~/utils/api.server';
import { requireUserType } from '~/utils/auth.server';
import { date, lagosDate, money, price } from '~/utils/format';
import { isHireStatus, quotedAmount } from '~/utils/hires';
import { failureKey, fieldErrors, toastRedirect } from '~/utils/hires.server';
import { useTranslation } from '~/utils/i18n';
import { authed, finish, must, readForm, str, type Listing, pathId, formId } from '~/utils/market.server';
import { normalizeAmount } from '~/utils/money';
import { APPLICANT_SORTS, applicantsQuery, applicantsView, MIN_RATINGS } from '~/utils/trust';
import { TrustBadges, VerifiedBadge } from '~/components/trust';
import type { Route } from './+types/applicants';
import type { ApiSchemas } from '~/utils/api-schemas';

export const handle = { titleKey: 'applicants.title' };

type Applicant = ApiSchemas['ApplicantViewDto'];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUserType(request, 'employer');
  const id = pathId(params.id);
  const view = applicantsView(new URL(request.url).searchParams);
  const query = applicantsQuery(view);
  const [listing, applicants] = await Promise.all([
    must<Listing>(request, `/employer/listings/${id}`),
    must<Applicant[]>(request, `/employer/listings/${id}/applicants${query ? `?${query}` : ''}`),
  ]);
  return { listing, view, // An applicant whose account is gone answers `freelancer: null` (the contract): not listed.
  applicants: applicants.flatMap((a) => (a.freelancer ? [{ ...a, freelancer: { ...a.freelancer, avatar: uploadUrl(a.freelancer.avatar) } }] : [])) };
}

type ActionData = { application: number; fieldErrors: Record<string, string> };

export async function action({ request, params }: Route.ActionArgs) {
  await requireUserType(request, 'employer');
  const form = await readForm(request);
  const back = `/employer/listings/${pathId(params.id)}/applicants`;
  const application = formId(form, 'application');
  if (str(form, 'intent') !== 'approve') {
    const res = await authed(request, `/employer/applications/${application}/disapprove`, { method: 'POST' });
    return finish(request, res, back, 'applicants.disapproved');
  }
  // POST approve { agreed_amount }: the amount field is prefilled with the quoted price.
  const agreed_amount = normalizeAmount(str(form, 'agreed_amount'));
  if (!agreed_amount) return data<ActionData>({ application, fieldErrors: { agreed_amount: 'hires.amountInvalid' } }, { status: 400 });
  const res = await authed(request, `/employer/applications/${application}/approve`, { method: 'POST', body: { agreed_amount } });
  const errors = fieldErrors(res);
  if (errors) return data<ActionData>({ application, fieldErrors: errors }, { status: 400 });
  if (!res.ok) return toastRedirect(request, back, { type: 'error', key: failureKey(res) });
  return toastRedirect(request, back, { type: 'success', key: 'applicants.approved' });
}

export default function Applicants({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const { listing, applicants, view } = loaderData;
  const failed = actionData as ActionData | undefined;
  const approving = useBusy('approve');
  const busyId = Number(useNavigation().formData?.get('application'));
  return (
    <main id="main" className="content">
      <p>
        <Link to="/employer/listings">← {t('listings.back')}</Link>
      </p>
      <h1>{t('applicants.heading', { title: listing.job_title })}</h1>
      <p className="muted">
        {[
          listing.closed_reason === 'filled' ? t('listings.filled') : t(`status.${listing.status}`),
          price(listing, locale),
          listing.positions ? t('listings.positionsFilled', { count: listing.positions_filled ?? 0, positions: listing.positions }) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {listing.positions && (listing.positions_filled ?? 0) >= listing.positions ? (
        <p className="notice-box" role="status">
          {t('listings.allFilled')} <Link to={`/employer/listings/${listing.id}/edit`}>{t('listings.addPosition')}</Link>
        </p>
      ) : null}
      <Form method="get" className="applicant-filters" aria-label={t('trust.filters')} key={`${view.sort}-${view.min_rating}`}>
        <div className="field">
          <label htmlFor="f-sort">{t('trust.sort')}</label>
          <select id="f-sort" name="sort" defaultValue={view.sort}>
            {APPLICANT_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`trust.sorts.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="f-min-rating">{t('trust.minRating')}</label>
          <select id="f-min-rating" name="min_rating" defaultValue={view.min_rating}>
            <option value="">{t('trust.anyRating')}</option>
            {MIN_RATINGS.map((r) => (
              <option key={r} value={r}>
                {t('trust.minStars', { stars: r })}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-secondary">
          {t('trust.apply')}
        </button>
      </Form>
      {applicants.length === 0 ? (
        <div className="empty">
          <p>{t('applicants.empty')}</p>
        </div>
      ) : (
        <ul className="cards">
          {applicants.map((a) => (
            <li key={a.id} className="listing-card" aria-label={a.freelancer.name}>
              <div className="row-item">
                <Avatar name={a.freelancer.name} src={a.freelancer.avatar} size={48} />
                <div className="grow">
                  <h2>{a.freelancer.name}</h2>
                  {a.shift ? (
                    <p data-testid="applicant-shift">
                      {t('shifts.title')}{t('app.colon')}
                      <strong>{t('shifts.line', { day: lagosDate(a.shift.starts_at, locale), start: a.shift.start_time, end: a.shift.end_time })}</strong>
                    </p>
                  ) : null}
                  <p className="muted">{[a.freelancer.state, date(a.created_at, locale)].filter(Boolean).join(' · ')}</p>
                </div>
                <StatusBadge status={a.not_selected ? 'not_selected' : a.status} />
              </div>
              {a.freelancer.verified_at ? (
                <p className="verified-line">
                  <VerifiedBadge at={a.freelancer.verified_at} />
                </p>
              ) : null}
              <TrustBadges rating={a.rating} reliability={a.reliability} label={t('trust.freelancerTrust', { name: a.freelancer.name })} />
              {a.freelancer.description ? <p>{a.freelancer.description}</p> : null}
              <p>
                {t('applicants.price')}{t('app.colon')}<strong>{money(a.price, listing.currency, locale)}</strong>
                {a.new_price ? (
                  <>
                    {' · '}
                    {t('applicants.newPrice')}{t('app.colon')}<strong>{money(a.new_price, listing.currency, locale)}</strong>
                  </>
                ) : null}
              </p>
              {a.status === 'pending' && !a.not_selected ? (
                <Form method="post" className="approve-form" noValidate>
                  <CsrfInput />
                  <input type="hidden" name="intent" value="approve" />
                  <input type="hidden" name="application" value={a.id} />
                  <div className="field">
                    <label htmlFor={`agreed-${a.id}`}>{t('applicants.agreedAmount', { currency: listing.currency })}</label>
                    <input
                      id={`agreed-${a.id}`}
                      name="agreed_amount"
                      inputMode="decimal"
                      required
                      autoComplete="off"
                      defaultValue={quotedAmount(a, listing)}
                      aria-invalid={failed?.application === a.id && failed.fieldErrors.agreed_amount ? true : undefined}
                      aria-describedby={`agreed-${a.id}-hint agreed-${a.id}-error`}
                    />
                    <p id={`agreed-${a.id}-hint`} className="field-hint">
                      {t('applicants.agreedHint')}
                    </p>
                    <FieldError id={`agreed-${a.id}-error`} error={failed?.application === a.id ? failed.fieldErrors.agreed_amount : undefined} />
                  </div>
                  <SubmitButton busy={approving && busyId === a.id} className="btn btn-primary">
                    {t('applicants.approve')}
                  </SubmitButton>
                </Form>
              ) : null}
              <div className="actions">
                <Link to={`/employer/connections?profile=${a.freelancer.id}`} className="btn btn-secondary">
                  {t('connections.viewProfile')}
                </Link>
                <Link to={`/employer/messages/${a.id}`} className="btn btn-secondary" aria-label={`${t('conversations.title')}${t('app.colon')}${a.freelancer.name}`}>
                  {t('conversations.title')}
                </Link>
                {a.status === 'pending' ? (
                  <ConfirmAction label={t('applicants.disapprove')} question={t('applicants.confirmDisapprove', { name: a.freelancer.name })} intent="disapprove" fields={{ application: a.id }} />
                ) : null}
                {a.status === 'approved' ? (
                  <Link to={`/employer/hires/${a.id}`} className="btn btn-primary">
                    {t('applicants.payToHire')}
                  </Link>
                ) : isHireStatus(a.status) ? (
                  <Link to={`/employer/hires/${a.id}`} className="btn btn-secondary">
                    {t('applicants.viewHire')}
                  </Link>
                ) : null}
                {isHireStatus(a.status) ? (
                  <>
                    <ActionButton
                      intent="favourite"
                      action="/employer/roster"
                      label={t('roster.add')}
                      ariaLabel={t('roster.addLabel', { name: a.freelancer.name })}
                      fields={{ user_id: a.freelancer.id, back: `/employer/listings/${listing.id}/applicants` }}
                    />
                    <ConfirmAction
                      label={t('roster.block')}
                      question={t('roster.blockConfirm', { name: a.freelancer.name })}
                      intent="block"
                      action="/employer/roster"
                      fields={{ user_id: a.freelancer.id, back: `/employer/listings/${listing.id}/applicants` }}
                    />
                  </>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
