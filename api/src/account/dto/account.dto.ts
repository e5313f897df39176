import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { LIMITS, MESSAGES } from '@gigmarket/shared';
import { NAME_PATTERN, ToLowerTrim, Trim } from '../../common/fields';

export class ChangePasswordDto {
  @ApiProperty()
  @MaxLength(200, { message: 'current_password may not be longer than 200 characters' })
  @IsNotEmpty({ message: 'current_password field is required' })
  @IsString({ message: 'current_password field is required' })
  current_password!: string;

  @ApiProperty({ minLength: LIMITS.passwordMin })
  @MaxLength(200, { message: 'password may not be longer than 200 characters' })
  @MinLength(LIMITS.passwordMin, { message: MESSAGES.passwordLength })
  @IsString({ message: MESSAGES.passwordLength })
  password!: string;
}

export class UpdateAccountProfileDto {
  @ApiProperty({ maxLength: LIMITS.nameMax })
  @MaxLength(LIMITS.nameMax, { message: `first_name may not be longer than ${LIMITS.nameMax} characters` })
  @Matches(NAME_PATTERN, { message: MESSAGES.firstAndLastName })
  @IsNotEmpty({ message: MESSAGES.firstAndLastName })
  @IsString({ message: MESSAGES.firstAndLastName })
  @Trim()
  first_name!: string;

  @ApiProperty({ maxLength: LIMITS.nameMax })
  @MaxLength(LIMITS.nameMax, { message: `last_name may not be longer than ${LIMITS.nameMax} characters` })
  @Matches(NAME_PATTERN, { message: MESSAGES.firstAndLastName })
  @IsNotEmpty({ message: MESSAGES.firstAndLastName })
  @IsString({ message: MESSAGES.firstAndLastName })
  @Trim()
  last_name!: string;

  @ApiProperty({ maxLength: LIMITS.emailMax })
  @MaxLength(LIMITS.emailMax, { message: `email may not be longer than ${LIMITS.emailMax} characters` })
  @IsEmail({}, { message: MESSAGES.validEmail })
  @IsNotEmpty({ message: 'email field is required' })
  @IsString({ message: MESSAGES.validEmail })
  @ToLowerTrim()
  email!: string;

  @ApiPropertyOptional({ nullable: true, description: 'Filename from POST /api/uploads, or null to remove' })
  @Matches(/^[a-f0-9-]{36}\.(jpg|png)$/, { message: 'avatar must be a file uploaded through /api/uploads' })
  @IsString({ message: 'avatar must be a file uploaded through /api/uploads' })
  @ValidateIf((_dto, value) => value !== null)
  @IsOptional()
  avatar?: string | null;
}

/** PUT /api/profile/tax-id: the rule is packages/shared `taxIdKind`; null or "" removes it. */
export class SetTaxIdDto {
  @ApiProperty({ type: String, nullable: true, example: '12345678901', description: 'An 11-digit NIN, a 10-digit TIN or an older TIN 12345678-0001; spaces ignored; null or "" removes it' })
  @ValidateIf((dto: SetTaxIdDto) => dto.tax_id !== null)
  @MaxLength(40, { message: 'tax_id may not be longer than 40 characters' })
  @IsString({ message: 'tax_id must be text or null' })
  tax_id!: string | null;
}
