import { ApiProperty } from '@nestjs/swagger';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@gigmarket/shared';
import { ApplicantFreelancerDto } from '../applicants/applicant-answers.dto';
import { RatingSummaryDto, ReliabilitySummaryDto } from '../listings/listing-answers.dto';
import { PersonSummaryDto } from '../profiles/profile-answers.dto';

/* Answer shapes (OpenAPI) of the roster's routes (docs/roster.md). */

/** The latest hire of a freelancer on one of the employer's jobs. */
export class RosterLastJobDto {
  @ApiProperty({ type: Number, example: 12 }) listing_id!: number;
  @ApiProperty({ type: String, example: 'Fix a leaking kitchen sink' }) job_title!: string;
  @ApiProperty({ nullable: true, type: String, example: '2026-11-20', description: 'The job’s day (YYYY-MM-DD), or null when it has none' }) job_date!: string | null;
  @ApiProperty({ enum: APPLICATION_STATUSES, example: 'paid' }) status!: ApplicationStatus;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-11-18T09:00:00.000Z', description: 'When they applied' }) applied_at!: Date;
}

/** A freelancer on the employer's roster, with their standing and last job together. */
export class RosterEntryDto {
  @ApiProperty({ type: Number, example: 4 }) freelancer_id!: number;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-11-23T00:50:38.000Z' }) created_at!: Date;
  @ApiProperty({ nullable: true, type: () => ApplicantFreelancerDto, description: 'Null when the account is gone' }) freelancer!: ApplicantFreelancerDto | null;
  @ApiProperty({ type: () => RatingSummaryDto }) rating!: RatingSummaryDto;
  @ApiProperty({ type: () => ReliabilitySummaryDto }) reliability!: ReliabilitySummaryDto;
  @ApiProperty({ nullable: true, type: () => RosterLastJobDto }) last_job!: RosterLastJobDto | null;
}

/** A freelancer the employer blocked. */
export class BlockedFreelancerDto {
  @ApiProperty({ type: Number, example: 4 }) freelancer_id!: number;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-11-23T00:50:38.000Z' }) created_at!: Date;
  @ApiProperty({ nullable: true, type: () => PersonSummaryDto }) freelancer!: PersonSummaryDto | null;
}

/** An employer whose jobs the freelancer hid. */
export class HiddenEmployerDto {
  @ApiProperty({ type: Number, example: 2 }) employer_id!: number;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-11-23T00:50:38.000Z' }) created_at!: Date;
  @ApiProperty({ nullable: true, type: () => PersonSummaryDto }) employer!: PersonSummaryDto | null;
}

/** An add (favourite, block, hide): whether it was already there. */
export class RosterChangeDto {
  @ApiProperty({ type: Number, example: 4, description: 'The other person’s user id' }) user_id!: number;
  @ApiProperty({ type: Boolean, example: true, description: 'False when the row was already there (adding is idempotent)' }) created!: boolean;
}
