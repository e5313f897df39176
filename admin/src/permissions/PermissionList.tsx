import { ADMIN_ACTIONS } from '@gigmarket/shared';
import { Datagrid, List, SearchInput, SelectInput, TextField } from 'react-admin';
import { ListActions } from '../common/ListActions';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="action" source="action" choices={ADMIN_ACTIONS.map((id) => ({ id, name: `app.actions.${id}` }))} />,
];

export default function PermissionList() {
  return (
    <List filters={filters} actions={<ListActions />} sort={{ field: 'name', order: 'ASC' }} perPage={25}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="name" />
        <TextField source="resource" />
        <TextField source="action" />
      </Datagrid>
    </List>
  );
}
