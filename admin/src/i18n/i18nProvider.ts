import polyglotI18nProvider from 'ra-i18n-polyglot';
import en from './en';

/** English is bundled; French is fetched the first time someone picks it. */
export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'fr' ? import('./fr').then((module) => module.default) : en),
  'en',
  [
    { locale: 'en', name: 'English' },
    { locale: 'fr', name: 'Français' },
  ],
  { allowMissing: false },
);
