import { CursorParam } from '../common/cursor-page';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Length, Matches, Max, MaxLength, Min } from 'class-validator';
import { DISPUTE_RESOLUTIONS, FUND_COVERS, HIRE_STATUSES, LIMITS, type DisputeResolution, type FundCover, type HireStatus } from '@gigmarket/shared';

const AMOUNT = /^(?!0+(\.0+)?$)\d{1,10}(\.\d{1,2})?$/;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const amountText = ({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : value);

export class AgreedAmountDto {
  @ApiProperty({ example: '12000.00' })
  @Transform(amountText)
  @Matches(AMOUNT, { message: 'agreed_amount must be an amount above 0 with at most 2 decimals' })
  agreed_amount!: string;
}

/** POST /api/employer/hires/:id/fund (docs/shifts.md "Funding every shift at once"). */
export class FundHireDto {
  @ApiPropertyOptional({
    enum: FUND_COVERS,
    default: 'next',
    description: 'next: this hire alone; all: one charge for every unfunded shift of this freelancer on the job (a hire that is not a shift’s: itself)',
  })
  @IsOptional()
  @IsIn(FUND_COVERS, { message: `cover must be one of ${FUND_COVERS.join(', ')}` })
  cover?: FundCover;

  @ApiPropertyOptional({ description: 'Ignored: the API builds the return address itself' })
  @IsOptional()
  @IsString({ message: 'callback_url must be text' })
  callback_url?: string;
}

export class HireReasonDto {
  @ApiProperty({ example: 'The job date moved', maxLength: LIMITS.hireReasonMax })
  @Transform(trim)
  @IsString({ message: 'reason is required' })
  @Length(1, LIMITS.hireReasonMax, { message: `reason must be 1 to ${LIMITS.hireReasonMax} characters` })
  reason!: string;
}

export class DisputeAnswerDto {
  @ApiProperty({ example: 'I cleaned every room; the last one was locked when I arrived', maxLength: LIMITS.disputeAnswerMax })
  @Transform(trim)
  @IsString({ message: 'statement is required' })
  @Length(1, LIMITS.disputeAnswerMax, { message: `statement must be 1 to ${LIMITS.disputeAnswerMax} characters` })
  statement!: string;

  @ApiPropertyOptional({ example: '3f9c2b1e-8a4d-4c2b-9f1a-0d6e5b7c8a90.jpg', description: 'The filename POST /api/uploads answered for the picture' })
  @IsOptional()
  @IsString({ message: 'photo must be the path of an uploaded picture' })
  @MaxLength(255, { message: 'photo must be the path of an uploaded picture' })
  photo?: string;
}

export class HiresQueryDto {
  @ApiPropertyOptional({ enum: HIRE_STATUSES }) @IsOptional() @IsIn(HIRE_STATUSES) status?: HireStatus;
  @ApiPropertyOptional({ default: 1 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100000) page?: number;
  @ApiPropertyOptional({ default: 20, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  per_page?: number;

  @CursorParam()
  cursor?: string;
}

export class PageQueryDto {
  @ApiPropertyOptional({ default: 1 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100000) page?: number;
  @ApiPropertyOptional({ default: 20, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  per_page?: number;
}

export class ResolveAccountDto {
  @ApiProperty({ example: '058' })
  @Transform(trim)
  @Matches(/^\d{3,10}$/, { message: 'bank_code must be a bank from the list' })
  bank_code!: string;

  @ApiProperty({ example: '0123456789' })
  @Transform(trim)
  @Matches(/^\d{10}$/, { message: `account_number must be ${LIMITS.accountNumberLength} digits` })
  account_number!: string;
}

export class SaveBankAccountDto extends ResolveAccountDto {
  @ApiProperty({ example: 'ADA OBI', description: 'The name the resolve call showed and the freelancer confirmed' })
  @Transform(trim)
  @IsString({ message: 'account_name is required' })
  @Length(1, 100, { message: 'account_name must be 1 to 100 characters' })
  account_name!: string;
}

export class ResolveDisputeDto {
  @ApiProperty({ enum: DISPUTE_RESOLUTIONS })
  @IsIn(DISPUTE_RESOLUTIONS, { message: `resolution must be one of ${DISPUTE_RESOLUTIONS.join(', ')}` })
  resolution!: DisputeResolution;

  @ApiPropertyOptional({
    example: '6000.00',
    description: 'Split only: what the freelancer receives before commission',
  })
  @IsOptional()
  @Transform(amountText)
  @Matches(AMOUNT, { message: 'freelancer_amount must be an amount above 0 with at most 2 decimals' })
  freelancer_amount?: string;

  @ApiPropertyOptional({ maxLength: 500 })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(500, { message: 'note must be at most 500 characters' })
  note?: string;
}
