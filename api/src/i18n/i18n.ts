/**
 * Per-language API messages (docs/i18n.md, decision 0014). The code throws and answers catalogue
 * keys (./message.ts); the answer is drawn in the caller's language (`Accept-Language`) or, for
 * texts sent to someone later (notifications, SMS), the recipient's `users.language`.
 */
import { LANGUAGES, type Language } from '@gigmarket/shared';
import i18next from 'i18next';
import Negotiator from 'negotiator';
import { EN, type MessageKey } from './catalogue.en';
import { FR } from './catalogue.fr';
import { saidOf, type Message, type MessageParams } from './message';

export type { MessageKey, MessageParams };

export const CATALOGUES: Record<Language, Record<MessageKey, string>> = { en: EN, fr: FR };

/**
 * The API's own i18next instance (not the global one, which other code may configure), loaded
 * synchronously with both catalogues: lookup, `{name}` interpolation and the fallback to English
 * are i18next's. Keys contain dots and no namespaces, so both separators are off; values are not
 * HTML-escaped (notices escape their values before, SMS and JSON must not be escaped).
 */
const i18n = i18next.createInstance();
void i18n.init({
  initAsync: false,
  resources: Object.fromEntries(LANGUAGES.map((language) => [language, { translation: CATALOGUES[language] }])),
  supportedLngs: [...LANGUAGES],
  fallbackLng: 'en',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
});

/** The first supported language of an `Accept-Language` header (q-values honoured), else English. */
export function pickLanguage(header: string | string[] | undefined | null): Language {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  // negotiator is Express's own Accept-* parser (`req.acceptsLanguages`); `fr-CA` matches `fr`.
  const found = value.trim() ? new Negotiator({ headers: { 'accept-language': value } }).language([...LANGUAGES]) : undefined;
  return (found as Language | undefined) ?? 'en';
}

/** A user's stored language, English when unset or unknown. */
export function userLanguage(user: { language?: string | null } | null | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(user?.language ?? '') ? (user!.language as Language) : 'en';
}

/** A reference row's name in a language: the rule lives in @gigmarket/shared, which the back office shares. */
export { localName } from '@gigmarket/shared';

/**
 * The message `key` in `language`, its `{name}`s filled from `params` (a `{name}` without a value
 * stays as it is). Values go through `replace`, so a parameter named `count` or `lng` is only a
 * value, never an i18next option.
 */
export function t(language: Language, key: MessageKey, params?: MessageParams): string {
  return i18n.t(key, { lng: language, replace: params ?? {} });
}

/** A keyed message in `language`. */
export function render(language: Language, said: Message): string {
  return t(language, said.key, said.params);
}

type Matcher = { key: MessageKey; pattern: RegExp; names: string[]; literal: number };

let matchers: Matcher[] | null = null;

function compile(): Matcher[] {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return (Object.entries(EN) as [MessageKey, string][])
    .map(([key, template]) => {
      const names: string[] = [];
      const source = template
        .split(/(\{\w+\})/)
        .map((part) => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1];
          if (!name) return escape(part);
          names.push(name);
          return name === 'field' ? '([A-Za-z_$][\\w.\\[\\]$]*)' : '(.+?)';
        })
        .join('');
      return { key, pattern: new RegExp(`^${source}$`), names, literal: template.replace(/\{\w+\}/g, '').length };
    })
    .sort((a, b) => b.literal - a.literal);
}

/**
 * Which catalogue entry an English text is, and its values; null when it is in none. Only for
 * texts the code does not write by key: the validation library's (class-validator and the DTOs'
 * `message:`s), the framework's, and reasons stored as text before keys (docs/i18n.md).
 */
export function recognise(message: string): { key: MessageKey; params: MessageParams } | null {
  matchers ??= compile();
  for (const matcher of matchers) {
    const found = matcher.pattern.exec(message);
    if (found) return { key: matcher.key, params: Object.fromEntries(matcher.names.map((name, i) => [name, found[i + 1]])) };
  }
  return null;
}

/** Such a text in `language` (unchanged for English or when not catalogued). */
export function translateMessage(language: Language, message: string): string {
  if (language === 'en' || !message) return message;
  const known = recognise(message);
  return known ? t(language, known.key, known.params) : message;
}

/**
 * An answer body `{ result, message, errors?, details? }` with its messages in `language`: the
 * message and details the code said by key (`saidOf`) drawn from the catalogue, a refusal's other
 * texts (validation, the framework's) recognised. The body also names its message's catalogue key
 * in `message_key`, the same in every language, for clients that act on a particular message.
 */
export function localizeBody<T>(language: Language, body: T): T {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const source = body as Record<string, unknown>;
  if (typeof source.message !== 'string' || !('result' in source)) return body;
  const said = saidOf(body);
  const out: Record<string, unknown> = { ...source };
  const known = said?.message ?? (source.result === false && !said?.asIs ? recognise(source.message) : null);
  if (known) {
    out.message = render(language, known);
    out.message_key = known.key;
  }
  if (Array.isArray(source.details)) {
    out.details = (source.details as Array<Record<string, unknown>>).map((detail, i) => {
      if (typeof detail?.message !== 'string') return detail;
      const keyed = said?.details?.[i];
      return { ...detail, message: keyed ? render(language, keyed) : said?.asIs ? detail.message : translateMessage(language, detail.message) };
    });
  }
  if (source.errors && typeof source.errors === 'object') {
    const details = (Array.isArray(source.details) ? source.details : []) as Array<{ field?: unknown; message?: unknown }>;
    const rendered = (out.details ?? []) as Array<{ field?: unknown; message?: unknown }>;
    out.errors = Object.fromEntries(
      Object.entries(source.errors as Record<string, unknown>).map(([field, text]) => {
        if (typeof text !== 'string') return [field, text];
        const i = details.findIndex((detail) => detail?.field === field && detail?.message === text);
        return [field, i >= 0 ? rendered[i].message : said?.asIs ? text : translateMessage(language, text)];
      }),
    );
  }
  return out as T;
}
