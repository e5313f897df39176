import CategoryIcon from '@mui/icons-material/Category';
import { lazy } from 'react';
import { defineResource } from '../common/defineResource';
import { referenceName } from '../common/referenceName';

export default defineResource(
  'categories',
  {
    list: lazy(() => import('./CategoryList')),
    show: lazy(() => import('./CategoryShow')),
    edit: lazy(() => import('./CategoryEdit')),
    create: lazy(() => import('./CategoryCreate')),
  },
  { icon: CategoryIcon, recordRepresentation: referenceName('category_name', 'category_name_fr') },
);
