import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useTranslation } from '~/utils/i18n';

export function describedBy(...ids: Array<string | false | undefined | null>) {
  const value = ids.filter(Boolean).join(' ');
  return value || undefined;
}

/** The error line of a field: always present so that screen readers announce changes. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  const { t } = useTranslation();
  return (
    <p id={id} className="field-error" aria-live="polite">
      {error ? t(error) : null}
    </p>
  );
}

type FieldProps = {
  name: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  input?: InputHTMLAttributes<HTMLInputElement>;
};

export function Field({ name, label, error, hint, input }: FieldProps) {
  const id = input?.id ?? `f-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? `${id}-hint` : null, `${id}-error`)}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

type SelectProps = {
  name: string;
  label: string;
  error?: string;
  loadError?: string;
  options: Array<{ id: number | string; name: string }>;
  select?: SelectHTMLAttributes<HTMLSelectElement>;
  placeholder?: string;
};

export function SelectField({ name, label, error, loadError, options, select, placeholder }: SelectProps) {
  const { t } = useTranslation();
  const id = `f-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(loadError ? `${id}-load` : null, `${id}-error`)}
        {...select}
      >
        {select?.multiple ? null : <option value="">{placeholder ?? t('profile.choose')}</option>}
        {options.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {o.name}
          </option>
        ))}
      </select>
      {loadError ? (
        <p id={`${id}-load`} className="field-error" role="alert">
          {t(loadError)}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

type TextareaProps = { name: string; label: string; error?: string; textarea?: TextareaHTMLAttributes<HTMLTextAreaElement> };

export function TextareaField({ name, label, error, textarea }: TextareaProps) {
  const id = `f-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} name={name} rows={4} aria-invalid={error ? true : undefined} aria-describedby={`${id}-error`} {...textarea} />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A notice for the whole form: 'Error' with the message (docs/onboarding.md, "When a call fails"). */
export function FormError({ error, title, detail }: { error?: string | null; title?: string; detail?: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="form-error" role="alert" aria-live="assertive">
      {error ? (
        <>
          <strong>{title ?? t('app.error')}</strong> <span>{t(error)}</span>
          {detail ? <span className="form-error-detail">{detail}</span> : null}
        </>
      ) : null}
    </div>
  );
}

export function SubmitButton({ busy, children, className = 'btn btn-primary' }: { busy: boolean; children: ReactNode; className?: string }) {
  return (
    <button type="submit" className={className} disabled={busy} aria-busy={busy || undefined}>
      {busy ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
