import { BooleanField, ReferenceField, RichTextField, Show, SimpleShowLayout, TextField, UrlField } from 'react-admin';
import { LocalDateField } from '../common/LocalDateField';
import { StatusField } from '../common/StatusField';
import { UploadedImageField } from '../common/UploadedImageField';
import { resourcePath } from '../routes';
import { LabelField } from '../common/LabelField';

export default function PostShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <UploadedImageField source="post_image" size={120} />
        <TextField source="post_title" />
        <TextField source="post_slug" />
        <ReferenceField source="postscategory_id" reference={resourcePath('postscategory')} />
        <LabelField source="post_type" prefix="post_type" />
        <StatusField source="post_status" />
        <TextField source="short_description" />
        <RichTextField source="post_description" />
        <TextField source="seo_title" />
        <TextField source="seo_description" />
        <UrlField source="post_link" />
        <BooleanField source="featured" />
        <BooleanField source="trending" />
        <BooleanField source="post_protect" />
        <BooleanField source="hide_title" />
        <TextField source="menu_order" />
        <LocalDateField source="created_at" showTime />
        <LocalDateField source="updated_at" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
