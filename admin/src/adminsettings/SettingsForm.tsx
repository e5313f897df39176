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

/** Whether the API says a secret key is stored (it never sends the key itself). */
function hasSecret(record: Record<string, unknown> | undefined): boolean {
  if (!record) return false;
  if (typeof record.payment_secret_key_set === 'boolean') return record.payment_secret_key_set;
  return Boolean(record.payment_secret_key);
}

function SecretKeyInput() {
  const record = useRecordContext();
  const translate = useTranslate();
  return (
    <PasswordInput
      source="payment_secret_key"
      format={() => ''}
      helperText={translate(hasSecret(record) ? 'resources.adminsettings.secret_kept' : 'resources.adminsettings.secret_none')}
      placeholder={hasSecret(record) ? String(record?.payment_secret_key_hint ?? '••••') : ''}
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
      <TextInput source="payment_public_key" validate={maxLength(255)} fullWidth />
      <SecretKeyInput />
      <TextInput source="payment_email" validate={[email(), maxLength(100)]} fullWidth />
      <BooleanInput source="profile_payment_not_allowed" />
      <NumberInput source="video_max" validate={minValue(1)} />
      <NumberInput source="image_max" validate={minValue(1)} />
      <NumberInput source="file_max" validate={minValue(1)} />
    </SimpleForm>
  );
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
    ...rest
  } = data;
  return typeof secret === 'string' && secret.trim() !== '' && !secret.includes('•') && !secret.includes('*')
    ? { ...rest, payment_secret_key: secret.trim() }
    : rest;
}
