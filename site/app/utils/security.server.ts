/** Per-request facts (visitor address, HTTPS, CSP nonce) and the security headers of every response. */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import type { TLSSocket } from 'node:tls';
import helmet from 'helmet';
import { env, mapTileOrigin } from './env.server';
import type { SiteRequestContext } from './request-context.server';

function listHeader(value: string | string[] | undefined): string[] {
  const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
  return joined
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function unmapped(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/**
 * The visitor's address. With `hops` trusted proxies in front, the address the outermost of them
 * saw: counted from the right of X-Forwarded-For, as Express's numeric `trust proxy` does, so
 * whatever a client wrote further left is never used. With none, the socket peer.
 */
export function clientAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>, hops: number): string {
  const peer = unmapped(req.socket.remoteAddress ?? '');
  if (hops === 0) return peer;
  const chain = [peer, ...listHeader(req.headers['x-forwarded-for']).reverse()];
  const candidate = unmapped(chain[Math.min(hops, chain.length - 1)]);
  return isIP(candidate) ? candidate : peer;
}

/** HTTPS to us, or to the trusted proxy that says so in X-Forwarded-Proto. */
export function arrivedOverHttps(req: Pick<IncomingMessage, 'headers' | 'socket'>, hops: number): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  if (hops === 0) return false;
  const protos = listHeader(req.headers['x-forwarded-proto']);
  return protos[Math.max(0, protos.length - hops)]?.toLowerCase() === 'https';
}

/**
 * Scripts only from this origin or carrying this response's nonce. Styles keep 'unsafe-inline':
 * the document inlines its stylesheet and server-renders style attributes (avatar sizes), which
 * cannot carry a nonce; CSS cannot run script. form-action also names the payment provider: a
 * redirect answering a form post is checked against it.
 */
export function contentSecurityPolicy(nonce: string, paymentOrigin: string, tileOrigin?: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${tileOrigin ? ` ${tileOrigin}` : ''}`,
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${paymentOrigin}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Geolocation for the site itself (setting a place); every other powerful feature off. */
export const PERMISSIONS_POLICY =
  'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), serial=(), bluetooth=(), midi=(), accelerometer=(), gyroscope=(), magnetometer=(), display-capture=()';

const otherHeaders = helmet({
  contentSecurityPolicy: false,
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
});

type Next = (error?: unknown) => void;

/** `/assets/<name>.<ext>`: the build's content-hashed bundles (server.mjs serves them, and only them, there). */
export function isBuiltAsset(url: string | undefined): boolean {
  return /^\/assets\/[\w.-]+\.(?:js|css)(?:\?|$)/.test(url ?? '');
}

/**
 * What a response is, for its headers. `document`: a page (and anything not known to be otherwise).
 * `bundle`: a built script or stylesheet. `worker`: the service worker's script, whose own CSP is
 * the worker's policy. `resource`: a file or an answer no browser shows as a page (the icons, the
 * web app manifest, React Router's `/__manifest` and `.data` answers). `static-page`: the offline
 * page, plain HTML and CSS with no script, which gets a CSP that runs none.
 */
export type ResponseKind = 'document' | 'bundle' | 'worker' | 'resource' | 'static-page';

export function responseKind(url: string | undefined): ResponseKind {
  const path = (url ?? '').split('?')[0];
  if (isBuiltAsset(path)) return 'bundle';
  if (path === '/sw.js') return 'worker';
  if (path === '/offline.html') return 'static-page';
  if (/^\/(?:manifest\.webmanifest|icon(?:-\d+)?\.(?:svg|png)|__manifest|jobs\/\d+\/card\.png)$/.test(path) || /\.data$/.test(path)) return 'resource';
  return 'document';
}

/** The worker's policy: it fetches, and imports scripts, from the site only. */
export const WORKER_CSP = "default-src 'self'";
/** Anything else that is not a page: nothing may run, should one be opened on its own. */
export const RESOURCE_CSP = "default-src 'none'";
/** The offline page: its own inline styles, no script, no form, never framed. */
export const STATIC_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * Middleware for server.mjs: works out the request's context (kept in `res.locals.site` for
 * getLoadContext) and sets the security headers on the response, whatever serves it next.
 * HSTS only over HTTPS, where COOKIE_SECURE=true marks the cookies Secure too.
 *
 * Documents get every header. Other responses get what applies to them (the site's data budget, docs/performance.md:
 * the document's headers are about 0.9 KB, more than an icon, a 304 of `sw.js` or most
 * `/__manifest` answers): `nosniff`, `Cross-Origin-Resource-Policy`, `Referrer-Policy` (a module
 * script's own policy governs its imports) and HSTS; the worker and the other resources also a
 * short CSP of their own. The offline page runs no script, so a CSP that allows none (and no
 * framing) stands for the page's headers. A built bundle's 404 gets finalhandler's `default-src 'none'`.
 */
export function siteRequest(req: IncomingMessage, res: ServerResponse & { locals?: Record<string, unknown> }, next: Next): void {
  const site: SiteRequestContext = {
    clientAddress: clientAddress(req, env.TRUST_PROXY_HOPS),
    nonce: randomBytes(16).toString('base64'),
    secure: arrivedOverHttps(req, env.TRUST_PROXY_HOPS),
    languageHeaders: { cookie: req.headers.cookie, acceptLanguage: req.headers['accept-language'] },
  };
  res.locals ??= {};
  res.locals.site = site;
  const kind = responseKind(req.url);
  if (kind !== 'document') {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (kind === 'worker') res.setHeader('Content-Security-Policy', WORKER_CSP);
    if (kind === 'resource') res.setHeader('Content-Security-Policy', RESOURCE_CSP);
    if (kind === 'static-page') res.setHeader('Content-Security-Policy', STATIC_PAGE_CSP);
    if (site.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
    return;
  }
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(site.nonce, env.PAYMENT_CHECKOUT_ORIGIN, mapTileOrigin));
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  if (site.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  otherHeaders(req, res, next);
}
