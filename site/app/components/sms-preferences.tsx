import { Form } from 'react-router';
import { CsrfInput } from './csrf';
import { useTranslation } from '~/utils/i18n';
import type { ApiSchemas } from '~/utils/api-schemas';

export type SmsPreferences = ApiSchemas['SmsPreferencesDto'];

/** The account page's SMS switches (docs/conversations.md): message nudges, and job alerts for freelancers. */
export function SmsPreferencesSection({ prefs, freelancer }: { prefs: SmsPreferences; freelancer: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="panel" aria-labelledby="acc-sms">
      <h2 id="acc-sms">{t('conversations.smsTitle')}</h2>
      <Form method="post">
        <CsrfInput />
        <input type="hidden" name="intent" value="sms" />
        <label className="check">
          <input type="checkbox" name="sms_message_nudges" defaultChecked={prefs.sms_message_nudges} />
          <span>{t('conversations.smsNudges')}</span>
        </label>
        {freelancer ? (
          <label className="check">
            <input type="checkbox" name="sms_job_alerts" defaultChecked={prefs.sms_job_alerts} />
            <span>{t('conversations.smsJobAlerts')}</span>
          </label>
        ) : null}
        <p className="muted">{t('conversations.smsQuiet')}</p>
        <button type="submit" className="btn btn-secondary">
          {t('conversations.smsSave')}
        </button>
      </Form>
    </section>
  );
}
