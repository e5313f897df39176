import { Show, SimpleShowLayout, TextField } from 'react-admin';
import { LocalDateField } from '../common/LocalDateField';
import { StatusField } from '../common/StatusField';
import { UploadedImageField } from '../common/UploadedImageField';
import { LabelField } from '../common/LabelField';

export default function CategoryShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <UploadedImageField source="category_image" size={96} />
        <TextField source="category_name" />
        <TextField source="category_name_fr" />
        <TextField source="category_slug" />
        <LabelField source="category_type" prefix="category_type" />
        <StatusField source="category_status" />
        <TextField source="category_description" />
        <LocalDateField source="created_at" showTime />
        <LocalDateField source="updated_at" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
