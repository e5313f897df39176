/** Listing lifecycle: draft -> open (shown as "published") -> closed; a closed job may be reopened. */
export const LISTING_STATUSES = ['draft', 'open', 'closed'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** The explicit listing actions of the lifecycle: each one's only starting status and its result. */
export const LISTING_ACTIONS = {
  publish: { from: 'draft', to: 'open' },
  close: { from: 'open', to: 'closed' },
  reopen: { from: 'closed', to: 'open' },
} as const satisfies Record<string, { from: ListingStatus; to: ListingStatus }>;
export type ListingAction = keyof typeof LISTING_ACTIONS;

export const LISTING_PRICING = ['fixed', 'range'] as const;
export type ListingPricing = (typeof LISTING_PRICING)[number];

/**
 * Application lifecycle (docs/hire-to-pay.md): pending -> approved -> funded -> in_progress ->
 * submitted -> completed -> paid, with the exits disapproved, cancelled, disputed and refunded.
 */
export const APPLICATION_STATUSES = [
  'pending',
  'approved',
  'disapproved',
  'funded',
  'in_progress',
  'submitted',
  'completed',
  'paid',
  'cancelled',
  'disputed',
  'refunded',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The states of an approved application: a hire. */
export const HIRE_STATUSES = [
  'approved',
  'funded',
  'in_progress',
  'submitted',
  'completed',
  'paid',
  'cancelled',
  'disputed',
  'refunded',
] as const satisfies readonly ApplicationStatus[];
export type HireStatus = (typeof HIRE_STATUSES)[number];

/** A listing is active ("joined") while it has a hire in one of these statuses. */
export const JOINED_HIRE_STATUSES = ['approved', 'funded', 'in_progress', 'submitted', 'disputed', 'completed', 'paid'] as const satisfies readonly HireStatus[];

/** Each step of a hire: who takes it, and the statuses it may start from. */
export const HIRE_STEPS = {
  fund: { by: 'employer', from: ['approved'], to: 'funded' },
  start: { by: 'freelancer', from: ['funded'], to: 'in_progress' },
  done: { by: 'freelancer', from: ['in_progress'], to: 'submitted' },
  complete: { by: 'employer', from: ['submitted'], to: 'completed' },
  cancel: { by: 'either', from: ['approved', 'funded'], to: 'cancelled' },
  dispute: { by: 'either', from: ['funded', 'in_progress', 'submitted'], to: 'disputed' },
} as const satisfies Record<string, { by: 'employer' | 'freelancer' | 'either'; from: readonly HireStatus[]; to: HireStatus }>;
export type HireStep = keyof typeof HIRE_STEPS;

/** A hire completes by itself this long after the freelancer marks the work done, unless disputed. */
export const AUTO_COMPLETE_HOURS = 72;

export const TRANSACTION_STATUSES = ['pending', 'success', 'failed', 'reversed'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** What a transactions row records: an employer's charge, a refund to them, a payout to a freelancer. */
export const TRANSACTION_TYPES = ['charge', 'refund', 'payout'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const DISPUTE_STATUSES = ['open', 'resolved'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const DISPUTE_RESOLUTIONS = ['release', 'refund', 'split'] as const;
export type DisputeResolution = (typeof DISPUTE_RESOLUTIONS)[number];

export const CATEGORY_STATUSES = ['active', 'inactive'] as const;
export const POST_STATUSES = ['draft', 'published'] as const;
export const PORTFOLIO_TYPES = ['image', 'document', 'link'] as const;

export const NOTICE_TYPES = ['application', 'approval', 'disapproval', 'connection', 'custom', 'hire', 'message', 'job_alert', 'listing'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/** Who an admin's custom message goes to. */
export const MESSAGE_AUDIENCES = ['all', 'employers', 'freelancers', 'user'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];
