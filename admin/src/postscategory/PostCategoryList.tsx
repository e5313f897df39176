import { CATEGORY_STATUSES } from '@gigmarket/shared';
import { Datagrid, List, SearchInput, SelectInput, TextField } from 'react-admin';
import { choices } from '../common/choices';
import { ListActions } from '../common/ListActions';
import { LocalDateField } from '../common/LocalDateField';
import { StatusField } from '../common/StatusField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={choices(CATEGORY_STATUSES, 'status')} />,
];

export default function PostCategoryList() {
  return (
    <List filters={filters} actions={<ListActions />} sort={{ field: 'name', order: 'ASC' }}>
      <Datagrid rowClick="show">
        <TextField source="id" />
        <TextField source="name" />
        <TextField source="slug" />
        <StatusField source="status" />
        <LocalDateField source="created_at" />
      </Datagrid>
    </List>
  );
}
