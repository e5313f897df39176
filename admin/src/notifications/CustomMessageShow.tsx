import { MESSAGE_AUDIENCES, NOTICE_TYPES } from '@gigmarket/shared';
import { RichTextField, SelectField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { choices } from '../common/choices';
import { LocalDateField } from '../common/LocalDateField';
import { UserReferenceField } from '../common/UserReferenceField';

export default function CustomMessageShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="title" />
        <RichTextField source="message" />
        <SelectField source="notice_type" choices={choices(NOTICE_TYPES, 'notice_type')} />
        <SelectField source="audience" choices={choices(MESSAGE_AUDIENCES, 'audience')} />
        <UserReferenceField source="user_id" nameSource="user_name" />
        <LocalDateField source="read_at" showTime />
        <LocalDateField source="created_at" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
