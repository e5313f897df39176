import { Create } from 'react-admin';
import { ConnectionForm } from './ConnectionForm';

export default function ConnectionCreate() {
  return (
    <Create redirect="list">
      <ConnectionForm />
    </Create>
  );
}
