import { Edit } from 'react-admin';
import { SynonymForm } from './SynonymForm';

/** Pessimistic: the API's refusal (a name of another group) shows beside the field, and Delete asks first. */
export default function SynonymEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SynonymForm />
    </Edit>
  );
}
