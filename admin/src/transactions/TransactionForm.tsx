import { TRANSACTION_STATUSES } from '@gigmarket/shared';
import { NumberInput, SelectInput, SimpleForm, TextInput, maxLength, regex, required } from 'react-admin';
import { choices } from '../common/choices';
import { UserReferenceInput } from '../common/UserReferenceInput';

export function TransactionForm() {
  return (
    <SimpleForm>
      <TextInput source="transaction_id" validate={[required(), maxLength(100)]} />
      <UserReferenceInput source="user_id" validate={required()} />
      <NumberInput source="application_id" />
      <TextInput source="payment_gateway" validate={maxLength(50)} />
      <TextInput source="transaction_type" validate={maxLength(30)} />
      <NumberInput source="amount" min={0} validate={required()} />
      <NumberInput source="amount_paid" min={0} />
      <NumberInput source="charges" min={0} />
      <TextInput source="currency" defaultValue="NGN" validate={[required(), regex(/^[A-Z]{3}$/, 'ISO 4217, e.g. NGN')]} />
      <SelectInput source="status" choices={choices(TRANSACTION_STATUSES, 'status')} defaultValue="pending" validate={required()} />
      <TextInput source="account_name" validate={maxLength(100)} />
      <TextInput source="account_number" validate={maxLength(20)} />
      <TextInput source="bank_name" validate={maxLength(100)} />
      <TextInput source="comment" multiline fullWidth />
    </SimpleForm>
  );
}
