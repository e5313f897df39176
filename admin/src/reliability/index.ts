import Icon from '@mui/icons-material/VerifiedUser';
import { lazy } from 'react';
import { defineResource } from '../common/defineResource';

/** Reliability events (docs/trust.md): late cancellations, no-shows, lost disputes; contested no-shows are decided here. */
export default defineResource(
  'reliability',
  {
    list: lazy(() => import('./ReliabilityList')),
    show: lazy(() => import('./ReliabilityShow')),
  },
  { icon: Icon, recordRepresentation: (record) => `#${record.id}` },
);
