import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  registerDecorator,
  ValidateIf,
  type ValidationArguments,
} from 'class-validator';
import { BLOCKED_CHARACTERS_PATTERN, GENDERS, LIMITS, MESSAGE_KEYS, MESSAGES, SITE_USER_TYPES, type SiteUserType } from '@gigmarket/shared';
import { Trim } from '../../common/fields';

/** A field of the other account type's payload is refused, as any unknown property is. */
function OnlyFor(type: SiteUserType) {
  return (target: object, property: string) =>
    registerDecorator({
      name: 'unknown',
      target: target.constructor,
      propertyName: property,
      validator: {
        validate: (value: unknown, args: ValidationArguments) =>
          value === undefined || (args.object as { user_type?: string }).user_type === type,
        defaultMessage: () => `${property} is not allowed`,
      },
    });
}

const isEmployer = (dto: UpdateProfileDto) => dto.user_type === 'employer';
const isFreelancer = (dto: UpdateProfileDto) => dto.user_type === 'freelancer';
const UPLOAD_NAME = /^[a-f0-9-]{36}\.(jpg|png)$/;

/**
 * updateProfile: the employer or the freelancer payload (`update: 'welcome'`; docs/api-contract.md).
 * Fields of the other type's payload are refused.
 */
export class UpdateProfileDto {
  @ApiProperty({ enum: ['welcome'] })
  @IsIn(['welcome'], { message: "update must be 'welcome'" })
  update!: 'welcome';

  @ApiProperty({ enum: SITE_USER_TYPES })
  @IsIn(SITE_USER_TYPES, { message: 'user_type must be employer or freelancer' })
  user_type!: SiteUserType;

  @ApiPropertyOptional({ description: 'Employer: company name', maxLength: LIMITS.companyNameMax })
  @MaxLength(LIMITS.companyNameMax, { message: `company_name may not be longer than ${LIMITS.companyNameMax} characters` })
  @Matches(BLOCKED_CHARACTERS_PATTERN, { message: MESSAGE_KEYS.blocked_characters })
  @IsNotEmpty({ message: MESSAGES.companyNameRequired })
  @IsString({ message: MESSAGES.companyNameRequired })
  @ValidateIf((dto: UpdateProfileDto) => isEmployer(dto) || dto.company_name !== undefined)
  @OnlyFor('employer')
  @Trim()
  company_name?: string;

  @ApiPropertyOptional({ description: 'Employer: designation', maxLength: LIMITS.designationMax })
  @MaxLength(LIMITS.designationMax, { message: `designation may not be longer than ${LIMITS.designationMax} characters` })
  @Matches(BLOCKED_CHARACTERS_PATTERN, { message: MESSAGE_KEYS.blocked_characters })
  @IsNotEmpty({ message: MESSAGE_KEYS.designation_required })
  @IsString({ message: MESSAGE_KEYS.designation_required })
  @ValidateIf((dto: UpdateProfileDto) => isEmployer(dto) || dto.designation !== undefined)
  @OnlyFor('employer')
  @Trim()
  designation?: string;

  @ApiProperty({ description: 'Industry id' })
  @Min(1, { message: MESSAGE_KEYS.industry_required })
  @IsInt({ message: MESSAGE_KEYS.industry_required })
  @Type(() => Number)
  industry!: number;

  @ApiProperty({ description: 'State id' })
  @Min(1, { message: MESSAGE_KEYS.state_required })
  @IsInt({ message: MESSAGE_KEYS.state_required })
  @Type(() => Number)
  state_id!: number;

  @ApiPropertyOptional({ description: 'Freelancer: gender', enum: GENDERS })
  @IsIn(GENDERS, { message: MESSAGE_KEYS.gender_required })
  @ValidateIf((dto: UpdateProfileDto) => isFreelancer(dto) || dto.gender !== undefined)
  @OnlyFor('freelancer')
  gender?: string;

  @ApiPropertyOptional({ description: 'Freelancer: job type ids', type: [Number] })
  @Min(1, { each: true, message: MESSAGE_KEYS.job_type_required })
  @IsInt({ each: true, message: MESSAGE_KEYS.job_type_required })
  @ArrayUnique({ message: 'job_type may not repeat a job type' })
  @ArrayMaxSize(50, { message: 'job_type may list at most 50 job types' })
  @ArrayMinSize(1, { message: MESSAGE_KEYS.job_type_required })
  @IsArray({ message: MESSAGE_KEYS.job_type_required })
  @ValidateIf((dto: UpdateProfileDto) => isFreelancer(dto) || dto.job_type !== undefined)
  @OnlyFor('freelancer')
  job_type?: number[];

  @ApiPropertyOptional({ description: 'Freelancer: description', maxLength: LIMITS.descriptionMax })
  @MaxLength(LIMITS.descriptionMax, { message: `description may not be longer than ${LIMITS.descriptionMax} characters` })
  @Matches(BLOCKED_CHARACTERS_PATTERN, { message: MESSAGE_KEYS.blocked_characters })
  @IsNotEmpty({ message: MESSAGE_KEYS.description_required })
  @IsString({ message: MESSAGE_KEYS.description_required })
  @ValidateIf((dto: UpdateProfileDto) => isFreelancer(dto) || dto.description !== undefined)
  @OnlyFor('freelancer')
  @Trim()
  description?: string;

  @ApiPropertyOptional({ description: 'Filename answered by POST /api/uploads (company logo or identity image)' })
  @Matches(UPLOAD_NAME, { message: 'avatar must be a file uploaded through /api/uploads' })
  @IsString({ message: 'avatar must be a file uploaded through /api/uploads' })
  @IsOptional()
  avatar?: string;
}
