import { Form } from 'react-router';
import { CsrfInput } from '~/components/csrf';
import { useTranslation } from '~/utils/i18n';

/**
 * Reopening a closed job: an expired one needs a new date, so the form asks for it;
 * a job the employer closed by hand may keep its date (the API refuses a date already past).
 */
export function ReopenListing({ id, expired, label }: { id: number; expired: boolean; label: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="inline-form reopen-form">
      <CsrfInput />
      <input type="hidden" name="intent" value="reopen" />
      <input type="hidden" name="id" value={String(id)} />
      <label>
        {t('expiry.newDate')}
        <input type="date" name="job_date" required={expired} />
      </label>
      <button type="submit" className="btn btn-secondary">
        {label}
      </button>
    </Form>
  );
}
