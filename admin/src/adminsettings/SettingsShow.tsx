import type { Identifier } from 'react-admin';
import {
  BooleanField,
  EmailField,
  FunctionField,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  UrlField,
  useLocaleState,
} from 'react-admin';
import { formatMicroDollars } from '../common/money';
import { WHATSAPP_RATE_SOURCES } from './SettingsForm';
import { UploadedImageField } from '../common/UploadedImageField';

export default function SettingsShow({ id }: { id?: Identifier }) {
  const [locale] = useLocaleState();
  return (
    <Show id={id} actions={id ? false : undefined}>
      <SimpleShowLayout>
        <UploadedImageField source="company_logo" size={96} />
        <TextField source="company_name" />
        <TextField source="company_intro" />
        <EmailField source="support_email" />
        <TextField source="company_address" />
        <UrlField source="site_url" />
        <TextField source="currency" />
        <NumberField source="gateway_fee" />
        <NumberField source="commission_percent" />
        <NumberField source="late_cancel_fee_percent" />
        <NumberField source="confirm_ask_hours" />
        <NumberField source="confirm_warn_hours" />
        <TextField source="payment_public_key" />
        <EmailField source="payment_email" />
        <BooleanField source="profile_payment_not_allowed" />
        <NumberField source="video_max" />
        <NumberField source="whatsapp_daily_cap" />
        {WHATSAPP_RATE_SOURCES.map((source) => (
          <FunctionField
            key={source}
            source={source}
            render={(record) => formatMicroDollars(Number(record?.[source] ?? 0), locale)}
          />
        ))}
        <NumberField source="image_max" />
        <NumberField source="file_max" />
        {/* USSD: the secret shows only as its masked hint. */}
        <TextField source="ussd_service_code" />
        <TextField
          source="ussd_gateway_secret_hint"
          label="resources.adminsettings.fields.ussd_gateway_secret"
          emptyText="-"
        />
        <TextField source="ussd_allowed_addresses" />
      </SimpleShowLayout>
    </Show>
  );
}
