import { FunctionField, SearchInput, TextField } from 'react-admin';
import { LocalDateField } from '../common/LocalDateField';
import { permissionNames } from './permissionNames';
import { AppList } from '../common/AppList';
import { AppDatagrid } from '../common/AppDatagrid';

export default function RoleList() {
  return (
    <AppList filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'name', order: 'ASC' }}>
      <AppDatagrid rowClick="edit">
        <TextField source="id" />
        <TextField source="name" />
        <TextField source="description" />
        <FunctionField source="permissions" sortable={false} render={(record) => permissionNames(record.permissions).length} />
        <LocalDateField source="created_at" />
      </AppDatagrid>
    </AppList>
  );
}
