import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString, Length, MaxLength } from 'class-validator';
import { Optional } from '../common/validation';
import {
  LISTING_CLOSED_REASONS,
  LISTING_MODERATION,
  LISTING_REPORT_REASONS,
  LISTING_STATUSES,
  REPORT_NOTE_MAX,
  TAKE_DOWN_REASON_MAX,
  type ListingReportReason,
} from '@gigmarket/shared';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** `POST /api/jobs/:id/report`. */
export class ReportJobDto {
  @ApiProperty({ enum: LISTING_REPORT_REASONS, example: 'asks_for_money' })
  @IsIn(LISTING_REPORT_REASONS, { message: `reason must be one of ${LISTING_REPORT_REASONS.join(', ')}` })
  reason!: ListingReportReason;

  @ApiPropertyOptional({ example: 'They asked me to pay N5,000 for a uniform before starting', maxLength: REPORT_NOTE_MAX })
  @Optional()
  @Transform(trim)
  @IsString({ message: 'note must be text' })
  @MaxLength(REPORT_NOTE_MAX, { message: `note must be at most ${REPORT_NOTE_MAX} characters` })
  note?: string;
}

export class ReportAnswerDto {
  @ApiProperty({ type: Number, example: 12 }) id!: number;
  @ApiProperty({ enum: LISTING_REPORT_REASONS, example: 'asks_for_money' }) reason!: ListingReportReason;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-11-27T09:00:00.000Z' }) created_at!: Date;
}

/** `POST /api/admin/listings/:id/take-down`. */
export class TakeDownDto {
  @ApiProperty({ example: 'Asks applicants for a registration fee', maxLength: TAKE_DOWN_REASON_MAX })
  @Transform(trim)
  @IsString({ message: 'reason is required' })
  @Length(1, TAKE_DOWN_REASON_MAX, { message: `reason must be 1 to ${TAKE_DOWN_REASON_MAX} characters` })
  reason!: string;
}

/** `POST /api/admin/listings/:id/restore`. */
export class RestoreDto {
  @ApiPropertyOptional({ example: 'The reports were about another job', maxLength: 500 })
  @Optional()
  @Transform(trim)
  @IsString({ message: 'note must be text' })
  @MaxLength(500, { message: 'note must be at most 500 characters' })
  note?: string;
}

/** The job after a take-down or a restore. */
export class ModeratedListingDto {
  @ApiProperty({ type: Number, example: 41 }) id!: number;
  @ApiProperty({ type: Number, example: 7 }) user_id!: number;
  @ApiProperty({ type: String, example: 'Ushers for a wedding' }) job_title!: string;
  @ApiProperty({ enum: LISTING_MODERATION, example: 'taken_down' }) moderation!: string;
  @ApiProperty({ nullable: true, format: 'date-time', type: String }) moderated_at!: Date | null;
  @ApiProperty({ nullable: true, type: String, example: 'Asks applicants for a registration fee' }) moderation_reason!: string | null;
  @ApiProperty({ enum: LISTING_STATUSES, example: 'closed' }) status!: string;
  @ApiProperty({ nullable: true, enum: LISTING_CLOSED_REASONS, example: 'moderation' }) closed_reason!: string | null;
}

/** `POST /api/admin/reporters/:id/restore-hidden`. */
export class RestoreHiddenByReporterDto {
  @ApiPropertyOptional({ example: 'Reports against competitors', maxLength: 500 })
  @Optional()
  @Transform(trim)
  @IsString({ message: 'note must be text' })
  @MaxLength(500, { message: 'note must be at most 500 characters' })
  note?: string;
}

export class RestoredJobDto {
  @ApiProperty({ type: Number, example: 41 }) id!: number;
  @ApiProperty({ type: String, example: 'Ushers for a wedding' }) job_title!: string;
  @ApiProperty({ enum: LISTING_STATUSES, example: 'open' }) status!: string;
}

/** Every job one reporter hid, restored. */
export class RestoredByReporterDto {
  @ApiProperty({ type: Number, example: 9 }) reporter_id!: number;
  @ApiProperty({ type: Number, example: 3 }) count!: number;
  @ApiProperty({ type: [RestoredJobDto] }) restored!: RestoredJobDto[];
}
