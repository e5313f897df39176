import { SimpleForm, TextInput, maxLength, required } from 'react-admin';
import { PermissionMatrixInput } from './PermissionMatrixInput';

export function RoleForm() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={[required(), maxLength(50)]} />
      <TextInput source="description" validate={maxLength(255)} fullWidth />
      <PermissionMatrixInput source="permissions" />
    </SimpleForm>
  );
}
