#!/usr/bin/env node
/**
 * Builds build/client/sw.js from sw/sw.ts (docs/offline.md): esbuild bundles the Workbox modules,
 * then Workbox's injectManifest writes the precache manifest into it. Precached: the offline
 * page and the app shell's code (entry, root); the stylesheet as a file is kept by the worker at
 * install (from the first visit's inline copy when there is one). The freelancer's job page and shell code
 * is fetched by the worker once someone is signed in, so a saved job never opened still runs
 * offline. Other chunks are cached when first used.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { OFFLINE_LIMITS } from '@gigmarket/shared';

const site = join(dirname(fileURLToPath(import.meta.url)), '..');
const client = join(site, 'build', 'client');

/** Precached: the app shell's code (entry, root), so any page kept offline can start. */
const SHELL_ROUTES = ['root'];
/**
 * Fetched by the worker once someone is signed in (sw.ts, keepSignedInCode), not precached: the
 * code of the freelancer's job page and shell, so a saved job never opened still runs offline.
 * An anonymous first visit does not download it (docs/performance.md, "Site data budget").
 */
const SIGNED_IN_ROUTES = ['routes/freelancer/layout', 'routes/freelancer/details'];

const server = await import(pathToFileURL(join(site, 'build', 'server', 'index.js')).href);
const assets = server.assets;
const routeFiles = (ids) => {
  const out = new Set();
  for (const id of ids) {
    const route = assets.routes[id];
    if (!route) throw new Error(`build-sw: no route ${id} in the build`);
    out.add(route.module);
    for (const file of [...(route.imports ?? []), ...(route.css ?? [])]) out.add(file);
  }
  return out;
};
const files = new Set([assets.entry.module, ...assets.entry.imports, ...routeFiles(SHELL_ROUTES)]);
// The whole route manifest (assets.url) is loaded only without lazy route discovery.
if (server.routeDiscovery?.mode !== 'lazy') files.add(assets.url);
// The stylesheet as a file (root.tsx imports app.css?url): documents link it instead of inlining
// it once the worker holds it (utils/stylesheet.ts). Its name is in the server build's code.
const serverCode = readdirSync(join(site, 'build', 'server'), { recursive: true })
  .filter((file) => String(file).endsWith('.js'))
  .map((file) => readFileSync(join(site, 'build', 'server', String(file)), 'utf8'))
  .join('\n');
const stylesheets = [...new Set(serverCode.match(/\/assets\/app-[\w-]+\.css/g) ?? [])];
if (stylesheets.length !== 1) throw new Error(`build-sw: expected one app stylesheet in the server build, found ${stylesheets.join(', ') || 'none'}`);
// The stylesheet is not in Workbox's precache: a first visit inlines it, so the HTTP cache does
// not hold the file and the precache would download its 5.8 KB again. The worker keeps it in a
// cache of its own at install, from the copy the page inlined when there is one (sw.ts,
// utils/stylesheet.ts), else from the network. That copy must be the same bytes.
const stylesheetCss = readFileSync(join(client, stylesheets[0]), 'utf8').trimEnd();
if (!serverCode.includes(stylesheetCss)) throw new Error(`build-sw: the inlined stylesheet is not ${stylesheets[0]}`);
// The shell's lazily imported chunks (the outbox's store, loaded only when the outbox holds
// something or a form is queued offline): signed-in users' too, since only they queue actions.
const lazyOfShell = [...files]
  .filter((file) => file.endsWith('.js'))
  .flatMap((file) => [...readFileSync(join(client, file), 'utf8').matchAll(/import\("\.\/([\w.-]+\.js)"\)/g)].map((m) => `/assets/${m[1]}`));
const signedIn = [...new Set([...routeFiles(SIGNED_IN_ROUTES), ...lazyOfShell])].filter((file) => !files.has(file));
// Not the icons or the web app manifest: an offline page does without its favicon, the browser
// fetches the manifest itself, and revisioned entries are downloaded again, never taken from the
// HTTP cache (the site's data budget, docs/performance.md). offline.html is the page shown for a page never kept.
const globPatterns = ['offline.html', ...[...files].map((f) => f.replace(/^\//, ''))];

const bundled = join(site, 'build', 'sw.bundle.js');
await build({
  entryPoints: [join(site, 'sw', 'sw.ts')],
  bundle: true,
  format: 'iife',
  minify: true,
  target: 'es2020',
  outfile: bundled,
  define: {
    'process.env.NODE_ENV': '"production"',
    __SIGNED_IN_ASSETS__: JSON.stringify(signedIn),
    __STYLESHEET__: JSON.stringify(stylesheets[0]),
    __MAX_PAGES__: String(OFFLINE_LIMITS.maxPages),
  },
  logLevel: 'warning',
  plugins: [
    {
      // One copy of idb: Workbox's expiration plugin asks for idb 7, the outbox's store (shared
      // with the page) for idb 8, whose API is the same for what both use (the site's data budget).
      name: 'one-idb',
      setup(b) {
        b.onResolve({ filter: /^idb$/ }, (args) =>
          args.pluginData === 'one-idb' ? undefined : b.resolve('idb', { kind: args.kind, resolveDir: site, pluginData: 'one-idb' }),
        );
      },
    },
  ],
});
const { count, size, warnings } = await injectManifest({
  swSrc: bundled,
  swDest: join(client, 'sw.js'),
  globDirectory: client,
  globPatterns,
  // Hashed names need no revision: the browser's HTTP cache can answer the precache.
  dontCacheBustURLsMatching: /^assets\//,
});
for (const warning of warnings) console.warn(`build-sw: ${warning}`);
console.log(`build-sw: sw.js precaches ${count} files (${Math.round(size / 1024)} KB); ${signedIn.length} more once signed in`);
