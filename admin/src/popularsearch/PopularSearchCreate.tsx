import { Create } from 'react-admin';
import { PopularSearchForm } from './PopularSearchForm';

export default function PopularSearchCreate() {
  return (
    <Create redirect="list">
      <PopularSearchForm />
    </Create>
  );
}
