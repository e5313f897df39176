import { Show, SimpleShowLayout, TextField } from 'react-admin';
import { LocalDateField } from '../common/LocalDateField';
import { UserReferenceField } from '../common/UserReferenceField';

export default function ConnectionShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <UserReferenceField source="freelancer_id" nameSource="freelancer_name" />
        <UserReferenceField source="employer_id" nameSource="employer_name" companySource="company_name" />
        <LocalDateField source="created_at" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
