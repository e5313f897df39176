import Icon from '@mui/icons-material/MenuBook';
import { lazy } from 'react';
import { defineResource } from '../common/defineResource';

/** The double-entry ledger, read-only: entries list, and the accounts page beside it. */
export default defineResource(
  'ledger',
  { list: lazy(() => import('./LedgerList')) },
  { icon: Icon, recordRepresentation: (record) => `${record.posting_key} ${record.account_code}` },
);

/** `/admin/ledger/accounts`, its own chunk like the resource pages. */
export const LedgerAccountsPage = lazy(() => import('./LedgerAccountsPage'));
