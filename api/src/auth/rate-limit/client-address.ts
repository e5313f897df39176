import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { normalizeIp } from '@nestjs/throttler';
import { SITE_API_HEADERS } from '@gigmarket/shared';

type RequestLike = {
  ip?: string;
  headers?: Record<string, string | string[] | undefined>;
  socket?: { remoteAddress?: string };
};

function header(req: RequestLike, name: string): string | undefined {
  const value = req.headers?.[name.toLowerCase()];
  return typeof value === 'string' ? value.trim() : undefined;
}

/** Digests first, so the compare takes the same time whatever the lengths. */
function sameSecret(sent: string, expected: string): boolean {
  const a = createHash('sha256').update(sent).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * The address a request's per-IP rate limit counts: the visitor's address the site's server
 * names in X-Client-IP when it also sends the shared secret; otherwise the peer Express reports
 * (the socket, or the address a hop trusted by TRUST_PROXY added). IPv6 addresses count per
 * /64 (@nestjs/throttler's normalizeIp), so one host cannot rotate through its own block.
 */
export function clientAddress(req: RequestLike, siteSecret: string | undefined): string {
  if (siteSecret) {
    const sent = header(req, SITE_API_HEADERS.secret);
    const claimed = header(req, SITE_API_HEADERS.clientIp);
    if (sent && claimed && isIP(claimed) && sameSecret(sent, siteSecret)) return normalizeIp(claimed);
  }
  return normalizeIp(req.ip ?? req.socket?.remoteAddress ?? 'unknown');
}
