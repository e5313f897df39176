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
 * submitted -> completed -> paid, with the exits disapproved, cancelled, disputed and refunded; a
 * freelancer may withdraw a pending one (withdrawn).
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
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * A pending application on a job whose every position is taken shows as "not selected" everywhere
 * (docs/hire-to-pay.md "Jobs that fill"). It is read, never written: when a position frees, the
 * application is pending again by itself.
 */
export function notSelected(status: string, listing: { positions: number; positions_filled: number } | null | undefined): boolean {
  return status === 'pending' && !!listing && listing.positions_filled >= listing.positions;
}

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

/** States a hire reaches only once its charge succeeded: the employer has paid for it. */
export const PAID_FOR_HIRE_STATUSES = ['funded', 'in_progress', 'submitted', 'completed', 'paid', 'disputed'] as const satisfies readonly HireStatus[];

/** States after which a hire's money has gone where it goes (released, paid out or refunded). */
export const SETTLED_HIRE_STATUSES = ['completed', 'paid', 'refunded'] as const satisfies readonly HireStatus[];

/** A listing is active ("joined") while it has a hire in one of these statuses. */
export const JOINED_HIRE_STATUSES = ['approved', 'funded', 'in_progress', 'submitted', 'disputed', 'completed', 'paid'] as const satisfies readonly HireStatus[];

/**
 * Every move of a hire's status (docs/hire-to-pay.md): the statuses it may start from and where it
 * goes. `api/src/hires/hire-state.ts` is the only writer of a hire's status and applies this table.
 */
export const HIRE_MOVES = {
  approve: { from: ['pending'], to: 'approved' },
  disapprove: { from: ['pending'], to: 'disapproved' },
  // The freelancer takes back an application not yet decided.
  withdraw: { from: ['pending'], to: 'withdrawn' },
  fund: { from: ['approved'], to: 'funded' },
  start: { from: ['funded'], to: 'in_progress' },
  done: { from: ['in_progress'], to: 'submitted' },
  complete: { from: ['submitted'], to: 'completed' },
  cancel: { from: ['approved'], to: 'cancelled' },
  // An approved hire not paid for once its job has started (docs/hire-to-pay.md "Steps on the job's clock").
  lapse: { from: ['approved'], to: 'cancelled' },
  cancelFunded: { from: ['funded'], to: 'refunded' },
  noShow: { from: ['funded'], to: 'refunded' },
  dispute: { from: ['funded', 'in_progress', 'submitted'], to: 'disputed' },
  resolveRelease: { from: ['disputed'], to: 'completed' },
  resolveRefund: { from: ['disputed'], to: 'refunded' },
  payOut: { from: ['completed'], to: 'paid' },
  reversePayout: { from: ['paid'], to: 'completed' },
} as const satisfies Record<string, { from: readonly ApplicationStatus[]; to: ApplicationStatus }>;
export type HireMove = keyof typeof HIRE_MOVES;

/** `cancel_reason` of a hire that lapsed: approved, and not paid for by the job's start. */
export const LAPSED_REASON = 'lapsed';
/** The `cancel_reason` of a hire whose employer released the place its freelancer had not confirmed. */
export const RELEASED_REASON = 'released';

/** How a shift was confirmed (docs/shift-confirmation.md): the SMS's link, the hire page, USSD. */
export const SHIFT_CONFIRM_VIAS = ['link', 'site', 'ussd'] as const;
export type ShiftConfirmVia = (typeof SHIFT_CONFIRM_VIAS)[number];
/** The settings' bounds for the two marks, in hours before the start. */
export const SHIFT_CONFIRM_HOURS = { min: 1, max: 168 } as const;

/** Who may take each step a person takes (the rest are the gateway's, an admin's or the clock's). */
export const HIRE_STEPS = {
  fund: { by: 'employer', from: HIRE_MOVES.fund.from, to: HIRE_MOVES.fund.to },
  start: { by: 'freelancer', from: HIRE_MOVES.start.from, to: HIRE_MOVES.start.to },
  done: { by: 'freelancer', from: HIRE_MOVES.done.from, to: HIRE_MOVES.done.to },
  complete: { by: 'employer', from: HIRE_MOVES.complete.from, to: HIRE_MOVES.complete.to },
  cancel: { by: 'either', from: ['approved', 'funded'], to: 'cancelled' },
  dispute: { by: 'either', from: HIRE_MOVES.dispute.from, to: HIRE_MOVES.dispute.to },
} as const satisfies Record<string, { by: 'employer' | 'freelancer' | 'either'; from: readonly HireStatus[]; to: HireStatus }>;
export type HireStep = keyof typeof HIRE_STEPS;

/**
 * Hires in these statuses hold one of the listing's positions; disapproved, cancelled and
 * refunded ones free it. A disputed hire holds it until an admin decides.
 */
export const POSITION_HOLDING_STATUSES = JOINED_HIRE_STATUSES;

/** How many people one job may hire at most. */
export const MAX_POSITIONS = 50;

/**
 * The job's clock (docs/hire-to-pay.md "Steps on the job's clock"): check-in opens this long
 * before the start; "done" needs the start passed and a check-in; the hire completes by itself
 * 72 hours after the later of "done" and the job's end; a no-show may be reported an hour after the
 * start (or after the funding, when the hire was funded after the start) without a check-in.
 */
export const HIRE_CLOCK = {
  checkInOpensMinutesBeforeStart: 30,
  autoCompleteHours: 72,
  noShowAfterHours: 1,
  /** An approved hire still not paid for this long after its job's start lapses; nothing can be paid after. */
  unpaidLapseAfterHours: 1,
} as const;

/** A hire completes by itself this long after the later of "done" and the job's end, unless disputed. */
export const AUTO_COMPLETE_HOURS = HIRE_CLOCK.autoCompleteHours;

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

export const NOTICE_TYPES = ['application', 'approval', 'disapproval', 'connection', 'custom', 'hire', 'message', 'job_alert', 'listing', 'identity', 'webhook', 'privacy', 'tax'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/** Who an admin's custom message goes to. */
export const MESSAGE_AUDIENCES = ['all', 'employers', 'freelancers', 'user'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];
