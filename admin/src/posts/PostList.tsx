import { POST_STATUSES } from '@gigmarket/shared';
import {
  BooleanField,
  BooleanInput,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
} from 'react-admin';
import { choices } from '../common/choices';
import { LocalDateField } from '../common/LocalDateField';
import { StatusField } from '../common/StatusField';
import { resourcePath } from '../routes';
import { AppList } from '../common/AppList';
import { AppDatagrid } from '../common/AppDatagrid';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="post_status" choices={choices(POST_STATUSES, 'status')} alwaysOn />,
  <ReferenceInput key="category" source="postscategory_id" reference={resourcePath('postscategory')}>
    <SelectInput optionText="name" />
  </ReferenceInput>,
  <BooleanInput key="featured" source="featured" />,
];

export default function PostList() {
  return (
    <AppList filters={filters} sort={{ field: 'id', order: 'DESC' }}>
      <AppDatagrid rowClick="show">
        <TextField source="id" />
        <TextField source="post_title" />
        <ReferenceField source="postscategory_id" reference={resourcePath('postscategory')} link={false} sortable={false} />
        <StatusField source="post_status" />
        <BooleanField source="featured" />
        <BooleanField source="trending" />
        <TextField source="menu_order" />
        <LocalDateField source="created_at" />
      </AppDatagrid>
    </AppList>
  );
}
