/// <reference lib="webworker" />
/**
 * GigMarket's service worker (docs/offline.md), built by `scripts/build-sw.mjs` with Workbox's
 * injectManifest from the site's build: the app shell precached, the signed-in offline pages' code
 * fetched once someone signs in, the pages a user has seen kept for offline reading (at most 50, least recently used out first) in
 * a cache that holds one sign-in's pages only, and the outbox sent by Background Sync.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { KEPT_PAGES_HEADING, SAVED_FOR_OFFLINE } from '../app/locales/offline-banner';
import { clearOutbox, flushOutbox, getMeta, OUTBOX_SYNC_TAG, setMeta } from '../app/utils/outbox-store';
// This build's stylesheet file only, kept at install (the page may put its inline copy there).
import { STYLESHEET_CACHE } from '../app/utils/stylesheet';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };
/** The code of the signed-in pages read offline (the freelancer's shell and job page), from scripts/build-sw.mjs. */
declare const __SIGNED_IN_ASSETS__: string[];
/**
 * OFFLINE_LIMITS.maxPages of @gigmarket/shared, from scripts/build-sw.mjs: importing the package
 * here would bring its messages into sw.js (3 KB), which esbuild cannot leave out.
 */
declare const __MAX_PAGES__: number;
/** The stylesheet file of this build (kept at install, in STYLESHEET_CACHE), from scripts/build-sw.mjs. */
declare const __STYLESHEET__: string;

export const PAGES_CACHE = 'gm-pages';
const ASSETS_CACHE = 'gm-assets';
/** The response header naming the sign-in a page belongs to ('-' for nobody). */
const VIEWER_HEADER = 'X-GM-Viewer';
const SAVED_AT_HEADER = 'X-GM-Saved-At';

/** The pages kept for offline reading (documents only). */
const KEPT = [
  /^\/home\/?$/,
  /^\/jobs\/\d+\/?$/,
  /^\/freelancer\/(jobs|saved|applications|hires|account|dashboard|money|messages)\/?$/,
  /^\/freelancer\/(details|hires|messages)\/\d+\/?$/,
  /^\/employer\/(dashboard|listings|hires|account|messages)\/?$/,
  /^\/employer\/(hires|messages)\/\d+\/?$/,
  /^\/(freelancer|employer)\/account\/(profile|location|sms|security)\/?$/,
];
const kept = (url: URL) => KEPT.some((pattern) => pattern.test(url.pathname));
const SAVED_JOB_LINK = /href="(\/freelancer\/details\/\d+)"/g;

/**
 * The stylesheet file, held before this worker takes over, as a precached file would be (kept pages
 * link it). A first visit's page puts the copy it inlined into the cache before registering the
 * worker, so nothing is downloaded; otherwise it is fetched (from the HTTP cache when the page
 * linked it). A failure fails the install, which the browser tries again later.
 */
async function keepStylesheet(): Promise<void> {
  const cache = await caches.open(STYLESHEET_CACHE);
  const url = new URL(__STYLESHEET__, self.location.origin).href;
  if (await cache.match(url)) return;
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`stylesheet: ${response.status}`);
  await cache.put(url, response);
}

/** Older builds' stylesheets go once this worker is in charge. */
async function dropOtherStylesheets(): Promise<void> {
  const cache = await caches.open(STYLESHEET_CACHE);
  const url = new URL(__STYLESHEET__, self.location.origin).href;
  await Promise.all((await cache.keys()).filter((key) => key.url !== url).map((key) => cache.delete(key)));
}

self.skipWaiting();
self.addEventListener('install', (event) => event.waitUntil(keepStylesheet()));
self.addEventListener('activate', (event) =>
  event.waitUntil(
    Promise.all([
      self.clients.claim(),
      dropOtherStylesheets(),
      // A new version of the worker while someone is signed in: that version's code of their pages.
      getMeta('viewer').then((viewer) => (viewer && viewer !== '-' ? keepSignedInCode() : false)),
    ]),
  ),
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// This build's stylesheet, from the cache it was kept in at install.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === __STYLESHEET__,
  new CacheFirst({ cacheName: STYLESHEET_CACHE }),
);

// Built assets have hashed names: cache first, whatever was loaded while online.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 200 })] }),
);

const expiration = new ExpirationPlugin({ maxEntries: __MAX_PAGES__ });

/** Drops every page kept and every queued action: another sign-in, or none, is on this phone now. */
async function forgetUser(): Promise<void> {
  await expiration.deleteCacheAndMetadata();
  await caches.delete(PAGES_CACHE);
  await clearOutbox();
}

/**
 * The signed-in pages' code (a saved job never opened still runs offline), fetched once someone is
 * signed in rather than precached on every first visit: an anonymous visitor, who has no saved
 * jobs, does not download it (the site's data budget, docs/performance.md). Hashed names: the HTTP cache answers what
 * the page already loaded.
 */
let signedInCodeKept: Promise<boolean> | null = null;
function keepSignedInCode(): Promise<boolean> {
  signedInCodeKept ??= (async () => {
    const cache = await caches.open(ASSETS_CACHE);
    for (const path of __SIGNED_IN_ASSETS__) {
      const url = new URL(path, self.location.origin).href;
      if (await cache.match(url)) continue;
      try {
        const response = await fetch(url, { credentials: 'same-origin' });
        if (!response.ok) throw new Error(String(response.status));
        await cache.put(url, response);
      } catch {
        signedInCodeKept = null; // offline or refused: tried again with the next page
        return false;
      }
    }
    return true;
  })();
  return signedInCodeKept;
}

async function noteViewer(response: Response): Promise<string | null> {
  const viewer = response.headers.get(VIEWER_HEADER);
  if (!viewer) return null;
  const previous = await getMeta('viewer');
  if (previous !== viewer) {
    if (previous !== undefined) await forgetUser();
    await setMeta('viewer', viewer);
  }
  if (viewer !== '-') void keepSignedInCode();
  return viewer;
}

function stamp(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, String(Date.now()));
  headers.delete('Content-Length');
  headers.delete('Content-Encoding');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Saved jobs are kept even if never opened: the saved list's links are fetched into the cache. */
async function keepSavedJobs(html: string): Promise<void> {
  const cache = await caches.open(PAGES_CACHE);
  for (const [, path] of html.matchAll(SAVED_JOB_LINK)) {
    const url = new URL(path, self.location.origin).href;
    if (await cache.match(url)) continue;
    try {
      const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'text/html' } });
      if (response.ok && response.headers.get('Content-Type')?.includes('text/html')) {
        await noteViewer(response);
        await cache.put(url, stamp(response));
        await expiration.cacheDidUpdate?.({ cacheName: PAGES_CACHE, request: new Request(url) } as never);
      }
    } catch {
      return;
    }
  }
}

/** Puts "Saved for offline · {time}" at the top of a page served from the cache. */
async function withBanner(response: Response): Promise<Response> {
  const html = await response.text();
  const lang = /<html[^>]*\blang="fr"/.test(html) ? 'fr' : 'en';
  const savedAt = Number(response.headers.get(SAVED_AT_HEADER) ?? Date.now());
  const time = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(savedAt));
  const text = SAVED_FOR_OFFLINE[lang].replace('{{time}}', time);
  // React 19 skips unexpected tags in <body> while hydrating: the banner stays.
  const banner = `<div class="offline-banner" role="status" data-saved-at="${savedAt}">${text}</div>`;
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  // A page kept under an older build links that build's stylesheet, gone with its precache: this one's.
  const styled = html.replace(/(<link rel="stylesheet" href=")\/assets\/app-[\w-]+\.css"/, `$1${__STYLESHEET__}"`);
  return new Response(styled.replace(/<body([^>]*)>/, `<body$1>${banner}`), { status: response.status, statusText: response.statusText, headers });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The offline page, with a way back to what this phone keeps: a link to each kept page, newest
 * first, named by its heading (as it was read, in its language).
 */
async function offlinePage(): Promise<Response> {
  const page = await matchPrecache('/offline.html');
  if (!page) return Response.error();
  const cache = await caches.open(PAGES_CACHE);
  const kept: Array<{ path: string; title: string; at: number }> = [];
  for (const key of await cache.keys()) {
    const hit = await cache.match(key);
    if (!hit) continue;
    const url = new URL(key.url);
    const html = await hit.text();
    // The page's heading names it best (a job's title); its <title> only says the kind of page.
    const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]*>/g, '').trim();
    const title = heading || /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/ \| GigMarket$/, '').trim();
    kept.push({ path: url.pathname + url.search, title: title || url.pathname, at: Number(hit.headers.get(SAVED_AT_HEADER) ?? 0) });
  }
  if (!kept.length) return page;
  kept.sort((a, b) => b.at - a.at);
  const links = kept.map((k) => `<li><a href="${escapeHtml(k.path)}">${k.title}</a></li>`).join('');
  const nav = `<nav aria-labelledby="kept-h"><h2 id="kept-h">${KEPT_PAGES_HEADING}</h2><ul class="kept">${links}</ul></nav>`;
  const html = (await page.text()).replace('</main>', `${nav}</main>`);
  const headers = new Headers(page.headers);
  headers.delete('Content-Length');
  return new Response(html, { status: 200, headers });
}

const pagePlugin: WorkboxPlugin = {
  fetchDidSucceed: async ({ response }) => {
    await noteViewer(response);
    return response;
  },
  cacheWillUpdate: async ({ request, response }) => {
    const url = new URL(request.url);
    const viewer = response.headers.get(VIEWER_HEADER);
    // Anonymous visitors keep the public pages (home, job pages) too; their cache goes at sign-in.
    if (response.status !== 200 || !kept(url) || !viewer || response.redirected) return null;
    if (!response.headers.get('Content-Type')?.includes('text/html')) return null;
    if (/^\/freelancer\/saved\/?$/.test(url.pathname)) {
      const html = await response.clone().text();
      void keepSavedJobs(html);
    }
    return stamp(response);
  },
  cachedResponseWillBeUsed: async ({ cachedResponse }) => (cachedResponse ? withBanner(cachedResponse) : cachedResponse),
  // No copy of this very address: the newest kept page of the same path (the jobs list as last
  // searched, whatever its query), else the offline page.
  handlerDidError: async ({ request }) => {
    const path = new URL(request.url).pathname;
    const cache = await caches.open(PAGES_CACHE);
    let newest: Response | undefined;
    let newestAt = -1;
    for (const key of await cache.keys()) {
      if (new URL(key.url).pathname !== path) continue;
      const hit = await cache.match(key);
      const at = Number(hit?.headers.get(SAVED_AT_HEADER) ?? 0);
      if (hit && at > newestAt) [newest, newestAt] = [hit, at];
    }
    if (newest) return withBanner(newest);
    return offlinePage();
  },
};

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin,
  new NetworkFirst({ cacheName: PAGES_CACHE, plugins: [pagePlugin, expiration] }),
);

// Logging out drops the pages kept and the actions queued (a form post, or its data request).
registerRoute(
  ({ url }) => url.origin === self.location.origin && (url.pathname === '/logout' || url.pathname === '/logout.data'),
  async ({ request }) => {
    await forgetUser();
    await setMeta('viewer', '-');
    return fetch(request);
  },
  'POST',
);

// Client-side navigations name their viewer too: a sign-in or logout seen there counts.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.endsWith('.data'),
  async ({ request }) => {
    const response = await fetch(request);
    await noteViewer(response);
    return response;
  },
);
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.endsWith('.data'),
  async ({ request }) => {
    const response = await fetch(request);
    await noteViewer(response);
    return response;
  },
  'POST',
);

self.addEventListener('sync', (event: Event) => {
  const sync = event as Event & { tag: string; waitUntil: (p: Promise<unknown>) => void };
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(flushOutbox());
});

self.addEventListener('message', (event) => {
  if (event.data === 'flush-outbox') event.waitUntil(flushOutbox());
});
