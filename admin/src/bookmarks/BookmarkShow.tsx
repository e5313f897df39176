import { ReferenceField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { LocalDateField } from '../common/LocalDateField';
import { UserReferenceField } from '../common/UserReferenceField';
import { resourcePath } from '../routes';

export default function BookmarkShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <UserReferenceField source="user_id" nameSource="user_name" />
        <ReferenceField source="listing_id" reference={resourcePath('listings')} />
        <LocalDateField source="created_at" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
