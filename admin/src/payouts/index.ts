import Icon from '@mui/icons-material/AccountBalanceWallet';
import { lazy } from 'react';
import { defineResource } from '../common/defineResource';

/** Payouts to freelancers, and completed hires waiting for one; a failed one may be sent again. */
export default defineResource(
  'payouts',
  { list: lazy(() => import('./PayoutList')) },
  { icon: Icon, recordRepresentation: (record) => record.reference || `#${record.application_id}` },
);
