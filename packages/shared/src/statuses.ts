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

/** Application lifecycle: pending -> approved | disapproved; approved -> paid. */
export const APPLICATION_STATUSES = ['pending', 'approved', 'disapproved', 'paid'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const TRANSACTION_STATUSES = ['pending', 'success', 'failed'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const CATEGORY_STATUSES = ['active', 'inactive'] as const;
export const POST_STATUSES = ['draft', 'published'] as const;
export const PORTFOLIO_TYPES = ['image', 'document', 'link'] as const;

export const NOTICE_TYPES = ['application', 'approval', 'disapproval', 'connection', 'custom'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/** Who an admin's custom message goes to. */
export const MESSAGE_AUDIENCES = ['all', 'employers', 'freelancers', 'user'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];
