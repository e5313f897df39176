import { MESSAGE_AUDIENCES, NOTICE_TYPES } from '@gigmarket/shared';
import { Datagrid, List, SearchInput, SelectField, SelectInput, TextField } from 'react-admin';
import { choices } from '../common/choices';
import { ListActions } from '../common/ListActions';
import { LocalDateField } from '../common/LocalDateField';
import { UserReferenceField } from '../common/UserReferenceField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="notice_type" choices={choices(NOTICE_TYPES, 'notice_type')} alwaysOn />,
  <SelectInput key="audience" source="audience" choices={choices(MESSAGE_AUDIENCES, 'audience')} />,
];

export default function CustomMessageList() {
  return (
    <List filters={filters} actions={<ListActions />} sort={{ field: 'id', order: 'DESC' }}>
      <Datagrid rowClick="show">
        <TextField source="id" />
        <TextField source="title" />
        <SelectField source="notice_type" choices={choices(NOTICE_TYPES, 'notice_type')} />
        <SelectField source="audience" choices={choices(MESSAGE_AUDIENCES, 'audience')} />
        <UserReferenceField source="user_id" nameSource="user_name" sortable={false} />
        <LocalDateField source="created_at" showTime />
      </Datagrid>
    </List>
  );
}
