import Icon from '@mui/icons-material/WorkOutline';
import { lazy } from 'react';
import { defineResource } from '../common/defineResource';
import { referenceName } from '../common/referenceName';

const pages = () => import('../common/LookupPages');

export default defineResource(
  'jobtypes',
  {
    list: lazy(() => pages().then((m) => ({ default: m.LookupList }))),
    show: lazy(() => pages().then((m) => ({ default: m.LookupShow }))),
    edit: lazy(() => pages().then((m) => ({ default: m.LookupEdit }))),
    create: lazy(() => pages().then((m) => ({ default: m.LookupCreate }))),
  },
  { icon: Icon, recordRepresentation: referenceName() },
);
