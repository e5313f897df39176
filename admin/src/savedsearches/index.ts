import Icon from '@mui/icons-material/SavedSearch';
import { lazy } from 'react';
import { defineResource } from '../common/defineResource';

/** Freelancers' saved searches and the alert volume they make (docs/conversations.md). */
export default defineResource(
  'savedsearches',
  {
    list: lazy(() => import('./SavedSearchList')),
  },
  { icon: Icon, recordRepresentation: (record) => String(record.name) },
);
