import { Datagrid, List, ReferenceField, ReferenceInput, AutocompleteInput, TextField, SearchInput } from 'react-admin';
import { ListActions } from '../common/ListActions';
import { LocalDateField } from '../common/LocalDateField';
import { UserReferenceField } from '../common/UserReferenceField';
import { resourcePath } from '../routes';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="listing" source="listing_id" reference={resourcePath('listings')} alwaysOn>
    <AutocompleteInput optionText="job_title" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
];

export default function BookmarkList() {
  return (
    <List filters={filters} actions={<ListActions />} sort={{ field: 'id', order: 'DESC' }}>
      <Datagrid rowClick="show">
        <TextField source="id" />
        <UserReferenceField source="user_id" nameSource="user_name" sortable={false} />
        <ReferenceField source="listing_id" reference={resourcePath('listings')} />
        <LocalDateField source="created_at" />
      </Datagrid>
    </List>
  );
}
