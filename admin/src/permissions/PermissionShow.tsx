import { Show, SimpleShowLayout, TextField } from 'react-admin';

export default function PermissionShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="name" />
        <TextField source="resource" />
        <TextField source="action" />
      </SimpleShowLayout>
    </Show>
  );
}
