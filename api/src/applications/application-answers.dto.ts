import { ApiProperty } from '@nestjs/swagger';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@gigmarket/shared';

/* A freelancer's applications as the API answers them: the services return these classes, so the OpenAPI document is the code's own shape. */

export class ApplicationViewDto {
  @ApiProperty({ type: Number, example: 8 }) id!: number;
  @ApiProperty({ type: Number, example: 1 }) listing_id!: number;
  @ApiProperty({
    enum: APPLICATION_STATUSES,
    example: 'pending',
  })
  status!: ApplicationStatus;
  @ApiProperty({
    type: Boolean,
    example: false,
    description: 'Pending on a job whose every position is now taken: shown as "not selected"; pending again if a position frees',
  })
  not_selected!: boolean;
  @ApiProperty({ nullable: true, type: String, example: '15000.00' }) price!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '12000.00' }) new_price!: string | null;
  @ApiProperty({ nullable: true, type: Number, example: 1 }) accepted_by!: number | null;
  @ApiProperty({ nullable: true, type: 'integer', example: 1200000 }) agreed_amount_minor!: number | null;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-11-23T00:50:38.000Z' }) created_at!: Date;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-11-23T00:50:38.000Z' }) updated_at!: Date;
}

/** Applying: the application made, and on a job with shifts one per shift chosen (docs/shifts.md). */
export class AppliedDto extends ApplicationViewDto {
  @ApiProperty({ type: () => [ApplicationViewDto], description: 'Every application made: one per shift chosen (its `listing_id` is the shift’s), else just this one' })
  applications!: ApplicationViewDto[];
}

export class OwnApplicationViewListingDto {
  @ApiProperty({ type: Number, example: 1 }) id!: number;
  @ApiProperty({ type: String, example: 'Fix a leaking kitchen sink' }) job_title!: string;
  @ApiProperty({ type: String, example: 'open' }) status!: string;
  @ApiProperty({ type: Boolean, example: false }) deleted!: boolean;
  @ApiProperty({ nullable: true, type: String, example: 'Acme Works' }) company_name!: string | null;
  @ApiProperty({ type: String, example: 'NGN' }) currency!: string;
  @ApiProperty({ type: Number, example: 1, description: 'The job’s page: on a shift (docs/shifts.md), its job; else the listing itself' }) job_id!: number;
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: '2026-12-04T07:00:00.000Z', description: 'When the job (or the shift) starts, if dated' })
  starts_at!: Date | null;
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: '2026-12-04T16:00:00.000Z' }) ends_at!: Date | null;
}

export class OwnApplicationViewDto extends ApplicationViewDto {
  @ApiProperty({ type: () => OwnApplicationViewListingDto }) listing!: OwnApplicationViewListingDto;
}

/** GET /api/freelancer/applications: one page of the freelancer's applications. */
export class OwnApplicationPageDto {
  @ApiProperty({ type: () => [OwnApplicationViewDto] }) items!: OwnApplicationViewDto[];
  @ApiProperty({ type: Number, example: 3 }) total!: number;
  @ApiProperty({ type: Number, example: 1 }) page!: number;
  @ApiProperty({ type: Number, example: 20 }) per_page!: number;
}

/** A page of an employer's applications: numbered (newest first) or by cursor (id order). */
export class ApplicationPageDto {
  @ApiProperty({ type: () => [ApplicationViewDto] }) items!: ApplicationViewDto[];
  @ApiProperty({ type: Number, example: 12 }) total!: number;
  @ApiProperty({ type: Number, nullable: true, example: 1, description: 'The page number; null for a cursor page' }) page!: number | null;
  @ApiProperty({ type: Number, example: 20 }) per_page!: number;
  @ApiProperty({ type: String, nullable: true, example: null, description: 'Cursor pages: the cursor of the next page, null after the last (and for numbered pages)' })
  next_cursor!: string | null;
}
