import { TRANSACTION_STATUSES } from '@gigmarket/shared';
import { Datagrid, List, SearchInput, SelectInput, TextField, TextInput } from 'react-admin';
import { choices } from '../common/choices';
import { ListActions } from '../common/ListActions';
import { LocalDateField } from '../common/LocalDateField';
import { MoneyField } from '../common/MoneyField';
import { StatusField } from '../common/StatusField';
import { UserReferenceField } from '../common/UserReferenceField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={choices(TRANSACTION_STATUSES, 'status')} alwaysOn />,
  <TextInput key="gateway" source="payment_gateway" />,
];

export default function TransactionList() {
  return (
    <List filters={filters} actions={<ListActions />} sort={{ field: 'id', order: 'DESC' }}>
      <Datagrid rowClick="show">
        <TextField source="id" />
        <TextField source="transaction_id" />
        <UserReferenceField source="user_id" nameSource="user_name" sortable={false} />
        <MoneyField source="amount" currencySource="currency" />
        <MoneyField source="charges" currencySource="currency" />
        <TextField source="payment_gateway" sortable={false} />
        <StatusField source="status" />
        <LocalDateField source="created_at" />
      </Datagrid>
    </List>
  );
}
