import { IntersectionType } from '@nestjs/swagger';
import { Optional, PartialUpdate } from '../../common/validation';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, Min, ValidateIf } from 'class-validator';
import { APPLICATION_STATUSES, MESSAGE_AUDIENCES, PORTFOLIO_TYPES } from '@gigmarket/shared';
import { Echoed, IsMoney, RecordEchoDto } from './fields';

export class CreateJobApplicationDto {
  /** The freelancer. */
  @IsInt() @Min(1) user_id!: number;
  @IsInt() @Min(1) listing_id!: number;
  @IsOptional() @IsMoney() price?: string | null;
  @IsOptional() @IsMoney() new_price?: string | null;
}
export class UpdateJobApplicationDto extends IntersectionType(PartialUpdate(CreateJobApplicationDto), RecordEchoDto) {
  /** Echoed by edit forms; changes go through approve / disapprove. */
  @Optional() @IsIn(APPLICATION_STATUSES) status?: string;
  @Echoed() accepted_by?: unknown;
  @Echoed() freelancer_name?: unknown;
  @Echoed() accepted_by_name?: unknown;
  @Echoed() listing_title?: unknown;
  // The hire's money and timeline: written only by the hire flow (docs/hire-to-pay.md).
  @Echoed() agreed_amount_minor?: unknown;
  @Echoed() funded_at?: unknown;
  @Echoed() started_at?: unknown;
  @Echoed() submitted_at?: unknown;
  @Echoed() completed_at?: unknown;
  @Echoed() completed_by?: unknown;
  @Echoed() paid_at?: unknown;
  @Echoed() cancelled_at?: unknown;
  @Echoed() cancelled_by?: unknown;
  @Echoed() cancel_reason?: unknown;
  @Echoed() fee_minor?: unknown;
  @Echoed() commission_percent?: unknown;
  @Echoed() auto_complete_at?: unknown;
  @Echoed() cancel_note?: unknown;
  @Echoed() cancel_fee_minor?: unknown;
  // The confirmation before the shift: written only by its flow (docs/shift-confirmation.md).
  @Echoed() confirm_asked_at?: unknown;
  @Echoed() confirmed_at?: unknown;
  @Echoed() confirmed_via?: unknown;
  @Echoed() confirmed_on_time?: unknown;
  @Echoed() unconfirmed_warned_at?: unknown;
  @Echoed() released_at?: unknown;
  // The check-in reminder: written only by its run (docs/shift-confirmation.md).
  @Echoed() checkin_reminded_at?: unknown;
}

export class CreateBookmarkDto {
  @IsInt() @Min(1) user_id!: number;
  @IsInt() @Min(1) listing_id!: number;
}
export class UpdateBookmarkDto extends IntersectionType(PartialUpdate(CreateBookmarkDto), RecordEchoDto) {
  @Echoed() user_name?: unknown;
  @Echoed() listing_title?: unknown;
}

export class CreateConnectionDto {
  @IsInt() @Min(1) freelancer_id!: number;
  @IsInt() @Min(1) employer_id!: number;
}
export class UpdateConnectionDto extends IntersectionType(PartialUpdate(CreateConnectionDto), RecordEchoDto) {
  @Echoed() freelancer_name?: unknown;
  @Echoed() employer_name?: unknown;
  @Echoed() company_name?: unknown;
}

export class CreatePortfolioDto {
  @IsInt() @Min(1) user_id!: number;
  @IsIn(PORTFOLIO_TYPES) portfolio_type!: string;
  @IsString() @IsNotEmpty() @MaxLength(150) title!: string;
  @IsOptional() @IsString() @MaxLength(255) upload_name?: string | null;
  @IsOptional() @Matches(/^https?:\/\/\S+$/, { message: 'link must be an http(s) address' }) @MaxLength(255) link?:
    string | null;
}
export class UpdatePortfolioDto extends IntersectionType(PartialUpdate(CreatePortfolioDto), RecordEchoDto) {
  @Echoed() user_name?: unknown;
}

/** An admin's custom message: to all users, all employers, all freelancers or one user. */
export class CreateCustomMessageDto {
  @IsIn(MESSAGE_AUDIENCES)
  audience!: (typeof MESSAGE_AUDIENCES)[number];

  /** Required when audience is `user`. */
  @ValidateIf((dto: CreateCustomMessageDto) => dto.audience === 'user')
  @IsInt({ message: 'user_id is required when audience is user' })
  @Min(1)
  user_id?: number;

  @IsString() @IsNotEmpty() @MaxLength(200) title!: string;

  /** HTML; sanitised with the allow-list. */
  @IsString() @IsNotEmpty() @MaxLength(20_000) message!: string;
}

/** Editing one stored copy: its title and message. */
export class UpdateNotificationDto extends RecordEchoDto {
  @Optional() @IsString() @IsNotEmpty() @MaxLength(200) title?: string;
  @Optional() @IsString() @IsNotEmpty() @MaxLength(20_000) message?: string;
  @Echoed() user_id?: unknown;
  @Echoed() notice_type?: unknown;
  @Echoed() audience?: unknown;
  @Echoed() read_at?: unknown;
  @Echoed() message_key?: unknown;
  @Echoed() params?: unknown;
  @Echoed() link?: unknown;
  @Echoed() user_name?: unknown;
}
