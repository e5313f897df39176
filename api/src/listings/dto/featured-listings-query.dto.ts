import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { FEATURED_JOB_FILTER } from '@gigmarket/shared';

/** `GET /api/listings?filter=popular-jobs&limit=1`: the featured job(s). */
export class FeaturedListingsQueryDto {
  @ApiProperty({ enum: [FEATURED_JOB_FILTER] })
  @IsIn([FEATURED_JOB_FILTER], { message: `filter must be ${FEATURED_JOB_FILTER}` })
  filter!: typeof FEATURED_JOB_FILTER;

  @ApiPropertyOptional({ default: 1, minimum: 1, maximum: 20 })
  @Max(20, { message: 'limit must be between 1 and 20' })
  @Min(1, { message: 'limit must be between 1 and 20' })
  @IsInt({ message: 'limit must be between 1 and 20' })
  @Type(() => Number)
  @IsOptional()
  limit?: number;
}

class FeaturedJobNameDto {
  @ApiProperty({ nullable: true, type: String }) name!: string | null;
}

class FeaturedJobCompanyDto {
  @ApiProperty({ nullable: true, type: String }) company!: string | null;
}

/** Featured job fields read by the welcome page. */
export class FeaturedJobDto {
  @ApiProperty() id!: number;
  @ApiProperty() job_title!: string;
  @ApiProperty({ type: FeaturedJobCompanyDto }) user!: FeaturedJobCompanyDto;
  @ApiProperty({ type: FeaturedJobNameDto }) state!: FeaturedJobNameDto;
  @ApiProperty({ example: 'NGN' }) currency!: string;
  @ApiProperty({ nullable: true, type: String, example: '15000.00' }) min_amount!: string | null;
  @ApiProperty({ nullable: true, type: String, description: "Employer's uploaded logo filename" }) company_logo!: string | null;
  @ApiProperty({ type: FeaturedJobNameDto }) jobtype!: FeaturedJobNameDto;
  @ApiProperty({ nullable: true, type: String }) work_duration!: string | null;
}

export class FeaturedJobListDto {
  @ApiProperty() result!: boolean;
  @ApiProperty() message!: string;
  @ApiProperty({ type: [FeaturedJobDto] }) data!: FeaturedJobDto[];
}
