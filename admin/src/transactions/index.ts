import Icon from '@mui/icons-material/Payments';
import { lazy } from 'react';
import { defineResource } from '../common/defineResource';

export default defineResource(
  'transactions',
  {
    list: lazy(() => import('./TransactionList')),
    show: lazy(() => import('./TransactionShow')),
    edit: lazy(() => import('./TransactionEdit')),
    create: lazy(() => import('./TransactionCreate')),
  },
  { icon: Icon, recordRepresentation: 'transaction_id' },
);
