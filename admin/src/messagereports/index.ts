import Icon from '@mui/icons-material/Report';
import { lazy } from 'react';
import { defineResource } from '../common/defineResource';

/** Reported messages (docs/conversations.md): read the reported thread, resolve or dismiss the report. */
export default defineResource(
  'messagereports',
  {
    list: lazy(() => import('./MessageReportList')),
    show: lazy(() => import('./MessageReportShow')),
  },
  { icon: Icon, recordRepresentation: (record) => `#${record.id}` },
);
