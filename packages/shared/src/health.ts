import type { AlertKind } from './messaging.js';
import type { PayoutStatus } from './payments.js';
import type { AdminResource } from './resources.js';
import type { ReliabilityEventStatus } from './trust.js';

/**
 * The marketplace's health, answered by `GET /api/admin/dashboard/health` (docs/hire-to-pay.md
 * "Marketplace health"). Money is in minor units (kobo). A figure the caller may not list comes
 * back null (see HEALTH_FIGURE_RESOURCES).
 */
export interface MarketplaceHealth {
  currency: string;
  /** When the figures were read (the API's clock), ISO 8601. */
  as_of: string;
  /** Money held in escrow now: the balances of every `escrow:*` ledger account. */
  escrow_minor: number | null;
  /** Released hires whose payout waits for a bank account or its first try, plus transfers pending at the gateway. */
  payouts_waiting: { count: number; amount_minor: number } | null;
  /** Transfers that failed or were reversed, waiting for a retry. */
  payouts_failed: { count: number; amount_minor: number } | null;
  /** `platform:revenue` credits this calendar month (Africa/Lagos). */
  revenue_month_minor: number | null;
  /** `platform:gateway_costs` debits this calendar month (Africa/Lagos). */
  gateway_costs_month_minor: number | null;
  disputes_open: { count: number; oldest_at: string | null } | null;
  /** No-shows reported or contested, not yet decided. */
  no_shows_open: { count: number; oldest_at: string | null } | null;
  /** 0..1: of the listings first published in the last 30 days, the share closed as filled. */
  jobs_filled_share: number | null;
  /** Median hours from first publishing to filled, over the listings filled in the last 30 days. */
  median_fill_hours: number | null;
  /** Saved-search alerts sent in the last 7 days (bell matches and SMS digests). */
  alerts_sent_7d: number | null;
  ussd_sessions_7d: number | null;
}

export type HealthFigure = Exclude<keyof MarketplaceHealth, 'currency' | 'as_of'>;

/** The list permission (`<resource>.list`) a caller needs to read each figure; the endpoint itself needs any admin. */
export const HEALTH_FIGURE_RESOURCES = {
  escrow_minor: 'ledger',
  revenue_month_minor: 'ledger',
  gateway_costs_month_minor: 'ledger',
  payouts_waiting: 'payouts',
  payouts_failed: 'payouts',
  disputes_open: 'disputes',
  no_shows_open: 'reliability',
  jobs_filled_share: 'listings',
  median_fill_hours: 'listings',
  alerts_sent_7d: 'savedsearches',
  ussd_sessions_7d: 'ussdsessions',
} as const satisfies Record<HealthFigure, AdminResource>;

/** The windows of the figures that look back. */
export const HEALTH_WINDOWS = { listingsDays: 30, alertsDays: 7, ussdDays: 7 } as const;

/** Payout statuses counted as waiting (filter the payouts list with them). */
export const HEALTH_PAYOUTS_WAITING: readonly PayoutStatus[] = ['awaiting_account', 'pending'];
/** Payout statuses counted as failed. */
export const HEALTH_PAYOUTS_FAILED: readonly PayoutStatus[] = ['failed', 'reversed'];
/** No-show statuses still open (filter the reliability list with `kind: 'no_show'` and these). */
export const HEALTH_NO_SHOWS_OPEN: readonly ReliabilityEventStatus[] = ['reported', 'contested'];
/** Saved-search alert kinds of `alert_log` (the third kind, `nudge`, is a message reminder). */
export const SAVED_SEARCH_ALERT_KINDS: readonly AlertKind[] = ['match', 'digest'];
