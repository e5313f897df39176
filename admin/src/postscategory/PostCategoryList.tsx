import { CATEGORY_STATUSES } from '@gigmarket/shared';
import { SearchInput, SelectInput, TextField } from 'react-admin';
import { choices } from '../common/choices';
import { LocalDateField } from '../common/LocalDateField';
import { StatusField } from '../common/StatusField';
import { AppList } from '../common/AppList';
import { AppDatagrid } from '../common/AppDatagrid';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={choices(CATEGORY_STATUSES, 'status')} />,
];

export default function PostCategoryList() {
  return (
    <AppList filters={filters} sort={{ field: 'name', order: 'ASC' }}>
      <AppDatagrid rowClick="show">
        <TextField source="id" />
        <TextField source="name" />
        <TextField source="slug" />
        <StatusField source="status" />
        <LocalDateField source="created_at" />
      </AppDatagrid>
    </AppList>
  );
}
