/**
 * Language: the address's ?lang=, else detected server-side by remix-i18next (cookie, then Accept-Language), translations
 * by i18next on the server. The browser receives only the current language's keys that the page's
 * routes may show (utils/i18n-routes.server.ts).
 */
import { createInstance, type TFunction } from 'i18next';
import { createCookie } from 'react-router';
import { RemixI18Next } from 'remix-i18next/server';
import { LANGUAGES, type Language } from '@gigmarket/shared';
import en from '~/locales/en';
import fr from '~/locales/fr';
import { env } from './env.server';

export const dictionaries = { en, fr } as const;

export const localeCookie = createCookie('gm_lang', {
  path: '/',
  sameSite: 'lax',
  secure: env.cookieSecure,
  maxAge: 60 * 60 * 24 * 365,
});

export const i18n = new RemixI18Next({
  detection: {
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: 'en',
    cookie: localeCookie,
    // A shared link carries its language (`/jobs/12?lang=fr`, docs/site.md "Share"); then the cookie, then the browser's.
    searchParamKey: 'lang',
    order: ['searchParams', 'cookie', 'header'],
  },
});

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The address's `?lang=` first: search engines index one address per language (the sitemap's
 * hreflang alternates, docs/seo-and-feeds.md); then the cookie, then Accept-Language.
 */
export async function getLocale(request: Request): Promise<Language> {
  const asked = new URL(request.url).searchParams.get('lang');
  if (isLanguage(asked)) return asked;
  const locale = await i18n.getLocale(request);
  return isLanguage(locale) ? locale : 'en';
}

const instances = new Map<Language, Promise<TFunction>>();

/** A server-side translator for the request's language. */
export async function getT(request: Request): Promise<TFunction> {
  const locale = await getLocale(request);
  let pending = instances.get(locale);
  if (!pending) {
    const instance = createInstance();
    pending = instance
      .init({
        lng: locale,
        fallbackLng: 'en',
        resources: { en: { translation: en }, fr: { translation: fr } },
        interpolation: { escapeValue: false },
      })
      .then(() => instance.t.bind(instance) as TFunction);
    instances.set(locale, pending);
  }
  return pending;
}
