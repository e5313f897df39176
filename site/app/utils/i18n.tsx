/** The translator used by components, on the server and in the browser alike (about 1 KB). */
import { createContext, useContext, type ReactNode } from 'react';

export type Dict = { [key: string]: string | Dict };
export type Vars = Record<string, string | number>;
export type T = (key: string, vars?: Vars) => string;

/**
 * A key's text with its `{{values}}`. With a numeric `count`, the plural form is chosen as i18next
 * (the server's translator) chooses it: `key_one`, `key_other`... by the language's own rules
 * (Intl.PluralRules: French says "0 mission", English "0 jobs"), falling back to `key_other`, then `key`.
 */
export function translate(dict: Dict, key: string, vars?: Vars, locale = 'en'): string {
  const parts = key.split('.');
  let node: string | Dict | undefined = dict;
  for (const part of parts.slice(0, -1)) {
    if (node === undefined || typeof node === 'string') break;
    node = node[part];
  }
  const last = parts.at(-1)!;
  const parent = node && typeof node === 'object' ? node : undefined;
  if (parent && typeof vars?.count === 'number') {
    const form = parent[`${last}_${pluralRules(locale).select(vars.count)}`] ?? parent[`${last}_other`];
    node = typeof form === 'string' ? form : parent[last];
  } else {
    node = parent?.[last];
  }
  const text = typeof node === 'string' ? node : key;
  if (!vars) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}

const plurals = new Map<string, Intl.PluralRules>();
function pluralRules(locale: string): Intl.PluralRules {
  let rules = plurals.get(locale);
  if (!rules) plurals.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules;
}

type I18n = { locale: string; t: T };

const I18nContext = createContext<I18n>({ locale: 'en', t: (key) => key });

export function I18nProvider({ locale, dict, children }: { locale: string; dict: Dict; children: ReactNode }) {
  const t: T = (key, vars) => translate(dict, key, vars, locale);
  return <I18nContext.Provider value={{ locale, t }}>{children}</I18nContext.Provider>;
}

export function useTranslation(): I18n {
  return useContext(I18nContext);
}
