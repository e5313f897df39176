import { Create } from 'react-admin';
import { CountryForm } from './CountryForm';

export default function CountryCreate() {
  return (
    <Create redirect="list">
      <CountryForm />
    </Create>
  );
}
