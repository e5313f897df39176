import { Show, SimpleShowLayout, TextField } from 'react-admin';
import { LocalDateField } from '../common/LocalDateField';
import { UserReferenceField } from '../common/UserReferenceField';

export default function ConnectionShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <UserReferenceField source="freelancer_id" embedded="freelancer" />
        <UserReferenceField source="employer_id" embedded="employer" preferCompany />
        <LocalDateField source="created_at" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
