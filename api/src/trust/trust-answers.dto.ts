import { ApiProperty } from '@nestjs/swagger';
import {
  DISPUTE_RESOLUTIONS,
  DISPUTE_STATUSES,
  RELIABILITY_EVENT_KINDS,
  RELIABILITY_EVENT_STATUSES,
  type DisputeResolution,
  type DisputeStatus,
  type ReliabilityEventKind,
  type ReliabilityEventStatus,
} from '@gigmarket/shared';

/* Trust's answers: a rating as its two sides see it, a hire's rating block, a resolved dispute and a decided no-show. */

export class RatingViewDto {
  @ApiProperty({ type: Number, example: 8 }) id!: number;
  @ApiProperty({ type: Number, example: 1 }) application_id!: number;
  @ApiProperty({ type: Number, example: 2 }) rater_id!: number;
  @ApiProperty({ type: Number, example: 3 }) ratee_id!: number;
  @ApiProperty({ type: Number, example: 5 }) stars!: number;
  @ApiProperty({ nullable: true, type: String, example: '<b>Paid</b> on time' }) comment!: string | null;
  @ApiProperty({ type: Boolean, example: false }) hidden!: boolean;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-11-23T00:50:38.000Z' }) created_at!: Date;
  @ApiProperty({ type: Boolean, example: false }) revealed!: boolean;
}

export class HireRatingBlockDto {
  @ApiProperty({ nullable: true, type: () => RatingViewDto }) mine!: RatingViewDto | null;
  @ApiProperty({ nullable: true, type: () => RatingViewDto }) theirs!: RatingViewDto | null;
  @ApiProperty({ type: Boolean, example: false }) can_rate!: boolean;
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: '2026-12-07T00:51:20.177Z' })
  window_ends_at!: Date | null;
}

/** A recent visible rating comment on a public profile. */
export class LatestCommentDto {
  @ApiProperty({ type: Number, example: 5 }) stars!: number;
  @ApiProperty({ type: String, example: 'Paid on time' }) comment!: string;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-11-20T09:30:00.000Z' }) created_at!: Date;
  @ApiProperty({ type: String, example: 'Ada Obi' }) rater_name!: string;
}

/** `POST /api/admin/disputes/:id/resolve`: the dispute once resolved. */
export class DisputeDto {
  @ApiProperty({ type: Number, example: 1 }) id!: number;
  @ApiProperty({ type: Number, example: 12 }) application_id!: number;
  @ApiProperty({ type: Number, example: 4 }) opened_by!: number;
  @ApiProperty({ type: String, example: 'Half the work was done, then the site closed' }) reason!: string;
  @ApiProperty({ enum: DISPUTE_STATUSES, example: 'resolved' }) status!: DisputeStatus;
  @ApiProperty({ nullable: true, enum: DISPUTE_RESOLUTIONS, example: 'split' }) resolution!: DisputeResolution | null;
  @ApiProperty({ nullable: true, type: 'integer', example: 500_000, description: 'The freelancer’s part of a split, minor units' })
  freelancer_amount_minor!: number | null;
  @ApiProperty({ nullable: true, type: String, example: 'Half the rooms were done' }) note!: string | null;
  @ApiProperty({ nullable: true, type: Number, example: 1 }) resolved_by!: number | null;
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: '2026-11-25T10:00:00.000Z' }) resolved_at!: Date | null;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-11-23T00:51:32.097Z' }) created_at!: Date;
}

/** `POST /api/admin/reliability/:id/resolve`: the no-show once decided (docs/trust.md). */
export class ReliabilityEventDto {
  @ApiProperty({ type: Number, example: 6 }) id!: number;
  @ApiProperty({ enum: RELIABILITY_EVENT_KINDS, example: 'no_show' }) kind!: ReliabilityEventKind;
  @ApiProperty({ type: Number, example: 4, description: 'The freelancer it counts against' }) user_id!: number;
  @ApiProperty({ type: Number, example: 12 }) application_id!: number;
  @ApiProperty({ enum: RELIABILITY_EVENT_STATUSES, example: 'upheld' }) status!: ReliabilityEventStatus;
  @ApiProperty({ nullable: true, type: String, example: 'The employer’s photos show the site empty' }) note!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'I was there at 9' }) contest_note!: string | null;
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: '2026-12-11T10:00:00.000Z' }) contested_at!: Date | null;
  @ApiProperty({ nullable: true, type: Number, example: 1 }) resolved_by!: number | null;
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: '2026-12-12T10:00:00.000Z' }) resolved_at!: Date | null;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-12-10T10:00:00.000Z' }) created_at!: Date;
}
