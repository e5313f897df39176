import { Show, SimpleShowLayout, TextField } from 'react-admin';
import { LocalDateField } from '../common/LocalDateField';
import { StatusField } from '../common/StatusField';

export default function PostCategoryShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="name" />
        <TextField source="slug" />
        <StatusField source="status" />
        <LocalDateField source="created_at" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
