import { ApiProperty } from '@nestjs/swagger';
import { OFFER_STATUSES, type OfferStatus } from '@gigmarket/shared';

export class OfferPersonDto {
  @ApiProperty() id!: number;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
}

/** What "Book again" starts from: the last job with the freelancer (the date is left to choose). */
export class OfferPrefillDto {
  @ApiProperty({ type: OfferPersonDto }) freelancer!: OfferPersonDto;
  @ApiProperty({ description: 'The last job with the freelancer' }) from_listing_id!: number;
  @ApiProperty() job_title!: string;
  @ApiProperty({ type: String, nullable: true }) work_description!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '12000.00', description: 'The agreed amount of the last hire, else the job’s price' }) amount!: string | null;
  @ApiProperty({ example: 'NGN' }) currency!: string;
  @ApiProperty({ type: String, nullable: true }) address!: string | null;
  @ApiProperty({ type: String, nullable: true }) state_name!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '09:00' }) job_sart_time!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '17:00' }) job_end_time!: string | null;
  @ApiProperty({ type: String, nullable: true }) work_duration!: string | null;
}

/** An offer, as either side sees it. */
export class OfferViewDto {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: OFFER_STATUSES }) status!: OfferStatus;
  @ApiProperty({ example: '12000.00' }) amount!: string;
  @ApiProperty({ example: 'NGN' }) currency!: string;
  @ApiProperty({ type: String, format: 'date-time' }) expires_at!: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) answered_at!: Date | null;
  @ApiProperty() open_if_declined!: boolean;
  @ApiProperty() listing_id!: number;
  @ApiProperty() job_title!: string;
  @ApiProperty({ type: String, nullable: true, example: '2030-11-02' }) job_date!: string | null;
  @ApiProperty({ type: String, nullable: true }) job_sart_time!: string | null;
  @ApiProperty({ type: String, nullable: true }) job_end_time!: string | null;
  @ApiProperty({ type: String, nullable: true }) address!: string | null;
  @ApiProperty({ type: String, nullable: true }) work_description!: string | null;
  @ApiProperty({ type: OfferPersonDto }) employer!: OfferPersonDto;
  @ApiProperty({ type: OfferPersonDto }) freelancer!: OfferPersonDto;
  @ApiProperty({ type: 'integer', nullable: true, description: 'The hire an accepted offer made' }) application_id!: number | null;
  @ApiProperty({ type: String, nullable: true, enum: ['draft', 'open', 'closed'], description: 'The job’s status now' }) listing_status!: string | null;
}
