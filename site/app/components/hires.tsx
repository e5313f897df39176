import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { CsrfInput } from './csrf';
import { FieldError, SubmitButton } from './field';
import { Pager } from './pager';
import { date } from '~/utils/format';
import { nextShiftFirst } from '@gigmarket/shared';
import { hireShiftPlace, timeline, type Dispute, type Hire, type HireParty } from '~/utils/hires';
import { useTranslation } from '~/utils/i18n';
import { formatMinor } from '~/utils/money';

/** The state of a hire or application as a badge: the words of `status.*`. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return <span className={`pill pill-${status}`}>{t(`status.${status}`)}</span>;
}

/** True while this form (by its intent) is being sent: its button shows a spinner. */
export function useBusy(intent: string): boolean {
  const nav = useNavigation();
  return nav.state !== 'idle' && nav.formData?.get('intent') === intent;
}

function Hidden({ intent, fields }: { intent: string; fields?: Record<string, string | number> }) {
  return (
    <>
      <CsrfInput />
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields ?? {}).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={String(v)} />
      ))}
    </>
  );
}

/** A one-button step (Check in, Mark work done). */
export function StepButton({ intent, label, primary = true }: { intent: string; label: string; primary?: boolean }) {
  const busy = useBusy(intent);
  return (
    <Form method="post" className="inline-form">
      <Hidden intent={intent} />
      <SubmitButton busy={busy} className={primary ? 'btn btn-primary' : 'btn btn-secondary'}>
        {label}
      </SubmitButton>
    </Form>
  );
}

/**
 * A step behind a question (pay, confirm completion): the summary opens it (a <details>, so it
 * works without JavaScript), the submit button inside carries the same name as the step.
 */
export function ConfirmStep({ intent, label, question, tone = 'primary', open, children }: { intent: string; label: string; question: ReactNode; tone?: 'primary' | 'danger'; open?: boolean; children?: ReactNode }) {
  const busy = useBusy(intent);
  return (
    <details className={`confirm confirm-${tone}`} open={open || undefined}>
      <summary className={tone === 'danger' ? 'btn btn-danger-outline' : 'btn btn-primary'}>{label}</summary>
      <div className="confirm-box" role="group" aria-label={label}>
        <p>{question}</p>
        <Form method="post">
          <Hidden intent={intent} />
          {children}
          <SubmitButton busy={busy} className={tone === 'danger' ? 'btn btn-danger' : 'btn btn-primary'}>
            {label}
          </SubmitButton>
        </Form>
      </div>
    </details>
  );
}

/** Cancel or dispute: a question, a required reason (1-500 characters) and the step's button. */
export function ReasonStep({ intent, label, question, note, error }: { intent: 'cancel' | 'dispute'; label: string; question: string; note?: string; error?: string }) {
  const { t } = useTranslation();
  const id = `reason-${intent}`;
  return (
    <ConfirmStep intent={intent} label={label} tone="danger" question={question} open={Boolean(error)}>
      {note ? <p className="muted">{note}</p> : null}
      <div className="field">
        <label htmlFor={id}>{t('hires.reason')}</label>
        <textarea id={id} name="reason" rows={3} required maxLength={500} aria-invalid={error ? true : undefined} aria-describedby={`${id}-error`} />
        <FieldError id={`${id}-error`} error={error} />
      </div>
    </ConfirmStep>
  );
}

/**
 * A dispute, both sides heard: each statement with who made it and when (the opener's reason
 * first), the outcome once decided, and the other side's answer form while it is open.
 */
export function DisputeSection({
  dispute,
  party,
  names,
  canAnswer,
  outcome,
  error,
}: {
  dispute: Dispute;
  party: HireParty;
  names: Record<HireParty, string>;
  canAnswer: boolean;
  outcome: string | null;
  error: { statement?: string; photo?: string };
}) {
  const { t, locale } = useTranslation();
  const busy = useBusy('answer');
  const statements = dispute.statements ?? [{ user_id: 0, side: party, statement: dispute.reason, photo: null, created_at: '' }];
  const waiting = dispute.status === 'open' && statements.length < 2;
  return (
    <section aria-labelledby="dispute-h" className="card-section dispute">
      <h2 id="dispute-h">{t('hires.disputeTitle')}</h2>
      {outcome ? (
        <p className="notice-box" role="status">
          {outcome}
        </p>
      ) : (
        <p className="muted">{t('hires.disputeOpenNote')}</p>
      )}
      <ol className="statements">
        {statements.map((s, i) => (
          <li key={`${s.side}-${i}`} className={`statement statement-${s.side}`}>
            <p className="statement-who">
              <strong>{s.side === party ? t('hires.statementYou') : names[s.side]}</strong>{' '}
              <span className="muted">
                {/* French conjugates for "you": "Vous avez répondu", "Tunde a répondu". */}
                {s.side === party
                  ? t(i === 0 ? 'hires.statementOpenedByYou' : 'hires.statementAnsweredByYou')
                  : t(i === 0 ? 'hires.statementOpened' : 'hires.statementAnswered')}
                {s.created_at ? ` · ${date(s.created_at, locale)}` : null}
              </span>
            </p>
            <p className="prewrap">{s.statement}</p>
            {s.photo ? (
              <a href={`/uploads/${encodeURIComponent(s.photo)}`} target="_blank" rel="noreferrer">
                {t('hires.statementPhoto')}
              </a>
            ) : null}
          </li>
        ))}
      </ol>
      {waiting && !canAnswer ? <p className="muted">{t('hires.awaitingAnswer', { name: names[party === 'employer' ? 'freelancer' : 'employer'] })}</p> : null}
      {canAnswer ? (
        <Form method="post" encType="multipart/form-data" className="dispute-answer" noValidate>
          <Hidden intent="answer" />
          <div className="field">
            <label htmlFor="statement">{t('hires.yourStatement')}</label>
            <p id="statement-hint" className="field-hint">
              {t('hires.yourStatementHint')}
            </p>
            <textarea id="statement" name="statement" rows={4} required maxLength={1000} aria-invalid={error.statement ? true : undefined} aria-describedby="statement-hint statement-error" />
            <FieldError id="statement-error" error={error.statement} />
          </div>
          <div className="field">
            <label htmlFor="photo_file">{t('hires.statementPhotoLabel')}</label>
            <input id="photo_file" name="photo_file" type="file" accept="image/*" aria-invalid={error.photo ? true : undefined} aria-describedby="photo_file-error" />
            <FieldError id="photo_file-error" error={error.photo} />
          </div>
          <SubmitButton busy={busy} className="btn btn-primary">
            {t('hires.sendStatement')}
          </SubmitButton>
        </Form>
      ) : null}
    </section>
  );
}

/** The six steps of a hire as an ordered list, each saying whether it is done and when. */
export function HireTimeline({ hire }: { hire: Hire }) {
  const { t, locale } = useTranslation();
  return (
    <section aria-labelledby="timeline-h">
      <h2 id="timeline-h">{t('hires.timeline')}</h2>
      <ol className="timeline">
        {timeline(hire).map((s) => (
          <li key={s.key} className={s.done ? 'step-done' : 'step-todo'}>
            <span className="step-dot" aria-hidden="true">
              {s.done ? '✓' : ''}
            </span>
            <span className="step-name">{t(`hires.steps.${s.key}`)}</span>
            <span className="sr-only">: {s.done ? t('hires.stepDone') : t('hires.stepWaiting')}</span>
            {s.at ? <span className="muted step-date"> {date(s.at, locale)}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A label/value list of amounts in minor units. */
export function Amounts({ rows, currency, label }: { rows: Array<[string, number | null | undefined, boolean?]>; currency: string; label: string }) {
  const { t, locale } = useTranslation();
  return (
    <section aria-labelledby="amounts-h">
      <h2 id="amounts-h">{label}</h2>
      <dl className="amounts">
        {rows.map(([key, value, strong]) => (
          <div key={key} className={strong ? 'amount-total' : undefined}>
            <dt>{t(key)}</dt>
            <dd>{formatMinor(value ?? null, currency, locale)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export const HIRE_FILTERS = ['approved', 'funded', 'in_progress', 'submitted', 'completed', 'paid', 'cancelled', 'disputed', 'refunded'] as const;

/** The list of hires of one side, with a filter by state and pages. */
export function HireList({ party, items, status, page, pages }: { party: HireParty; items: Hire[]; status: string; page: number; pages: number }) {
  const { t, locale } = useTranslation();
  const nav = useNavigation();
  return (
    <main id="main" className="content" aria-busy={nav.state === 'loading' || undefined}>
      <h1>{t('hires.title')}</h1>
      <nav className="filter-tabs" aria-label={t('hires.filter')}>
        {(['', ...HIRE_FILTERS] as const).map((s) => (
          <Link key={s || 'all'} to={s ? `?status=${s}` : '?'} aria-current={status === s ? 'page' : undefined}>
            {s ? t(`status.${s}`) : t('hires.all')}
          </Link>
        ))}
      </nav>
      {items.length === 0 ? (
        <div className="empty">
          <p>{status ? t('hires.empty') : t(party === 'employer' ? 'hires.emptyEmployer' : 'hires.emptyFreelancer')}</p>
          {party === 'employer' ? (
            <Link to="/employer/listings" className="btn btn-primary">
              {t('shell.listings')}
            </Link>
          ) : (
            <Link to="/freelancer/jobs" className="btn btn-primary">
              {t('jobs.title')}
            </Link>
          )}
        </div>
      ) : (
        <ul className="cards">
          {nextShiftFirst(items, new Date(), hireShiftPlace).map((h) => (
            <li key={h.id} className="listing-card">
              <div className="listing-head">
                <h2>
                  <Link to={`/${party}/hires/${h.id}`}>{h.listing.job_title}</Link>
                </h2>
                <StatusBadge status={h.status} />
              </div>
              <p className="muted">
                {[party === 'employer' ? h.freelancer.name : h.employer.company_name || h.employer.name, date(h.listing.job_date, locale)].filter(Boolean).join(' · ')}
              </p>
              <p>
                {party === 'employer' ? `${t('hires.agreed')}${t('app.colon')}` : `${t('hires.net')}${t('app.colon')}`}
                <strong>{formatMinor(party === 'employer' ? h.agreed_amount_minor : h.net_minor, h.currency, locale)}</strong>
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} />
    </main>
  );
}
