import Icon from '@mui/icons-material/Translate';
import { synonymTerms } from '@gigmarket/shared';
import { lazy } from 'react';
import { defineResource } from '../common/defineResource';

/** The search dictionary (docs/search.md "The dictionary"): groups of names that find each other, and related words. */
export default defineResource(
  'synonyms',
  {
    list: lazy(() => import('./SynonymList')),
    show: lazy(() => import('./SynonymShow')),
    edit: lazy(() => import('./SynonymEdit')),
    create: lazy(() => import('./SynonymCreate')),
  },
  {
    icon: Icon,
    recordRepresentation: (record) => [...synonymTerms(record.terms_en), ...synonymTerms(record.terms_fr)].slice(0, 3).join(', ') || `#${record.id}`,
  },
);
