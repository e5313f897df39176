import { MESSAGE_AUDIENCES, NOTICE_TYPES } from '@gigmarket/shared';
import { SearchInput, SelectField, SelectInput, TextField } from 'react-admin';
import { choices } from '../common/choices';
import { LocalDateField } from '../common/LocalDateField';
import { UserReferenceField } from '../common/UserReferenceField';
import { AppList } from '../common/AppList';
import { AppDatagrid } from '../common/AppDatagrid';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="notice_type" choices={choices(NOTICE_TYPES, 'notice_type')} alwaysOn />,
  <SelectInput key="audience" source="audience" choices={choices(MESSAGE_AUDIENCES, 'audience')} />,
];

export default function CustomMessageList() {
  return (
    <AppList filters={filters} sort={{ field: 'id', order: 'DESC' }}>
      <AppDatagrid rowClick="show">
        <TextField source="id" />
        <TextField source="title" />
        <SelectField source="notice_type" choices={choices(NOTICE_TYPES, 'notice_type')} />
        <SelectField source="audience" choices={choices(MESSAGE_AUDIENCES, 'audience')} />
        <UserReferenceField source="user_id" nameSource="user_name" sortable={false} />
        <LocalDateField source="created_at" showTime />
      </AppDatagrid>
    </AppList>
  );
}
