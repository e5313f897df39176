import { Create } from 'react-admin';
import { SynonymForm } from './SynonymForm';

export default function SynonymCreate() {
  return (
    <Create redirect="list">
      <SynonymForm />
    </Create>
  );
}
