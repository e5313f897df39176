import Icon from '@mui/icons-material/TrendingUp';
import { lazy } from 'react';
import { defineResource } from '../common/defineResource';

export default defineResource(
  'popularsearch',
  {
    list: lazy(() => import('./PopularSearchList')),
    show: lazy(() => import('./PopularSearchShow')),
    edit: lazy(() => import('./PopularSearchEdit')),
    create: lazy(() => import('./PopularSearchCreate')),
  },
  { icon: Icon, recordRepresentation: 'word' },
);
