import Icon from '@mui/icons-material/Payments';
import { lazy } from 'react';
import { defineResource } from '../common/defineResource';

/** Read-only: the API writes charges, refunds and payouts as money moves; nobody edits them. */
export default defineResource(
  'transactions',
  {
    list: lazy(() => import('./TransactionList')),
    show: lazy(() => import('./TransactionShow')),
  },
  { icon: Icon, recordRepresentation: 'transaction_id' },
);
