import { ApiProperty } from '@nestjs/swagger';
import { NOTICE_TYPES, type NoticeType } from '@gigmarket/shared';

/** One of the caller's notifications, newest first: a system notice in the caller's language (Accept-Language). */
export class NotificationViewDto {
  @ApiProperty({ example: 12 }) notificationId!: number;
  @ApiProperty({ example: 'New application' }) title!: string;
  @ApiProperty({ description: 'Sanitised HTML', example: 'Ada applied for <b>Plumber needed</b>' }) message!: string;
  @ApiProperty({ enum: NOTICE_TYPES, example: 'application' }) notice_type!: NoticeType;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The site path the notice opens; null when it speaks of no page',
    example: '/employer/listings/7/applicants',
  })
  link!: string | null;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-20T09:30:00.000Z' }) created_at!: Date;
}
