import Icon from '@mui/icons-material/CurrencyExchange';
import { lazy } from 'react';
import { defineResource } from '../common/defineResource';

/** Money owed back to employers, one refund per charge; a due or failed one may be sent again. */
export default defineResource(
  'refunds',
  { list: lazy(() => import('./RefundList')) },
  { icon: Icon, recordRepresentation: (record) => record.reference || record.charge_reference || `#${record.id}` },
);
