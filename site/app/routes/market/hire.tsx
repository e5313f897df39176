import { DISPUTE_RESOLUTIONS, FUND_COVERS, LAPSED_REASON, LIMITS, RELEASED_REASON, type FundCover } from '@gigmarket/shared';
import { data, Form, Link } from 'react-router';
import { ActionButton, ConfirmAction } from '~/components/confirm';
import { CsrfInput } from '~/components/csrf';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, SubmitButton } from '~/components/field';
import { Amounts, ConfirmStep, DisputeSection, HireTimeline, ReasonStep, StatusBadge, useBusy } from '~/components/hires';
import { CancelStep, ContestStep, HireRatingSection, VerifiedBadge } from '~/components/trust';
import { date } from '~/utils/format';
import { nextStep, SETTLED_STATUSES, type Hire, type PrimaryStep } from '~/utils/hires';
import { externalRedirect, failureKey, fieldErrors, REASON_MAX, requireParty, STEP_SUCCESS, stepCall, throwIfNotFound, toastRedirect, type StepFields, type StepIntent } from '~/utils/hires.server';
import { useTranslation } from '~/utils/i18n';
import { authed, must, readForm, str, pathId } from '~/utils/market.server';
import { uploadImage } from '~/utils/profile.server';
import { getSession } from '~/utils/session.server';
import { formatMinor, minorToDecimal, normalizeAmount } from '~/utils/money';
import { isCancelReason, isLate, LATE_CANCEL_FEE_PERCENT_DEFAULT, NOTE_MAX, parseStars, RATING_COMMENT_MAX } from '~/utils/trust';
import type { Route } from './+types/hire';

export const handle = { titleKey: 'hires.title' };

const RESOLUTIONS: readonly string[] = DISPUTE_RESOLUTIONS;
const DISPUTE_ANSWER_MAX = LIMITS.disputeAnswerMax;
const COMPLETED_BY: string[] = ['auto', 'employer', 'admin'];
const INTENTS: StepIntent[] = ['amount', 'fund', 'complete', 'start', 'done', 'cancel', 'dispute', 'answer', 'rate', 'no_show', 'contest', 'confirm', 'release'];

/** /employer/hires/:id and /freelancer/hires/:id: GET /api/hires/:id (404 for anyone not a party). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const party = await requireParty(request);
  const hire = await must<Hire>(request, `/hires/${pathId(params.id)}`);
  return { party, hire, late: hire.listing ? isLate(hire.listing, new Date(), hire.starts_at) : false };
}

type ActionData = { intent: StepIntent; fieldErrors: Record<string, string> };

export async function action({ request, params }: Route.ActionArgs) {
  const party = await requireParty(request);
  const id = pathId(params.id);
  const back = `/${party}/hires/${id}`;
  const form = await readForm(request);
  const intent = INTENTS.find((i) => i === str(form, 'intent'));
  if (!intent) throw data('Unknown action', { status: 400 });
  const fields: StepFields = {};
  if (intent === 'amount') {
    const amount = normalizeAmount(str(form, 'agreed_amount'));
    if (!amount) return data<ActionData>({ intent, fieldErrors: { agreed_amount: 'hires.amountInvalid' } }, { status: 400 });
    fields.agreed_amount = amount;
  }
  if (intent === 'cancel') {
    const reason = str(form, 'reason');
    const note = str(form, 'note');
    const errs: Record<string, string> = {};
    if (!isCancelReason(reason)) errs.reason = 'trust.reasonRequired';
    if (note.length > NOTE_MAX) errs.note = 'trust.noteMax';
    if (Object.keys(errs).length) return data<ActionData>({ intent, fieldErrors: errs }, { status: 400 });
    fields.reason = reason;
    if (note) fields.note = note;
  }
  if (intent === 'rate') {
    const stars = parseStars(str(form, 'stars'));
    const comment = str(form, 'comment');
    const errs: Record<string, string> = {};
    if (stars === null) errs.stars = 'trust.starsRequired';
    if (comment.length > RATING_COMMENT_MAX) errs.comment = 'trust.commentMax';
    if (stars === null || errs.comment) return data<ActionData>({ intent, fieldErrors: errs }, { status: 400 });
    fields.stars = stars;
    if (comment) fields.comment = comment;
  }
  if (intent === 'contest') {
    const note = str(form, 'note');
    if (!note || note.length > NOTE_MAX) return data<ActionData>({ intent, fieldErrors: { note: 'trust.contestRequired' } }, { status: 400 });
    fields.note = note;
  }
  if (intent === 'dispute') {
    const reason = str(form, 'reason');
    if (!reason || reason.length > REASON_MAX) return data<ActionData>({ intent, fieldErrors: { reason: 'hires.reasonRequired' } }, { status: 400 });
    fields.reason = reason;
  }
  if (intent === 'fund') {
    // Which shifts one payment covers (docs/shifts.md); anything else is this shift alone, as before.
    const cover = FUND_COVERS.find((c) => c === str(form, 'cover')) as FundCover | undefined;
    if (cover === 'all') fields.cover = cover;
  }
  if (intent === 'answer') {
    const statement = str(form, 'statement');
    if (!statement || statement.length > DISPUTE_ANSWER_MAX) return data<ActionData>({ intent, fieldErrors: { statement: 'hires.statementRequired' } }, { status: 400 });
    fields.statement = statement;
    const token = (await getSession(request)).get('token') ?? '';
    const photo = await uploadImage(request, token, form, { file: 'photo_file', kept: 'photo' });
    if (photo.error) return data<ActionData>({ intent, fieldErrors: { photo: photo.error } }, { status: 400 });
    if (photo.filename) fields.photo = photo.filename;
  }
  const call = stepCall(party, id, intent, fields);
  if (!call) throw data('Unknown action', { status: 400 });
  const res = await authed<Hire | { authorization_url: string; reference: string }>(request, call.path, { method: call.method, body: call.body });
  throwIfNotFound(res);
  const errors = fieldErrors(res);
  if (errors) return data<ActionData>({ intent, fieldErrors: errors }, { status: 400 });
  if (!res.ok) return toastRedirect(request, back, { type: 'error', key: failureKey(res) });
  if (intent === 'fund') {
    const go = externalRedirect((res.body.data as { authorization_url?: string } | undefined)?.authorization_url);
    if (go) return go;
    return toastRedirect(request, back, { type: 'error', key: 'hires.providerDown' });
  }
  return toastRedirect(request, back, { type: 'success', key: STEP_SUCCESS[intent] });
}

export default function HirePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const { party, hire, late } = loaderData;
  const errors = (actionData as ActionData | undefined)?.fieldErrors ?? {};
  const errorOf = (intent: StepIntent, field: string) => ((actionData as ActionData | undefined)?.intent === intent ? errors[field] : undefined);
  const amountBusy = useBusy('amount');
  const employer = party === 'employer';
  const other = employer ? hire.freelancer.name : hire.employer.company_name || hire.employer.name;
  // The other side's "ID verified" badge: the one each side decides about.
  const otherVerifiedAt = employer ? hire.freelancer.verified_at : hire.employer.verified_at;
  const m = (minor: number | null | undefined) => formatMinor(minor ?? null, hire.currency, locale);
  const step = nextStep(hire, party);
  // What the freelancer actually receives: once money moved, what was released (a split releases
  // less than the agreed net); and, with no bank account yet, that it waits for one.
  const net = hire.settlement?.released_minor ? hire.settlement.released_minor : hire.net_minor;
  const waitsForBank = !employer && hire.status === 'completed' && hire.payout?.status === 'awaiting_account';
  const hasMore = Boolean((employer && hire.can.approve_amount) || hire.can.dispute || hire.can.cancel || (employer && hire.can.report_no_show) || (employer && hire.can.verify && step.primary !== 'verify'));
  // A refused secondary step reopens "More" with its error showing.
  const failed = (actionData as ActionData | undefined)?.intent;
  const moreOpen = failed === 'amount' || failed === 'cancel' || failed === 'dispute' || failed === 'no_show';
  return (
    <main id="main" className="content hire">
      <p>
        <Link to={`/${party}/hires`}>← {t('hires.back')}</Link>
      </p>
      <div className="listing-head">
        <h1>{hire.listing.job_title}</h1>
        <StatusBadge status={hire.status} />
      </div>
      <p className="muted">
        {[t('hires.with', { name: other }), hire.listing.job_date ? `${t('hires.jobDate')}${t('app.colon')}${date(hire.listing.job_date, locale)}` : null, hire.listing.job_sart_time].filter(Boolean).join(' · ')}
      </p>
      {otherVerifiedAt ? (
        <p data-testid="other-verified">
          <VerifiedBadge at={otherVerifiedAt} />
        </p>
      ) : null}
      {employer && hire.listing.positions ? (
        <p className="muted" data-testid="positions">
          {t('listings.positionsFilled', { count: hire.listing.positions_filled ?? 0, positions: hire.listing.positions })}
        </p>
      ) : null}
      <p>
        <Link to={`/${party}/messages/${hire.id}`}>{t('conversations.open')}</Link>
      </p>

      <section className="next-step" aria-labelledby="next-step-h">
        <h2 id="next-step-h" className="sr-only">
          {t('hires.nextTitle')}
        </h2>
        <p className="next-step-lead">{t(waitsForBank ? 'hires.next.freelancer.completedNoBank' : step.key, { name: other, total: m(hire.total_minor), net: m(net) })}</p>
        {waitsForBank ? (
          <p>
            <Link to="/freelancer/bank-account" className="btn btn-primary">
              {t('money.addBank')}
            </Link>
          </p>
        ) : null}
        {hire.status === 'funded' ? (
          <div className={employer ? 'notice-box' : 'banner banner-safe'} role="status">
            {employer ? (
              <p>{t('hires.fundedEmployer')}</p>
            ) : (
              <>
                <strong>{t('hires.fundedBanner')}</strong>
                <p>{t('hires.fundedBannerBody')}</p>
              </>
            )}
          </div>
        ) : null}
        {!employer && hire.can.confirm && hire.starts_at ? (
          <p className="notice-box" role="status" data-testid="confirm-lead">
            {t('hires.confirmShiftLead', { date: dateTime(hire.starts_at, locale) })}
          </p>
        ) : null}
        {hire.confirmed_at && (hire.status === 'approved' || hire.status === 'funded') ? (
          <p className="muted" data-testid="confirmed-info">
            {t('hires.confirmedInfo', { date: dateTime(hire.confirmed_at, locale) })}
          </p>
        ) : null}
        {employer && hire.can.release ? (
          <div className="notice-box" role="status" data-testid="unconfirmed">
            <p>{t('hires.unconfirmedEmployer', { name: hire.freelancer.name })}</p>
            <ConfirmStep intent="release" tone="danger" label={t('hires.release')} question={t(hire.status === 'funded' ? 'hires.releaseQuestionFunded' : 'hires.releaseQuestion', { name: hire.freelancer.name })} />
          </div>
        ) : null}
        {!employer && hire.status === 'approved' ? (
          <p className="notice-box" role="status">
            {t('hires.awaitingFunds')}
          </p>
        ) : null}
        {!employer && hire.status === 'funded' && !hire.can.start && hire.check_in_opens_at ? (
          <p className="notice-box" role="status">
            {t('hires.checkInOpens', { date: dateTime(hire.check_in_opens_at, locale) })}
          </p>
        ) : null}
        {!employer && hire.status === 'in_progress' && !hire.can.done && hire.starts_at ? (
          <p className="notice-box" role="status">
            {t('hires.doneOpens', { date: dateTime(hire.starts_at, locale) })}
          </p>
        ) : null}
        {employer && hire.status === 'funded' && !hire.can.report_no_show && hire.no_show_from ? (
          <p className="muted">{t('hires.noShowFrom', { name: hire.freelancer.name, date: dateTime(hire.no_show_from, locale) })}</p>
        ) : null}
        {hire.status === 'submitted' && hire.auto_complete_at ? <p className="notice-box">{t('hires.autoComplete', { date: dateTime(hire.auto_complete_at, locale) })}</p> : null}
        {hire.status === 'cancelled' || (hire.status === 'refunded' && hire.cancel_reason && hire.cancel_reason !== 'no_show') ? (
          <p className="notice-box">
            {t('hires.cancelledInfo', {
              date: date(hire.cancelled_at, locale),
              reason: hire.cancel_reason === LAPSED_REASON ? t('hires.lapsedReason') : hire.cancel_reason === RELEASED_REASON ? t('hires.releasedReason') : isCancelReason(hire.cancel_reason) ? t(`trust.reasons.${hire.cancel_reason}`) : (hire.cancel_reason ?? ''),
            })}
            {hire.cancel_note ? ` (${hire.cancel_note})` : null}
          </p>
        ) : null}
        {hire.no_show ? <p className="notice-box">{t('trust.noShowInfo')} {t(`trust.noShowStatus.${hire.no_show.status}`)}</p> : null}
      </section>
      {hire.dispute ? (
        <DisputeSection
          dispute={hire.dispute}
          party={party}
          names={{ employer: hire.employer.company_name || hire.employer.name, freelancer: hire.freelancer.name }}
          canAnswer={Boolean(hire.can.answer_dispute)}
          outcome={hire.dispute.status === 'resolved' && hire.dispute.resolution ? t('hires.disputeResolved', { resolution: RESOLUTIONS.includes(hire.dispute.resolution) ? t(`hires.resolution.${hire.dispute.resolution}`) : hire.dispute.resolution }) : null}
          error={{ statement: errorOf('answer', 'statement'), photo: errorOf('answer', 'photo') }}
        />
      ) : null}
      {hire.completed_by && COMPLETED_BY.includes(hire.completed_by) && (hire.status === 'completed' || hire.status === 'paid') ? <p className="muted">{t(`hires.completedBy.${hire.completed_by}`)}</p> : null}
      {hire.payout ? <p className="muted">{t('hires.payoutState', { status: t(`payStatus.${hire.payout.status}`) })}</p> : null}

      <HireTimeline hire={hire} />

      <HireAmounts hire={hire} employer={employer} />

      <HireRatingSection rating={hire.rating} otherName={other} error={{ stars: errorOf('rate', 'stars'), comment: errorOf('rate', 'comment') }} />

      {employer ? (
        // Favourites and blocks (docs/roster.md): on the employer's roster page, the list and the unblock.
        <div className="actions">
          {/* "Book again" (docs/roster.md): a new job like this one, offered to this freelancer alone. */}
          <Link to={`/employer/book-again/${hire.freelancer.id}`} className="btn btn-primary" aria-label={t('bookAgain.buttonLabel', { name: hire.freelancer.name })}>
            {t('bookAgain.button')}
          </Link>
          <ActionButton
            intent="favourite"
            action="/employer/roster"
            label={t('roster.add')}
            ariaLabel={t('roster.addLabel', { name: hire.freelancer.name })}
            fields={{ user_id: hire.freelancer.id, back: `/employer/hires/${hire.id}` }}
          />
          <ConfirmAction
            label={t('roster.block')}
            question={t('roster.blockConfirm', { name: hire.freelancer.name })}
            intent="block"
            action="/employer/roster"
            fields={{ user_id: hire.freelancer.id, back: `/employer/hires/${hire.id}` }}
          />
        </div>
      ) : null}

      {hasMore ? (
        <details className="more-actions" open={moreOpen || undefined}>
          <summary className="btn btn-secondary">{t('hires.more')}</summary>
          <div className="more-actions-body">
            {employer && hire.can.approve_amount ? (
              <section aria-labelledby="edit-amount-h" className="card-section">
                <h2 id="edit-amount-h">{t('hires.editAmount')}</h2>
                <Form method="post" noValidate>
                  <CsrfInput />
                  <input type="hidden" name="intent" value="amount" />
                  <Field
                    name="agreed_amount"
                    label={t('hires.amountLabel', { currency: hire.currency })}
                    hint={t('hires.amountHint')}
                    error={errorOf('amount', 'agreed_amount')}
                    input={{ inputMode: 'decimal', defaultValue: minorToDecimal(hire.agreed_amount_minor), required: true, autoComplete: 'off' }}
                  />
                  <SubmitButton busy={amountBusy} className="btn btn-secondary">
                    {t('hires.saveAmount')}
                  </SubmitButton>
                </Form>
              </section>
            ) : null}
            <div className="actions hire-actions">
              {employer && hire.can.verify && step.primary !== 'verify' ? (
                <Link to={`/employer/hires/${hire.id}/return`} className="btn btn-secondary">
                  {t('hires.verify')}
                </Link>
              ) : null}
              {hire.can.dispute ? <ReasonStep intent="dispute" label={t('hires.dispute')} question={t('hires.disputeQuestion')} error={errorOf('dispute', 'reason')} /> : null}
              {hire.can.cancel ? (
                <CancelStep
                  warning={late ? (employer ? (hire.status === 'funded' ? t('trust.lateFee', { percent: hire.late_cancel_fee_percent ?? LATE_CANCEL_FEE_PERCENT_DEFAULT }) : undefined) : t('trust.lateFreelancer')) : undefined}
                  note={hire.status === 'funded' ? t('hires.cancelRefund') : undefined}
                  error={{ reason: errorOf('cancel', 'reason'), note: errorOf('cancel', 'note') }}
                />
              ) : null}
              {employer && hire.can.report_no_show ? <ConfirmStep intent="no_show" tone="danger" label={t('trust.noShow')} question={t('trust.noShowQuestion', { name: hire.freelancer.name })} /> : null}
            </div>
          </div>
        </details>
      ) : null}

      {/* Keyed by the step: a confirmation left open for one step must not stay open for the next. */}
      {step.primary ? (
        <div className="primary-action" data-testid="primary-action">
          <PrimaryAction key={step.primary} step={step.primary} hire={hire} other={other} m={m} contestError={errorOf('contest', 'note')} />
        </div>
      ) : null}
    </main>
  );
}

/**
 * A shift's hire with other shifts of the same freelancer unpaid: this shift, or all of them with
 * one payment (docs/shifts.md). A native radio group: arrows move between the two, and the legend
 * names the choice for screen readers.
 */
function FundChoice({ hire, m }: { hire: Hire; m: (minor: number | null | undefined) => string }) {
  const { t } = useTranslation();
  const all = hire.fund_all!;
  return (
    <ConfirmStep intent="fund" label={t('hires.payShifts')} question={t('hires.payShiftsQuestion', { name: hire.freelancer.name, count: all.shifts })}>
      <fieldset className="field radio-group">
        <legend>{t('hires.payCover')}</legend>
        <label>
          <input type="radio" name="cover" value="next" defaultChecked /> {t('hires.payThisShift', { total: m(hire.total_minor) })}
        </label>
        <label>
          <input type="radio" name="cover" value="all" /> {t('hires.payAllShifts', { count: all.shifts, total: m(all.total_minor) })}
        </label>
      </fieldset>
      <p className="muted">{t('hires.payAllNote', { amount: m(all.agreed_minor), fee: m(all.fee_minor) })}</p>
      <p className="muted">{t('hires.payNote')}</p>
    </ConfirmStep>
  );
}

/** The hire's one next action for this side (nextStep), pinned at the bottom of the screen on phones. */
function PrimaryAction({ step, hire, other, m, contestError }: { step: PrimaryStep; hire: Hire; other: string; m: (minor: number | null | undefined) => string; contestError?: string }) {
  const { t } = useTranslation();
  switch (step) {
    case 'fund':
      if (hire.fund_all && hire.fund_all.shifts > 1) return <FundChoice hire={hire} m={m} />;
      return (
        <ConfirmStep intent="fund" label={t('hires.payTotal', { total: m(hire.total_minor) })} question={t('hires.payQuestion', { total: m(hire.total_minor), amount: m(hire.agreed_amount_minor), fee: m(hire.fee_minor) })}>
          <p className="muted">{t('hires.payNote')}</p>
        </ConfirmStep>
      );
    case 'verify':
      return (
        <Link to={`/employer/hires/${hire.id}/return`} className="btn btn-primary">
          {t('hires.verify')}
        </Link>
      );
    case 'confirm':
      // One tap: confirming asks nothing more (docs/shift-confirmation.md).
      return <ActionButton intent="confirm" label={t('hires.confirmShift')} className="btn btn-primary" />;
    case 'start':
      return <ConfirmStep intent="start" label={t('hires.checkIn')} question={t('hires.checkInQuestion', { name: other })} />;
    case 'done':
      return <ConfirmStep intent="done" label={t('hires.markDone')} question={t('hires.doneQuestion', { name: other })} />;
    case 'complete':
      return <ConfirmStep intent="complete" label={t('hires.complete')} question={t('hires.completeQuestion', { amount: m(hire.agreed_amount_minor), name: hire.freelancer.name })} />;
    case 'contest':
      return <ContestStep error={contestError} />;
    case 'answer':
      return (
        <a href="#dispute-h" className="btn btn-primary">
          {t('hires.answerAction')}
        </a>
      );
    case 'rate':
      return (
        <a href="#rating-h" className="btn btn-primary">
          {t('hires.rateAction', { name: other })}
        </a>
      );
  }
}

/**
 * What the hire costs and pays. Until its money has gone where it goes, what it will cost and pay;
 * after (completed, paid, refunded), what actually happened, from the ledger (`settlement`).
 */
function HireAmounts({ hire, employer }: { hire: Hire; employer: boolean }) {
  const { t } = useTranslation();
  const settled = SETTLED_STATUSES.includes(hire.status) && hire.settlement;
  const label = t('hires.amounts');
  if (!settled) {
    return employer ? (
      <Amounts label={label} currency={hire.currency} rows={[['hires.agreed', hire.agreed_amount_minor], ['hires.fee', hire.fee_minor], ['hires.total', hire.total_minor, true]]} />
    ) : (
      <Amounts label={label} currency={hire.currency} rows={[['hires.agreed', hire.agreed_amount_minor], ['hires.commission', hire.commission_minor], ['hires.net', hire.net_minor, true]]} />
    );
  }
  const s = hire.settlement!;
  const rows: Array<[string, number | null | undefined, boolean?]> = [['hires.agreed', hire.agreed_amount_minor]];
  if (employer) {
    rows.push(['hires.fee', hire.fee_minor]);
    if (s.released_minor + s.commission_minor > 0) rows.push(['hires.releasedToFreelancer', s.released_minor + s.commission_minor]);
    if (s.refunded_minor > 0) rows.push(['hires.refundedToYou', s.refunded_minor, true]);
    if (s.refunded_minor > 0) rows.push([s.refund_sent_minor >= s.refunded_minor ? 'hires.refundSent' : 'hires.refundOnItsWay', s.refund_sent_minor]);
  } else {
    if (s.refunded_minor > 0) rows.push(['hires.refundedToEmployer', s.refunded_minor]);
    if (s.commission_minor > 0) rows.push(['hires.commission', s.commission_minor]);
    rows.push(['hires.yours', s.released_minor, true]);
    if (s.released_minor > 0) rows.push(['hires.paidToBank', s.paid_out_minor]);
  }
  return <Amounts label={label} currency={hire.currency} rows={rows} />;
}

function dateTime(value: string, locale: string): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Lagos' }).format(d);
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
