import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { LIMITS, MESSAGES, PHONE_PATTERN, SITE_USER_TYPES, type SiteUserType } from '@gigmarket/shared';
import { NAME_PATTERN, ToLowerTrim, ToPhone, Trim } from '../../common/fields';

/** Registration payload (docs/api-contract.md); `user_type` may only be employer or freelancer. */
export class RegisterDto {
  @ApiPropertyOptional({ enum: SITE_USER_TYPES, default: 'freelancer' })
  @IsIn(SITE_USER_TYPES, { message: 'user_type must be employer or freelancer' })
  @IsOptional()
  user_type?: SiteUserType;

  @ApiProperty({ maxLength: LIMITS.nameMax, example: 'Ada' })
  @MaxLength(LIMITS.nameMax, { message: `first_name may not be longer than ${LIMITS.nameMax} characters` })
  @Matches(NAME_PATTERN, { message: MESSAGES.firstAndLastName })
  @IsNotEmpty({ message: MESSAGES.firstAndLastName })
  @IsString({ message: MESSAGES.firstAndLastName })
  @Trim()
  first_name!: string;

  @ApiProperty({ maxLength: LIMITS.nameMax, example: 'Obi' })
  @MaxLength(LIMITS.nameMax, { message: `last_name may not be longer than ${LIMITS.nameMax} characters` })
  @Matches(NAME_PATTERN, { message: MESSAGES.firstAndLastName })
  @IsNotEmpty({ message: MESSAGES.firstAndLastName })
  @IsString({ message: MESSAGES.firstAndLastName })
  @Trim()
  last_name!: string;

  @ApiProperty({
    description: 'A Nigerian number, stored as 0 and 10 digits: +234803..., 234803... and 0803... are one phone (a mask is stripped)',
    maxLength: LIMITS.registrationPhoneMax,
    example: '08031234567',
  })
  @Matches(PHONE_PATTERN, { message: MESSAGES.invalidPhoneNumber })
  @IsNotEmpty({ message: MESSAGES.phoneRequired })
  @IsString({ message: MESSAGES.phoneRequired })
  @ToPhone()
  phone!: string;

  @ApiProperty({ maxLength: LIMITS.emailMax, example: 'ada@example.com' })
  @MaxLength(LIMITS.emailMax, { message: `email may not be longer than ${LIMITS.emailMax} characters` })
  @IsEmail({}, { message: MESSAGES.validEmail })
  @IsNotEmpty({ message: 'email field is required' })
  @IsString({ message: MESSAGES.validEmail })
  @ToLowerTrim()
  email!: string;

  @ApiProperty({ minLength: LIMITS.passwordMin, example: 'Secret123' })
  @MaxLength(200, { message: 'password may not be longer than 200 characters' })
  @MinLength(LIMITS.passwordMin, { message: MESSAGES.passwordLength })
  @IsString({ message: MESSAGES.passwordLength })
  password!: string;
}
