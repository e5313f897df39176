import { Create } from 'react-admin';
import { PostCategoryForm } from './PostCategoryForm';

export default function PostCategoryCreate() {
  return (
    <Create redirect="list">
      <PostCategoryForm />
    </Create>
  );
}
