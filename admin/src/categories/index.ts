import CategoryIcon from '@mui/icons-material/Category';
import { lazy } from 'react';
import { defineResource } from '../common/defineResource';

export default defineResource(
  'categories',
  {
    list: lazy(() => import('./CategoryList')),
    show: lazy(() => import('./CategoryShow')),
    edit: lazy(() => import('./CategoryEdit')),
    create: lazy(() => import('./CategoryCreate')),
  },
  { icon: CategoryIcon, recordRepresentation: 'category_name' },
);
