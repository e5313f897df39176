#!/usr/bin/env node
/**
 * Which dictionary keys each route may show (the site's data budget, docs/performance.md): the root loader sends a page
 * only the keys of the routes it matches, instead of the whole language (about 8 KB gzip in every
 * document). For every route of `react-router routes --json`, esbuild follows the route module's
 * imports (its component, loader and action, `.server` modules and lazy chunks included; npm
 * packages left out) and every quoted text that starts with a dictionary namespace (`'home.title'`,
 * `` `outbox.action.${name}` `` -> `outbox.action.`) is kept as a key prefix: every key starting
 * with it is sent. Keys are never built from a variable namespace in this code base; a test
 * (app/locales/i18n-routes.test.ts) checks that the committed table is what this script finds.
 *   node scripts/i18n-routes.mjs          writes app/locales/i18n-routes.json
 *   node scripts/i18n-routes.mjs --check  fails when that file is stale
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const site = join(dirname(fileURLToPath(import.meta.url)), '..');
const app = join(site, 'app');
export const TABLE = join(app, 'locales', 'i18n-routes.json');

/** The top-level namespaces of the English dictionary (app/locales/en.ts, bundled and loaded). */
async function namespaces() {
  const out = join(site, 'node_modules', '.cache', 'i18n-routes', 'en.mjs');
  mkdirSync(dirname(out), { recursive: true });
  await build({ entryPoints: [join(app, 'locales', 'en.ts')], bundle: true, platform: 'node', format: 'esm', packages: 'external', outfile: out, logLevel: 'silent' });
  const en = (await import(`${pathToFileURL(out).href}?t=${Date.now()}`)).default;
  return Object.keys(en);
}

function routeTree() {
  const bin = join(site, 'node_modules', '.bin', 'react-router');
  const r = spawnSync(existsBin(bin) ? bin : 'npx', existsBin(bin) ? ['routes', '--json'] : ['react-router', 'routes', '--json'], { cwd: site, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`react-router routes --json failed: ${r.stderr}`);
  return JSON.parse(r.stdout.slice(r.stdout.indexOf('[')));
}

function existsBin(path) {
  try {
    readFileSync(path);
    return true;
  } catch {
    return false;
  }
}

/** The app's own source files a route module reaches, statically or through import(). */
async function sourcesOf(file) {
  const result = await build({
    entryPoints: [join(app, file)],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    alias: { '~': app },
    logLevel: 'silent',
    plugins: [
      {
        name: 'leave-queries-and-assets',
        setup(b) {
          b.onResolve({ filter: /\?|\.css$|^virtual:/ }, (args) => ({ path: args.path, external: true }));
        },
      },
    ],
  });
  return Object.keys(result.metafile.inputs)
    .map((input) => join(site, input))
    .filter((path) => path.startsWith(app) && /\.(ts|tsx|js|mjs)$/.test(path))
    .filter((path) => !/[\\/]locales[\\/](en|fr|offline-strings|offline-banner)\.ts$/.test(path) && !/\.test\.tsx?$/.test(path));
}

export async function scan() {
  const names = await namespaces();
  const pattern = new RegExp(`['"\`](?:${names.join('|')})\\.[\\w.]*`, 'g');
  const prefixesOf = new Map();
  const prefixes = async (file) => {
    if (!prefixesOf.has(file)) {
      const found = new Set();
      for (const path of await sourcesOf(file)) {
        for (const match of readFileSync(path, 'utf8').matchAll(pattern)) found.add(match[0].slice(1));
      }
      prefixesOf.set(file, [...found].sort());
    }
    return prefixesOf.get(file);
  };
  const routes = [];
  const walk = async (nodes, parentId) => {
    for (const node of nodes) {
      routes.push({
        id: node.id,
        ...(parentId ? { parentId } : {}),
        ...(node.path !== undefined ? { path: node.path } : {}),
        ...(node.index ? { index: true } : {}),
        ...(node.caseSensitive ? { caseSensitive: true } : {}),
        keys: await prefixes(node.file),
      });
      if (node.children) await walk(node.children, node.id);
    }
  };
  await walk(routeTree());
  return `${JSON.stringify({ generatedBy: 'site/scripts/i18n-routes.mjs', routes }, null, 1)}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const text = await scan();
  if (process.argv.includes('--check')) {
    if (readFileSync(TABLE, 'utf8') !== text) {
      console.error(`${relative(process.cwd(), TABLE)} is stale: run node site/scripts/i18n-routes.mjs`);
      process.exit(1);
    }
  } else {
    writeFileSync(TABLE, text);
    console.log(`i18n-routes: ${relative(process.cwd(), TABLE)} written`);
  }
}
