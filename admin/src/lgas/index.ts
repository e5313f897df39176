import Icon from '@mui/icons-material/Place';
import { lazy } from 'react';
import { defineResource } from '../common/defineResource';

/** Nigeria's 774 local government areas (docs/places.md), read-only reference data like the states' list. */
export default defineResource(
  'lgas',
  {
    list: lazy(() => import('./LgaList')),
    show: lazy(() => import('./LgaShow')),
  },
  { icon: Icon, recordRepresentation: 'name' },
);
