#!/usr/bin/env node
/**
 * Builds build/client/sw.js from sw/sw.ts (docs/offline.md): esbuild bundles the Workbox modules,
 * then Workbox's injectManifest writes the precache manifest into it. Precached: the offline
 * page, the icons, the app shell's code (entry, root) and the stylesheet as a file. The freelancer's job page and shell code
 * is fetched by the worker once someone is signed in, so a saved job never opened still runs
 * offline. Other chunks are cached when first used.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';

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
// it once the worker holds it (utils/stylesheet.ts). Its name is in the server build.
const stylesheets = [...new Set(readFileSync(join(site, 'build', 'server', 'index.js'), 'utf8').match(/\/assets\/app-[\w-]+\.css/g) ?? [])];
if (stylesheets.length !== 1) throw new Error(`build-sw: expected one app stylesheet in the server build, found ${stylesheets.join(', ') || 'none'}`);
files.add(stylesheets[0]);
const signedIn = [...routeFiles(SIGNED_IN_ROUTES)].filter((file) => !files.has(file));
const globPatterns = ['offline.html', 'icon.svg', 'manifest.webmanifest', ...[...files].map((f) => f.replace(/^\//, ''))];

const bundled = join(site, 'build', 'sw.bundle.js');
await build({
  entryPoints: [join(site, 'sw', 'sw.ts')],
  bundle: true,
  format: 'iife',
  minify: true,
  target: 'es2020',
  outfile: bundled,
  define: { 'process.env.NODE_ENV': '"production"', __SIGNED_IN_ASSETS__: JSON.stringify(signedIn), __STYLESHEET__: JSON.stringify(stylesheets[0]) },
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
console.log(`build-sw: sw.js precaches ${count} files (${Math.round(size / 1024)} KB); ${signedIn.length} more once signed in`);
