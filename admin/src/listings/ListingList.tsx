import { LISTING_STATUSES } from '@gigmarket/shared';
import {
  Datagrid,
  List,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
} from 'react-admin';
import { choices } from '../common/choices';
import { ListActions } from '../common/ListActions';
import { LocalDateField } from '../common/LocalDateField';
import { MoneyField } from '../common/MoneyField';
import { StatusField } from '../common/StatusField';
import { UserReferenceField } from '../common/UserReferenceField';
import { resourcePath } from '../routes';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={choices(LISTING_STATUSES, 'status')} alwaysOn />,
  <ReferenceInput key="category" source="category_id" reference={resourcePath('categories')} sort={{ field: 'category_name', order: 'ASC' }}>
    <SelectInput optionText="category_name" />
  </ReferenceInput>,
  <ReferenceInput key="jobtype" source="job_type" reference={resourcePath('jobtypes')}>
    <SelectInput optionText="name" />
  </ReferenceInput>,
  <ReferenceInput key="state" source="state" reference={resourcePath('states')} perPage={50} sort={{ field: 'name', order: 'ASC' }}>
    <SelectInput optionText="name" />
  </ReferenceInput>,
  <NumberInput key="min" source="min_amount_gte" />,
  <NumberInput key="max" source="min_amount_lte" />,
];

export default function ListingList() {
  return (
    <List filters={filters} actions={<ListActions />} sort={{ field: 'id', order: 'DESC' }}>
      <Datagrid rowClick="show">
        <TextField source="id" />
        <TextField source="job_title" />
        <ReferenceField source="category_id" reference={resourcePath('categories')} link={false} sortable={false} />
        <UserReferenceField source="user_id" nameSource="employer_name" companySource="company_name" sortable={false} />
        <MoneyField source="min_amount" />
        <StatusField source="status" />
        <LocalDateField source="job_date" />
        <LocalDateField source="created_at" />
      </Datagrid>
    </List>
  );
}
