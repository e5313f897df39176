import type { AlertKind } from './messaging.js';
import type { PayoutStatus } from './payments.js';
import type { AdminResource } from './resources.js';
import type { ReliabilityEventStatus } from './trust.js';

/**
 * The figures of the marketplace's health, answered by `GET /api/admin/dashboard/health` (docs/hire-to-pay.md
 * "Marketplace health"; the answer's shape is the API's `MarketplaceHealthDto`). Money is in minor
 * units (kobo). A figure the caller may not list comes back null (see HEALTH_FIGURE_RESOURCES).
 */
export const HEALTH_FIGURES = [
  'escrow_minor',
  'payouts_waiting',
  'payouts_failed',
  'revenue_month_minor',
  'gateway_costs_month_minor',
  'disputes_open',
  'no_shows_open',
  'jobs_filled_share',
  'median_fill_hours',
  'alerts_sent_7d',
  'ussd_sessions_7d',
] as const;

export type HealthFigure = (typeof HEALTH_FIGURES)[number];

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
