import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/*
 * A short-lived signed link to a page of the site (docs/whatsapp.md "Links instead of secrets"):
 * `?wa=<userId>.<expiry in epoch seconds>.<HMAC-SHA256 of "wa-link:<path>:<userId>:<expiry>">`,
 * keyed with the API's JWT secret. It proves the chat sent that person to that page until then,
 * once (POST /api/whatsapp-links/check, signed-link.controller.ts); it signs nobody in.
 */

/** The pages a signed link may open (whatsapp-chat.ts ON_SITE). */
export const SIGNED_LINK_PATHS = ['/freelancer/money', '/freelancer/account/identity'];

function digest(secret: string, path: string, userId: number, expires: number): string {
  return createHmac('sha256', secret).update(`wa-link:${path}:${userId}:${expires}`).digest('base64url');
}

export function signedLink(siteUrl: string, path: string, userId: number, expiresAt: Date, secret: string): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${siteUrl.replace(/\/+$/, '')}${path}?wa=${userId}.${expires}.${digest(secret, path, userId, expires)}`;
}

/** The person a link's token names, when it is for `path`, signed with `secret` and not expired at `now`; else null. */
export function verifySignedLink(path: string, token: string, now: Date, secret: string): number | null {
  const checked = checkSignedLink(path, token, now, secret);
  return 'userId' in checked ? checked.userId : null;
}

/**
 * A link's token checked: the person and its expiry, or why not. The signature is checked first,
 * so a tampered token (another person, a later expiry, another page) is `invalid`, never `expired`.
 */
export function checkSignedLink(path: string, token: string, now: Date, secret: string): { userId: number; expiresAt: Date } | { error: 'invalid' | 'expired' } {
  const match = /^(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { error: 'invalid' };
  const [, user, expires, given] = match;
  const expected = Buffer.from(digest(secret, path, Number(user), Number(expires)));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { error: 'invalid' };
  if (Number(expires) * 1000 <= now.getTime()) return { error: 'expired' };
  return { userId: Number(user), expiresAt: new Date(Number(expires) * 1000) };
}

/** What a used token is stored as (signed_link_uses.digest): its SHA-256, so the table holds no usable link. */
export function usedDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
