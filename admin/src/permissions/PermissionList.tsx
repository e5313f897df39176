import { ADMIN_ACTIONS } from '@gigmarket/shared';
import { SearchInput, SelectInput, TextField } from 'react-admin';
import { AppList } from '../common/AppList';
import { AppDatagrid } from '../common/AppDatagrid';
import { LabelField } from '../common/LabelField';
import { PermissionResourceField } from './PermissionFields';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="action" source="action" choices={ADMIN_ACTIONS.map((id) => ({ id, name: `app.actions.${id}` }))} />,
];

export default function PermissionList() {
  return (
    <AppList filters={filters} sort={{ field: 'name', order: 'ASC' }} perPage={25}>
      <AppDatagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="name" />
        <PermissionResourceField source="resource" />
        <LabelField source="action" prefix="actions" />
      </AppDatagrid>
    </AppList>
  );
}
