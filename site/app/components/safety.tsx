/**
 * "Report this job" for freelancers (docs/trust.md "Identity and safe jobs"): a plain form post
 * (it works without JavaScript) behind a disclosure.
 */
import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { CsrfInput } from './csrf';
import { describedBy, FieldError, FormError, SubmitButton } from './field';
import { useTranslation } from '~/utils/i18n';
import { LISTING_REPORT_REASONS, REPORT_NOTE_MAX } from '~/utils/identity';

/** What the report form's action answered: sent, already reported, refused fields, or a failure. */
export type ReportResult = { intent: 'report'; outcome?: 'sent' | 'already'; fieldErrors?: { reason?: string; note?: string }; error?: string };

/** "Report this job": a reason (asks for money, fake, unsafe, other) and an optional note. */
export function ReportJob({ result }: { result?: ReportResult | null }) {
  const { t } = useTranslation();
  const nav = useNavigation();
  const busy = nav.state !== 'idle' && nav.formData?.get('intent') === 'report';
  const [length, setLength] = useState(0);
  const errors = result?.fieldErrors ?? {};
  const done = result?.outcome;
  return (
    <details className="report-job" open={Boolean(done || result?.error || errors.reason || errors.note)}>
      <summary>{t('safety.report')}</summary>
      {done ? (
        <p className="notice-box" role="status">
          {t(done === 'sent' ? 'safety.reported' : 'safety.alreadyReported')}
        </p>
      ) : (
        <Form method="post" noValidate className="report-form">
          <CsrfInput />
          <input type="hidden" name="intent" value="report" />
          <p className="muted">{t('safety.reportIntro')}</p>
          <FormError error={result?.error} />
          <fieldset className="field" aria-invalid={errors.reason ? true : undefined} aria-describedby="report-reason-error">
            <legend>{t('safety.reason')}</legend>
            {LISTING_REPORT_REASONS.map((reason) => (
              <label key={reason} className="check">
                <input type="radio" name="reason" value={reason} required />
                <span>{t(`safety.reasons.${reason}`)}</span>
              </label>
            ))}
            <FieldError id="report-reason-error" error={errors.reason} />
          </fieldset>
          <div className="field">
            <label htmlFor="report-note">{t('safety.note')}</label>
            <textarea
              id="report-note"
              name="note"
              rows={3}
              maxLength={REPORT_NOTE_MAX}
              aria-invalid={errors.note ? true : undefined}
              aria-describedby={describedBy('report-note-count', 'report-note-error')}
              onChange={(e) => setLength(e.currentTarget.value.length)}
            />
            <p id="report-note-count" className="field-hint" aria-live="polite">
              {t('trust.counter', { count: length, max: REPORT_NOTE_MAX })}
            </p>
            <FieldError id="report-note-error" error={errors.note} />
          </div>
          <SubmitButton busy={busy} className="btn btn-secondary">
            {t('safety.send')}
          </SubmitButton>
        </Form>
      )}
    </details>
  );
}
