import { CursorParam } from '../common/cursor-page';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsInt, IsNumber, IsOptional, Matches, Max, Min } from 'class-validator';
import { APPLICANT_SORTS, APPLICATION_STATUSES, JOB_SOURCES, SHIFTS, type ApplicantSort, type ApplicationStatus, type JobSource } from '@gigmarket/shared';

export class ApplyDto {
  @ApiPropertyOptional({ example: '12000.00', description: 'A quoted price instead of the job’s own' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'number' ? String(value) : value === '' ? undefined : value))
  @Matches(/^(?!0+(\.0+)?$)\d{1,10}(\.\d{1,2})?$/, { message: 'new_price must be an amount above 0 with at most 2 decimals' })
  new_price?: string;

  @ApiPropertyOptional({ type: [Number], description: 'A job with shifts (docs/shifts.md): the shifts (their ids) to apply for; every open shift when left out', example: [9, 11] })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(SHIFTS.max)
  @ArrayUnique()
  @Type(() => Number)
  @IsInt({ each: true })
  shift_ids?: number[];

  @ApiPropertyOptional({ enum: JOB_SOURCES, description: 'Where the freelancer found the job (the job page’s `ref` and referrer), counted per job and day (docs/seo-and-feeds.md)' })
  @IsOptional()
  @IsIn(JOB_SOURCES, { message: `source must be one of ${JOB_SOURCES.join(', ')}` })
  source?: JobSource;
}

const AMOUNT = /^(?!0+(\.0+)?$)\d{1,10}(\.\d{1,2})?$/;

export class ApproveDto {
  @ApiPropertyOptional({ example: '12000.00', description: 'The agreed amount; defaults to the quoted new price, else the job’s price' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'number' ? String(value) : value === '' ? undefined : value))
  @Matches(AMOUNT, { message: 'agreed_amount must be an amount above 0 with at most 2 decimals' })
  agreed_amount?: string;
}

export class ApplicationsQueryDto {
  @ApiPropertyOptional({ enum: APPLICATION_STATUSES })
  @IsOptional()
  @IsIn(APPLICATION_STATUSES)
  status?: ApplicationStatus;

  /** Applicants only: newest first (default), best rated first, or most reliable first. */
  @ApiPropertyOptional({ enum: APPLICANT_SORTS, default: 'newest' })
  @IsOptional()
  @IsIn(APPLICANT_SORTS, { message: `sort must be one of ${APPLICANT_SORTS.join(', ')}` })
  sort?: ApplicantSort;

  /** Applicants only: those rated at least this (1-5); the unrated are left out. */
  @ApiPropertyOptional({ minimum: 1, maximum: 5 })
  @IsOptional()
  @Type(() => Number)
  @IsNumber({}, { message: 'min_rating must be a number from 1 to 5' })
  @Min(1, { message: 'min_rating must be a number from 1 to 5' })
  @Max(5, { message: 'min_rating must be a number from 1 to 5' })
  min_rating?: number;

  @ApiPropertyOptional({ default: 1 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100000) page?: number;
  @ApiPropertyOptional({ default: 20, maximum: 100 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) per_page?: number;
}

/** GET /api/employer/applications: every application to the caller's listings (docs/api-keys.md). */
export class EmployerApplicationsQueryDto {
  @ApiPropertyOptional({ description: 'Only this listing’s applications' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  listing_id?: number;

  @ApiPropertyOptional({ enum: APPLICATION_STATUSES })
  @IsOptional()
  @IsIn(APPLICATION_STATUSES)
  status?: ApplicationStatus;

  @ApiPropertyOptional({ default: 1 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100000) page?: number;
  @ApiPropertyOptional({ default: 20, maximum: 100 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) per_page?: number;

  @CursorParam()
  cursor?: string;
}
