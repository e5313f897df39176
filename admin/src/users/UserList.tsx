import { USER_STATUSES, USER_TYPES } from '@gigmarket/shared';
import { Datagrid, EmailField, List, ReferenceField, ReferenceInput, SearchInput, SelectField, SelectInput, TextField } from 'react-admin';
import { choices } from '../common/choices';
import { ListActions } from '../common/ListActions';
import { LocalDateField } from '../common/LocalDateField';
import { StatusField } from '../common/StatusField';
import { UploadedImageField } from '../common/UploadedImageField';
import { resourcePath } from '../routes';
import { BlockButton } from './BlockButton';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="user_type" choices={choices(USER_TYPES, 'user_type')} alwaysOn />,
  <SelectInput key="status" source="status" choices={choices(USER_STATUSES, 'status')} />,
  <ReferenceInput key="role" source="role_id" reference={resourcePath('roles')}>
    <SelectInput optionText="name" />
  </ReferenceInput>,
];

export default function UserList() {
  return (
    <List filters={filters} actions={<ListActions />} sort={{ field: 'id', order: 'DESC' }}>
      <Datagrid rowClick="show">
        <TextField source="id" />
        <UploadedImageField source="avatar" sortable={false} size={32} />
        <TextField source="name" />
        <EmailField source="email" />
        <TextField source="phone" />
        <SelectField source="user_type" choices={choices(USER_TYPES, 'user_type')} />
        <ReferenceField source="role_id" reference={resourcePath('roles')} link={false} />
        <StatusField source="status" />
        <LocalDateField source="created_at" />
        <BlockButton />
      </Datagrid>
    </List>
  );
}
