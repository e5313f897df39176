import { Datagrid, FunctionField, List, SearchInput, TextField } from 'react-admin';
import { ListActions } from '../common/ListActions';
import { LocalDateField } from '../common/LocalDateField';
import { permissionNames } from './permissionNames';

export default function RoleList() {
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]} actions={<ListActions />} sort={{ field: 'name', order: 'ASC' }}>
      <Datagrid rowClick="edit">
        <TextField source="id" />
        <TextField source="name" />
        <TextField source="description" sortable={false} />
        <FunctionField source="permissions" sortable={false} render={(record) => permissionNames(record.permissions).length} />
        <LocalDateField source="created_at" />
      </Datagrid>
    </List>
  );
}
