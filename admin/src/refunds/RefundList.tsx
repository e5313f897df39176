import { Datagrid, List, NumberField, SearchInput, SelectInput, TextField } from 'react-admin';
import { ApplicationLinkField } from '../common/ApplicationLinkField';
import { choices } from '../common/choices';
import { ListActions } from '../common/ListActions';
import { LocalDateField } from '../common/LocalDateField';
import { MinorMoneyField } from '../common/MinorMoneyField';
import { REFUND_REASONS, REFUND_STATUSES } from '../common/money';
import { StatusField } from '../common/StatusField';
import { UserReferenceField } from '../common/UserReferenceField';
import { RetryRefundButton } from './RetryRefundButton';

export const refundFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={choices(REFUND_STATUSES, 'refund_status')} alwaysOn />,
  <SelectInput key="reason" source="reason" choices={choices(REFUND_REASONS, 'refund_reason')} alwaysOn />,
];

/**
 * Money owed back to employers (docs/hire-to-pay.md "Money owed back"), one per charge. The API
 * sorts by created_at, updated_at, amount_minor, status, attempts and next_attempt_at only, so the
 * other columns offer no sorting.
 */
export default function RefundList() {
  return (
    <List filters={refundFilters} actions={<ListActions />} sort={{ field: 'created_at', order: 'DESC' }}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <ApplicationLinkField source="application_id" sortable={false} />
        <UserReferenceField source="employer_id" nameSource="employer_name" sortable={false} />
        <MinorMoneyField source="amount_minor" textAlign="right" />
        <StatusField source="reason" prefix="refund_reason" sortable={false} />
        <StatusField source="status" prefix="refund_status" />
        <NumberField source="attempts" />
        <LocalDateField source="next_attempt_at" showTime />
        <TextField source="failure_reason" sortable={false} />
        <TextField source="reference" sortable={false} />
        <TextField source="charge_reference" sortable={false} />
        <LocalDateField source="created_at" showTime />
        <RetryRefundButton />
      </Datagrid>
    </List>
  );
}
