import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, Length, Matches } from 'class-validator';
import {
  ACCOUNT_NUMBER_PATTERN,
  BVN_PATTERN,
  IDENTITY_EVENT_ACTIONS,
  IDENTITY_MESSAGES,
  IDENTITY_STATUSES,
  REVOKE_REASON_MAX,
  USER_TYPES,
  type IdentityEventAction,
  type IdentityStatus,
} from '@gigmarket/shared';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * `POST /api/identity`. The BVN travels to Paystack and nowhere else: it is never stored, logged
 * or answered, and a refusal never repeats it.
 */
export class RequestIdentityDto {
  @ApiProperty({ example: '22222222222', description: 'The Bank Verification Number, 11 digits: sent to Paystack only, never stored, logged or answered', writeOnly: true })
  @IsString({ message: IDENTITY_MESSAGES.bvnFormat })
  @Matches(BVN_PATTERN, { message: IDENTITY_MESSAGES.bvnFormat })
  bvn!: string;

  @ApiProperty({ example: '058', description: 'The bank’s code from GET /api/banks' })
  @Transform(trim)
  @IsString({ message: 'bank_code is required' })
  @Length(1, 10, { message: 'bank_code must be a bank from the list' })
  bank_code!: string;

  @ApiProperty({ example: '0123456789', description: 'An account in the person’s name at that bank, 10 digits' })
  @Transform(trim)
  @IsString({ message: IDENTITY_MESSAGES.accountFormat })
  @Matches(ACCOUNT_NUMBER_PATTERN, { message: IDENTITY_MESSAGES.accountFormat })
  account_number!: string;

  @ApiPropertyOptional({ example: true, description: 'Freelancers: make this account the payout account once verified' })
  @IsOptional()
  @IsBoolean({ message: 'use_for_payouts must be true or false' })
  use_for_payouts?: boolean;
}

/** `GET /api/identity`, `POST /api/identity`: where the caller's identity check stands. */
export class IdentityStatusDto {
  @ApiProperty({ enum: IDENTITY_STATUSES, example: 'checking' }) status!: IdentityStatus;
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: '2026-11-27T09:00:00.000Z' }) requested_at!: Date | null;
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: null, description: 'The badge’s date' }) verified_at!: Date | null;
  @ApiProperty({ nullable: true, type: String, example: 'Guaranty Trust Bank' }) bank_name!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '6789', description: 'The last four digits of the account checked' }) account_last4!: string | null;
  @ApiProperty({ nullable: true, type: String, example: null, description: 'Why the last check failed, or why the badge was revoked, in the caller’s language' })
  reason!: string | null;
  @ApiProperty({ type: Number, example: 4, description: 'Requests left today (Lagos day)' }) attempts_left_today!: number;
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: null, description: 'Set while no request is possible before the next Lagos day' })
  locked_until!: Date | null;
}

/** `POST /api/admin/identities/:id/revoke`. */
export class RevokeIdentityDto {
  @ApiProperty({ example: 'The account holder reported that someone else used their BVN', maxLength: REVOKE_REASON_MAX })
  @Transform(trim)
  @IsString({ message: 'reason is required' })
  @Length(1, REVOKE_REASON_MAX, { message: `reason must be 1 to ${REVOKE_REASON_MAX} characters` })
  reason!: string;
}

export class IdentityEventDto {
  @ApiProperty({ format: 'date-time', type: String, example: '2026-11-27T09:00:00.000Z' }) at!: Date;
  @ApiProperty({ enum: IDENTITY_EVENT_ACTIONS, example: 'requested' }) action!: IdentityEventAction;
  @ApiProperty({ nullable: true, type: String, example: null, description: 'The admin who revoked' }) by_name!: string | null;
  @ApiProperty({ nullable: true, type: String, example: null }) reason!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'site', description: '`site` or `ussd` for a request' }) channel!: string | null;
}

/** A back-office identity record (`GET /api/admin/identities[/:id]`; the show adds `events`). */
export class AdminIdentityDto {
  @ApiProperty({ type: Number, example: 3 }) id!: number;
  @ApiProperty({ type: Number, example: 12 }) user_id!: number;
  @ApiProperty({ nullable: true, type: String, example: 'Ada Obi' }) user_name!: string | null;
  @ApiProperty({ enum: USER_TYPES, example: 'freelancer' }) user_type!: string;
  @ApiProperty({ enum: IDENTITY_STATUSES, example: 'verified' }) status!: IdentityStatus;
  @ApiProperty({ nullable: true, type: String, example: null }) reason!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Guaranty Trust Bank' }) bank_name!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '6789' }) account_last4!: string | null;
  @ApiProperty({ nullable: true, format: 'date-time', type: String }) requested_at!: Date | null;
  @ApiProperty({ nullable: true, format: 'date-time', type: String }) verified_at!: Date | null;
  @ApiProperty({ nullable: true, format: 'date-time', type: String }) failed_at!: Date | null;
  @ApiProperty({ nullable: true, format: 'date-time', type: String }) revoked_at!: Date | null;
  @ApiProperty({ nullable: true, type: Number, example: null }) revoked_by!: number | null;
  @ApiProperty({ nullable: true, type: String, example: null }) revoked_by_name!: string | null;
  @ApiProperty({ nullable: true, type: String, example: null }) revoke_reason!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'CUS_x1y2z3', description: 'Paystack’s customer' }) customer_code!: string | null;
  @ApiPropertyOptional({ type: () => [IdentityEventDto], description: 'The audit trail, oldest first (show only)' }) events?: IdentityEventDto[];
}

