import Icon from '@mui/icons-material/Hub';
import { lazy } from 'react';
import { defineResource } from '../common/defineResource';

export default defineResource(
  'connections',
  {
    list: lazy(() => import('./ConnectionList')),
    show: lazy(() => import('./ConnectionShow')),
    edit: lazy(() => import('./ConnectionEdit')),
    create: lazy(() => import('./ConnectionCreate')),
  },
  { icon: Icon, recordRepresentation: (record) => `#${record.id}` },
);
