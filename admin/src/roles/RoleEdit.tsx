import { Edit } from 'react-admin';
import { RoleForm } from './RoleForm';

export default function RoleEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <RoleForm />
    </Edit>
  );
}
