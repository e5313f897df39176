import Icon from '@mui/icons-material/Map';
import { lazy } from 'react';
import { defineResource } from '../common/defineResource';
import { referenceName } from '../common/referenceName';

export default defineResource(
  'states',
  {
    list: lazy(() => import('./StateList')),
    show: lazy(() => import('./StateShow')),
    edit: lazy(() => import('./StateEdit')),
    create: lazy(() => import('./StateCreate')),
  },
  { icon: Icon, recordRepresentation: referenceName() },
);
