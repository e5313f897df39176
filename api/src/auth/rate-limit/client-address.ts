import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { Logger } from '@nestjs/common';
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

let warnedOfMismatch = false;

/** Once per process: a site whose secret differs from ours makes all its visitors one address. */
function warnOfMismatch(configured: boolean): void {
  if (warnedOfMismatch) return;
  warnedOfMismatch = true;
  new Logger('RateLimit').warn(
    configured
      ? `${SITE_API_HEADERS.secret} does not match SITE_API_SECRET: those calls are counted per peer address`
      : `${SITE_API_HEADERS.secret} received but SITE_API_SECRET is not set: the site's visitors are counted as the site`,
  );
}

/**
 * The address a request's per-IP rate limit counts: the visitor's address the site's server
 * names in X-Client-IP when it also sends the shared secret; otherwise the peer Express reports
 * (the socket, or the address a hop trusted by TRUST_PROXY added). IPv6 addresses count per
 * /64 (@nestjs/throttler's normalizeIp), so one host cannot rotate through its own block.
 */
export function clientAddress(req: RequestLike, siteSecret: string | undefined): string {
  const sent = header(req, SITE_API_HEADERS.secret);
  if (sent && !siteSecret) warnOfMismatch(false);
  if (sent && siteSecret) {
    const claimed = header(req, SITE_API_HEADERS.clientIp);
    if (!sameSecret(sent, siteSecret)) warnOfMismatch(true);
    else if (claimed && isIP(claimed)) return normalizeIp(claimed);
  }
  return normalizeIp(req.ip ?? req.socket?.remoteAddress ?? 'unknown');
}
