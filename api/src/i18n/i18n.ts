/**
 * Per-language API messages (docs/i18n.md, decision 0014). The code speaks English; the answer is
 * put into the caller's language (`Accept-Language`) or, for texts sent to someone later
 * (notifications, SMS), the recipient's `users.language`.
 */
import { LANGUAGES, type Language } from '@gigmarket/shared';
import { EN, type MessageKey } from './catalogue.en';
import { FR } from './catalogue.fr';

export type { MessageKey };
export type MessageParams = Record<string, string | number>;

export const CATALOGUES: Record<Language, Record<MessageKey, string>> = { en: EN, fr: FR };

/** The first supported language of an `Accept-Language` header (q-values honoured), else English. */
export function pickLanguage(header: string | string[] | undefined | null): Language {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranked = value
    .split(',')
    .map((part, index) => {
      const [tag, ...rest] = part.trim().split(';');
      const q = rest.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.lang && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const found = ranked.find((entry) => (LANGUAGES as readonly string[]).includes(entry.lang));
  return (found?.lang as Language | undefined) ?? 'en';
}

/** A user's stored language, English when unset or unknown. */
export function userLanguage(user: { language?: string | null } | null | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(user?.language ?? '') ? (user!.language as Language) : 'en';
}

function fill(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The message `key` in `language`, its `{name}`s filled from `params`. */
export function t(language: Language, key: MessageKey, params?: MessageParams): string {
  return fill(CATALOGUES[language][key] ?? EN[key], params);
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

/** Which catalogue entry an English message is, and its values; null when it is in none. */
export function recognise(message: string): { key: MessageKey; params: MessageParams } | null {
  matchers ??= compile();
  for (const matcher of matchers) {
    const found = matcher.pattern.exec(message);
    if (found) return { key: matcher.key, params: Object.fromEntries(matcher.names.map((name, i) => [name, found[i + 1]])) };
  }
  return null;
}

/** An English message of the API in `language` (unchanged for English or when not catalogued). */
export function translateMessage(language: Language, message: string): string {
  if (language === 'en' || !message) return message;
  const known = recognise(message);
  return known ? t(language, known.key, known.params) : message;
}

/** An answer body `{ result, message, errors?, details? }` with its messages in `language`. */
export function localizeBody<T>(language: Language, body: T): T {
  if (language === 'en' || !body || typeof body !== 'object' || Array.isArray(body)) return body;
  const source = body as Record<string, unknown>;
  if (typeof source.message !== 'string' || !('result' in source)) return body;
  const known = recognise(source.message);
  const out: Record<string, unknown> = { ...source, message: known ? t(language, known.key, known.params) : source.message };
  // The language-independent name of the message, for clients that act on a particular one
  // (the site's "unverified", "phone taken"): the text itself is no longer the English constant.
  if (known) out.message_key = known.key;
  if (source.errors && typeof source.errors === 'object') {
    out.errors = Object.fromEntries(
      Object.entries(source.errors as Record<string, unknown>).map(([field, message]) => [field, typeof message === 'string' ? translateMessage(language, message) : message]),
    );
  }
  if (Array.isArray(source.details)) {
    out.details = (source.details as Array<Record<string, unknown>>).map((detail) =>
      typeof detail?.message === 'string' ? { ...detail, message: translateMessage(language, detail.message) } : detail,
    );
  }
  return out as T;
}
