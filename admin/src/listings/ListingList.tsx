import { LISTING_CLOSED_REASONS, LISTING_STATUSES } from '@gigmarket/shared';
import { DateInput, NumberInput, ReferenceField, ReferenceInput, SearchInput, SelectInput, TextField } from 'react-admin';
import { choices } from '../common/choices';
import { LocalDateField } from '../common/LocalDateField';
import { MoneyField } from '../common/MoneyField';
import { StatusField } from '../common/StatusField';
import { UserReferenceField } from '../common/UserReferenceField';
import { resourcePath } from '../routes';
import { AppList } from '../common/AppList';
import { AppDatagrid } from '../common/AppDatagrid';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={choices(LISTING_STATUSES, 'status')} alwaysOn />,
  <ReferenceInput key="category" source="category_id" reference={resourcePath('categories')} sort={{ field: 'category_name', order: 'ASC' }}>
    <SelectInput />
  </ReferenceInput>,
  <ReferenceInput key="jobtype" source="job_type" reference={resourcePath('jobtypes')}>
    <SelectInput />
  </ReferenceInput>,
  <ReferenceInput key="state" source="state" reference={resourcePath('states')} perPage={50} sort={{ field: 'name', order: 'ASC' }}>
    <SelectInput />
  </ReferenceInput>,
  <NumberInput key="min" source="min_amount_gte" />,
  <NumberInput key="max" source="min_amount_lte" />,
  // Marketplace health links here with the jobs filled over its window.
  <SelectInput key="closed" source="closed_reason" choices={choices(LISTING_CLOSED_REASONS, 'closed_reason')} />,
  <DateInput key="published" source="published_at_gte" />,
  <DateInput key="filled" source="filled_at_gte" />,
];

export default function ListingList() {
  return (
    <AppList filters={filters} sort={{ field: 'id', order: 'DESC' }}>
      <AppDatagrid rowClick="show">
        <TextField source="id" />
        <TextField source="job_title" />
        <ReferenceField source="category_id" reference={resourcePath('categories')} link={false} sortable={false} />
        <UserReferenceField source="user_id" nameSource="employer_name" companySource="company_name" sortable={false} />
        <MoneyField source="min_amount" />
        <StatusField source="status" />
        <LocalDateField source="job_date" />
        <LocalDateField source="created_at" />
      </AppDatagrid>
    </AppList>
  );
}
