import Icon from '@mui/icons-material/Rule';
import { lazy } from 'react';
import { defineResource } from '../common/defineResource';

/** Differences between the ledger and Paystack, found by the reconciliation run. */
export default defineResource(
  'reconciliation',
  { list: lazy(() => import('./ReconciliationList')) },
  { icon: Icon, recordRepresentation: 'reference' },
);
