import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { JOB_SOURCES, type JobSource } from '@gigmarket/shared';

/** The sitemap's walk: keyset paging by id (docs/seo-and-feeds.md). */
export class DiscoveryJobsQueryDto {
  @ApiPropertyOptional({ minimum: 0, default: 0, description: 'Answer jobs with a larger id' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'after must be a whole number' })
  @Min(0, { message: 'after must be 0 or more' })
  after?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 50000, default: 50000 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be from 1 to 50000' })
  @Max(50000, { message: 'limit must be from 1 to 50000' })
  limit?: number;
}

export class FeedQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be 1 or more' })
  @Max(100000, { message: 'page must be at most 100000' })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 500, default: 500 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'per_page must be a whole number' })
  @Min(1, { message: 'per_page must be from 1 to 500' })
  @Max(500, { message: 'per_page must be from 1 to 500' })
  per_page?: number;
}

/** `source` on the public job page: the site says where the visit came from (it leaves out bots). */
export class PublicJobQueryDto {
  @ApiPropertyOptional({ enum: JOB_SOURCES, description: 'Count this answer as a page view from that source (docs/seo-and-feeds.md)' })
  @IsOptional()
  @IsIn(JOB_SOURCES, { message: `source must be one of ${JOB_SOURCES.join(', ')}` })
  source?: JobSource;
}

export class ShareQueryDto {
  @ApiPropertyOptional({ enum: JOB_SOURCES, description: 'Where the sharer came from' })
  @IsOptional()
  @IsIn(JOB_SOURCES, { message: `source must be one of ${JOB_SOURCES.join(', ')}` })
  source?: JobSource;
}

export class SourcesQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 365, default: 30 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'days must be a whole number' })
  @Min(1, { message: 'days must be from 1 to 365' })
  @Max(365, { message: 'days must be from 1 to 365' })
  days?: number;
}
