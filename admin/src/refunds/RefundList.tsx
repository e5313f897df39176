import { NumberField, SearchInput, SelectInput, TextField } from 'react-admin';
import { ApplicationLinkField } from '../common/ApplicationLinkField';
import { choices } from '../common/choices';
import { LocalDateField } from '../common/LocalDateField';
import { MinorMoneyField } from '../common/MinorMoneyField';
import { REFUND_REASONS, REFUND_STATUSES } from '../common/money';
import { StatusField } from '../common/StatusField';
import { UserReferenceField } from '../common/UserReferenceField';
import { RetryRefundButton } from './RetryRefundButton';
import { AppList } from '../common/AppList';
import { AppDatagrid } from '../common/AppDatagrid';

export const refundFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={choices(REFUND_STATUSES, 'refund_status')} alwaysOn />,
  <SelectInput key="reason" source="reason" choices={choices(REFUND_REASONS, 'refund_reason')} alwaysOn />,
];

/**
 * Money owed back to employers (docs/hire-to-pay.md "Money owed back"), one per charge. Columns
 * sort only by what the API sorts refunds by (AppDatagrid, ADMIN_SORTABLE).
 */
export default function RefundList() {
  return (
    <AppList filters={refundFilters} sort={{ field: 'created_at', order: 'DESC' }}>
      <AppDatagrid rowClick={false} bulkActionButtons={false}>
        <ApplicationLinkField source="application_id" />
        <UserReferenceField source="employer_id" nameSource="employer_name" sortable={false} />
        <MinorMoneyField source="amount_minor" textAlign="right" />
        <StatusField source="reason" prefix="refund_reason" />
        <StatusField source="status" prefix="refund_status" />
        <NumberField source="attempts" />
        <LocalDateField source="next_attempt_at" showTime />
        <TextField source="failure_reason" />
        <TextField source="reference" />
        <TextField source="charge_reference" />
        <LocalDateField source="created_at" showTime />
        <RetryRefundButton />
      </AppDatagrid>
    </AppList>
  );
}
