import { CATEGORY_STATUSES } from '@gigmarket/shared';
import { SearchInput, SelectInput, TextField, TextInput } from 'react-admin';
import { choices } from '../common/choices';
import { LocalDateField } from '../common/LocalDateField';
import { StatusField } from '../common/StatusField';
import { UploadedImageField } from '../common/UploadedImageField';
import { AppList } from '../common/AppList';
import { AppDatagrid } from '../common/AppDatagrid';
import { LabelField } from '../common/LabelField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="category_status" choices={choices(CATEGORY_STATUSES, 'status')} />,
  <TextInput key="type" source="category_type" />,
];

export default function CategoryList() {
  return (
    <AppList filters={filters} sort={{ field: 'id', order: 'DESC' }}>
      <AppDatagrid rowClick="show">
        <TextField source="id" />
        <UploadedImageField source="category_image" size={36} />
        <TextField source="category_name" />
        <TextField source="category_name_fr" />
        <LabelField source="category_type" prefix="category_type" />
        <TextField source="category_slug" />
        <StatusField source="category_status" />
        <LocalDateField source="created_at" />
      </AppDatagrid>
    </AppList>
  );
}
