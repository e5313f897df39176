import Icon from '@mui/icons-material/Assignment';
import { lazy } from 'react';
import { defineResource } from '../common/defineResource';

export default defineResource(
  'jobapplication',
  {
    list: lazy(() => import('./ApplicationList')),
    show: lazy(() => import('./ApplicationShow')),
    edit: lazy(() => import('./ApplicationEdit')),
    create: lazy(() => import('./ApplicationCreate')),
  },
  { icon: Icon, recordRepresentation: (record) => `#${record.id}` },
);
