import { ApiProperty } from '@nestjs/swagger';

/* Answer shapes (OpenAPI) of the back office's dashboard; the service returns them. */

export class HealthMoneyCountDto {
  @ApiProperty({ type: Number, example: 3, description: 'How many' }) count!: number;
  @ApiProperty({ type: 'integer', example: 4_545_000, description: 'Their amount, minor units (kobo)' }) amount_minor!: number;
}

export class HealthOpenCountDto {
  @ApiProperty({ type: Number, example: 2 }) count!: number;
  @ApiProperty({ nullable: true, type: String, format: 'date-time', example: '2026-11-20T08:15:00.000Z', description: 'When the oldest one opened; null when none is open' })
  oldest_at!: string | null;
}

/**
 * `GET /api/admin/dashboard/health` (docs/hire-to-pay.md "Marketplace health"). A figure the caller
 * may not list comes back null (money: `ledger.list`; payouts: `payouts.list`; disputes:
 * `disputes.list`; no-shows: `reliability.list`; jobs: `listings.list`; alerts:
 * `savedsearches.list`; USSD: `ussdsessions.list`), as do the job share and median when there is
 * nothing to measure.
 */
export class MarketplaceHealthDto {
  @ApiProperty({ type: String, example: 'NGN' }) currency!: string;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-25T09:00:00.000Z', description: 'When the figures were read' })
  as_of!: string;
  @ApiProperty({ nullable: true, type: 'integer', example: 12_500_000, description: 'Money held in escrow now: the balances of every escrow:* ledger account (minor units)' })
  escrow_minor!: number | null;
  @ApiProperty({ nullable: true, type: () => HealthMoneyCountDto, description: 'Released hires whose payout waits for a bank account or its first try, plus transfers pending at the gateway' })
  payouts_waiting!: HealthMoneyCountDto | null;
  @ApiProperty({ nullable: true, type: () => HealthMoneyCountDto, description: 'Transfers that failed or were reversed, waiting for a retry' })
  payouts_failed!: HealthMoneyCountDto | null;
  @ApiProperty({ nullable: true, type: 'integer', example: 1_250_000, description: 'platform:revenue credits this calendar month, Africa/Lagos (minor units)' })
  revenue_month_minor!: number | null;
  @ApiProperty({ nullable: true, type: 'integer', example: 187_500, description: 'platform:gateway_costs debits this calendar month, Africa/Lagos (minor units)' })
  gateway_costs_month_minor!: number | null;
  @ApiProperty({ nullable: true, type: () => HealthOpenCountDto, description: 'Disputes open' })
  disputes_open!: HealthOpenCountDto | null;
  @ApiProperty({ nullable: true, type: () => HealthOpenCountDto, description: 'No-shows reported or contested, not yet decided' })
  no_shows_open!: HealthOpenCountDto | null;
  @ApiProperty({ nullable: true, type: Number, minimum: 0, maximum: 1, example: 0.42, description: 'Of the listings first published in the last 30 days, the share closed as filled' })
  jobs_filled_share!: number | null;
  @ApiProperty({ nullable: true, type: Number, example: 18.5, description: 'Median hours from first publishing to filled, over the listings filled in the last 30 days' })
  median_fill_hours!: number | null;
  @ApiProperty({ nullable: true, type: Number, example: 340, description: 'Saved-search alerts sent in the last 7 days (bell matches and SMS digests)' })
  alerts_sent_7d!: number | null;
  @ApiProperty({ nullable: true, type: Number, example: 1_200, description: 'USSD sessions started in the last 7 days' })
  ussd_sessions_7d!: number | null;
}

export class RecentListingCategoryDto {
  @ApiProperty({ type: String, example: 'Events', description: 'In the caller’s language' }) category_name!: string;
}

export class RecentListingProfileDto {
  @ApiProperty({ nullable: true, type: String, example: 'Eko Events Ltd' }) company_name!: string | null;
}

export class RecentListingUserDto {
  @ApiProperty({ nullable: true, type: () => RecentListingProfileDto, description: 'The employer’s profile; null when it has none' })
  profile!: RecentListingProfileDto | null;
}

/** One of the latest open or closed listings of the dashboard, newest first. */
export class RecentListingDto {
  @ApiProperty({ type: Number, example: 41 }) id!: number;
  @ApiProperty({ type: String, example: 'Ushers for a wedding' }) job_title!: string;
  @ApiProperty({ nullable: true, type: () => RecentListingCategoryDto }) category!: RecentListingCategoryDto | null;
  @ApiProperty({ enum: ['open', 'closed'], example: 'open' }) status!: string;
  @ApiProperty({ type: () => RecentListingUserDto, description: 'The employer' }) user!: RecentListingUserDto;
  @ApiProperty({ type: String, example: 'NGN', description: 'The site’s currency' }) currency!: string;
  @ApiProperty({ nullable: true, type: String, example: '15000.00', description: 'Exact decimal text, major units' }) min_amount!: string | null;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-11-23T00:50:38.000Z' }) created_at!: Date;
}

/** `GET /api/admin/dashboard` (docs/api-contract.md "Back office"): the figures, the series and the recent listings. */
export class AdminDashboardDto {
  @ApiProperty({ type: Number, example: 120, description: 'Listings of every status' }) totalListing!: number;
  @ApiProperty({ type: Number, example: 80 }) open!: number;
  @ApiProperty({ type: Number, example: 30 }) closed!: number;
  @ApiProperty({ type: Number, example: 45, description: 'Listings with a hire (approved up to paid)' }) joined!: number;
  @ApiProperty({ type: String, example: 'NGN' }) currency!: string;
  @ApiProperty({ type: String, example: '45450.00', description: 'What employers paid through successful charges (amount and fee), exact decimal text' })
  amountSpent!: string;
  @ApiProperty({ type: Number, example: 64 }) totalConnection!: number;
  @ApiProperty({ type: Number, example: 300 }) freelancer!: number;
  @ApiProperty({ type: Number, example: 90 }) employer!: number;
  @ApiProperty({ type: [String], example: ['Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'], description: 'Short English month names of the last twelve months, oldest first' })
  months!: string[];
  @ApiProperty({ type: [String], example: ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'], description: '`YYYY-MM` of each month, oldest first (UTC)' })
  monthKeys!: string[];
  @ApiProperty({ type: [Number], example: [0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 5, 7], description: 'Open listings created each month' }) openChat!: number[];
  @ApiProperty({ type: [Number], example: [0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3], description: 'Closed listings created each month' }) closedChat!: number[];
  @ApiProperty({ type: [Number], example: [0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 6, 9], description: 'Employers who joined each month' }) employerChat!: number[];
  @ApiProperty({ type: [Number], example: [0, 0, 0, 0, 0, 0, 0, 0, 0, 12, 30, 41], description: 'Freelancers who joined each month' }) freelancerChat!: number[];
  @ApiProperty({ type: () => [RecentListingDto], description: 'The latest open or closed listings, newest first (up to 10)' })
  recentListing!: RecentListingDto[];
  @ApiProperty({ type: [String], example: ['2026-11-10', '2026-11-11'], description: 'USSD: the last 14 days (`YYYY-MM-DD`, UTC), oldest first' })
  ussdDays!: string[];
  @ApiProperty({ type: [Number], example: [12, 15], description: 'USSD sessions started each day' }) ussdSessions!: number[];
  @ApiProperty({ type: [Number], example: [3, 4], description: 'USSD sessions that acted each day (registered, applied, checked in ...)' })
  ussdActions!: number[];
}
