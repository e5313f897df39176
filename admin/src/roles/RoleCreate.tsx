import { Create } from 'react-admin';
import { RoleForm } from './RoleForm';

export default function RoleCreate() {
  return (
    <Create redirect="list">
      <RoleForm />
    </Create>
  );
}
