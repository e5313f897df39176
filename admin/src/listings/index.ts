import Icon from '@mui/icons-material/Work';
import { lazy } from 'react';
import { defineResource } from '../common/defineResource';

export default defineResource(
  'listings',
  {
    list: lazy(() => import('./ListingList')),
    show: lazy(() => import('./ListingShow')),
    edit: lazy(() => import('./ListingEdit')),
    create: lazy(() => import('./ListingCreate')),
  },
  { icon: Icon, recordRepresentation: 'job_title' },
);
