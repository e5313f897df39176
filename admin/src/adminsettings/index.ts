import SettingsIcon from '@mui/icons-material/Settings';
import { lazy } from 'react';
import { defineResource } from '../common/defineResource';

/** A single record: its list page is the settings form itself; there is no create or delete. */
export default defineResource(
  'adminsettings',
  {
    list: lazy(() => import('./SettingsList')),
    show: lazy(() => import('./SettingsShow')),
    edit: lazy(() => import('./SettingsEdit')),
  },
  { icon: SettingsIcon, recordRepresentation: 'company_name' },
);
