import Icon from '@mui/icons-material/Public';
import { lazy } from 'react';
import { defineResource } from '../common/defineResource';

export default defineResource(
  'countries',
  {
    list: lazy(() => import('./CountryList')),
    show: lazy(() => import('./CountryShow')),
    edit: lazy(() => import('./CountryEdit')),
    create: lazy(() => import('./CountryCreate')),
  },
  { icon: Icon, recordRepresentation: 'name' },
);
