import { NumberField, SelectArrayInput, TextField, SearchInput } from 'react-admin';
import { ApplicationLinkField } from '../common/ApplicationLinkField';
import { choices } from '../common/choices';
import { LocalDateField } from '../common/LocalDateField';
import { MinorMoneyField } from '../common/MinorMoneyField';
import { PAYOUT_STATUSES } from '../common/money';
import { StatusField } from '../common/StatusField';
import { UserReferenceField } from '../common/UserReferenceField';
import { RetryPayoutButton } from './RetryPayoutButton';
import { AppList } from '../common/AppList';
import { AppDatagrid } from '../common/AppDatagrid';

export const payoutFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  // Several at once: the dashboard's "waiting" and "failed" figures open this list on two statuses each.
  <SelectArrayInput key="status" source="status" choices={choices(PAYOUT_STATUSES, 'payout_status')} alwaysOn sx={{ minWidth: 200 }} />,
];

export default function PayoutList() {
  return (
    <AppList filters={payoutFilters} sort={{ field: 'created_at', order: 'DESC' }}>
      <AppDatagrid rowClick={false} bulkActionButtons={false}>
        <ApplicationLinkField source="application_id" />
        <TextField source="job_title" />
        <UserReferenceField source="freelancer_id" nameSource="freelancer_name" sortable={false} />
        <MinorMoneyField source="amount_minor" textAlign="right" />
        <StatusField source="status" prefix="payout_status" />
        <TextField source="reference" />
        <NumberField source="attempts" />
        <TextField source="failure_reason" />
        <LocalDateField source="created_at" showTime />
        <RetryPayoutButton />
      </AppDatagrid>
    </AppList>
  );
}
