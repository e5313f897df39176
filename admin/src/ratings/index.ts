import Icon from '@mui/icons-material/StarRate';
import { lazy } from 'react';
import { defineResource } from '../common/defineResource';

/** Ratings of hires (docs/trust.md): read, and hide an abusive comment with a reason. */
export default defineResource(
  'ratings',
  {
    list: lazy(() => import('./RatingList')),
    show: lazy(() => import('./RatingShow')),
  },
  { icon: Icon, recordRepresentation: (record) => `#${record.id}` },
);
