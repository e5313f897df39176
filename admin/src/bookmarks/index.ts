import Icon from '@mui/icons-material/Bookmark';
import { lazy } from 'react';
import { defineResource } from '../common/defineResource';

export default defineResource(
  'bookmarks',
  {
    list: lazy(() => import('./BookmarkList')),
    show: lazy(() => import('./BookmarkShow')),
    edit: lazy(() => import('./BookmarkEdit')),
    create: lazy(() => import('./BookmarkCreate')),
  },
  { icon: Icon, recordRepresentation: (record) => `#${record.id}` },
);
