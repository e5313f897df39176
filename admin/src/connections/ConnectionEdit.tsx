import { Edit } from 'react-admin';
import { ConnectionForm } from './ConnectionForm';

export default function ConnectionEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <ConnectionForm />
    </Edit>
  );
}
