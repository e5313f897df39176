import Icon from '@mui/icons-material/Dialpad';
import { lazy } from 'react';
import { defineResource } from '../common/defineResource';

/** USSD sessions (docs/ussd.md), read-only: who dialled, how far they went and what they did. */
export default defineResource(
  'ussdsessions',
  {
    list: lazy(() => import('./UssdSessionList')),
    show: lazy(() => import('./UssdSessionShow')),
  },
  { icon: Icon, recordRepresentation: (record) => `#${record.id}` },
);
