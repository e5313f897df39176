#!/usr/bin/env node
// After `vite build`: prints the gzip size of each entry and vendor chunk and fails when the main
// chunk (the one index.html loads) is above the budget (under 250 KB gzip; docs/performance.md).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 250;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /<script[^>]+src="[^"]*\/assets\/([^"]+\.js)"/.exec(html)?.[1];
if (!entry) throw new Error('bundle-size: no entry script in dist/index.html');
const kb = (file) => gzipSync(readFileSync(join(dist, 'assets', file)), { level: 9 }).length / 1024;
const listed = readdirSync(join(dist, 'assets')).filter((file) => file === entry || /^(vendor-|RichTextInput|chartSetup)/.test(file));
for (const file of listed.filter((f) => f.endsWith('.js'))) console.log(`${file === entry ? 'main  ' : 'chunk '} ${kb(file).toFixed(1).padStart(7)} KB gzip  ${file}`);
const main = kb(entry);
if (main > BUDGET_KB) {
  console.error(`bundle-size: the main chunk is ${main.toFixed(1)} KB gzip, above the ${BUDGET_KB} KB budget`);
  process.exit(1);
}
