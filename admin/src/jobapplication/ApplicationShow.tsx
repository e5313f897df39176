import { ReferenceField, Show, SimpleShowLayout, TextField, TopToolbar, EditButton } from 'react-admin';
import { LocalDateField } from '../common/LocalDateField';
import { MoneyField } from '../common/MoneyField';
import { StatusField } from '../common/StatusField';
import { UserReferenceField } from '../common/UserReferenceField';
import { resourcePath } from '../routes';
import { DecisionButtons } from './DecisionButtons';

const Actions = () => (
  <TopToolbar>
    <DecisionButtons />
    <EditButton />
  </TopToolbar>
);

export default function ApplicationShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <TextField source="id" />
        <ReferenceField source="listing_id" reference={resourcePath('listings')} />
        <UserReferenceField source="user_id" nameSource="freelancer_name" />
        <MoneyField source="price" />
        <MoneyField source="new_price" />
        <StatusField source="status" />
        <UserReferenceField source="accepted_by" nameSource="accepted_by_name" />
        <LocalDateField source="created_at" showTime />
        <LocalDateField source="updated_at" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
