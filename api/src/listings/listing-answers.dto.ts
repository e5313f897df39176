import { ApiProperty } from '@nestjs/swagger';
import {
  APPLICATION_STATUSES,
  LISTING_CLOSED_REASONS,
  LISTING_MODERATION,
  LISTING_PRICING,
  LISTING_STATUSES,
  PUBLIC_JOB_AVAILABILITY,
  type PublicJobAvailability,
  type ApplicationStatus,
  type ListingClosedReason,
  type ListingPricing,
  type ListingStatus,
} from '@gigmarket/shared';

/* Answer shapes (OpenAPI), mirroring the service interfaces of the same name. */

export class RatingSummaryDto {
  @ApiProperty({ nullable: true, type: Number, example: 4.5 }) average!: number | null;
  @ApiProperty({ type: Number, example: 0 }) count!: number;
}

export class ReliabilitySummaryDto {
  @ApiProperty({ nullable: true, type: Number, example: 100 }) score!: number | null;
  @ApiProperty({ type: Number, example: 0 }) hires!: number;
}

export class ListingViewCategoryDto {
  @ApiProperty({ type: Number, example: 1 }) id!: number;
  @ApiProperty({ type: String, example: 'Plumbing' }) category_name!: string;
}

export class ListingViewJobtypeDto {
  @ApiProperty({ type: Number, example: 1 }) id!: number;
  @ApiProperty({ type: String, example: 'One-off' }) name!: string;
}

export class CompanyViewDto {
  @ApiProperty({ type: Number, example: 1 }) user_id!: number;
  @ApiProperty({ nullable: true, type: String, example: 'Acme Works' }) company_name!: string | null;
  @ApiProperty({ nullable: true, type: String }) company_logo!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Owner' }) designation!: string | null;
  @ApiProperty({ nullable: true, type: String }) website!: string | null;
}

/** The LGA holding a job's point: pages read "Ikeja, Lagos" (docs/places.md). */
export class ListingAreaDto {
  @ApiProperty({ type: Number, example: 504 }) id!: number;
  @ApiProperty({ type: String, example: 'Ikeja' }) name!: string;
  @ApiProperty({ type: Number, example: 25 }) state_id!: number;
  @ApiProperty({ type: String, example: 'Lagos' }) state_name!: string;
  @ApiProperty({ type: String, example: '6.6018000', description: 'The LGA’s centre (never the job’s exact place): search engines’ map point (docs/seo-and-feeds.md)' })
  latitude!: string;
  @ApiProperty({ type: String, example: '3.3515000' }) longitude!: string;
}

/** One shift of a job with several days (docs/shifts.md): its own listing id, day, hours and positions. */
export class ListingShiftDto {
  @ApiProperty({ type: Number, example: 9, description: 'The shift’s own listing id: its hires are on it' }) id!: number;
  @ApiProperty({ type: String, format: 'date', example: '2026-12-04' }) date!: string;
  @ApiProperty({ type: String, example: '08:00' }) start_time!: string;
  @ApiProperty({ type: String, example: '17:00' }) end_time!: string;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-12-04T07:00:00.000Z' }) starts_at!: Date;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-12-04T16:00:00.000Z' }) ends_at!: Date;
  @ApiProperty({ type: Number, example: 2 }) positions!: number;
  @ApiProperty({ type: Number, example: 1 }) positions_filled!: number;
}

export class ListingViewDto {
  @ApiProperty({ type: Number, example: 8 }) id!: number;
  @ApiProperty({ type: Number, example: 1 }) user_id!: number;
  @ApiProperty({ type: String, example: 'Draft job' }) job_title!: string;
  @ApiProperty({ nullable: true, type: Number, example: 1 }) category_id!: number | null;
  @ApiProperty({ nullable: true, type: () => ListingViewCategoryDto }) category!: ListingViewCategoryDto | null;
  @ApiProperty({ nullable: true, type: Number, example: 1 }) job_type!: number | null;
  @ApiProperty({ nullable: true, type: () => ListingViewJobtypeDto }) jobtype!: ListingViewJobtypeDto | null;
  @ApiProperty({ nullable: true, type: Number, example: 1 }) state!: number | null;
  @ApiProperty({ nullable: true, type: String, example: 'Lagos' }) stateName!: string | null;
  @ApiProperty({ enum: LISTING_PRICING, example: 'fixed' }) pricing!: ListingPricing;
  @ApiProperty({ nullable: true, type: String, example: '80000.50' }) amount!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '50000.00' }) min_amount!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '80000.50' }) max_amount!: string | null;
  @ApiProperty({ type: String, example: 'NGN' }) currency!: string;
  @ApiProperty({ nullable: true, type: String, example: '2026-12-01' }) job_date!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '2026-12-03' }) job_end_date!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Full day' }) job_time!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '08:00' }) job_sart_time!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '17:00' }) job_end_time!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '12 Allen Avenue', description: 'The exact address: the employer, the back office and the hired freelancer only (null for anyone else)' })
  address!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Ikeja, Lagos' }) location!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '6.6018000' }) latitude!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '3.3515000' }) longitude!: string | null;
  @ApiProperty({ nullable: true, type: () => ListingAreaDto, description: 'The LGA holding the point' }) lga!: ListingAreaDto | null;
  @ApiProperty({ nullable: true, type: String, example: 'Two coats, walls and ceilings.' }) work_description!:
    string | null;
  @ApiProperty({ nullable: true, type: String, example: '3 days' }) work_duration!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Clean, even finish' }) expected_result!: string | null;
  @ApiProperty({ type: [String] }) pictures!: string[];
  @ApiProperty({ enum: LISTING_STATUSES, example: 'open' }) status!: ListingStatus;
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: '2026-12-03T16:00:00.000Z' })
  expires_at!: Date | null;
  @ApiProperty({
    nullable: true,
    format: 'date-time',
    type: String,
    example: null,
    description: 'A draft offered to the favourites first: when it opens to everyone (docs/roster.md "Roster first")',
  })
  public_from!: Date | null;
  @ApiProperty({ nullable: true, enum: LISTING_CLOSED_REASONS, example: 'employer' })
  closed_reason!: ListingClosedReason | null;
  @ApiProperty({ enum: LISTING_MODERATION, example: 'visible', description: '`hidden`: out of search while reports are reviewed; `taken_down`: removed by an admin (docs/trust.md)' })
  moderation!: string;
  @ApiProperty({ nullable: true, type: String, example: null, description: 'Why an admin took the job down' })
  moderation_reason!: string | null;
  @ApiProperty({ type: Number, example: 3, description: 'How many people the job hires' }) positions!: number;
  @ApiProperty({ type: Number, example: 2, description: 'Positions held by hires now; on a job with shifts, those of its least filled shift' }) positions_filled!: number;
  @ApiProperty({ type: () => [ListingShiftDto], description: 'A job with several days: its shifts, earliest first (docs/shifts.md); empty otherwise' })
  shifts!: ListingShiftDto[];
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: '2026-11-24T09:00:00.000Z' }) filled_at!: Date | null;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-11-23T00:50:38.000Z' }) created_at!: Date;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-11-23T00:50:38.000Z' }) updated_at!: Date;
  @ApiProperty({ type: () => CompanyViewDto }) company!: CompanyViewDto;
}

export class EmployerListingRowDto extends ListingViewDto {
  @ApiProperty({ type: Number, example: 0 }) applications!: number;
  @ApiProperty({ type: Number, example: 0 }) pending_applications!: number;
}

export class JobDetailsApplicationDto {
  @ApiProperty({ type: Number, example: 1 }) id!: number;
  @ApiProperty({ enum: APPLICATION_STATUSES, example: 'approved' }) status!: ApplicationStatus;
  @ApiProperty({ type: Boolean, example: false, description: 'Pending on a job whose every position is now taken' }) not_selected!: boolean;
  @ApiProperty({ nullable: true, type: String, example: '15000.00' }) price!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '12000.00' }) new_price!: string | null;
}

/** A job offered to the employer's favourites first, seen by one of them (docs/roster.md "Roster first"). */
export class RosterFirstWindowDto {
  @ApiProperty({ format: 'date-time', type: String, example: '2026-12-01T13:00:00.000Z', description: 'When it opens to everyone' }) until!: Date;
  @ApiProperty({ type: Number, example: 3, description: 'How many favourites it is offered to' }) favourites!: number;
}

export class JobDetailsShiftApplicationDto extends JobDetailsApplicationDto {
  @ApiProperty({ type: Number, example: 9, description: 'The shift (its listing id)' }) shift_id!: number;
}

export class JobDetailsDto extends ListingViewDto {
  @ApiProperty({ nullable: true, type: () => RosterFirstWindowDto, description: 'Set while the job is offered to the employer’s favourites first' })
  roster_first!: RosterFirstWindowDto | null;
  @ApiProperty({ nullable: true, type: Number, example: 2.6, description: 'km from the caller’s profile location, when it is set' })
  distance_km!: number | null;
  @ApiProperty({ type: () => RatingSummaryDto }) employer_rating!: RatingSummaryDto;
  @ApiProperty({ type: () => ReliabilitySummaryDto }) employer_reliability!: ReliabilitySummaryDto;
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: '2026-11-20T10:00:00.000Z', description: 'The employer’s "ID verified" badge: when their identity was verified, or null (docs/trust.md)' })
  employer_verified_at!: Date | null;
  @ApiProperty({ type: Boolean, example: true }) applied!: boolean;
  @ApiProperty({ nullable: true, type: () => JobDetailsApplicationDto }) application!: JobDetailsApplicationDto | null;
  @ApiProperty({ type: () => [JobDetailsShiftApplicationDto], description: 'A job with shifts: the caller’s application for each shift they applied for (docs/shifts.md)' })
  shift_applications!: JobDetailsShiftApplicationDto[];
  @ApiProperty({ type: String, example: '10.00', description: 'The commission taken from what the freelancer receives, in percent (today’s setting)' })
  commission_percent!: string;
  @ApiProperty({ type: Boolean, example: false }) bookmarked!: boolean;
  @ApiProperty({ type: Boolean, example: true }) connected!: boolean;
  @ApiProperty({ type: Boolean, example: false, description: 'The caller hid this employer’s jobs from their search (docs/roster.md)' }) employer_hidden!: boolean;
}

export class SuggestionDto {
  @ApiProperty({ type: String, example: 'tiler lagos' }) word!: string;
  @ApiProperty({ type: Number, example: 0 }) count!: number;
}

/** GET /api/employer/listings: one page of the employer's listings. */
export class EmployerListingPageDto {
  @ApiProperty({ type: () => [EmployerListingRowDto] }) items!: EmployerListingRowDto[];
  @ApiProperty({ type: Number, example: 12 }) total!: number;
  @ApiProperty({ type: Number, nullable: true, example: 1, description: 'The page number; null for a cursor page' }) page!: number | null;
  @ApiProperty({ type: Number, example: 20 }) per_page!: number;
  @ApiProperty({ type: String, nullable: true, example: null, description: 'Cursor pages: the cursor of the next page, null after the last (and for numbered pages)' })
  next_cursor!: string | null;
}

/** GET /api/home/jobs/:id: a job as visitors see it, with the employer's trust figures. */
export class PublicJobDto extends ListingViewDto {
  @ApiProperty({ enum: PUBLIC_JOB_AVAILABILITY, example: 'open', description: 'open; filled (every position taken); expired; or closed by its employer' })
  availability!: PublicJobAvailability;
  @ApiProperty({ type: () => RatingSummaryDto }) employer_rating!: RatingSummaryDto;
  @ApiProperty({ type: () => ReliabilitySummaryDto }) employer_reliability!: ReliabilitySummaryDto;
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: '2026-11-20T10:00:00.000Z', description: 'The employer’s "ID verified" badge: when their identity was verified, or null' })
  employer_verified_at!: Date | null;
}
