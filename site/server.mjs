#!/usr/bin/env node
// The site's production server (`npm start`): the built assets, then React Router. Per request,
// the build's siteRequest middleware works out the visitor's address, HTTPS and a CSP nonce and
// sets the security headers; loaders and actions get them as load context.
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';

const here = dirname(fileURLToPath(import.meta.url));
const build = await import(pathToFileURL(join(here, 'build', 'server', 'index.js')).href);
const { siteRequest, runWithRequestContext } = build.entry.module;

const app = express();
app.disable('x-powered-by');
app.use(compression());
app.use(siteRequest);
// Content-hashed bundles never change; everything else in build/client briefly.
// No ETag or Last-Modified: an immutable file is never revalidated. A missing one is a plain 404
// (finalhandler's, with its own `default-src 'none'` CSP), never a page rendered without the page headers.
app.use(
  '/assets',
  express.static(join(here, 'build', 'client', 'assets'), { immutable: true, maxAge: '1y', etag: false, lastModified: false, fallthrough: false }),
);
app.use(express.static(join(here, 'build', 'client'), { maxAge: '1h' }));
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
