import { ApiProperty } from '@nestjs/swagger';
import { ALERT_KINDS, MESSAGE_REPORT_STATUSES, type AlertKind, type MessageReportStatus } from '@gigmarket/shared';

/* The back office's conversation answers (docs/conversations.md): a thread read through a report or a dispute, and the alert volume. */

export class AdminThreadParticipantDto {
  @ApiProperty({ type: Number, example: 7 }) id!: number;
  @ApiProperty({ type: String, example: 'Ada Obi' }) name!: string;
  @ApiProperty({ enum: ['employer', 'freelancer'], example: 'employer' }) role!: 'employer' | 'freelancer';
}

export class AdminThreadMessageDto {
  @ApiProperty({ type: Number, example: 55 }) id!: number;
  @ApiProperty({ type: Number, example: 7 }) sender_id!: number;
  @ApiProperty({ type: String, example: 'Ada Obi' }) sender_name!: string;
  @ApiProperty({ type: String, example: 'Call me on 0803 123 4567', description: 'Unmasked: admins read what was sent' }) body!: string;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-11-23T00:50:38.000Z' }) created_at!: Date;
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: null, description: 'When the recipient read it' })
  seen_at!: Date | null;
  @ApiProperty({ type: Boolean, example: false, description: 'The message the report is about (always false in a dispute’s thread)' })
  reported!: boolean;
}

/** `GET /api/admin/messagereports/:id/thread` and `GET /api/admin/disputes/:id/thread`: the whole thread, oldest first (up to 500 messages). */
export class AdminThreadDto {
  @ApiProperty({ type: Number, example: 12 }) application_id!: number;
  @ApiProperty({ type: String, example: 'Ushers for a wedding' }) job_title!: string;
  @ApiProperty({ type: () => [AdminThreadParticipantDto], description: 'The employer, then the freelancer' })
  participants!: AdminThreadParticipantDto[];
  @ApiProperty({ type: () => [AdminThreadMessageDto] }) items!: AdminThreadMessageDto[];
}

export class AlertVolumeTotalsDto {
  @ApiProperty({ type: Number, example: 120, description: 'Bell notifications of new matches' }) match!: number;
  @ApiProperty({ type: Number, example: 40, description: 'SMS digests' }) digest!: number;
  @ApiProperty({ type: Number, example: 6, description: 'SMS reminders of unread messages' }) nudge!: number;
}

export class AlertVolumeDayDto {
  @ApiProperty({ type: String, format: 'date', example: '2026-11-23' }) day!: string;
  @ApiProperty({ enum: ALERT_KINDS, example: 'match' }) kind!: AlertKind;
  @ApiProperty({ type: Number, example: 14, description: 'Alerts sent that day of that kind' }) alerts!: number;
  @ApiProperty({ type: Number, example: 31, description: 'Jobs (or messages) they carried' }) items!: number;
}

/** `GET /api/admin/alerts/volume`: alerts per day and kind over the last `days`, oldest first. */
export class AlertVolumeDto {
  @ApiProperty({ type: Number, example: 14 }) days!: number;
  @ApiProperty({ type: () => AlertVolumeTotalsDto, description: 'Alerts of each kind over the period' }) totals!: AlertVolumeTotalsDto;
  @ApiProperty({ type: () => [AlertVolumeDayDto] }) per_day!: AlertVolumeDayDto[];
  @ApiProperty({ type: Number, example: 85, description: 'Saved searches now' }) saved_searches!: number;
}

/** `POST /api/admin/messagereports/:id/resolve`: the report once closed. */
export class MessageReportDto {
  @ApiProperty({ type: Number, example: 2 }) id!: number;
  @ApiProperty({ type: Number, example: 55 }) message_id!: number;
  @ApiProperty({ type: Number, example: 4 }) reporter_id!: number;
  @ApiProperty({ nullable: true, type: String, example: 'Asked me to pay a registration fee' }) reason!: string | null;
  @ApiProperty({ enum: MESSAGE_REPORT_STATUSES, example: 'resolved' }) status!: MessageReportStatus;
  @ApiProperty({ nullable: true, type: Number, example: 1 }) resolved_by!: number | null;
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: '2026-11-24T09:10:00.000Z' }) resolved_at!: Date | null;
  @ApiProperty({ nullable: true, type: String, example: 'Warned the employer' }) resolution_note!: string | null;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-11-23T00:50:38.000Z' }) created_at!: Date;
}
