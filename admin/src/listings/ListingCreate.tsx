import { Create } from 'react-admin';
import { ListingForm } from './ListingForm';

export default function ListingCreate() {
  return (
    <Create redirect="show">
      <ListingForm withEmployer />
    </Create>
  );
}
