/**
 * The site's stylesheet as a file, once the service worker holds it (the site's data budget, docs/performance.md): the
 * browser names the file it holds in the `gm_css` cookie, and a document whose stylesheet is that
 * very file links it instead of inlining it. A new build's stylesheet has another name, so the
 * cookie of an older one changes nothing until the worker holds the new file.
 */
export const STYLESHEET_COOKIE = 'gm_css';
/** The id of the `<style>` a first visit's document inlines the stylesheet in (root.tsx). */
export const INLINE_STYLESHEET_ID = 'gm-css';
/** The service worker's cache of this build's stylesheet file (sw/sw.ts). */
export const STYLESHEET_CACHE = 'gm-stylesheet';

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

/**
 * In the browser, before the service worker is registered: the stylesheet this document inlined is
 * the file `href` (scripts/build-sw.mjs checks they are the same bytes), so it goes into the
 * worker's stylesheet cache as that file and the worker does not download it again (the site's
 * data budget). Nothing happens when the document linked the file instead.
 */
export async function shareInlineStylesheet(href: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  const css = document.getElementById(INLINE_STYLESHEET_ID)?.textContent;
  if (!css) return;
  const url = new URL(href, location.href).href;
  const cache = await caches.open(STYLESHEET_CACHE);
  if (await cache.match(url)) return;
  await cache.put(url, new Response(`${css}\n`, { headers: { 'Content-Type': 'text/css; charset=utf-8' } }));
}
