import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Optional } from '../common/validation';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { MESSAGE_LIMITS, SAVED_SEARCH_LIMITS } from '@gigmarket/shared';

export class SendMessageDto {
  @ApiProperty({ maxLength: MESSAGE_LIMITS.bodyMax, description: 'Plain text; links become clickable on display, HTML is shown as text' })
  @IsString()
  @MaxLength(MESSAGE_LIMITS.bodyMax, { message: `body must be at most ${MESSAGE_LIMITS.bodyMax} characters` })
  body!: string;
}

export class ReportMessageDto {
  @ApiPropertyOptional({ maxLength: MESSAGE_LIMITS.reportReasonMax })
  @IsOptional()
  @IsString()
  @MaxLength(MESSAGE_LIMITS.reportReasonMax)
  reason?: string;
}

export class ThreadMessageDto {
  @ApiProperty() id!: number;
  @ApiProperty() application_id!: number;
  @ApiProperty() sender_id!: number;
  @ApiProperty({ description: 'Sent by the caller' }) mine!: boolean;
  @ApiProperty({ description: 'Plain text; phone numbers and e-mail addresses hidden before approval' }) body!: string;
  @ApiProperty({ description: 'Contact details were hidden in this message' }) masked!: boolean;
  @ApiProperty({ type: String, nullable: true }) attachment!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the recipient read it' }) seen_at!: string | null;
}

export class ThreadPartyDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
}

export class ThreadDto {
  @ApiProperty() application_id!: number;
  @ApiProperty() listing_id!: number;
  @ApiProperty() job_title!: string;
  @ApiProperty() status!: string;
  @ApiProperty({ enum: ['employer', 'freelancer'] }) role!: 'employer' | 'freelancer';
  @ApiProperty({ type: ThreadPartyDto }) other!: ThreadPartyDto;
  @ApiProperty({ description: 'The employer approved: contact details are no longer hidden' }) approved!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Why contact details are hidden, until approval' }) mask_note!: string | null;
  @ApiProperty({
    type: String,
    example: 'Never pay to apply. GigMarket jobs are free to apply for: an employer who asks you for money (registration, uniform, training, ID card) is a scam. Report the job.',
    description: 'The never-pay-to-apply rule, shown first in every thread, in the caller’s language (docs/trust.md)',
  })
  safety_notice!: string;
  @ApiProperty({ description: 'The caller blocked the other side' }) blocked_by_me!: boolean;
  @ApiProperty({ description: 'The other side blocked the caller' }) blocked_by_them!: boolean;
  @ApiProperty({ type: [ThreadMessageDto] }) items!: ThreadMessageDto[];
  @ApiProperty({ description: 'The caller’s unread messages over all threads, after this read' }) unread!: number;
}

export class UnreadDto {
  @ApiProperty() unread!: number;
}

export class SavedSearchBodyDto {
  @ApiProperty({ maxLength: SAVED_SEARCH_LIMITS.nameMax })
  @IsString()
  @MaxLength(SAVED_SEARCH_LIMITS.nameMax)
  name!: string;

  @ApiProperty({ maxLength: SAVED_SEARCH_LIMITS.queryMax, description: 'The job search’s URL query, e.g. `q=plumber&radius_km=10`' })
  @IsString()
  @MaxLength(SAVED_SEARCH_LIMITS.queryMax)
  query!: string;
}

export class SavedSearchDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() query!: string;
  @ApiProperty() sms_enabled!: boolean;
  @ApiProperty({ description: 'Matches not yet in a digest' }) pending_count!: number;
  @ApiProperty() match_count!: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) last_digest_at!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class ThreadSummaryDto {
  @ApiProperty() application_id!: number;
  @ApiProperty() job_title!: string;
  @ApiProperty({ type: ThreadPartyDto }) other!: ThreadPartyDto;
  @ApiProperty({ description: 'Unread messages for the caller in this thread' }) unread!: number;
  @ApiProperty({ type: ThreadMessageDto }) last!: ThreadMessageDto;
}

export class SmsPreferencesDto {
  @ApiProperty({ description: 'An SMS when a message stays unread 15 minutes' }) @Optional() @IsBoolean() sms_message_nudges!: boolean;
  @ApiProperty({ description: 'The daily SMS digest of saved-search matches' }) @Optional() @IsBoolean() sms_job_alerts!: boolean;
}

/** POST /api/messages/:id/report: the report's id. */
export class MessageReportedDto {
  @ApiProperty({ type: Number, example: 5 }) id!: number;
}

/** POST /api/saved-searches/stop/:token: the saved search whose alerts stopped. */
export class AlertsStoppedDto {
  @ApiProperty({ type: String, example: 'Plumbing in Ikeja' }) name!: string;
}
