import Icon from '@mui/icons-material/Campaign';
import { lazy } from 'react';
import { defineResource } from '../common/defineResource';

export default defineResource(
  'notifications',
  {
    list: lazy(() => import('./CustomMessageList')),
    show: lazy(() => import('./CustomMessageShow')),
    edit: lazy(() => import('./CustomMessageEdit')),
    create: lazy(() => import('./CustomMessageCreate')),
  },
  { icon: Icon, recordRepresentation: 'title' },
);
