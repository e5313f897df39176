import Icon from '@mui/icons-material/Flag';
import { lazy } from 'react';
import { defineResource } from '../common/defineResource';

/** Reported jobs (docs/trust.md "Identity and safe jobs"): the queue, taking a job down or restoring it. */
export default defineResource(
  'listingreports',
  {
    list: lazy(() => import('./ListingReportList')),
    show: lazy(() => import('./ListingReportShow')),
  },
  { icon: Icon, recordRepresentation: (record) => `#${record.id} ${record.job_title ?? ''}`.trim() },
);
