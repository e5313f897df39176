import Icon from '@mui/icons-material/Key';
import { lazy } from 'react';
import { defineResource } from '../common/defineResource';

/** API keys for other systems (docs/api-keys.md): every key with its owner; the superadmin's own to create; revoke. */
export default defineResource(
  'apikeys',
  {
    list: lazy(() => import('./ApiKeyList')),
    create: lazy(() => import('./ApiKeyCreate')),
  },
  { icon: Icon, recordRepresentation: (record) => record.name || `#${record.id}` },
);
