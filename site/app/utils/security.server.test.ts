// @vitest-environment node
import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { arrivedOverHttps, clientAddress, contentSecurityPolicy, responseKind } from './security.server';

const req = (remoteAddress: string, headers: Record<string, string> = {}, encrypted = false) => ({
  headers,
  socket: { remoteAddress, encrypted } as unknown as Socket,
});

describe('clientAddress', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress(req('::ffff:102.89.1.2', { 'x-forwarded-for': '1.2.3.4' }), 0)).toBe('102.89.1.2');
  });

  it('takes the entry the trusted proxy added, never what the client wrote to its left', () => {
    expect(clientAddress(req('10.0.0.2', { 'x-forwarded-for': '6.6.6.6, 102.89.1.2' }), 1)).toBe('102.89.1.2');
    expect(clientAddress(req('10.0.0.2', { 'x-forwarded-for': '6.6.6.6, 102.89.1.2, 10.0.0.9' }), 2)).toBe('102.89.1.2');
    // Fewer entries than hops: the furthest one there is.
    expect(clientAddress(req('10.0.0.2', { 'x-forwarded-for': '102.89.1.2' }), 3)).toBe('102.89.1.2');
    // No header: the peer. Garbage: the peer.
    expect(clientAddress(req('10.0.0.2'), 1)).toBe('10.0.0.2');
    expect(clientAddress(req('10.0.0.2', { 'x-forwarded-for': 'unknown' }), 1)).toBe('10.0.0.2');
  });
});

describe('arrivedOverHttps', () => {
  it('believes X-Forwarded-Proto only from a trusted proxy', () => {
    expect(arrivedOverHttps(req('10.0.0.2', { 'x-forwarded-proto': 'https' }), 0)).toBe(false);
    expect(arrivedOverHttps(req('10.0.0.2', { 'x-forwarded-proto': 'https' }), 1)).toBe(true);
    expect(arrivedOverHttps(req('10.0.0.2', { 'x-forwarded-proto': 'https, http' }), 1)).toBe(false);
    expect(arrivedOverHttps(req('10.0.0.2', {}, true), 0)).toBe(true);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts by nonce only, and forms to the site and the payment provider', () => {
    const policy = contentSecurityPolicy('abc123', 'https://checkout.paystack.com');
    const directives = Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.slice(d.indexOf(' ') + 1)]));
    expect(directives['script-src']).toBe("'self' 'nonce-abc123'");
    expect(directives['form-action']).toBe("'self' https://checkout.paystack.com");
    expect(directives['frame-ancestors']).toBe("'none'");
    expect(directives['object-src']).toBe("'none'");
    expect(directives['base-uri']).toBe("'self'");
    expect(directives['connect-src']).toBe("'self'");
    expect(directives['img-src']).toBe("'self' data: blob:");
  });
});

describe('responseKind', () => {
  it('gives the page headers to pages only', () => {
    expect(responseKind('/home')).toBe('document');
    expect(responseKind('/jobs/5?x=1')).toBe('document');
    expect(responseKind('/sw.jsx')).toBe('document');
    expect(responseKind('/assets/root-Ab_1.js')).toBe('bundle');
    expect(responseKind('/assets/app-Ab_1.css?v=1')).toBe('bundle');
    expect(responseKind('/sw.js')).toBe('worker');
    expect(responseKind('/offline.html')).toBe('static-page');
    for (const path of ['/icon.svg', '/icon-192.png', '/manifest.webmanifest', '/__manifest?paths=%2Fhome&version=1', '/jobs/5.data', '/_root.data']) {
      expect(responseKind(path)).toBe('resource');
    }
  });
});
