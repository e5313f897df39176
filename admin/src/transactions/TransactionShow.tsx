import { Show, SimpleShowLayout, TextField } from 'react-admin';
import { ApplicationLinkField } from '../common/ApplicationLinkField';
import { LabelField } from '../common/LabelField';
import { LocalDateField } from '../common/LocalDateField';
import { MoneyField } from '../common/MoneyField';
import { StatusField } from '../common/StatusField';
import { UserReferenceField } from '../common/UserReferenceField';

export default function TransactionShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="transaction_id" />
        <StatusField source="transaction_type" prefix="transaction_type" />
        <StatusField source="status" />
        <MoneyField source="amount" currencySource="currency" />
        <MoneyField source="charges" currencySource="currency" />
        <MoneyField source="amount_paid" currencySource="currency" />
        <TextField source="currency" />
        <UserReferenceField source="user_id" nameSource="user_name" />
        <UserReferenceField source="paid_to" nameSource="paid_to_name" />
        <ApplicationLinkField source="application_id" />
        <LabelField source="payment_gateway" prefix="payment_gateway" />
        <TextField source="account_name" />
        <TextField source="bank_name" />
        <TextField source="account_number" />
        <TextField source="comment" />
        <LocalDateField source="created_at" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
