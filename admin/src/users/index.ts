import Icon from '@mui/icons-material/People';
import { lazy } from 'react';
import { defineResource } from '../common/defineResource';

export default defineResource(
  'users',
  {
    list: lazy(() => import('./UserList')),
    show: lazy(() => import('./UserShow')),
    edit: lazy(() => import('./UserEdit')),
    create: lazy(() => import('./UserCreate')),
  },
  { icon: Icon, recordRepresentation: (record) => record.name || record.email || `#${record.id}` },
);
