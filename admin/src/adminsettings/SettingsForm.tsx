import {
  BooleanInput,
  NumberInput,
  PasswordInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  email,
  maxLength,
  maxValue,
  minValue,
  regex,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ImageUploadInput } from '../common/ImageUploadInput';

/** A percentage typed with at most two decimals (10, 7.5, 12.25). */
export function twoDecimals(value: unknown) {
  if (value === null || value === undefined || value === '') return undefined;
  return /^\d+(\.\d{1,2})?$/.test(String(value)) ? undefined : 'resources.adminsettings.two_decimals';
}

const SaveOnly = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** Whether the API says a secret is stored (it never sends the secret itself). */
function hasSecret(record: Record<string, unknown> | undefined, source = 'payment_secret_key'): boolean {
  if (!record) return false;
  if (typeof record[`${source}_set`] === 'boolean') return record[`${source}_set`] as boolean;
  return Boolean(record[source]);
}

function SecretKeyInput({ source = 'payment_secret_key' }: { source?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  return (
    <PasswordInput
      source={source}
      format={() => ''}
      helperText={translate(
        hasSecret(record, source) ? 'resources.adminsettings.secret_kept' : 'resources.adminsettings.secret_none',
      )}
      placeholder={hasSecret(record, source) ? String(record?.[`${source}_hint`] ?? '••••') : ''}
      autoComplete="new-password"
      fullWidth
    />
  );
}

export function SettingsForm() {
  return (
    <SimpleForm toolbar={<SaveOnly />}>
      <TextInput source="company_name" validate={maxLength(100)} fullWidth />
      <TextInput source="company_intro" multiline minRows={2} fullWidth />
      <ImageUploadInput source="company_logo" />
      <TextInput source="support_email" validate={[email(), maxLength(100)]} fullWidth />
      <TextInput source="company_address" validate={maxLength(255)} fullWidth />
      <TextInput source="site_url" validate={maxLength(255)} fullWidth />
      <TextInput source="currency" validate={[required(), regex(/^[A-Z]{3}$/, 'ISO 4217, e.g. NGN')]} />
      <NumberInput source="gateway_fee" step={0.01} validate={[required(), minValue(0), maxValue(100)]} />
      <NumberInput
        source="commission_percent"
        step={0.01}
        min={0}
        max={100}
        validate={[required(), minValue(0), maxValue(100), twoDecimals]}
        helperText="resources.adminsettings.commission_help"
      />
      <NumberInput
        source="late_cancel_fee_percent"
        step={0.01}
        min={0}
        max={100}
        validate={[required(), minValue(0), maxValue(100), twoDecimals]}
        helperText="resources.adminsettings.late_cancel_fee_help"
      />
      {/* The shift confirmation's marks, hours before the start (docs/shift-confirmation.md); the API refuses a warning not after the ask. */}
      <NumberInput source="confirm_ask_hours" step={1} min={1} max={168} validate={[required(), minValue(1), maxValue(168)]} helperText="resources.adminsettings.confirm_ask_help" />
      <NumberInput source="confirm_warn_hours" step={1} min={1} max={168} validate={[required(), minValue(1), maxValue(168)]} helperText="resources.adminsettings.confirm_warn_help" />
      <TextInput source="payment_public_key" validate={maxLength(255)} fullWidth />
      <SecretKeyInput />
      <TextInput source="payment_email" validate={[email(), maxLength(100)]} fullWidth />
      <BooleanInput source="profile_payment_not_allowed" />
      <NumberInput source="video_max" validate={minValue(1)} />
      <NumberInput source="image_max" validate={minValue(1)} />
      <NumberInput source="file_max" validate={minValue(1)} />
      {/* WhatsApp (docs/whatsapp.md "Consent and cost"): the daily cap, and Meta's rates typed in dollars, stored in micro-dollars. */}
      <NumberInput
        source="whatsapp_daily_cap"
        min={0}
        validate={[required(), minValue(0)]}
        helperText="resources.adminsettings.whatsapp_daily_cap_help"
      />
      {WHATSAPP_RATE_SOURCES.map((source) => (
        <NumberInput
          key={source}
          source={source}
          step={0.0001}
          min={0}
          format={microsToDollars}
          parse={dollarsToMicros}
          validate={[required(), minValue(0)]}
        />
      ))}
      {/* USSD (docs/ussd.md): the short code, the gateway secret (masked) and the gateway's addresses. */}
      <TextInput
        source="ussd_service_code"
        validate={[maxLength(20), regex(/^\*\d{2,4}(\*\d{1,6})*#$/, 'resources.adminsettings.ussd_code_format')]}
      />
      <SecretKeyInput source="ussd_gateway_secret" />
      <TextInput
        source="ussd_allowed_addresses"
        validate={maxLength(1000)}
        helperText="resources.adminsettings.ussd_addresses_help"
        fullWidth
      />
    </SimpleForm>
  );
}

/** The WhatsApp rates of the settings, one per Meta category, in micro-dollars. */
export const WHATSAPP_RATE_SOURCES = [
  'whatsapp_rate_utility_micros',
  'whatsapp_rate_marketing_micros',
  'whatsapp_rate_authentication_micros',
  'whatsapp_rate_service_micros',
] as const;

/** 6700 micro-dollars -> 0.0067 (what the form shows). */
export function microsToDollars(value: unknown): number | string {
  return value === null || value === undefined || value === '' ? '' : Number(value) / 1_000_000;
}

/** 0.0067 typed -> 6700 micro-dollars (what the API stores). */
export function dollarsToMicros(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const dollars = Number(value);
  return Number.isFinite(dollars) ? Math.round(dollars * 1_000_000) : null;
}

/**
 * The secret key is write-only: an empty field keeps the stored key, and the masked value or the
 * `payment_secret_key_set` flag the API may send never go back.
 */
export function settingsTransform(data: Record<string, unknown>): Record<string, unknown> {
  const {
    payment_secret_key: secret,
    payment_secret_key_set: _set,
    payment_secret_key_hint: _hint,
    ussd_gateway_secret: ussdSecret,
    ussd_gateway_secret_set: _ussdSet,
    ussd_gateway_secret_hint: _ussdHint,
    ...rest
  } = data;
  const fresh = (value: unknown): value is string =>
    typeof value === 'string' && value.trim() !== '' && !value.includes('•') && !value.includes('*');
  return {
    ...rest,
    ...(fresh(secret) ? { payment_secret_key: secret.trim() } : {}),
    ...(fresh(ussdSecret) ? { ussd_gateway_secret: ussdSecret.trim() } : {}),
  };
}
