import { Edit } from 'react-admin';
import { PostCategoryForm } from './PostCategoryForm';

export default function PostCategoryEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <PostCategoryForm />
    </Edit>
  );
}
