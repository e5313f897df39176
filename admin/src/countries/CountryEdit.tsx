import { Edit } from 'react-admin';
import { CountryForm } from './CountryForm';

export default function CountryEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <CountryForm />
    </Edit>
  );
}
