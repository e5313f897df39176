import { ReferenceField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { LocalDateField } from '../common/LocalDateField';
import { MoneyField } from '../common/MoneyField';
import { StatusField } from '../common/StatusField';
import { UserReferenceField } from '../common/UserReferenceField';
import { resourcePath } from '../routes';

export default function TransactionShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="transaction_id" />
        <UserReferenceField source="user_id" nameSource="user_name" />
        <ReferenceField source="application_id" reference={resourcePath('jobapplication')} />
        <TextField source="payment_gateway" />
        <TextField source="transaction_type" />
        <MoneyField source="amount" currencySource="currency" />
        <MoneyField source="amount_paid" currencySource="currency" />
        <MoneyField source="charges" currencySource="currency" />
        <UserReferenceField source="paid_to" nameSource="paid_to_name" />
        <TextField source="currency" />
        <StatusField source="status" />
        <TextField source="account" />
        <TextField source="account_name" />
        <TextField source="account_number" />
        <TextField source="bank_name" />
        <TextField source="comment" />
        <LocalDateField source="created_at" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
