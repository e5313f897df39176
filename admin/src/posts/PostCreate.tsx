import { Create } from 'react-admin';
import { PostForm } from './PostForm';

export default function PostCreate() {
  return (
    <Create redirect="list">
      <PostForm />
    </Create>
  );
}
