import { Edit } from 'react-admin';
import { PopularSearchForm } from './PopularSearchForm';

export default function PopularSearchEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <PopularSearchForm />
    </Edit>
  );
}
