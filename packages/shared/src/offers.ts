/**
 * "Book again" (docs/roster.md "Book again"): an employer offers a new job, prefilled from their
 * last one with a freelancer, to that freelancer directly. One owner (api/src/offers) writes its status.
 */
export const OFFER_STATUSES = ['pending', 'accepted', 'declined', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** The answers a freelancer gives an offer. */
export const OFFER_ANSWERS = ['accept', 'decline'] as const;
export type OfferAnswer = (typeof OFFER_ANSWERS)[number];

export const OFFERS = {
  /** How long an offer waits for the freelancer by default (the API's OFFER_EXPIRY_HOURS setting). */
  expiryHours: 24,
  /** How often the expiry task runs. */
  taskEveryMs: 60_000,
  /** The most offers one expiry run closes at a time. */
  batch: 200,
} as const;

/**
 * "Roster first" (docs/roster.md): a job offered to the employer's favourites for a chosen number
 * of hours before it opens to everyone.
 */
export const ROSTER_FIRST = {
  minHours: 1,
  maxHours: 72,
  defaultHours: 12,
  /** How often the opening task runs. */
  taskEveryMs: 60_000,
  /** The most jobs one opening run publishes at a time. */
  batch: 200,
} as const;
