import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { DateInput, NumberInput, SelectInput, TextField, TextInput, Button, SearchInput } from 'react-admin';
import { Link } from 'react-router-dom';
import { ApplicationLinkField } from '../common/ApplicationLinkField';
import { choices } from '../common/choices';
import { LocalDateField } from '../common/LocalDateField';
import { MinorMoneyField } from '../common/MinorMoneyField';
import { POSTING_KINDS } from '../common/money';
import { StatusField } from '../common/StatusField';
import { LEDGER_ACCOUNTS_PATH } from '../routes';
import { AppList } from '../common/AppList';
import { AppDatagrid } from '../common/AppDatagrid';
import { LedgerAccountField } from './accountLabel';

export const ledgerFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="account" source="account_code" alwaysOn />,
  <SelectInput key="kind" source="posting_kind" choices={choices(POSTING_KINDS, 'posting_kind')} alwaysOn />,
  <NumberInput key="application" source="application_id" min={1} step={1} />,
  <DateInput key="from" source="created_at_gte" />,
  <DateInput key="until" source="created_at_lte" />,
];

/** Link to the accounts and trial balance page. */
export function AccountsButton() {
  return (
    <Button component={Link} to={LEDGER_ACCOUNTS_PATH} label="resources.ledger.accounts.open">
      <AccountBalanceIcon />
    </Button>
  );
}

/** Every ledger line, newest first; nothing here can be changed (a correction is a new posting). */
export default function LedgerList() {
  return (
    <AppList
      filters={ledgerFilters}
      pageActions={<AccountsButton />}
      sort={{ field: 'id', order: 'DESC' }}
    >
      <AppDatagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="id" />
        <LocalDateField source="created_at" showTime />
        <TextField source="posting_key" />
        <StatusField source="posting_kind" prefix="posting_kind" />
        <LedgerAccountField source="account_code" />
        <StatusField source="direction" prefix="direction" />
        <MinorMoneyField source="amount_minor" textAlign="right" />
        <ApplicationLinkField source="application_id" />
      </AppDatagrid>
    </AppList>
  );
}
