import { Show, SimpleShowLayout, TextField, UrlField } from 'react-admin';
import { LocalDateField } from '../common/LocalDateField';
import { UploadedImageField } from '../common/UploadedImageField';
import { UserReferenceField } from '../common/UserReferenceField';

export default function PortfolioShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="title" />
        <UserReferenceField source="user_id" nameSource="user_name" />
        <TextField source="portfolio_type" />
        <UploadedImageField source="upload_name" size={120} />
        <UrlField source="link" />
        <LocalDateField source="created_at" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
