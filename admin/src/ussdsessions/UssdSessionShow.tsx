import { NumberField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { LocalDateField } from '../common/LocalDateField';
import { StatusField } from '../common/StatusField';
import { UserReferenceField } from '../common/UserReferenceField';
import { LabelField } from '../common/LabelField';

export default function UssdSessionShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <StatusField source="gateway" prefix="ussd_gateway" />
        <TextField source="session_id" />
        <TextField source="phone" />
        <UserReferenceField source="user_id" nameSource="user_name" />
        <TextField source="network" />
        <LabelField source="language" prefix="language" />
        <NumberField source="hops" />
        <NumberField source="duration_seconds" />
        <StatusField source="outcome" prefix="ussd_outcome" emptyText="app.ussd_outcome.browsed_only" />
        <TextField source="last_screen" component="pre" />
        <LocalDateField source="started_at" showTime />
        <LocalDateField source="updated_at" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
