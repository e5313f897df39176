import { useState } from 'react';
import { data, Form, Link } from 'react-router';
import { ActionButton, ConfirmAction } from '~/components/confirm';
import { CsrfInput } from '~/components/csrf';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { StatusBadge } from '~/components/hires';
import { FieldError } from '~/components/field';
import { JobDetails } from '~/components/job-details';
import { NeverPayRule } from '~/components/never-pay';
import { ReportJob, type ReportResult } from '~/components/safety';
import { uploadUrl } from '~/utils/api.server';
import { requireUserType } from '~/utils/auth.server';
import { lagosDate, lagosDateTime, money, price } from '~/utils/format';
import { normalizeAmount } from '~/utils/money';
import { formatPercent, isHireStatus, netRange } from '~/utils/hires';
import { failureKey, toastRedirect } from '~/utils/hires.server';
import { isReportReason, REPORT_NOTE_MAX } from '~/utils/identity';
import { useTranslation } from '~/utils/i18n';
import { authed, finish, must, readForm, str, type Listing, pathId, formId } from '~/utils/market.server';
import type { Route } from './+types/details';
import { JOB_SOURCES, nextShiftIndex, type JobSource } from '@gigmarket/shared';

/** `?source=` from the public job page: where the freelancer found the job, sent with the application (docs/seo-and-feeds.md). */
function sourceOf(value: string | null | undefined): JobSource | null {
  return (JOB_SOURCES as readonly string[]).includes(value ?? '') ? (value as JobSource) : null;
}

export const handle = { titleKey: 'jobs.details' };

type JobView = Listing & {
  applied: boolean;
  application: { id: number; status: string; not_selected: boolean; price: string; new_price: string | null } | null;
  bookmarked: boolean;
  connected: boolean;
  /** The freelancer hid this employer's jobs from their search (docs/roster.md). */
  employer_hidden?: boolean;
  commission_percent?: string;
  /** Offered to the employer's favourites first (docs/roster.md "Roster first"). */
  roster_first?: { until: string; favourites: number } | null;
  /** A job with shifts: the caller's application for each shift they applied for (docs/shifts.md). */
  shift_applications?: { shift_id: number; id: number; status: string; not_selected: boolean }[];
};

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUserType(request, 'freelancer');
  const job = await must<JobView>(request, `/jobs/${pathId(params.id)}`);
  return { job, pictures: (job.pictures ?? []).map((p) => uploadUrl(p)), source: sourceOf(new URL(request.url).searchParams.get('source')) };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireUserType(request, 'freelancer');
  const form = await readForm(request);
  const id = pathId(params.id);
  const back = `/freelancer/details/${id}`;
  const intent = str(form, 'intent');
  if (intent === 'apply') {
    const newPrice = str(form, 'new_price');
    // As people type it: "18,500", "18 500", "18500,50" (packages/shared parseAmount).
    if (newPrice && normalizeAmount(newPrice) === null) return data({ priceError: 'jobs.v.price' }, { status: 400 });
    return finish(
      request,
      await authed(request, `/jobs/${id}/apply`, {
        method: 'POST',
        body: {
          ...(newPrice ? { new_price: normalizeAmount(newPrice) } : {}),
          ...(sourceOf(str(form, 'source')) ? { source: sourceOf(str(form, 'source')) } : {}),
          // A job with shifts (docs/shifts.md): the shifts ticked; none ticked asks for every open one.
          ...(form.getAll('shift_ids').length ? { shift_ids: form.getAll('shift_ids').map(Number) } : {}),
        },
      }),
      back,
      'jobs.applied',
    );
  }
  if (intent === 'report') return report(request, id, form);
  if (intent === 'save')
    return finish(
      request,
      await authed(request, '/bookmarks', { method: 'POST', body: { listing_id: id } }),
      back,
      'jobs.saved',
    );
  if (intent === 'unsave')
    return finish(request, await authed(request, `/bookmarks/${id}`, { method: 'DELETE' }), back, 'jobs.unsaved');
  const userId = formId(form, 'user_id');
  if (intent === 'connect')
    return finish(
      request,
      await authed(request, '/connections', { method: 'POST', body: { user_id: userId } }),
      back,
      'connections.connected',
    );
  if (intent === 'disconnect')
    return finish(
      request,
      await authed(request, `/connections/${userId}`, { method: 'DELETE' }),
      back,
      'connections.disconnected',
    );
  throw data('Unknown action', { status: 400 });
}

/**
 * "Report this job": `POST /api/jobs/:id/report { reason, note? }`. The answer stays on the page, so
 * the freelancer reads it where they asked: sent (201), or already reported (409); unless the report
 * hid the job, whose page is then gone: back to the search with the thanks.
 */
async function report(request: Request, id: number, form: FormData) {
  const reason = str(form, 'reason');
  const note = str(form, 'note');
  const fieldErrors: ReportResult['fieldErrors'] = {};
  if (!isReportReason(reason)) fieldErrors.reason = 'safety.reasonRequired';
  if (note.length > REPORT_NOTE_MAX) fieldErrors.note = 'safety.noteMax';
  if (fieldErrors.reason || fieldErrors.note)
    return data<ReportResult>({ intent: 'report', fieldErrors }, { status: 400 });
  const res = await authed(request, `/jobs/${id}/report`, {
    method: 'POST',
    body: note ? { reason, note } : { reason },
  });
  if (res.ok) {
    // A report that hides the job (docs/trust.md) takes its page away too: back to the search, with the thanks.
    const still = await authed(request, `/jobs/${id}`);
    if (still.status === 404)
      return toastRedirect(request, '/freelancer/jobs', { type: 'success', key: 'safety.reportedHidden' });
    return { intent: 'report', outcome: 'sent' } satisfies ReportResult;
  }
  if (res.status === 409) return { intent: 'report', outcome: 'already' } satisfies ReportResult;
  if (res.status === 400 && res.body.errors) {
    const errors = res.body.errors;
    return data<ReportResult>(
      {
        intent: 'report',
        fieldErrors: {
          reason: errors.reason ? 'safety.reasonRequired' : undefined,
          note: errors.note ? 'safety.noteMax' : undefined,
        },
      },
      { status: 400 },
    );
  }
  return data<ReportResult>({ intent: 'report', error: failureKey(res) }, { status: res.status || 502 });
}

export default function Details({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const { job } = loaderData;
  const employerId = job.company?.user_id;
  // A quote typed in the price box is what the freelancer would receive, less the commission.
  const [quote, setQuote] = useState('');
  const quoted = normalizeAmount(quote);
  const net = job.commission_percent
    ? netRange(quoted ? { pricing: 'fixed', amount: quoted, currency: job.currency } : job, job.commission_percent, locale)
    : null;
  // A job with shifts (docs/shifts.md): each shift is applied for, and hired, on its own.
  const shifts = job.shifts ?? [];
  const mine = new Map((job.shift_applications ?? []).map((row) => [row.shift_id, row]));
  const now = Date.now();
  const openShifts = shifts.filter((shift) => !mine.has(shift.id) && new Date(shift.starts_at).getTime() > now && shift.positions_filled < shift.positions);
  const nextIndex = nextShiftIndex(shifts, new Date(now));
  const canApply = !(job.applied && job.application) && (job.status === 'open' || Boolean(job.roster_first)) && (!shifts.length || openShifts.length > 0);
  const priceError = actionData && 'priceError' in actionData ? actionData.priceError : undefined;
  const reported =
    actionData && 'intent' in actionData && actionData.intent === 'report' ? (actionData as ReportResult) : null;
  return (
    <main id="main" className="content">
      <p>
        <Link to="/freelancer/jobs">← {t('jobs.back')}</Link>
      </p>
      <div className="page-head">
        <h1>{job.job_title}</h1>
        <strong className="amount big">{price(job, locale)}</strong>
      </div>
      {job.roster_first ? (
        <p className="notice-box" data-testid="roster-first-banner">
          {t('rosterFirst.bannerFavourite', { count: job.roster_first.favourites, time: lagosDateTime(job.roster_first.until, locale) })}
        </p>
      ) : null}
      <div className="actions">
        {job.bookmarked ? (
          <ActionButton intent="unsave" label={t('jobs.unsave')} />
        ) : (
          <ActionButton intent="save" label={t('jobs.save')} />
        )}
        {employerId ? (
          job.connected ? (
            <ConfirmAction
              label={t('connections.disconnect')}
              question={t('connections.confirm', { name: job.company?.company_name ?? '' })}
              intent="disconnect"
              fields={{ user_id: employerId }}
            />
          ) : (
            <ActionButton intent="connect" label={t('connections.connect')} fields={{ user_id: employerId }} />
          )
        ) : null}
        {employerId && !job.employer_hidden ? (
          <ActionButton
            intent="hide"
            action="/freelancer/account/hidden-employers"
            label={t('roster.hide')}
            ariaLabel={t('roster.hideLabel', { name: job.company?.company_name ?? '' })}
            fields={{ user_id: employerId, back: `/freelancer/details/${job.id}` }}
          />
        ) : null}
      </div>
      {employerId && job.employer_hidden ? (
        <p className="notice-box" role="status">
          {t('roster.hiddenNotice')}{' '}
          <ActionButton
            intent="unhide"
            action="/freelancer/account/hidden-employers"
            label={t('roster.unhide')}
            ariaLabel={t('roster.unhideLabel', { name: job.company?.company_name ?? '' })}
            fields={{ user_id: employerId, back: `/freelancer/details/${job.id}` }}
          />
        </p>
      ) : null}
      {job.applied && job.application ? (
        <section className="panel apply-panel next-step" aria-labelledby="apply-h">
          <h2 id="apply-h">{t('hires.nextTitle')}</h2>
          <p>
            {t('jobs.youApplied')}{' '}
            <StatusBadge status={job.application.not_selected ? 'not_selected' : job.application.status} />
            {job.application.new_price
              ? ` · ${t('applicants.newPrice')}${t('app.colon')}${money(job.application.new_price, job.currency, locale)}`
              : null}
          </p>
          <p className="actions">
            <Link to={`/freelancer/messages/${job.application.id}`} className="btn btn-secondary">
              {t('jobs.messageEmployer')}
            </Link>
            {isHireStatus(job.application.status) ? (
              <Link to={`/freelancer/hires/${job.application.id}`} className="btn btn-secondary">
                {t('applicants.viewHire')}
              </Link>
            ) : null}
          </p>
        </section>
      ) : null}
      {shifts.length ? (
        <section className="panel" aria-labelledby="shifts-h" data-testid="job-shifts">
          <h2 id="shifts-h">{t('shifts.title')}</h2>
          <p>{t('shifts.summary', { count: shifts.length, first: lagosDate(shifts[0].starts_at, locale), last: lagosDate(shifts[shifts.length - 1].starts_at, locale) })}</p>
          <ul className="plain-list">
            {shifts.map((shift, n) => {
              const application = mine.get(shift.id);
              return (
                <li key={shift.id} data-testid={`shift-${shift.id}`}>
                  {n === nextIndex ? <strong>{t('shifts.next')}{t('app.colon')}</strong> : null}
                  {t('shifts.line', { day: lagosDate(shift.starts_at, locale), start: shift.start_time, end: shift.end_time })}
                  {' · '}
                  {shift.positions_filled >= shift.positions ? t('shifts.full') : t('shifts.places', { filled: shift.positions_filled, positions: shift.positions })}
                  {application ? (
                    <>
                      {' · '}
                      <StatusBadge status={application.not_selected ? 'not_selected' : application.status} />
                      {isHireStatus(application.status) ? (
                        <>
                          {' '}
                          <Link to={`/freelancer/hires/${application.id}`}>{t('shifts.viewHire')}</Link>
                        </>
                      ) : null}
                    </>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      <JobDetails job={job} pictures={loaderData.pictures} />
      {!job.applied && job.status !== 'open' && !job.roster_first ? <p className="muted">{t('jobs.notOpen')}</p> : null}
      {canApply ? (
        <section className="panel apply-panel" aria-labelledby="apply-h">
          <h2 id="apply-h">{t('jobs.applyTitle')}</h2>
          <Form method="post" className="apply-form" id="apply-form">
            <CsrfInput />
            <input type="hidden" name="intent" value="apply" />
            {loaderData.source ? <input type="hidden" name="source" value={loaderData.source} /> : null}
            {openShifts.length ? (
              <fieldset className="field" data-testid="apply-shifts">
                <legend>{t('shifts.choose')}</legend>
                <p className="hint">{t('shifts.chooseHint')}</p>
                {openShifts.map((shift) => (
                  <label key={shift.id} className="check">
                    <input type="checkbox" name="shift_ids" value={shift.id} defaultChecked />
                    <span>{t('shifts.line', { day: lagosDate(shift.starts_at, locale), start: shift.start_time, end: shift.end_time })}</span>
                  </label>
                ))}
              </fieldset>
            ) : null}
            <div className="field">
              <label htmlFor="f-new_price">{t('jobs.newPrice')}</label>
              <input
                id="f-new_price"
                name="new_price"
                value={quote}
                onChange={(event) => setQuote(event.currentTarget.value)}
                inputMode="decimal"
                aria-describedby="f-new_price-hint f-new_price-error"
                aria-invalid={priceError ? true : undefined}
              />
              <p id="f-new_price-hint" className="field-hint">
                {t('jobs.newPriceHint', { price: price(job, locale) })}
              </p>
              <FieldError id="f-new_price-error" error={priceError} />
            </div>
          </Form>
          <NeverPayRule />
        </section>
      ) : (
        <NeverPayRule />
      )}
      <ReportJob result={reported} />
      {/* Apply, pinned at the bottom of the screen on phones, with what the freelancer receives. */}
      {canApply ? (
        <div className="primary-action" data-testid="primary-action">
          {net ? (
            <p className="net-note" data-testid="net-after-fee">
              {t('jobs.netAfterFee', { net, percent: formatPercent(job.commission_percent!, locale) })}
            </p>
          ) : null}
          <button type="submit" form="apply-form" className="btn btn-primary">
            {t('jobs.applyNow')}
          </button>
        </div>
      ) : null}
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
