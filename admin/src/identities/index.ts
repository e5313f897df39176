import Icon from '@mui/icons-material/VerifiedUser';
import { lazy } from 'react';
import { defineResource } from '../common/defineResource';

/** Identity checks (docs/trust.md "Identity and safe jobs"): their state, why one failed, and revoking a badge. */
export default defineResource(
  'identities',
  {
    list: lazy(() => import('./IdentityList')),
    show: lazy(() => import('./IdentityShow')),
  },
  { icon: Icon, recordRepresentation: (record) => record.user_name || `#${record.id}` },
);
