import { APPLICATION_STATUSES } from '@gigmarket/shared';
import { ReferenceField, ReferenceInput, SelectInput, AutocompleteInput, TextField, SearchInput } from 'react-admin';
import { choices } from '../common/choices';
import { LocalDateField } from '../common/LocalDateField';
import { MoneyField } from '../common/MoneyField';
import { StatusField } from '../common/StatusField';
import { UserReferenceField } from '../common/UserReferenceField';
import { resourcePath } from '../routes';
import { DecisionButtons } from './DecisionButtons';
import { AppList } from '../common/AppList';
import { AppDatagrid } from '../common/AppDatagrid';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={choices(APPLICATION_STATUSES, 'status')} alwaysOn />,
  <ReferenceInput key="listing" source="listing_id" reference={resourcePath('listings')}>
    <AutocompleteInput optionText="job_title" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
];

export default function ApplicationList() {
  return (
    <AppList filters={filters} sort={{ field: 'id', order: 'DESC' }}>
      <AppDatagrid rowClick="show">
        <TextField source="id" />
        <ReferenceField source="listing_id" reference={resourcePath('listings')} />
        <UserReferenceField source="user_id" nameSource="freelancer_name" sortable={false} />
        <MoneyField source="price" />
        <MoneyField source="new_price" />
        <StatusField source="status" />
        <LocalDateField source="created_at" />
        <DecisionButtons />
      </AppDatagrid>
    </AppList>
  );
}

