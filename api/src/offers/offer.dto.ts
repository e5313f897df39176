import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Matches, MaxLength, Min, MinLength } from 'class-validator';
import { LISTING_RULES } from '@gigmarket/shared';

const toText = ({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value);
const toBool = ({ value }: { value: unknown }) => (value === 'true' || value === '1' || value === 'on' ? true : value === 'false' || value === '0' || value === '' ? false : value);

/**
 * "Book again" (docs/roster.md): the new job, prefilled from the employer's last job with the
 * freelancer; the date is theirs to choose, and title, description and pay may change.
 */
export class CreateOfferDto {
  @ApiProperty({ type: 'integer', description: 'The freelancer the employer hired before' })
  @Type(() => Number)
  @IsInt({ message: 'freelancer_id must be an integer' })
  @Min(1, { message: 'freelancer_id must be an integer' })
  freelancer_id!: number;

  @ApiProperty({ example: '2030-11-02', description: 'The new job’s day' })
  @Matches(LISTING_RULES.date, { message: 'job_date must be a date (YYYY-MM-DD)' })
  job_date!: string;

  @ApiPropertyOptional({ maxLength: 150, description: 'Defaults to the last job’s title' })
  @IsOptional()
  @Transform(toText)
  @IsString()
  @MinLength(LISTING_RULES.titleMin, { message: `job_title must be at least ${LISTING_RULES.titleMin} characters` })
  @MaxLength(LISTING_RULES.titleMax)
  job_title?: string;

  @ApiPropertyOptional({ description: 'Defaults to the last job’s description' })
  @IsOptional()
  @Transform(toText)
  @IsString()
  @MaxLength(5000)
  work_description?: string;

  @ApiPropertyOptional({ example: '12000.00', description: 'The offered pay; defaults to the last job’s agreed amount, else its price' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'number' ? String(value) : value === '' ? undefined : value))
  @Matches(/^(?!0+(\.0+)?$)\d{1,10}(\.\d{1,2})?$/, { message: 'amount must be an amount above 0 with at most 2 decimals' })
  amount?: string;

  @ApiPropertyOptional({ default: false, description: 'Publish the job to everyone when the freelancer declines or lets the offer expire' })
  @IsOptional()
  @Transform(toBool)
  @IsBoolean({ message: 'open_if_declined must be true or false' })
  open_if_declined?: boolean;
}
