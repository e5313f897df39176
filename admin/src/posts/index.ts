import Icon from '@mui/icons-material/Article';
import { lazy } from 'react';
import { defineResource } from '../common/defineResource';

export default defineResource(
  'posts',
  {
    list: lazy(() => import('./PostList')),
    show: lazy(() => import('./PostShow')),
    edit: lazy(() => import('./PostEdit')),
    create: lazy(() => import('./PostCreate')),
  },
  { icon: Icon, recordRepresentation: 'post_title' },
);
