import { IntersectionType } from '@nestjs/swagger';
import { Optional, PartialUpdate } from '../../common/validation';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { GENDERS, LIMITS, MESSAGES, USER_STATUSES, USER_TYPES, LANGUAGES } from '@gigmarket/shared';
import { Echoed, RecordEchoDto } from './fields';

export class CreateUserDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(LIMITS.nameMax)
  first_name!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(LIMITS.nameMax)
  last_name!: string;

  @IsEmail({}, { message: MESSAGES.validEmail })
  @MaxLength(LIMITS.emailMax)
  email!: string;

  @IsOptional()
  @Matches(/^\d{7,15}$/, { message: 'phone must be 7 to 15 digits' })
  phone?: string | null;

  /** Hashed with argon2id; never returned. */
  @IsString()
  @MinLength(LIMITS.passwordMin, { message: MESSAGES.passwordLength })
  @MaxLength(200)
  password!: string;

  @IsIn(USER_TYPES)
  user_type!: (typeof USER_TYPES)[number];

  /** `erased` is the erasure's alone (docs/privacy.md), never set by hand. */
  @Optional()
  @IsIn(USER_STATUSES.filter((status) => status !== 'erased'))
  status?: Exclude<(typeof USER_STATUSES)[number], 'erased'>;

  /** The role of an `admin` user. */
  @IsOptional()
  @IsInt()
  @Min(1)
  role_id?: number | null;

  @IsOptional()
  @IsIn(GENDERS)
  gender?: string | null;

  @IsOptional() @IsString() @MaxLength(255) location?: string | null;
  @IsOptional() @IsString() @MaxLength(255) avatar?: string | null;
}

export class UpdateUserDto extends IntersectionType(PartialUpdate(CreateUserDto), RecordEchoDto) {
  /** Left empty in an edit form: the password stays as it is. */
  @Transform(({ value }) => (value === '' || value === null ? undefined : value))
  @IsOptional()
  @IsString()
  @MinLength(LIMITS.passwordMin, { message: MESSAGES.passwordLength })
  @MaxLength(200)
  override password?: string;

  @Echoed() name?: unknown;
  @Echoed() email_verified_at?: unknown;
  @Echoed() profile_completed_at?: unknown;
  @Echoed() erase_after?: unknown;
  @Echoed() erased_at?: unknown;
  /** USSD PIN tries and lock (docs/ussd.md): shown, never written by the back office. */
  @Echoed() ussd_pin_attempts?: unknown;
  @Echoed() ussd_pin_locked_until?: unknown;
  /** The language of the messages sent to the user (docs/trust.md). */
  @Optional() @IsIn(LANGUAGES, { message: `language must be one of ${LANGUAGES.join(', ')}` }) language?: string;
  /** The user's SMS switches (docs/conversations.md): message nudges and saved-search digests. */
  @Optional() @IsBoolean() sms_message_nudges?: boolean;
  @Optional() @IsBoolean() sms_job_alerts?: boolean;
  /** The Tax ID (docs/tax-and-statements.md): the rule of packages/shared, checked in the resource's prepare; "" or null removes it. */
  @IsOptional() @IsString({ message: 'tax_id must be text or null' }) @MaxLength(40) tax_id?: string | null;
  /** The year the missing-Tax-ID reminder last went out: shown, never written by the back office. */
  @Echoed() tax_id_reminded_year?: unknown;
}
