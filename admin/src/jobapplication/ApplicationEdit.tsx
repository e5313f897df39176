import { Edit } from 'react-admin';
import { ApplicationForm } from './ApplicationForm';

export default function ApplicationEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <ApplicationForm />
    </Edit>
  );
}
