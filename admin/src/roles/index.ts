import Icon from '@mui/icons-material/AdminPanelSettings';
import { lazy } from 'react';
import { defineResource } from '../common/defineResource';

export default defineResource(
  'roles',
  {
    list: lazy(() => import('./RoleList')),
    show: lazy(() => import('./RoleShow')),
    edit: lazy(() => import('./RoleEdit')),
    create: lazy(() => import('./RoleCreate')),
  },
  { icon: Icon, recordRepresentation: 'name' },
);
