#!/usr/bin/env node
/**
 * Builds build/client/sw.js from sw/sw.ts (docs/offline.md): esbuild bundles the Workbox modules,
 * then Workbox's injectManifest writes the precache manifest into it. Precached: the offline
 * page, the icons, the app shell's code (entry, root) and the job page's code, so a saved job
 * never opened still runs offline. Other chunks are cached when first used.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';

const site = join(dirname(fileURLToPath(import.meta.url)), '..');
const client = join(site, 'build', 'client');

/** Routes whose code is precached: the pages read offline. */
// Kept short for the first visit's data budget (docs/performance.md): a page kept offline whose code
// was never loaded still reads as server-rendered HTML; other chunks are cached when first used.
const OFFLINE_ROUTES = ['root', 'routes/freelancer/layout', 'routes/freelancer/details'];

const server = await import(pathToFileURL(join(site, 'build', 'server', 'index.js')).href);
const assets = server.assets;
const files = new Set([assets.entry.module, ...assets.entry.imports, assets.url]);
for (const id of OFFLINE_ROUTES) {
  const route = assets.routes[id];
  if (!route) throw new Error(`build-sw: no route ${id} in the build`);
  files.add(route.module);
  for (const file of [...(route.imports ?? []), ...(route.css ?? [])]) files.add(file);
}
const globPatterns = ['offline.html', 'icon.svg', 'manifest.webmanifest', ...[...files].map((f) => f.replace(/^\//, ''))];

const bundled = join(site, 'build', 'sw.bundle.js');
await build({
  entryPoints: [join(site, 'sw', 'sw.ts')],
  bundle: true,
  format: 'iife',
  minify: true,
  target: 'es2020',
  outfile: bundled,
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
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
console.log(`build-sw: sw.js precaches ${count} files (${Math.round(size / 1024)} KB)`);
