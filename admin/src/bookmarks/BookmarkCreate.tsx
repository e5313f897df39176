import { Create } from 'react-admin';
import { BookmarkForm } from './BookmarkForm';

export default function BookmarkCreate() {
  return (
    <Create redirect="list">
      <BookmarkForm />
    </Create>
  );
}
