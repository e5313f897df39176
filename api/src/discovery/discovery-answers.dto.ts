import { ApiProperty } from '@nestjs/swagger';
import { JOB_SOURCES, type JobSource } from '@gigmarket/shared';

/* Answer shapes of docs/seo-and-feeds.md: the sitemap's and feeds' walks, and the admins' counts. */

export class DiscoveryJobRefDto {
  @ApiProperty({ type: Number, example: 8 }) id!: number;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-11-23T00:50:38.000Z' }) updated_at!: Date;
}

/** GET /api/discovery/jobs: one page of the open jobs' ids, by id. */
export class DiscoveryJobRefPageDto {
  @ApiProperty({ type: () => [DiscoveryJobRefDto] }) items!: DiscoveryJobRefDto[];
  @ApiProperty({ type: Number, example: 1200, description: 'Open jobs in all' }) total!: number;
  @ApiProperty({ nullable: true, type: Number, example: 8, description: 'Pass as `after` for the next page; null on the last' })
  next_after!: number | null;
}

export class DiscoveryPostRefDto {
  @ApiProperty({ type: String, example: 'how-to-hire-a-tiler' }) post_slug!: string;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-11-23T00:50:38.000Z' }) updated_at!: Date;
}

/** GET /api/discovery/posts: the published posts' slugs (protected ones left out). */
export class DiscoveryPostRefListDto {
  @ApiProperty({ type: () => [DiscoveryPostRefDto] }) items!: DiscoveryPostRefDto[];
}

export class FeedJobDto {
  @ApiProperty({ type: Number, example: 8 }) id!: number;
  @ApiProperty({ type: String, example: 'Tiler for a kitchen' }) title!: string;
  @ApiProperty({ type: String, example: 'Two coats, walls and ceilings.' }) description!: string;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-11-23T00:50:38.000Z' }) date_posted!: Date;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-11-23T00:50:38.000Z' }) updated_at!: Date;
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: '2026-12-23T00:50:38.000Z' }) valid_through!: Date | null;
  @ApiProperty({ nullable: true, type: String, example: 'Acme Works' }) company!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Ikeja' }) city!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Lagos' }) state!: string | null;
  @ApiProperty({ type: String, example: 'NG' }) country!: string;
  @ApiProperty({ nullable: true, type: String, example: '50000.00' }) min_amount!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '80000.00' }) max_amount!: string | null;
  @ApiProperty({ type: String, example: 'fixed' }) pricing!: string;
  @ApiProperty({ type: String, example: 'NGN' }) currency!: string;
  @ApiProperty({ nullable: true, type: String, example: 'One-off' }) job_type!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Plumbing' }) category!: string | null;
}

/** GET /api/discovery/feed: one page of open jobs for the job boards' feeds, newest first. */
export class FeedPageDto {
  @ApiProperty({ type: () => [FeedJobDto] }) items!: FeedJobDto[];
  @ApiProperty({ type: Number, example: 1200 }) total!: number;
  @ApiProperty({ type: Number, example: 1 }) page!: number;
  @ApiProperty({ type: Number, example: 500 }) per_page!: number;
}

export class SourceFiguresDto {
  @ApiProperty({ enum: JOB_SOURCES, example: 'share' }) source!: JobSource;
  @ApiProperty({ type: Number, example: 12 }) views!: number;
  @ApiProperty({ type: Number, example: 3 }) shares!: number;
  @ApiProperty({ type: Number, example: 1 }) applications!: number;
}

export class TopJobFiguresDto {
  @ApiProperty({ type: Number, example: 8 }) listing_id!: number;
  @ApiProperty({ type: String, example: 'Tiler for a kitchen' }) job_title!: string;
  @ApiProperty({ type: Number, example: 12 }) views!: number;
  @ApiProperty({ type: Number, example: 3 }) shares!: number;
  @ApiProperty({ type: Number, example: 1 }) applications!: number;
}

/** GET /api/admin/dashboard/sources: where job views came from over the last days. */
export class JobSourcesDto {
  @ApiProperty({ type: String, example: '2026-10-31', description: 'First UTC day counted' }) since!: string;
  @ApiProperty({ type: Number, example: 30 }) days!: number;
  @ApiProperty({ type: () => [SourceFiguresDto] }) by_source!: SourceFiguresDto[];
  @ApiProperty({ type: () => [TopJobFiguresDto] }) top_jobs!: TopJobFiguresDto[];
}

export class ListingSourceDayDto {
  @ApiProperty({ type: String, example: '2026-11-29' }) day!: string;
  @ApiProperty({ enum: JOB_SOURCES, example: 'search' }) source!: JobSource;
  @ApiProperty({ type: Number, example: 12 }) views!: number;
  @ApiProperty({ type: Number, example: 3 }) shares!: number;
  @ApiProperty({ type: Number, example: 1 }) applications!: number;
}
