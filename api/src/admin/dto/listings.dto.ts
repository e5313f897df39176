import { IntersectionType } from '@nestjs/swagger';
import { PartialUpdate } from '../../common/validation';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { LISTING_PRICING, LISTING_STATUSES, MAX_POSITIONS } from '@gigmarket/shared';
import { Echoed, IsCoordinate, IsMoney, RecordEchoDto } from './fields';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export class AdminCreateListingDto {
  /** The employer who owns the job. */
  @IsInt()
  @Min(1)
  user_id!: number;

  @IsOptional() @IsInt() @Min(1) category_id?: number | null;
  @IsOptional() @Matches(DATE, { message: 'job_date must be YYYY-MM-DD' }) job_date?: string | null;
  @IsOptional() @Matches(DATE, { message: 'job_end_date must be YYYY-MM-DD' }) job_end_date?: string | null;
  @IsOptional() @IsString() @MaxLength(255) address?: string | null;
  @IsOptional() @IsString() @MaxLength(50) job_time?: string | null;
  @IsOptional() @Matches(TIME, { message: 'job_sart_time must be HH:MM' }) job_sart_time?: string | null;
  @IsOptional() @Matches(TIME, { message: 'job_end_time must be HH:MM' }) job_end_time?: string | null;

  @IsString()
  @IsNotEmpty()
  @MaxLength(150)
  job_title!: string;

  @IsOptional() @IsIn(LISTING_PRICING) pricing?: string;
  @IsOptional() @IsInt() @Min(1) job_type?: number | null;
  @IsOptional() @IsMoney() amount?: string | null;
  @IsOptional() @IsMoney() min_amount?: string | null;
  @IsOptional() @IsMoney() max_amount?: string | null;
  @IsOptional() @IsString() @MaxLength(20_000) work_description?: string | null;
  @IsOptional() @IsString() @MaxLength(100) work_duration?: string | null;
  @IsOptional() @IsString() @MaxLength(255) location?: string | null;
  @IsOptional() @IsInt() @Min(1) state?: number | null;
  @IsOptional() @IsCoordinate() longitude?: string | null;
  @IsOptional() @IsCoordinate() latitude?: string | null;
  @IsOptional() @IsString() @MaxLength(20_000) expected_result?: string | null;

  /** How many people the job hires: never fewer than the hires holding one (docs/hire-to-pay.md). */
  @IsOptional()
  @IsInt({ message: `positions must be a whole number from 1 to ${MAX_POSITIONS}` })
  @Min(1, { message: `positions must be a whole number from 1 to ${MAX_POSITIONS}` })
  @Max(MAX_POSITIONS, { message: `positions must be a whole number from 1 to ${MAX_POSITIONS}` })
  positions?: number;

  /** draft -> open -> closed, closed -> open (PRODUCT.md); other changes are refused. */
  @IsOptional() @IsIn(LISTING_STATUSES) status?: string;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(255, { each: true })
  pictures?: string[] | null;
}
export class AdminUpdateListingDto extends IntersectionType(PartialUpdate(AdminCreateListingDto), RecordEchoDto) {
  @Echoed() deleted_at?: unknown;
  @Echoed() employer_name?: unknown;
  @Echoed() company_name?: unknown;
  @Echoed() expires_at?: unknown;
  @Echoed() closed_reason?: unknown;
  // Kept by the hires that hold positions (docs/hire-to-pay.md "Jobs that fill").
  @Echoed() positions_filled?: unknown;
  @Echoed() filled_at?: unknown;
  @Echoed() published_at?: unknown;
  /** Set by "Roster first" and cleared when the job opens (docs/roster.md). */
  @Echoed() public_from?: unknown;
  @Echoed() parent_listing_id?: unknown;
  /** Set from the point (docs/places.md), never written directly. */
  @Echoed() lga_id?: unknown;
  /** Written by the take-down and restore actions only (docs/trust.md). */
  @Echoed() moderation?: unknown;
  @Echoed() moderated_at?: unknown;
  @Echoed() moderation_reason?: unknown;
}
