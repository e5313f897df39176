/** The translator used by components, on the server and in the browser alike (about 1 KB). */
import { createContext, useContext, type ReactNode } from 'react';

export type Dict = { [key: string]: string | Dict };
export type Vars = Record<string, string | number>;
export type T = (key: string, vars?: Vars) => string;

export function translate(dict: Dict, key: string, vars?: Vars): string {
  let node: string | Dict | undefined = dict;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') break;
    node = node[part];
  }
  const text = typeof node === 'string' ? node : key;
  if (!vars) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}

type I18n = { locale: string; t: T };

const I18nContext = createContext<I18n>({ locale: 'en', t: (key) => key });

export function I18nProvider({ locale, dict, children }: { locale: string; dict: Dict; children: ReactNode }) {
  const t: T = (key, vars) => translate(dict, key, vars);
  return <I18nContext.Provider value={{ locale, t }}>{children}</I18nContext.Provider>;
}

export function useTranslation(): I18n {
  return useContext(I18nContext);
}
