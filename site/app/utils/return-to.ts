/**
 * Where a visitor goes back to after signing in or signing up (docs/site.md "Public browsing"):
 * a path on this site only. Anything that could leave the site (`https://…`, `//host`, `/\host`,
 * `javascript:`, a control character) falls back.
 */
const ORIGIN = 'http://same.site';

export function safeReturnPath(to: unknown, fallback = '/dashboard'): string {
  if (typeof to !== 'string' || !to || to.length > 2000) return fallback;
  if (!to.startsWith('/') || to.startsWith('//') || to.includes('\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== ORIGIN) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The query parameter that carries it: `redirectTo`, or the spec's `redirect` on /login. */
export function returnPathFrom(params: URLSearchParams): string {
  return safeReturnPath(params.get('redirectTo') ?? params.get('redirect'), '');
}

/** `/login?…` or `/signup?…` for a freelancer who comes back to `to` afterwards. */
export function authLink(page: '/login' | '/signup', to: string): string {
  return `${page}?${new URLSearchParams({ type: 'freelancer', redirectTo: to })}`;
}
