import { Create } from 'react-admin';
import { ApplicationForm } from './ApplicationForm';

export default function ApplicationCreate() {
  return (
    <Create redirect="show">
      <ApplicationForm creating />
    </Create>
  );
}
