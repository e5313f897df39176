import { Transform } from 'class-transformer';
import { Optional } from '../../common/validation';
import { IsBoolean, IsEmail, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { SHIFT_CONFIRM_HOURS } from '@gigmarket/shared';
import { Echoed, RecordEchoDto } from './fields';

/** PUT /api/admin/adminsettings/1. The secret key is write-only: send it to change it, leave it out to keep it. */
export class UpdateAdminSettingsDto extends RecordEchoDto {
  @IsOptional() @IsString() @MaxLength(100) company_name?: string | null;
  @IsOptional() @IsString() @MaxLength(5000) company_intro?: string | null;
  @IsOptional() @IsString() @MaxLength(255) company_logo?: string | null;
  @IsOptional() @IsEmail() @MaxLength(100) support_email?: string | null;

  @Optional()
  @Transform(({ value }) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value))
  @Matches(/^\d{1,2}(\.\d{1,2})?$/, { message: 'gateway_fee must be a percentage such as 1.5' })
  gateway_fee?: string;

  @Optional()
  @Transform(({ value }) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value))
  @Matches(/^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/, { message: 'commission_percent must be a percentage from 0 to 100 such as 10' })
  commission_percent?: string;

  @Optional()
  @Transform(({ value }) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value))
  @Matches(/^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/, {
    message: 'late_cancel_fee_percent must be a percentage from 0 to 100 such as 20',
  })
  late_cancel_fee_percent?: string;

  /** The shift confirmation's marks, in hours before the start (docs/shift-confirmation.md); the warning comes after the ask. */
  @Optional() @IsInt() @Min(SHIFT_CONFIRM_HOURS.min) @Max(SHIFT_CONFIRM_HOURS.max) confirm_ask_hours?: number;
  @Optional() @IsInt() @Min(SHIFT_CONFIRM_HOURS.min) @Max(SHIFT_CONFIRM_HOURS.max) confirm_warn_hours?: number;

  @IsOptional() @IsString() @MaxLength(255) company_address?: string | null;
  @IsOptional() @IsString() @MaxLength(255) payment_public_key?: string | null;
  @IsOptional() @IsString() @MaxLength(255) payment_secret_key?: string | null;
  @IsOptional() @IsEmail() @MaxLength(100) payment_email?: string | null;
  @Optional() @IsBoolean() profile_payment_not_allowed?: boolean;
  @IsOptional()
  @Matches(/^https?:\/\/\S+$/, { message: 'site_url must be an http(s) address' })
  @MaxLength(255)
  site_url?: string | null;
  @Optional()
  @Matches(/^[A-Z]{3}$/, { message: 'currency must be three capital letters (ISO 4217)' })
  currency?: string;
  @Optional() @IsInt() @Min(1) @Max(2048) video_max?: number;
  @Optional() @IsInt() @Min(1) @Max(512) image_max?: number;
  @Optional() @IsInt() @Min(1) @Max(50) file_max?: number;

  /** WhatsApp (docs/whatsapp.md "Consent and cost"): the daily cap on new conversations, and Meta's rates in micro-dollars. */
  @Optional() @IsInt() @Min(0) @Max(1_000_000) whatsapp_daily_cap?: number;
  @Optional() @IsInt() @Min(0) @Max(10_000_000) whatsapp_rate_service_micros?: number;
  @Optional() @IsInt() @Min(0) @Max(10_000_000) whatsapp_rate_utility_micros?: number;
  @Optional() @IsInt() @Min(0) @Max(10_000_000) whatsapp_rate_marketing_micros?: number;
  @Optional() @IsInt() @Min(0) @Max(10_000_000) whatsapp_rate_authentication_micros?: number;

  /** USSD (docs/ussd.md): the short code, the gateway secret (write-only) and the gateway's addresses. */
  @IsOptional()
  @Matches(/^\*\d{2,4}(\*\d{1,6})*#$/, { message: 'ussd_service_code must look like *384*123#' })
  @MaxLength(20)
  ussd_service_code?: string | null;
  /** Write-only; empty (an edit form that leaves it blank) keeps the stored one. At least 16 characters. */
  @Transform(({ value }) => (value === '' || value === null ? undefined : value))
  @IsOptional()
  @IsString()
  @MinLength(16)
  @MaxLength(255)
  ussd_gateway_secret?: string | null;
  @IsOptional()
  @Matches(/^[0-9a-fA-F:./,\s]*$/, { message: 'ussd_allowed_addresses must be addresses or CIDR blocks separated by commas' })
  @MaxLength(1000)
  ussd_allowed_addresses?: string | null;
  @Echoed() ussd_gateway_secret_hint?: unknown;
  @Echoed() ussd_gateway_secret_set?: unknown;

  /** The masked hint answered instead of the key (e.g. "••••1234"). */
  @Echoed() payment_secret_key_hint?: unknown;
  @Echoed() payment_secret_key_set?: unknown;
}
