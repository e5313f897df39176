import Icon from '@mui/icons-material/Webhook';
import { lazy } from 'react';
import { defineResource } from '../common/defineResource';

/** Employers' webhook endpoints (docs/webhooks.md "In the back office"): who, where, failing or not; deliveries and resending. */
export default defineResource(
  'webhooks',
  {
    list: lazy(() => import('./WebhookList')),
    show: lazy(() => import('./WebhookShow')),
  },
  { icon: Icon, recordRepresentation: (record) => record.url || `#${record.id}` },
);
