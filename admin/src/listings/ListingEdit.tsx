import { Edit } from 'react-admin';
import { ListingForm } from './ListingForm';

export default function ListingEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <ListingForm />
    </Edit>
  );
}
