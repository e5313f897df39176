import { SearchInput, TextField } from 'react-admin';
import { LocalDateField } from '../common/LocalDateField';
import { UserReferenceField } from '../common/UserReferenceField';
import { AppList } from '../common/AppList';
import { AppDatagrid } from '../common/AppDatagrid';

/** q finds connections by the freelancer's or the employer's name. */
const filters = [<SearchInput key="q" source="q" alwaysOn />];

export default function ConnectionList() {
  return (
    <AppList filters={filters} sort={{ field: 'id', order: 'DESC' }}>
      <AppDatagrid rowClick="show">
        <TextField source="id" />
        <UserReferenceField source="freelancer_id" nameSource="freelancer_name" sortable={false} />
        <UserReferenceField source="employer_id" nameSource="employer_name" companySource="company_name" sortable={false} />
        <LocalDateField source="created_at" />
      </AppDatagrid>
    </AppList>
  );
}
