import { ApiProperty } from '@nestjs/swagger';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@gigmarket/shared';
import { RatingSummaryDto, ReliabilitySummaryDto } from '../listings/listing-answers.dto';

/* Answer shapes (OpenAPI), mirroring the service interfaces of the same name. */

export class ApplicationViewDto {
  @ApiProperty({ type: Number, example: 8 }) id!: number;
  @ApiProperty({ type: Number, example: 1 }) listing_id!: number;
  @ApiProperty({
    enum: APPLICATION_STATUSES,
    example: 'pending',
  })
  status!: ApplicationStatus;
  @ApiProperty({ nullable: true, type: String, example: '15000.00' }) price!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '12000.00' }) new_price!: string | null;
  @ApiProperty({ nullable: true, type: Number, example: 1 }) accepted_by!: number | null;
  @ApiProperty({ nullable: true, type: Number, example: 1200000 }) agreed_amount_minor!: number | null;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-11-23T00:50:38.000Z' }) created_at!: Date;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-11-23T00:50:38.000Z' }) updated_at!: Date;
}

export class OwnApplicationViewListingDto {
  @ApiProperty({ type: Number, example: 1 }) id!: number;
  @ApiProperty({ type: String, example: 'Fix a leaking kitchen sink' }) job_title!: string;
  @ApiProperty({ type: String, example: 'open' }) status!: string;
  @ApiProperty({ type: Boolean, example: false }) deleted!: boolean;
  @ApiProperty({ nullable: true, type: String, example: 'Acme Works' }) company_name!: string | null;
  @ApiProperty({ type: String, example: 'NGN' }) currency!: string;
}

export class OwnApplicationViewDto extends ApplicationViewDto {
  @ApiProperty({ type: () => OwnApplicationViewListingDto }) listing!: OwnApplicationViewListingDto;
}

export class PersonSummaryDto {
  @ApiProperty({ type: Number, example: 8 }) id!: number;
  @ApiProperty({ type: String, example: 'Ada Obi' }) name!: string;
  @ApiProperty({ nullable: true, type: String }) avatar!: string | null;
  @ApiProperty({ type: String, example: 'freelancer' }) user_type!: string;
  @ApiProperty({ nullable: true, type: String }) state!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Acme Works' }) company_name!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Owner' }) designation!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'I fix things' }) description!: string | null;
}

/** An applicant's card: the person and their "ID verified" badge. */
export class ApplicantFreelancerDto extends PersonSummaryDto {
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: '2026-11-20T10:00:00.000Z', description: 'The "ID verified" badge: when their identity was verified, or null (docs/trust.md)' })
  verified_at!: Date | null;
}

export class ApplicantViewDto extends ApplicationViewDto {
  @ApiProperty({ nullable: true, type: String, example: '12000.00' }) quoted_price!: string | null;
  @ApiProperty({ nullable: true, type: () => ApplicantFreelancerDto }) freelancer!: ApplicantFreelancerDto | null;
  @ApiProperty({ type: () => RatingSummaryDto }) rating!: RatingSummaryDto;
  @ApiProperty({ type: () => ReliabilitySummaryDto }) reliability!: ReliabilitySummaryDto;
}

/** GET /api/freelancer/applications: one page of the freelancer's applications. */
export class OwnApplicationPageDto {
  @ApiProperty({ type: () => [OwnApplicationViewDto] }) items!: OwnApplicationViewDto[];
  @ApiProperty({ type: Number, example: 3 }) total!: number;
  @ApiProperty({ type: Number, example: 1 }) page!: number;
  @ApiProperty({ type: Number, example: 20 }) per_page!: number;
}
