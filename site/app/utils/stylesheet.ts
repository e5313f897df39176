/**
 * The site's stylesheet as a file, once the service worker holds it (issue 19's data budget): the
 * browser names the file it holds in the `gm_css` cookie, and a document whose stylesheet is that
 * very file links it instead of inlining it. A new build's stylesheet has another name, so the
 * cookie of an older one changes nothing until the worker holds the new file.
 */
export const STYLESHEET_COOKIE = 'gm_css';

/** Whether the request's cookie says the browser's service worker holds the stylesheet `href`. */
export function stylesheetCached(cookieHeader: string | null, href: string): boolean {
  if (!cookieHeader) return false;
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === STYLESHEET_COOKIE) return decodeURIComponent(value.join('=')) === href;
  }
  return false;
}

/** In the browser: after the worker is ready, note in the cookie that it holds `href` (or forget it). */
export async function noteStylesheet(href: string): Promise<void> {
  if (typeof caches === 'undefined' || !('serviceWorker' in navigator)) return;
  await navigator.serviceWorker.ready;
  const held = await caches.match(new URL(href, location.href).href);
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const value = held ? encodeURIComponent(href) : '';
  const current = document.cookie.split('; ').find((c) => c.startsWith(`${STYLESHEET_COOKIE}=`));
  if (current === `${STYLESHEET_COOKIE}=${value}` || (!held && !current)) return;
  document.cookie = `${STYLESHEET_COOKIE}=${value}; Path=/; Max-Age=${held ? 31536000 : 0}; SameSite=Lax${secure}`;
}
