import { USER_TYPES } from '@gigmarket/shared';
import { EmailField, ReferenceField, SelectField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { choices } from '../common/choices';
import { LocalDateField } from '../common/LocalDateField';
import { StatusField } from '../common/StatusField';
import { UploadedImageField } from '../common/UploadedImageField';
import { resourcePath } from '../routes';
import { LabelField } from '../common/LabelField';
import { EraseButton } from './EraseButton';
import { DataExportButton } from './DataExportButton';

export default function UserShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <UploadedImageField source="avatar" size={96} />
        <TextField source="id" />
        <TextField source="name" />
        <TextField source="first_name" />
        <TextField source="last_name" />
        <EmailField source="email" />
        <TextField source="phone" />
        <LabelField source="gender" prefix="gender" />
        <SelectField source="user_type" choices={choices(USER_TYPES, 'user_type')} />
        <ReferenceField source="role_id" reference={resourcePath('roles')} />
        <StatusField source="status" />
        <TextField source="location" />
        <TextField source="tax_id" emptyText="—" />
        <LocalDateField source="email_verified_at" showTime />
        <LocalDateField source="created_at" showTime />
        <EraseButton />
        <DataExportButton />
      </SimpleShowLayout>
    </Show>
  );
}
