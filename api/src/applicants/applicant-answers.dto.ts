import { ApiProperty } from '@nestjs/swagger';
import { ApplicationViewDto } from '../applications/application-answers.dto';
import { ListingShiftDto, RatingSummaryDto, ReliabilitySummaryDto } from '../listings/listing-answers.dto';
import { PersonSummaryDto } from '../profiles/profile-answers.dto';

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
  @ApiProperty({ nullable: true, type: () => ListingShiftDto, description: 'On a job with shifts: the shift this application is for (docs/shifts.md)' })
  shift!: ListingShiftDto | null;
}
