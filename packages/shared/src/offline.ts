/**
 * Offline-first site (docs/offline.md): the idempotency key the site's outbox sends with each
 * action, the actions it may queue, and the service worker's limits.
 */
export const IDEMPOTENCY = {
  /** Request header carrying the key made on the phone. */
  header: 'Idempotency-Key',
  /** Header set on an answer that repeats a stored first answer. */
  replayedHeader: 'Idempotent-Replayed',
  /** 8 to 64 letters, digits, `-` or `_` (a UUID fits). */
  pattern: /^[A-Za-z0-9_-]{8,64}$/,
  /** Keys are kept this long, then pruned. */
  keepDays: 30,
} as const;

/** The actions an idempotency key is kept per (one user's key is per action). */
export const IDEMPOTENT_ACTIONS = ['apply', 'save', 'unsave', 'check-in', 'mark-done', 'message'] as const;

/** The creates an API key reaches that take an Idempotency-Key too (docs/api-keys.md "Idempotency"); the site's outbox sends none of them. */
export const API_IDEMPOTENT_ACTIONS = ['create-listing', 'approve', 'disapprove', 'fund', 'rate', 'dispute'] as const;
/**
 * The other creates that take an Idempotency-Key (docs/api-keys.md "Idempotency"): the dispute's
 * answer, webhook endpoints, API keys, saved searches, connection requests and reports; the back
 * office's generic create is `admin-create:<resource>`.
 */
export const CREATE_IDEMPOTENT_ACTIONS = ['dispute-answer', 'webhook-create', 'api-key-create', 'saved-search', 'connect', 'report-job', 'report-message'] as const;
export type CreateIdempotentAction = (typeof CREATE_IDEMPOTENT_ACTIONS)[number] | `admin-create:${string}`;
export type IdempotentAction = (typeof IDEMPOTENT_ACTIONS)[number];
export type ApiIdempotentAction = (typeof API_IDEMPOTENT_ACTIONS)[number];

export const OFFLINE_MESSAGES = {
  badIdempotencyKey: 'The Idempotency-Key header must be 8 to 64 letters, digits, - or _',
  /** 422: the same key with another request (path or body). */
  idempotencyKeyReused: 'This Idempotency-Key was already used for another request: send a new key',
} as const;

export const OFFLINE_LIMITS = {
  /** Pages kept for offline reading, least recently used out first. */
  maxPages: 50,
} as const;
