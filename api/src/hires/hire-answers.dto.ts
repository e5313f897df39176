import { ApiProperty } from '@nestjs/swagger';
import {
  APPLICATION_STATUSES,
  DISPUTE_RESOLUTIONS,
  HIRE_MOVES,
  DISPUTE_STATUSES,
  HIRE_STATUSES,
  type ApplicationStatus,
  type DisputeResolution,
  type DisputeStatus,
  type HireMove,
  type HireStatus,
} from '@gigmarket/shared';
import { PAYOUT_STATUSES, SHIFT_CONFIRM_VIAS, type PayoutStatus } from '@gigmarket/shared';
import { HireRatingBlockDto } from '../trust/trust-answers.dto';
import { HIRE_ACTORS, type HireActor } from './hire-event.entity';

/* The hire's answers: the services build and return these classes, so the OpenAPI document is the code's own shape. */

export class HireViewListingDto {
  @ApiProperty({ type: Number, example: 1 }) id!: number;
  @ApiProperty({ type: Number, example: 1, description: 'The job’s page: on a shift (docs/shifts.md), its job; else the listing itself' }) job_id!: number;
  @ApiProperty({ type: String, example: 'Fix a leaking kitchen sink' }) job_title!: string;
  @ApiProperty({ nullable: true, type: String, example: '2026-12-10' }) job_date!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '09:00' }) job_sart_time!: string | null;
  @ApiProperty({ type: Number, example: 3, description: 'How many people the job hires' }) positions!: number;
  @ApiProperty({ type: Number, example: 2, description: 'Hires holding a position now' }) positions_filled!: number;
}

export class HireViewEmployerDto {
  @ApiProperty({ type: Number, example: 2 }) id!: number;
  @ApiProperty({ type: String, example: 'Acme Works Boss' }) name!: string;
  @ApiProperty({ nullable: true, type: String, example: 'Acme Works' }) company_name!: string | null;
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: '2026-11-20T10:00:00.000Z', description: 'The "ID verified" badge: when their identity was verified, or null (docs/trust.md)' })
  verified_at!: Date | null;
}

export class HireViewFreelancerDto {
  @ApiProperty({ type: Number, example: 3 }) id!: number;
  @ApiProperty({ type: String, example: 'Ada Worker' }) name!: string;
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: null, description: 'The "ID verified" badge: when their identity was verified, or null' })
  verified_at!: Date | null;
}

export class HireViewNoShowDto {
  @ApiProperty({ type: Number, example: 6 }) id!: number;
  @ApiProperty({ type: String, example: 'reported' }) status!: string;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-12-10T10:00:00.000Z' }) created_at!: Date;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-12-17T10:00:00.000Z' }) contest_ends_at!: Date;
}

export class DisputeStatementDto {
  @ApiProperty({ type: Number, example: 4 }) user_id!: number;
  @ApiProperty({ enum: ['employer', 'freelancer'], example: 'freelancer' }) side!: 'employer' | 'freelancer';
  @ApiProperty({ type: String, example: 'I finished the rooms; the last one was locked' }) statement!: string;
  @ApiProperty({ nullable: true, type: String, example: '/uploads/ab12cd.webp' }) photo!: string | null;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-11-23T00:51:32.097Z' }) created_at!: Date;
}

export class HireViewDisputeDto {
  @ApiProperty({ type: Number, example: 1 }) id!: number;
  @ApiProperty({ type: Number, example: 4 }) opened_by!: number;
  @ApiProperty({ type: String, example: 'Half the work was done, then the site closed' }) reason!: string;
  @ApiProperty({ enum: DISPUTE_STATUSES, example: 'open' }) status!: DisputeStatus;
  @ApiProperty({ nullable: true, enum: DISPUTE_RESOLUTIONS, example: 'release' }) resolution!: DisputeResolution | null;
  @ApiProperty({ nullable: true, type: 'integer', example: 1200000 }) freelancer_amount_minor!: number | null;
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: '2026-11-23T00:51:32.097Z' })
  resolved_at!: Date | null;
  @ApiProperty({ type: () => [DisputeStatementDto], description: 'The opener’s reason first, then the other side’s answer' })
  statements!: DisputeStatementDto[];
}

export class HireSettlementDto {
  @ApiProperty({ type: 'integer', example: 810000, description: 'Released to the freelancer’s balance (after commission; a late-cancellation fee included)' })
  released_minor!: number;
  @ApiProperty({ type: 'integer', example: 90000, description: 'Kept by the platform as commission' }) commission_minor!: number;
  @ApiProperty({ type: 'integer', example: 300000, description: 'Owed back to the employer from the escrow' }) refunded_minor!: number;
  @ApiProperty({ type: 'integer', example: 300000, description: 'Of that, what reached the employer through the gateway' }) refund_sent_minor!: number;
  @ApiProperty({ type: 'integer', example: 810000, description: 'Transferred to the freelancer’s bank' }) paid_out_minor!: number;
}

export class HireViewPayoutDto {
  @ApiProperty({
    enum: PAYOUT_STATUSES,
    description: 'awaiting_account until the freelancer saves a bank account',
    example: 'pending',
  })
  status!: PayoutStatus;
  @ApiProperty({ nullable: true, type: String, example: 'GM-PO-5-1' }) reference!: string | null;
  @ApiProperty({ type: 'integer', example: 900000 }) amount_minor!: number;
}

export class HireViewChargeDto {
  @ApiProperty({ enum: ['pending', 'success', 'failed'], example: 'failed', description: 'The latest checkout of the hire, as the gateway left it' })
  status!: 'pending' | 'success' | 'failed';
  @ApiProperty({
    type: Boolean,
    example: false,
    description: 'The gateway took money that did not match the checkout (another amount or currency, or after the hire moved on): it is refunded',
  })
  refused!: boolean;
  @ApiProperty({ nullable: true, type: String, example: 'Declined', description: 'Why it failed, as the gateway or the API said it' })
  failure_reason!: string | null;
}

/** The employer's choice on a shift's hire: this shift, or every unfunded shift of its freelancer on the job with one charge. */
export class HireViewFundAllDto {
  @ApiProperty({ type: Number, example: 3, description: 'Unfunded shifts of this freelancer on the job, this one among them (approved, with an agreed amount, not lapsed)' })
  shifts!: number;
  @ApiProperty({ type: 'integer', example: 3600000, description: 'Their agreed amounts, summed' }) agreed_minor!: number;
  @ApiProperty({ type: 'integer', example: 54000, description: 'Their payment fees, each hire’s as when paid alone, summed' }) fee_minor!: number;
  @ApiProperty({ type: 'integer', example: 3654000, description: 'What one charge for all of them costs: `cover: all`' }) total_minor!: number;
}

export class HireViewCanDto {
  @ApiProperty({ type: Boolean, example: true }) approve_amount!: boolean;
  @ApiProperty({ type: Boolean, example: true }) fund!: boolean;
  @ApiProperty({ type: Boolean, example: false }) verify!: boolean;
  @ApiProperty({ type: Boolean, example: false }) start!: boolean;
  @ApiProperty({ type: Boolean, example: false }) done!: boolean;
  @ApiProperty({ type: Boolean, example: false }) complete!: boolean;
  @ApiProperty({ type: Boolean, example: true }) cancel!: boolean;
  @ApiProperty({ type: Boolean, example: false }) dispute!: boolean;
  @ApiProperty({ type: Boolean, example: false, description: 'The freelancer may confirm the shift now (docs/shift-confirmation.md)' }) confirm!: boolean;
  @ApiProperty({ type: Boolean, example: false, description: 'The employer may release the place: the shift is still unconfirmed at the warning mark' }) release!: boolean;
  @ApiProperty({ type: Boolean, example: false }) report_no_show!: boolean;
  @ApiProperty({ type: Boolean, example: false }) contest_no_show!: boolean;
  @ApiProperty({ type: Boolean, example: false }) answer_dispute!: boolean;
}

export class HireViewDto {
  @ApiProperty({ type: Number, example: 8 }) id!: number;
  @ApiProperty({ enum: HIRE_STATUSES, example: 'approved' }) status!: HireStatus;
  @ApiProperty({ type: () => HireViewListingDto }) listing!: HireViewListingDto;
  @ApiProperty({ type: () => HireViewEmployerDto }) employer!: HireViewEmployerDto;
  @ApiProperty({ type: () => HireViewFreelancerDto }) freelancer!: HireViewFreelancerDto;
  @ApiProperty({ type: String, example: 'NGN' }) currency!: string;
  @ApiProperty({ nullable: true, type: String, example: '12000.00' }) quoted_price!: string | null;
  @ApiProperty({ nullable: true, type: 'integer', example: 1200000 }) agreed_amount_minor!: number | null;
  @ApiProperty({ type: String, example: '10.00', description: 'The commission in percent: frozen when funded, else today’s' })
  commission_percent!: string;
  @ApiProperty({ type: Boolean, example: true, description: 'True once funded: the fee and commission no longer follow the settings' })
  terms_frozen!: boolean;
  @ApiProperty({ nullable: true, type: 'integer', example: 16500 }) fee_minor!: number | null;
  @ApiProperty({ nullable: true, type: 'integer', example: 1116500 }) total_minor!: number | null;
  @ApiProperty({ nullable: true, type: 'integer', example: 110000 }) commission_minor!: number | null;
  @ApiProperty({ nullable: true, type: 'integer', example: 990000 }) net_minor!: number | null;
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: '2026-11-23T00:51:20.114Z' })
  funded_at!: Date | null;
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: '2026-11-23T00:51:20.151Z' })
  started_at!: Date | null;
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: '2026-11-23T00:51:20.160Z' })
  submitted_at!: Date | null;
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: '2026-11-26T00:51:20.160Z' })
  auto_complete_at!: Date | null;
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: '2026-11-23T00:51:20.177Z' })
  completed_at!: Date | null;
  @ApiProperty({ nullable: true, type: String, example: 'employer' }) completed_by!: string | null;
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: '2026-11-23T00:51:20.529Z' })
  paid_at!: Date | null;
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: '2026-11-23T00:51:20.649Z' })
  cancelled_at!: Date | null;
  @ApiProperty({ nullable: true, type: Number, example: 2 }) cancelled_by!: number | null;
  @ApiProperty({ nullable: true, type: String, example: 'schedule_changed' }) cancel_reason!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'The job date moved' }) cancel_note!: string | null;
  @ApiProperty({ nullable: true, type: 'integer', example: 240000 }) cancel_fee_minor!: number | null;
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: '2026-12-09T23:00:00.000Z' })
  starts_at!: Date | null;
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: '2026-12-10T17:00:00.000Z' })
  ends_at!: Date | null;
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: '2026-12-09T22:30:00.000Z', description: 'When check-in opens' })
  check_in_opens_at!: Date | null;
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: '2026-12-10T00:00:00.000Z', description: 'From when a no-show may be reported, while not checked in' })
  no_show_from!: Date | null;
  @ApiProperty({ type: Number, example: 20 }) late_cancel_fee_percent!: number;
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: '2026-12-08T23:00:00.000Z', description: 'When the freelancer is asked to confirm the shift; null without a start' })
  confirm_opens_at!: Date | null;
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: '2026-12-09T11:00:00.000Z', description: 'When an unconfirmed shift is reported to the employer' })
  confirm_warn_at!: Date | null;
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: '2026-12-08T23:00:10.000Z' }) confirm_asked_at!: Date | null;
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: '2026-12-09T07:12:00.000Z' }) confirmed_at!: Date | null;
  @ApiProperty({ nullable: true, enum: SHIFT_CONFIRM_VIAS, type: String, example: 'link' }) confirmed_via!: string | null;
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: null }) unconfirmed_warned_at!: Date | null;
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: null, description: 'When the employer released the unconfirmed place' })
  released_at!: Date | null;
  @ApiProperty({ type: () => HireSettlementDto }) settlement!: HireSettlementDto;
  @ApiProperty({ type: () => HireRatingBlockDto }) rating!: HireRatingBlockDto;
  @ApiProperty({ nullable: true, type: () => HireViewNoShowDto }) no_show!: HireViewNoShowDto | null;
  @ApiProperty({ nullable: true, type: () => HireViewDisputeDto }) dispute!: HireViewDisputeDto | null;
  @ApiProperty({ nullable: true, type: () => HireViewPayoutDto }) payout!: HireViewPayoutDto | null;
  @ApiProperty({ nullable: true, type: () => HireViewChargeDto, description: 'The employer’s latest checkout, what became of it (the employer’s side only)' })
  last_charge!: HireViewChargeDto | null;
  @ApiProperty({
    nullable: true,
    type: () => HireViewFundAllDto,
    description: 'A shift’s hire the employer may fund: how many shifts of this freelancer on the job one charge would fund, and its total (docs/shifts.md); null otherwise',
  })
  fund_all!: HireViewFundAllDto | null;
  @ApiProperty({ type: () => HireViewCanDto }) can!: HireViewCanDto;
}

/** GET /api/employer/hires, /api/freelancer/hires: one page of the caller's hires. */
export class HirePageDto {
  @ApiProperty({ type: () => [HireViewDto] }) items!: HireViewDto[];
  @ApiProperty({ type: Number, example: 2 }) total!: number;
  @ApiProperty({ type: Number, nullable: true, example: 1, description: 'The page number; null for a cursor page' }) page!: number | null;
  @ApiProperty({ type: Number, example: 20 }) per_page!: number;
  @ApiProperty({ type: String, nullable: true, example: null, description: 'Cursor pages: the cursor of the next page, null after the last (and for numbered pages)' })
  next_cursor!: string | null;
}

/** POST /api/employer/hires/:id/fund: where to pay (Paystack checkout) and the charge's reference. */
export class CheckoutDto {
  @ApiProperty({ type: String, format: 'uri', example: 'https://checkout.paystack.com/abc123' })
  authorization_url!: string;
  @ApiProperty({ type: String, example: 'GM-CH-1-56c67d1b84' }) reference!: string;
}

/** `GET /api/admin/disputes/:id/timeline`: one move of a hire's status (the hire's timeline, oldest first). */
export class HireEventDto {
  @ApiProperty({ type: Number, example: 31 }) id!: number;
  @ApiProperty({ type: Number, example: 12 }) application_id!: number;
  @ApiProperty({ enum: Object.keys(HIRE_MOVES), example: 'dispute', description: 'A key of HIRE_MOVES' }) move!: HireMove;
  @ApiProperty({ enum: APPLICATION_STATUSES, example: 'in_progress' }) from_status!: ApplicationStatus;
  @ApiProperty({ enum: APPLICATION_STATUSES, example: 'disputed' }) to_status!: ApplicationStatus;
  @ApiProperty({ enum: HIRE_ACTORS, example: 'employer', description: 'One of the two sides, an admin, the gateway (a webhook) or the clock' })
  actor!: HireActor;
  @ApiProperty({ nullable: true, type: Number, example: 7, description: 'The person who moved it; null for the gateway and the clock' })
  actor_id!: number | null;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-12-10T10:00:00.000Z', description: 'On the API’s clock' }) at!: Date;
}
