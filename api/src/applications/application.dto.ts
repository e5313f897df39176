import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@gigmarket/shared';

export class ApplyDto {
  @ApiPropertyOptional({ example: '12000.00', description: 'A quoted price instead of the job’s own' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'number' ? String(value) : value === '' ? undefined : value))
  @Matches(/^(?!0+(\.0+)?$)\d{1,10}(\.\d{1,2})?$/, { message: 'new_price must be an amount above 0 with at most 2 decimals' })
  new_price?: string;
}

const AMOUNT = /^(?!0+(\.0+)?$)\d{1,10}(\.\d{1,2})?$/;

export class ApproveDto {
  @ApiPropertyOptional({ example: '12000.00', description: 'The agreed amount; defaults to the quoted new price, else the job’s price' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'number' ? String(value) : value === '' ? undefined : value))
  @Matches(AMOUNT, { message: 'agreed_amount must be an amount above 0 with at most 2 decimals' })
  agreed_amount?: string;
}

export class ApplicationsQueryDto {
  @ApiPropertyOptional({ enum: APPLICATION_STATUSES })
  @IsOptional()
  @IsIn(APPLICATION_STATUSES)
  status?: ApplicationStatus;

  @ApiPropertyOptional({ default: 1 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100000) page?: number;
  @ApiPropertyOptional({ default: 20, maximum: 100 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) per_page?: number;
}
