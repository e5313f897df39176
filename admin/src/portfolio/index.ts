import Icon from '@mui/icons-material/Collections';
import { lazy } from 'react';
import { defineResource } from '../common/defineResource';

export default defineResource(
  'portfolio',
  {
    list: lazy(() => import('./PortfolioList')),
    show: lazy(() => import('./PortfolioShow')),
    edit: lazy(() => import('./PortfolioEdit')),
    create: lazy(() => import('./PortfolioCreate')),
  },
  { icon: Icon, recordRepresentation: 'title' },
);
