/** Trust (docs/trust.md): ratings, reliability, cancellations and no-shows. */

export const CANCEL_REASONS = [
  'schedule_changed',
  'found_someone_else',
  'job_no_longer_needed',
  'price_disagreement',
  'safety_concern',
  'other',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const CANCEL_NOTE_MAX = 500;

export const RATING_LIMITS = {
  starsMin: 1,
  starsMax: 5,
  commentMax: 500,
  /** Days after the hire completed (or ended) during which each side may rate. */
  windowDays: 14,
  /** C of the Bayesian average `(C*m + sum) / (C + n)`. */
  bayesianWeight: 5,
  /** The platform mean when no rating is revealed yet. */
  defaultMean: 3,
} as const;

export const RELIABILITY = {
  windowDays: 90,
  /** Below this many hires the score is null ("New"). */
  minHires: 3,
  /** A cancellation this close to the start (or after it) is late. */
  lateCancelHours: 24,
  /** A no-show may be reported this long after the start with no check-in. */
  noShowAfterHours: 1,
  /** The freelancer may contest a reported no-show this long. */
  contestDays: 7,
} as const;

export const RELIABILITY_EVENT_KINDS = ['late_cancel', 'no_show', 'dispute_lost', 'slow_confirmation', 'released_unconfirmed'] as const;
export type ReliabilityEventKind = (typeof RELIABILITY_EVENT_KINDS)[number];

export const RELIABILITY_EVENT_STATUSES = ['recorded', 'reported', 'contested', 'upheld', 'dismissed'] as const;
export type ReliabilityEventStatus = (typeof RELIABILITY_EVENT_STATUSES)[number];

export const NO_SHOW_DECISIONS = ['upheld', 'dismissed'] as const;
export type NoShowDecision = (typeof NO_SHOW_DECISIONS)[number];

/** How the employer's applicants list may be sorted (the API's `sort`, the site's sort menu). */
export const APPLICANT_SORTS = ['newest', 'rating', 'reliability'] as const;
export type ApplicantSort = (typeof APPLICANT_SORTS)[number];
