import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import en from './en';

const LOCALES = ['en', 'fr'];

/**
 * The language chosen in an earlier visit, as react-admin's default store keeps it
 * (`localStorage["RaStore.locale"]`, JSON), before react-admin has read it back.
 */
function storedLocale(): string | null {
  try {
    const value: unknown = JSON.parse(globalThis.localStorage?.getItem('RaStore.locale') ?? 'null');
    return typeof value === 'string' && LOCALES.includes(value) ? value : null;
  } catch {
    return null;
  }
}

/** English is bundled; French is fetched the first time someone picks it. */
const polyglot = polyglotI18nProvider(
  (locale) => (locale === 'fr' ? import('./fr').then((module) => module.default) : en),
  'en',
  [
    { locale: 'en', name: 'English' },
    { locale: 'fr', name: 'Français' },
  ],
  { allowMissing: false },
);

let requested = storedLocale();

export const i18nProvider: I18nProvider = {
  ...polyglot,
  changeLocale: (locale, options) => {
    requested = locale;
    return polyglot.changeLocale(locale, options);
  },
};

/**
 * The language the back office shows, or is switching to: the API's answers (error messages
 * among them) are asked in it from the very first request, even while the French messages load.
 */
export function uiLanguage(): string {
  return requested ?? polyglot.getLocale();
}
