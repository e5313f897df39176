import { CATEGORY_STATUSES } from '@gigmarket/shared';
import { Datagrid, List, SearchInput, SelectInput, TextField, TextInput } from 'react-admin';
import { choices } from '../common/choices';
import { ListActions } from '../common/ListActions';
import { LocalDateField } from '../common/LocalDateField';
import { StatusField } from '../common/StatusField';
import { UploadedImageField } from '../common/UploadedImageField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="category_status" choices={choices(CATEGORY_STATUSES, 'status')} />,
  <TextInput key="type" source="category_type" />,
];

export default function CategoryList() {
  return (
    <List filters={filters} actions={<ListActions />} sort={{ field: 'id', order: 'DESC' }}>
      <Datagrid rowClick="show">
        <TextField source="id" />
        <UploadedImageField source="category_image" sortable={false} size={36} />
        <TextField source="category_name" />
        <TextField source="category_type" />
        <TextField source="category_slug" />
        <StatusField source="category_status" />
        <LocalDateField source="created_at" />
      </Datagrid>
    </List>
  );
}
