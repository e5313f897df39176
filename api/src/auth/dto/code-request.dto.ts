import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { LIMITS, MESSAGES } from '@gigmarket/shared';
import { CODE_ACTIONS, type CodeAction } from '../verification-code.entity';
import { CODE_PATTERN, FIELD_NAMES, type FieldName, ToPhone, Trim } from '../../common/fields';

/** login: a code to a verified user's phone. */
export class LoginDto {
  @ApiProperty({ enum: ['phone'], example: 'phone' })
  @IsIn(['phone'], { message: 'fieldName must be phone' })
  fieldName!: 'phone';

  @ApiProperty({ description: 'Phone number (+234803..., 234803... and 0803... are one phone)', example: '08031234567' })
  @Matches(new RegExp(`^\\d{1,${LIMITS.registrationPhoneMax}}$`), { message: MESSAGES.invalidPhoneNumber })
  @IsNotEmpty({ message: MESSAGES.phoneRequired })
  @IsString({ message: MESSAGES.phoneRequired })
  @ToPhone()
  username!: string;

  @ApiPropertyOptional({ description: 'A longer-lived token once the code is confirmed' })
  @IsBoolean({ message: 'remember must be true or false' })
  @IsOptional()
  remember?: boolean;
}

class AccountRefDto {
  @ApiProperty({ enum: FIELD_NAMES, example: 'phone' })
  @IsIn(FIELD_NAMES, { message: 'fieldName must be phone or email' })
  fieldName!: FieldName;

  @ApiProperty({ description: 'Phone digits (fieldName phone) or email (fieldName email)', example: '08031234567' })
  @MaxLength(100, { message: 'username may not be longer than 100 characters' })
  @IsNotEmpty({ message: 'username field is required' })
  @IsString({ message: 'username field is required' })
  @Trim()
  username!: string;

  @ApiProperty({ enum: CODE_ACTIONS })
  @IsIn(CODE_ACTIONS, { message: 'action must be login, register or password' })
  action!: CodeAction;

  @ApiPropertyOptional()
  @IsBoolean({ message: 'remember must be true or false' })
  @IsOptional()
  remember?: boolean;
}

/** resendVerification: a fresh code for the stored action. */
export class ResendVerificationDto extends AccountRefDto {}

/** processVerification: check the code, then act on the stored action. */
export class ProcessVerificationDto extends AccountRefDto {
  @ApiProperty({ example: '123456', description: 'Exactly 6 digits' })
  @Matches(CODE_PATTERN, { message: 'code must be exactly 6 digits' })
  @IsNotEmpty({ message: 'code field is required' })
  @IsString({ message: 'code must be exactly 6 digits' })
  @Trim()
  code!: string;
}

/** forgotPassword: phone digits or email of the account. */
export class ForgotPasswordDto {
  @ApiProperty({ description: 'Phone digits or email', example: '08031234567' })
  @MaxLength(100, { message: 'username may not be longer than 100 characters' })
  @IsNotEmpty({ message: 'username field is required' })
  @IsString({ message: 'username field is required' })
  @Trim()
  username!: string;
}

/** processPassword: the confirmed code and the new password. */
export class ProcessPasswordDto {
  @ApiPropertyOptional({ description: 'Phone digits or email (one of username and email is needed)' })
  @MaxLength(100, { message: 'username may not be longer than 100 characters' })
  @IsString({ message: 'username field is required' })
  @IsOptional()
  @Trim()
  username?: string;

  @ApiPropertyOptional({ description: 'Email of the account (alternative to username)' })
  @MaxLength(100, { message: 'email may not be longer than 100 characters' })
  @IsString({ message: MESSAGES.validEmail })
  @IsOptional()
  @Trim()
  email?: string;

  @ApiProperty({ minLength: LIMITS.passwordMin })
  @MaxLength(200, { message: 'password may not be longer than 200 characters' })
  @MinLength(LIMITS.passwordMin, { message: MESSAGES.passwordLength })
  @IsString({ message: MESSAGES.passwordLength })
  password!: string;

  @ApiProperty({ example: '123456' })
  @Matches(CODE_PATTERN, { message: 'code must be exactly 6 digits' })
  @IsNotEmpty({ message: 'code field is required' })
  @IsString({ message: 'code must be exactly 6 digits' })
  @Trim()
  code!: string;
}

/** Back-office sign-in. */
export class AdminLoginDto {
  @ApiProperty({ example: 'admin@gigmarket.test' })
  @MaxLength(100, { message: 'email may not be longer than 100 characters' })
  @IsNotEmpty({ message: 'email field is required' })
  @IsString({ message: MESSAGES.validEmail })
  @Trim()
  email!: string;

  @ApiProperty()
  @MaxLength(200, { message: 'password may not be longer than 200 characters' })
  @IsNotEmpty({ message: 'password field is required' })
  @IsString({ message: 'password field is required' })
  password!: string;

  @ApiPropertyOptional()
  @IsBoolean({ message: 'remember must be true or false' })
  @IsOptional()
  remember?: boolean;
}
