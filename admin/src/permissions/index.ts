import KeyIcon from '@mui/icons-material/Key';
import { lazy } from 'react';
import { defineResource } from '../common/defineResource';

/** Permissions are the fixed resource x action list; they are read here and granted through roles. */
export default defineResource(
  'permissions',
  {
    list: lazy(() => import('./PermissionList')),
    show: lazy(() => import('./PermissionShow')),
  },
  { icon: KeyIcon, recordRepresentation: 'name' },
);
