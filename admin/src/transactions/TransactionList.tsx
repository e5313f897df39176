import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@gigmarket/shared';
import { DateInput, NumberInput, SearchInput, SelectInput, TextField } from 'react-admin';
import { ApplicationLinkField } from '../common/ApplicationLinkField';
import { choices } from '../common/choices';
import { LocalDateField } from '../common/LocalDateField';
import { MoneyField } from '../common/MoneyField';
import { StatusField } from '../common/StatusField';
import { UserReferenceField } from '../common/UserReferenceField';
import { UserReferenceInput } from '../common/UserReferenceInput';
import { AppList } from '../common/AppList';
import { AppDatagrid } from '../common/AppDatagrid';

export const transactionFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="transaction_type" choices={choices(TRANSACTION_TYPES, 'transaction_type')} alwaysOn />,
  <SelectInput key="status" source="status" choices={choices(TRANSACTION_STATUSES, 'status')} alwaysOn />,
  <UserReferenceInput key="user" source="user_id" />,
  <NumberInput key="application" source="application_id" min={1} step={1} />,
  <DateInput key="from" source="created_at_gte" />,
  <DateInput key="until" source="created_at_lte" />,
];

/** Charges, refunds and payouts as the API recorded them: read-only. */
export default function TransactionList() {
  return (
    <AppList filters={transactionFilters} sort={{ field: 'id', order: 'DESC' }}>
      <AppDatagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="transaction_id" />
        <StatusField source="transaction_type" prefix="transaction_type" />
        <StatusField source="status" />
        <MoneyField source="amount" currencySource="currency" />
        <MoneyField source="charges" currencySource="currency" />
        <MoneyField source="amount_paid" currencySource="currency" />
        <TextField source="currency" />
        <UserReferenceField source="user_id" nameSource="user_name" sortable={false} />
        <UserReferenceField source="paid_to" nameSource="paid_to_name" sortable={false} />
        <ApplicationLinkField source="application_id" />
        <LocalDateField source="created_at" showTime />
      </AppDatagrid>
    </AppList>
  );
}
