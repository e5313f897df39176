import { CursorParam } from '../common/cursor-page';
import { ApiProperty, ApiPropertyOptional, IntersectionType, PickType } from '@nestjs/swagger';
import { PartialUpdate } from '../common/validation';
import { Transform, Type } from 'class-transformer';
import { ValidateNested, ArrayMinSize } from 'class-validator';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsLatitude,
  IsLongitude,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { LISTING_PRICING, LISTING_RULES, LISTING_STATUSES, MAX_POSITIONS, ROSTER_FIRST, SHIFTS, type ListingPricing, type ListingStatus } from '@gigmarket/shared';

// The same rules the site's listing form checks in the browser (packages/shared LISTING_RULES).
const MONEY = LISTING_RULES.money;
const DATE = LISTING_RULES.date;
const TIME = LISTING_RULES.time;
const toText = ({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value);
const emptyToNull = ({ value }: { value: unknown }) => (value === '' ? null : toText({ value }));

/** Every listing field an employer writes (docs/architecture.md, "Data model"). Amounts travel as decimal strings. */
export class ListingFieldsDto {
  @ApiProperty({ maxLength: 150, example: 'Fix a leaking kitchen sink' })
  @Transform(toText)
  @IsString()
  @MinLength(LISTING_RULES.titleMin, { message: `job_title must be at least ${LISTING_RULES.titleMin} characters` })
  @MaxLength(LISTING_RULES.titleMax)
  job_title!: string;

  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'categories.id' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  category_id?: number | null;

  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'jobtypes.id' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  job_type?: number | null;

  @ApiPropertyOptional({ enum: LISTING_PRICING, default: 'fixed' })
  @IsOptional()
  @IsIn(LISTING_PRICING)
  pricing?: ListingPricing;

  @ApiPropertyOptional({ example: '15000.00', description: 'Fixed price' })
  @IsOptional()
  @Transform(emptyToNull)
  @Matches(MONEY, { message: 'amount must be an amount with at most 2 decimals' })
  amount?: string | null;

  @ApiPropertyOptional({ example: '10000.00', description: 'Range: lowest price' })
  @IsOptional()
  @Transform(emptyToNull)
  @Matches(MONEY, { message: 'min_amount must be an amount with at most 2 decimals' })
  min_amount?: string | null;

  @ApiPropertyOptional({ example: '20000.00', description: 'Range: highest price' })
  @IsOptional()
  @Transform(emptyToNull)
  @Matches(MONEY, { message: 'max_amount must be an amount with at most 2 decimals' })
  max_amount?: string | null;

  @ApiPropertyOptional({ example: '2026-12-01' })
  @IsOptional()
  @Transform(emptyToNull)
  @Matches(DATE, { message: 'job_date must be a date (YYYY-MM-DD)' })
  job_date?: string | null;

  @ApiPropertyOptional({ example: '2026-12-02' })
  @IsOptional()
  @Transform(emptyToNull)
  @Matches(DATE, { message: 'job_end_date must be a date (YYYY-MM-DD)' })
  job_end_date?: string | null;

  @ApiPropertyOptional({ example: 'Morning', maxLength: 50 })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(50)
  job_time?: string | null;

  @ApiPropertyOptional({ example: '09:00', description: 'Start time (the spec spells it job_sart_time)' })
  @IsOptional()
  @Transform(emptyToNull)
  @Matches(TIME, { message: 'job_sart_time must be a time (HH:MM)' })
  job_sart_time?: string | null;

  @ApiPropertyOptional({ example: '17:00' })
  @IsOptional()
  @Transform(emptyToNull)
  @Matches(TIME, { message: 'job_end_time must be a time (HH:MM)' })
  job_end_time?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 255 })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(255)
  address?: string | null;

  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'states.id' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  state?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'lgas.id, the place picked by state and LGA: without latitude/longitude the job is put at its centre. The stored LGA is always the one holding the point; the state follows it (docs/places.md)',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  lga_id?: number | null;

  @ApiPropertyOptional({ maxLength: 255, example: 'Ikeja, Lagos' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(255)
  location?: string | null;

  @ApiPropertyOptional({ example: 6.6018 })
  @IsOptional()
  @Type(() => Number)
  @IsLatitude({ message: 'latitude must be between -90 and 90' })
  latitude?: number | null;

  @ApiPropertyOptional({ example: 3.3515 })
  @IsOptional()
  @Type(() => Number)
  @IsLongitude({ message: 'longitude must be between -180 and 180' })
  longitude?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 5000 })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(5000)
  work_description?: string | null;

  @ApiPropertyOptional({ maxLength: 100, example: '2 days' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(100)
  work_duration?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 5000 })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(5000)
  expected_result?: string | null;

  @ApiPropertyOptional({ type: [String], description: 'Filenames answered by POST /api/uploads; at most adminsettings.file_max' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @MaxLength(255, { each: true })
  pictures?: string[] | null;
}

/** How many people the job hires (docs/hire-to-pay.md "Jobs that fill"). */
class PositionsDto {
  @ApiPropertyOptional({ default: 1, minimum: 1, maximum: MAX_POSITIONS, description: 'How many people the job hires; never fewer than already hired' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `positions must be a whole number from 1 to ${MAX_POSITIONS}` })
  @Min(1, { message: `positions must be a whole number from 1 to ${MAX_POSITIONS}` })
  @Max(MAX_POSITIONS, { message: `positions must be a whole number from 1 to ${MAX_POSITIONS}` })
  positions?: number;
}

/** One shift of a job with several days (docs/shifts.md): a day and its hours, Lagos time. */
export class ShiftFieldsDto {
  @ApiProperty({ type: String, format: 'date', example: '2026-12-04' })
  @Matches(DATE, { message: 'date must be a date (YYYY-MM-DD)' })
  date!: string;

  @ApiProperty({ type: String, example: '08:00' })
  @Matches(TIME, { message: 'start_time must be a time (HH:MM)' })
  start_time!: string;

  @ApiProperty({ type: String, example: '17:00' })
  @Matches(TIME, { message: 'end_time must be a time (HH:MM)' })
  end_time!: string;
}

export class CreateListingDto extends IntersectionType(ListingFieldsDto, PositionsDto) {
  @ApiPropertyOptional({
    type: () => [ShiftFieldsDto],
    minItems: SHIFTS.min,
    maxItems: SHIFTS.max,
    description: 'Several days in one job (docs/shifts.md): its shifts, earliest first, none overlapping; `positions` counts per shift. The job’s dates come from them',
  })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(SHIFTS.min, { message: `shifts must hold from ${SHIFTS.min} to ${SHIFTS.max} shifts` })
  @ArrayMaxSize(SHIFTS.max, { message: `shifts must hold from ${SHIFTS.min} to ${SHIFTS.max} shifts` })
  @ValidateNested({ each: true })
  @Type(() => ShiftFieldsDto)
  shifts?: ShiftFieldsDto[];


  @ApiPropertyOptional({ enum: ['draft', 'open'], default: 'draft', description: 'Save as draft, or publish (open)' })
  @IsOptional()
  @IsIn(['draft', 'open'])
  status?: 'draft' | 'open';

  @ApiPropertyOptional({
    minimum: ROSTER_FIRST.minHours,
    maximum: ROSTER_FIRST.maxHours,
    description: 'With `status: open`: offer the job to your favourites first for this many hours, then open it to everyone (docs/roster.md "Roster first")',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  roster_first_hours?: number;
}

/** `POST /api/employer/listings/:id/publish`: publish now, or to the favourites first. */
export class PublishListingDto {
  @ApiPropertyOptional({
    minimum: ROSTER_FIRST.minHours,
    maximum: ROSTER_FIRST.maxHours,
    description: 'Offer the job to your favourites first for this many hours, then open it to everyone (docs/roster.md "Roster first")',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  roster_first_hours?: number;
}

/** Edit: any subset of the fields; the merged listing is checked again. */
export class UpdateListingDto extends IntersectionType(PartialUpdate(ListingFieldsDto), PositionsDto) {}

export class EmployerListingsQueryDto {
  @ApiPropertyOptional({ enum: LISTING_STATUSES })
  @IsOptional()
  @IsIn(LISTING_STATUSES)
  status?: ListingStatus;

  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100000)
  page?: number;

  @ApiPropertyOptional({ default: 20, minimum: 1, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  per_page?: number;

  @CursorParam()
  cursor?: string;
}

/** Reopening a closed (e.g. expired) job: the new dates, checked as on the listing; an expired job needs at least `job_date`. */
export class ReopenListingDto extends PickType(ListingFieldsDto, ['job_date', 'job_end_date', 'job_sart_time', 'job_end_time'] as const) {}
