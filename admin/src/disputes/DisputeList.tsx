import { DISPUTE_STATUSES } from '@gigmarket/shared';
import { SelectInput, TextField, SearchInput } from 'react-admin';
import { ApplicationLinkField } from '../common/ApplicationLinkField';
import { choices } from '../common/choices';
import { LocalDateField } from '../common/LocalDateField';
import { MinorMoneyField } from '../common/MinorMoneyField';
import { StatusField } from '../common/StatusField';
import { UserReferenceField } from '../common/UserReferenceField';
import { OpenedByField } from './OpenedByField';
import { AppList } from '../common/AppList';
import { AppDatagrid } from '../common/AppDatagrid';

export const disputeFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={choices(DISPUTE_STATUSES, 'dispute_status')} alwaysOn />,
];

export default function DisputeList() {
  return (
    <AppList filters={disputeFilters} sort={{ field: 'id', order: 'DESC' }}>
      <AppDatagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <ApplicationLinkField source="application_id" />
        <TextField source="job_title" />
        <UserReferenceField source="employer_id" nameSource="employer_name" sortable={false} />
        <UserReferenceField source="freelancer_id" nameSource="freelancer_name" sortable={false} />
        <OpenedByField source="opened_by" />
        <TextField source="reason" />
        <StatusField source="status" prefix="dispute_status" />
        <StatusField source="resolution" prefix="resolution" />
        <MinorMoneyField source="agreed_amount_minor" textAlign="right" />
        <LocalDateField source="created_at" showTime />
      </AppDatagrid>
    </AppList>
  );
}
