import { ReferenceField, ReferenceInput, AutocompleteInput, TextField, SearchInput } from 'react-admin';
import { LocalDateField } from '../common/LocalDateField';
import { UserReferenceField } from '../common/UserReferenceField';
import { resourcePath } from '../routes';
import { AppList } from '../common/AppList';
import { AppDatagrid } from '../common/AppDatagrid';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="listing" source="listing_id" reference={resourcePath('listings')} alwaysOn>
    <AutocompleteInput optionText="job_title" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
];

export default function BookmarkList() {
  return (
    <AppList filters={filters} sort={{ field: 'id', order: 'DESC' }}>
      <AppDatagrid rowClick="show">
        <TextField source="id" />
        <UserReferenceField source="user_id" nameSource="user_name" sortable={false} />
        <ReferenceField source="listing_id" reference={resourcePath('listings')} />
        <LocalDateField source="created_at" />
      </AppDatagrid>
    </AppList>
  );
}
