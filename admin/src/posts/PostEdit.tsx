import { Edit } from 'react-admin';
import { PostForm } from './PostForm';

export default function PostEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <PostForm />
    </Edit>
  );
}
