import { Edit } from 'react-admin';
import { BookmarkForm } from './BookmarkForm';

export default function BookmarkEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <BookmarkForm />
    </Edit>
  );
}
