import { Show, SimpleShowLayout, TextField, UrlField } from 'react-admin';
import { LocalDateField } from '../common/LocalDateField';
import { UploadedImageField } from '../common/UploadedImageField';
import { UserReferenceField } from '../common/UserReferenceField';
import { LabelField } from '../common/LabelField';

export default function PortfolioShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="title" />
        <UserReferenceField source="user_id" nameSource="user_name" />
        <LabelField source="portfolio_type" prefix="portfolio_type" />
        <UploadedImageField source="upload_name" size={120} />
        <UrlField source="link" />
        <LocalDateField source="created_at" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
