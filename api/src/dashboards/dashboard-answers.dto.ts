import { ApiProperty } from '@nestjs/swagger';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@gigmarket/shared';
import { PersonSummaryDto } from '../profiles/profile-answers.dto';
import { FeaturedJobDto } from '../listings/dto/featured-listings-query.dto';

/* Answer shapes (OpenAPI), mirroring the service interfaces of the same name. */

export class EmployerDashboardListingsDto {
  @ApiProperty({ type: Number, example: 1 }) draft!: number;
  @ApiProperty({ type: Number, example: 2 }) open!: number;
  @ApiProperty({ type: Number, example: 1 }) closed!: number;
  @ApiProperty({ type: Number, example: 4 }) total!: number;
}

export class EmployerDashboardLatestApplicantsListingDto {
  @ApiProperty({ type: Number, example: 1 }) id!: number;
  @ApiProperty({ type: String, example: 'Fix a leaking kitchen sink' }) job_title!: string;
}

export class EmployerDashboardLatestApplicantsDto {
  @ApiProperty({ type: Number, example: 8 }) id!: number;
  @ApiProperty({
    enum: APPLICATION_STATUSES,
    example: 'pending',
  })
  status!: ApplicationStatus;
  @ApiProperty({ nullable: true, type: String, example: '10000.00' }) price!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '9000.00' }) new_price!: string | null;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-11-23T00:50:46.000Z' }) created_at!: Date;
  @ApiProperty({ type: () => EmployerDashboardLatestApplicantsListingDto })
  listing!: EmployerDashboardLatestApplicantsListingDto;
  @ApiProperty({ nullable: true, type: () => PersonSummaryDto }) freelancer!: PersonSummaryDto | null;
}

export class EmployerDashboardDto {
  @ApiProperty({ type: () => EmployerDashboardListingsDto }) listings!: EmployerDashboardListingsDto;
  @ApiProperty({ type: Number, example: 1 }) joined!: number;
  @ApiProperty({ type: Number, example: 1 }) applications_waiting!: number;
  @ApiProperty({ type: String, example: '3045.35' }) amount_spent!: string;
  @ApiProperty({ type: String, example: 'NGN' }) currency!: string;
  @ApiProperty({ type: Number, example: 1 }) connections!: number;
  @ApiProperty({ type: () => [EmployerDashboardLatestApplicantsDto] })
  latest_applicants!: EmployerDashboardLatestApplicantsDto[];
}

export class FreelancerDashboardApplicationsDto {
  @ApiProperty({ type: Number, example: 1 }) pending!: number;
  @ApiProperty({ type: Number, example: 1 }) approved!: number;
  @ApiProperty({ type: Number, example: 0 }) disapproved!: number;
  @ApiProperty({ type: Number, example: 0 }) funded!: number;
  @ApiProperty({ type: Number, example: 0 }) in_progress!: number;
  @ApiProperty({ type: Number, example: 0 }) submitted!: number;
  @ApiProperty({ type: Number, example: 0 }) completed!: number;
  @ApiProperty({ type: Number, example: 0 }) paid!: number;
  @ApiProperty({ type: Number, example: 0 }) cancelled!: number;
  @ApiProperty({ type: Number, example: 0 }) disputed!: number;
  @ApiProperty({ type: Number, example: 0 }) refunded!: number;
  @ApiProperty({ type: Number, example: 2 }) total!: number;
}

export class FreelancerDashboardDto {
  @ApiProperty({ type: () => FreelancerDashboardApplicationsDto }) applications!: FreelancerDashboardApplicationsDto;
  @ApiProperty({ type: Number, example: 1 }) saved_jobs!: number;
  @ApiProperty({ type: Number, example: 1 }) connections!: number;
  @ApiProperty({ nullable: true, type: () => FeaturedJobDto }) featured_job!: FeaturedJobDto | null;
}
