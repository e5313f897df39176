/**
 * The site's own absolute addresses, for search engines and job boards (docs/seo-and-feeds.md):
 * `PUBLIC_SITE_URL` when set (behind a proxy that rewrites Host), else the request's own origin.
 */
import { LANGUAGES, type Language } from '@gigmarket/shared';
import { env } from './env.server';
import { localizedUrl } from './job-posting';

export function siteOrigin(request: Request): string {
  if (env.PUBLIC_SITE_URL) return env.PUBLIC_SITE_URL.replace(/\/+$/, '');
  return new URL(request.url).origin;
}

/** One address per language, and the hreflang alternates every one of them lists. */
export function alternates(origin: string, path: string): { language: Language | 'x-default'; href: string }[] {
  return [...LANGUAGES.map((language) => ({ language, href: localizedUrl(origin, path, language) })), { language: 'x-default' as const, href: `${origin}${path}` }];
}

export function xmlEscape(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string);
}
