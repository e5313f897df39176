import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * A short-lived signed link to a page of the site (docs/whatsapp.md "Links instead of secrets"):
 * `?wa=<userId>.<expiry in epoch seconds>.<HMAC-SHA256 of "wa-link:<path>:<userId>:<expiry>">`,
 * keyed with the API's JWT secret. It proves the chat sent that person to that page until then;
 * the page itself still asks them to sign in as usual.
 */

function digest(secret: string, path: string, userId: number, expires: number): string {
  return createHmac('sha256', secret).update(`wa-link:${path}:${userId}:${expires}`).digest('base64url');
}

export function signedLink(siteUrl: string, path: string, userId: number, expiresAt: Date, secret: string): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${siteUrl.replace(/\/+$/, '')}${path}?wa=${userId}.${expires}.${digest(secret, path, userId, expires)}`;
}

/** The person a link's token names, when it is for `path`, signed with `secret` and not expired at `now`; else null. */
export function verifySignedLink(path: string, token: string, now: Date, secret: string): number | null {
  const match = /^(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, user, expires, given] = match;
  if (Number(expires) * 1000 <= now.getTime()) return null;
  const expected = Buffer.from(digest(secret, path, Number(user), Number(expires)));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? Number(user) : null;
}
