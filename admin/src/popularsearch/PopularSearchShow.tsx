import { NumberField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { LocalDateField } from '../common/LocalDateField';

export default function PopularSearchShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="word" />
        <NumberField source="count" />
        <LocalDateField source="created_at" showTime />
        <LocalDateField source="updated_at" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
