import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { CsrfInput } from './csrf';
import { useTranslation } from '~/utils/i18n';

/**
 * A destructive action behind a confirmation: the first button only opens the question (a
 * <details>, so it works without JavaScript), the second one sends the form.
 */
export function ConfirmAction({ label, question, intent, fields, action }: { label: string; question: ReactNode; intent: string; fields?: Record<string, string | number>; action?: string }) {
  const { t } = useTranslation();
  return (
    <details className="confirm">
      <summary className="btn btn-danger-outline">{label}</summary>
      <div className="confirm-box" role="group" aria-label={label}>
        <p>{question}</p>
        <Form method="post" action={action}>
          <CsrfInput />
          <input type="hidden" name="intent" value={intent} />
          {Object.entries(fields ?? {}).map(([k, v]) => (
            <input key={k} type="hidden" name={k} value={String(v)} />
          ))}
          <button type="submit" className="btn btn-danger">
            {t('confirm.yes', { action: label })}
          </button>
        </Form>
      </div>
    </details>
  );
}

/** A one-button form for a harmless action. */
/** `ariaLabel`: a fuller name when the visible label alone is ambiguous in a list ("Remove" whom). */
export function ActionButton({ intent, label, fields, className = 'btn btn-secondary', action, ariaLabel }: { intent: string; label: string; fields?: Record<string, string | number>; className?: string; action?: string; ariaLabel?: string }) {
  return (
    <Form method="post" action={action} className="inline-form">
      <CsrfInput />
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields ?? {}).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={String(v)} />
      ))}
      <button type="submit" className={className} aria-label={ariaLabel}>
        {label}
      </button>
    </Form>
  );
}
