import { siteOrigin } from '~/utils/site-urls.server';
import type { Route } from './+types/robots';

/**
 * Every signed-in area is closed to crawlers (accounts, applications, hires, messages, the
 * dashboards, the back office, the API but for its public reads); jobs, posts and the landing
 * pages are open (docs/seo-and-feeds.md).
 */
export const DISALLOWED = [
  '/employer/',
  '/freelancer/',
  '/dashboard',
  '/messages/',
  '/notifications',
  '/outbox',
  '/logout',
  '/set-locale',
  '/alerts/',
  '/portfolio-files/',
  '/admin/',
  '/api/',
];
export const ALLOWED_API = ['/api/home/', '/api/posts/', '/api/discovery/'];

export function loader({ request }: Route.LoaderArgs) {
  const origin = siteOrigin(request);
  const body = ['User-agent: *', ...ALLOWED_API.map((path) => `Allow: ${path}`), ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
