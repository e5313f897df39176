import { Datagrid, List, SearchInput, TextField } from 'react-admin';
import { ListActions } from '../common/ListActions';
import { LocalDateField } from '../common/LocalDateField';
import { UserReferenceField } from '../common/UserReferenceField';

/** q finds connections by the freelancer's or the employer's name. */
const filters = [<SearchInput key="q" source="q" alwaysOn />];

export default function ConnectionList() {
  return (
    <List filters={filters} actions={<ListActions />} sort={{ field: 'id', order: 'DESC' }}>
      <Datagrid rowClick="show">
        <TextField source="id" />
        <UserReferenceField source="freelancer_id" nameSource="freelancer_name" sortable={false} />
        <UserReferenceField source="employer_id" nameSource="employer_name" companySource="company_name" sortable={false} />
        <LocalDateField source="created_at" />
      </Datagrid>
    </List>
  );
}
