import { env } from './env.server';

/** The site's public origin (SITE_URL), or the request's own when unset: absolute addresses for previews and shared links. */
export function siteOrigin(request: Request): string {
  return env.SITE_URL ? new URL(env.SITE_URL).origin : new URL(request.url).origin;
}
