/**
 * The site's own absolute addresses, for link previews, search engines and job boards
 * (docs/site.md, docs/seo-and-feeds.md): `SITE_URL` when set (behind a proxy that rewrites Host),
 * else the request's own origin.
 */
import { LANGUAGES, type Language } from '@gigmarket/shared';
import { env } from './env.server';
import { localizedUrl } from './job-posting';

export function siteOrigin(request: Request): string {
  return env.SITE_URL ? new URL(env.SITE_URL).origin : new URL(request.url).origin;
}

/** One address per language, and the hreflang alternates every one of them lists. */
export function alternates(origin: string, path: string): { language: Language | 'x-default'; href: string }[] {
  return [...LANGUAGES.map((language) => ({ language, href: localizedUrl(origin, path, language) })), { language: 'x-default' as const, href: `${origin}${path}` }];
}

export function xmlEscape(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string);
}
