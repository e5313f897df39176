/**
 * The banner the service worker writes at the top of a page it serves from its cache
 * (docs/offline.md). Apart from the other offline words (offline-strings.ts) because the worker
 * imports this file alone: every word it carries is downloaded with sw.js (the site's data budget, docs/performance.md).
 */
export const SAVED_FOR_OFFLINE = {
  en: 'Saved for offline · {{time}}',
  fr: 'Enregistré hors ligne · {{time}}',
} as const;

/** The offline page's list of what this phone keeps; that page speaks both languages at once. */
export const KEPT_PAGES_HEADING = 'Saved on this phone · <span lang="fr">Enregistré sur ce téléphone</span>';
