import { ApiProperty } from '@nestjs/swagger';

/* Answer shapes (OpenAPI) of the back office's dashboard; the service returns them. */

export class HealthMoneyCountDto {
  @ApiProperty({ type: Number, example: 3, description: 'How many' }) count!: number;
  @ApiProperty({ type: Number, example: 4_545_000, description: 'Their amount, minor units (kobo)' }) amount_minor!: number;
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
  @ApiProperty({ nullable: true, type: Number, example: 12_500_000, description: 'Money held in escrow now: the balances of every escrow:* ledger account (minor units)' })
  escrow_minor!: number | null;
  @ApiProperty({ nullable: true, type: () => HealthMoneyCountDto, description: 'Released hires whose payout waits for a bank account or its first try, plus transfers pending at the gateway' })
  payouts_waiting!: HealthMoneyCountDto | null;
  @ApiProperty({ nullable: true, type: () => HealthMoneyCountDto, description: 'Transfers that failed or were reversed, waiting for a retry' })
  payouts_failed!: HealthMoneyCountDto | null;
  @ApiProperty({ nullable: true, type: Number, example: 1_250_000, description: 'platform:revenue credits this calendar month, Africa/Lagos (minor units)' })
  revenue_month_minor!: number | null;
  @ApiProperty({ nullable: true, type: Number, example: 187_500, description: 'platform:gateway_costs debits this calendar month, Africa/Lagos (minor units)' })
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
