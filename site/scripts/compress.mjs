#!/usr/bin/env node
/**
 * Compresses the built client's text files once, at build time (the site's data budget, docs/performance.md): next to
 * each `x.js` it writes `x.js.br` (brotli, quality 11) and `x.js.gz` (gzip made with Zopfli), and
 * server.mjs sends them to browsers that accept them. Both are smaller than what the compression
 * middleware makes per request (brotli quality 4, gzip level 6: the app's two largest scripts are
 * 13% smaller in brotli 11, 3-4% in Zopfli gzip), and cost no CPU per request. Chromium asks for
 * brotli over HTTPS only, so plain-HTTP tests and benches get the gzip file. An encoding is kept
 * only when smaller than the file itself.
 */
import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

const client = join(dirname(fileURLToPath(import.meta.url)), '..', 'build', 'client');
export const COMPRESSIBLE = /\.(?:js|css|html|svg|webmanifest|json)$/;

const started = Date.now();
let files = 0;
let raw = 0;
let gz = 0;
let br = 0;
const jobs = [];
for (const name of readdirSync(client, { recursive: true }).map(String)) {
  const path = join(client, name);
  if (/\.(?:br|gz)$/.test(name)) {
    unlinkSync(path); // from an earlier build
    continue;
  }
  if (!COMPRESSIBLE.test(name) || !statSync(path).isFile()) continue;
  const body = readFileSync(path);
  jobs.push(
    (async () => {
      const brotli = brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      });
      const gzip = Buffer.from(await gzipAsync(body, { numiterations: 15 }));
      files += 1;
      raw += body.length;
      if (brotli.length < body.length) writeFileSync(`${path}.br`, brotli);
      if (gzip.length < body.length) writeFileSync(`${path}.gz`, gzip);
      br += Math.min(brotli.length, body.length);
      gz += Math.min(gzip.length, body.length);
    })(),
  );
}
await Promise.all(jobs);
const kb = (n) => `${Math.round(n / 1024)} KB`;
console.log(`compress: ${files} files, ${kb(raw)} -> brotli ${kb(br)}, gzip ${kb(gz)} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
