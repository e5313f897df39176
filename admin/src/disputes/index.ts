import Icon from '@mui/icons-material/Gavel';
import { lazy } from 'react';
import { defineResource } from '../common/defineResource';

/** Disputed hires: an admin releases, refunds or splits the escrowed amount. */
export default defineResource(
  'disputes',
  {
    list: lazy(() => import('./DisputeList')),
    show: lazy(() => import('./DisputeShow')),
  },
  { icon: Icon, recordRepresentation: (record) => `#${record.id} ${record.job_title ?? ''}`.trim() },
);
