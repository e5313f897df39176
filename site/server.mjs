#!/usr/bin/env node
// The site's production server (`npm start`): the built assets, then React Router. Per request,
// the build's siteRequest middleware works out the visitor's address, HTTPS and a CSP nonce and
// sets the security headers; loaders and actions get them as load context.
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';

const here = dirname(fileURLToPath(import.meta.url));
const build = await import(pathToFileURL(join(here, 'build', 'server', 'index.js')).href);
const { siteRequest, runWithRequestContext } = build.entry.module;

const app = express();
app.disable('x-powered-by');
app.use(compression());
app.use(siteRequest);
// The text files scripts/compress.mjs compressed at build time (brotli 11, Zopfli gzip) go to
// browsers that accept them, brotli first (Content-Encoding set, so compression() leaves them
// alone); anything else is served as is and compressed on the fly.
const precompressed = (dir, serveStatic) => expressStaticGzip(dir, { enableBrotli: true, orderPreference: ['br', 'gzip'], serveStatic });
// Content-hashed bundles never change; everything else in build/client briefly.
// No ETag or Last-Modified: an immutable file is never revalidated. A missing one is a plain 404
// (finalhandler's, with its own `default-src 'none'` CSP), never a page rendered without the page headers.
app.use(
  '/assets',
  precompressed(join(here, 'build', 'client', 'assets'), {
    immutable: true,
    maxAge: '1y',
    etag: false,
    lastModified: false,
    acceptRanges: false,
    fallthrough: false,
  }),
);
// sw.js is revalidated every time (no-cache, with its ETag and Last-Modified): the browser's update
// check on each navigation is a 304 of a few hundred bytes, and a new worker ships at once.
app.use(
  precompressed(join(here, 'build', 'client'), {
    maxAge: '1h',
    acceptRanges: false,
    setHeaders: (res, path) => {
      if (/[\\/]sw\.js(?:\.br|\.gz)?$/.test(path)) res.setHeader('Cache-Control', 'no-cache');
    },
  }),
);
const handler = createRequestHandler({
  build,
  mode: process.env.NODE_ENV,
  getLoadContext: (_req, res) => ({ site: res.locals.site }),
});
app.use((req, res, next) => runWithRequestContext(res.locals.site, () => handler(req, res, next)));

const port = Number(process.env.PORT ?? 3000);
const server = app.listen(port, process.env.HOST, () => console.log(`[site] http://localhost:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
