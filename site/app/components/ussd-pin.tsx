import { Form, useNavigation } from 'react-router';
import { CsrfInput } from '~/components/csrf';
import { Field, FormError, SubmitButton } from '~/components/field';
import { useTranslation } from '~/utils/i18n';
import type { ApiSchemas } from '~/utils/api-schemas';

export type UssdPinStatus = ApiSchemas['UssdPinStatusDto'];

/** The account page's "Set PIN": the 4-digit PIN the USSD money screens ask for. */
export function UssdPinSection({ status, error }: { status: UssdPinStatus | null; error?: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'ussd-pin';
  return (
    <section className="panel" aria-labelledby="acc-ussd-pin">
      <h2 id="acc-ussd-pin">{t('ussdPin.title')}</h2>
      <p>{t('ussdPin.intro')}</p>
      {status?.locked ? (
        <p role="status">{t('ussdPin.locked')}</p>
      ) : status?.set ? (
        <p role="status">{t('ussdPin.isSet')}</p>
      ) : null}
      <Form method="post" noValidate>
        <CsrfInput />
        <input type="hidden" name="intent" value="ussd-pin" />
        <FormError error={error} />
        <Field
          name="pin"
          label={t('ussdPin.pin')}
          input={{
            type: 'password',
            inputMode: 'numeric',
            autoComplete: 'off',
            required: true,
            pattern: '[0-9]{4}',
            minLength: 4,
            maxLength: 4,
          }}
        />
        <SubmitButton busy={busy}>{t('ussdPin.save')}</SubmitButton>
      </Form>
    </section>
  );
}
