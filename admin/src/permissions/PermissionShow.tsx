import { Show, SimpleShowLayout, TextField } from 'react-admin';
import { LabelField } from '../common/LabelField';
import { PermissionResourceField } from './PermissionFields';

export default function PermissionShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="name" />
        <PermissionResourceField source="resource" />
        <LabelField source="action" prefix="actions" />
      </SimpleShowLayout>
    </Show>
  );
}
