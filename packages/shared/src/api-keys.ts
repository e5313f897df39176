/**
 * API keys for other systems (docs/api-keys.md): an employer's (or the superadmin's) key acts as
 * its owner within its scopes. The API reads the scopes a route needs from `@RequireScopes(...)`
 * (api/src/auth/scopes.ts); the site and the back office offer the same list.
 */
export const API_KEY_SCOPES = [
  'listings:read',
  'listings:write',
  'applications:read',
  'hires:read',
  'hires:write',
  'webhooks:manage',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEYS = {
  /** Every key starts with this, so a leaked key is recognisable (and scanners can find it). */
  secretPrefix: 'gm_live_',
  /** Characters of the key kept in clear to recognise it in lists: `gm_live_` + 8. */
  shownPrefixLength: 16,
  /** Random bytes of the secret part (base64url: 43 characters). */
  secretBytes: 32,
  /** Live (not revoked) keys one owner may hold. */
  maxPerOwner: 20,
  nameMaxLength: 80,
  /** The latest expiry a key may be given, in days from now. */
  maxExpiryDays: 730,
  /** Requests one key may make per window, counted over every API replica (REDIS_URL). */
  requestsPerWindow: 120,
  windowSeconds: 60,
  /** `last_used_at` is written at most once per this many milliseconds per key and process. */
  lastUsedEveryMs: 60_000,
} as const;

/** Cursor pages (docs/api-keys.md "Cursor pages"): `cursor` in, `next_cursor` out, order by id. */
export const CURSOR_PAGES = {
  /** Query parameter; empty (`?cursor=`) asks for the first cursor page. */
  param: 'cursor',
  /** An opaque cursor: base64url of the last id, at most this long. */
  maxLength: 24,
  /** The largest `per_page` of the lists that answer cursor pages. */
  perPageMax: 100,
} as const;

export function isApiKeyScope(value: unknown): value is ApiKeyScope {
  return typeof value === 'string' && (API_KEY_SCOPES as readonly string[]).includes(value);
}
