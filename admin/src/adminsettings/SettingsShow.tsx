import type { Identifier } from 'react-admin';
import { BooleanField, EmailField, NumberField, Show, SimpleShowLayout, TextField, UrlField } from 'react-admin';
import { UploadedImageField } from '../common/UploadedImageField';

export default function SettingsShow({ id }: { id?: Identifier }) {
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
        <TextField source="payment_public_key" />
        <EmailField source="payment_email" />
        <BooleanField source="profile_payment_not_allowed" />
        <NumberField source="video_max" />
        <NumberField source="image_max" />
        <NumberField source="file_max" />
      </SimpleShowLayout>
    </Show>
  );
}
