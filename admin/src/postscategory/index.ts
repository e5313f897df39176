import Icon from '@mui/icons-material/FolderSpecial';
import { lazy } from 'react';
import { defineResource } from '../common/defineResource';

export default defineResource(
  'postscategory',
  {
    list: lazy(() => import('./PostCategoryList')),
    show: lazy(() => import('./PostCategoryShow')),
    edit: lazy(() => import('./PostCategoryEdit')),
    create: lazy(() => import('./PostCategoryCreate')),
  },
  { icon: Icon, recordRepresentation: 'name' },
);
