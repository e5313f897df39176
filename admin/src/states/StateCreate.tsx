import { Create } from 'react-admin';
import { StateForm } from './StateForm';

export default function StateCreate() {
  return (
    <Create redirect="list">
      <StateForm />
    </Create>
  );
}
