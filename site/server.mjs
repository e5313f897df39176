#!/usr/bin/env node
// The site's production server (`npm start`): the built assets, then React Router. Per request,
// the build's siteRequest middleware works out the visitor's address, HTTPS and a CSP nonce and
// sets the security headers; loaders and actions get them as load context.
import { readdirSync } from 'node:fs';
import { dirname, extname, join, sep } from 'node:path';
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
/** The encodings an Accept-Encoding header accepts (q above 0); the server picks among them. */
function acceptedEncodings(header = '') {
  const accepted = new Set();
  for (const part of String(header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name === 'x-gzip' ? 'gzip' : name);
  }
  return accepted;
}

/**
 * The files scripts/compress.mjs compressed at build time: `x.js.br` or `x.js.gz` is sent for `x.js`
 * to a browser that accepts it, brotli first (Content-Encoding set, so compression() leaves it alone); other
 * requests go on to express.static, which compresses on the fly. `options` are sendFile's, as
 * express.static's for the same files.
 */
function precompressed(dir, options, headers = () => ({})) {
  const encoded = new Map();
  for (const name of readdirSync(dir, { recursive: true }).map(String)) {
    const match = /^(.*)\.(br|gz)$/.exec(name);
    if (!match) continue;
    const url = `/${match[1].split(sep).join('/')}`;
    encoded.set(url, { ...encoded.get(url), [match[2]]: true });
  }
  return (req, res, next) => {
    const found = (req.method === 'GET' || req.method === 'HEAD') && encoded.get(req.path);
    if (!found) return next();
    res.vary('Accept-Encoding');
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const encoding = found.br && accepted.has('br') ? 'br' : found.gz && (accepted.has('gzip') || accepted.has('*')) ? 'gzip' : null;
    if (!encoding) return next();
    res.type(extname(req.path));
    res.setHeader('Content-Encoding', encoding);
    for (const [name, value] of Object.entries(headers(req.path))) res.setHeader(name, value);
    res.sendFile(`${req.path.slice(1)}.${encoding === 'br' ? 'br' : 'gz'}`, { root: dir, ...options }, (error) => error && next(error));
  };
}

// Content-hashed bundles never change; everything else in build/client briefly.
// No ETag or Last-Modified: an immutable file is never revalidated. A missing one is a plain 404
// (finalhandler's, with its own `default-src 'none'` CSP), never a page rendered without the page headers.
const assets = join(here, 'build', 'client', 'assets');
const immutable = { immutable: true, maxAge: '1y', etag: false, lastModified: false, acceptRanges: false };
app.use('/assets', precompressed(assets, immutable), express.static(assets, { ...immutable, fallthrough: false }));
// sw.js is revalidated every time (no-cache, with its ETag and Last-Modified): the browser's update
// check on each navigation is a 304 of a few hundred bytes, and a new worker ships at once.
const client = join(here, 'build', 'client');
const workerNoCache = (path) => (path === '/sw.js' ? { 'Cache-Control': 'no-cache' } : {});
app.use(
  precompressed(client, { maxAge: '1h', acceptRanges: false }, workerNoCache),
  express.static(client, {
    maxAge: '1h',
    setHeaders: (res, path) => {
      if (path.endsWith(`${sep}sw.js`)) res.setHeader('Cache-Control', 'no-cache');
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
