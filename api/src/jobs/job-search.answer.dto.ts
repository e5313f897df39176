/**
 * What GET /api/jobs answers in `data`, for the OpenAPI contract and the site's generated types
 * (docs/api-contract.md). The search service answers this class.
 */
import { ApiProperty } from '@nestjs/swagger';
import { RatingSummaryDto, ReliabilitySummaryDto } from '../listings/listing-answers.dto';

class IdNameDto {
  @ApiProperty({ type: Number, nullable: true, example: 3 }) id!: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'Lagos' }) name!: string | null;
}

class JobAreaDto {
  @ApiProperty({ example: 504 }) id!: number;
  @ApiProperty({ example: 'Ikeja' }) name!: string;
  @ApiProperty({ example: 'Lagos' }) state_name!: string;
}

class JobCategoryDto {
  @ApiProperty({ type: Number, nullable: true, example: 2 }) id!: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'Cleaning' }) category_name!: string | null;
}

class JobCompanyDto {
  @ApiProperty({ example: 12 }) user_id!: number;
  @ApiProperty({ type: String, nullable: true, example: 'Okafor Facility Services' }) company_name!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Uploaded logo filename' }) company_logo!: string | null;
}

export class JobSearchItemDto {
  @ApiProperty({ example: 127 }) id!: number;
  @ApiProperty({ example: 'Deep-clean a 3-bedroom flat' }) job_title!: string;
  @ApiProperty({ type: JobCategoryDto }) category!: JobCategoryDto;
  @ApiProperty({ type: IdNameDto }) jobtype!: IdNameDto;
  @ApiProperty({ type: IdNameDto }) state!: IdNameDto;
  @ApiProperty({ type: JobAreaDto, nullable: true, description: 'The LGA holding the job’s point' }) lga!: JobAreaDto | null;
  @ApiProperty({ enum: ['fixed', 'range'], example: 'fixed' }) pricing!: string;
  @ApiProperty({ type: String, nullable: true, example: '15000.00' }) amount!: string | null;
  @ApiProperty({ type: String, nullable: true, example: null }) min_amount!: string | null;
  @ApiProperty({ type: String, nullable: true, example: null }) max_amount!: string | null;
  @ApiProperty({ example: 'NGN' }) currency!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date', example: '2026-12-01' }) job_date!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date', example: null }) job_end_date!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Morning' }) job_time!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '09:00', description: 'HH:MM' }) job_sart_time!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '17:00', description: 'HH:MM' }) job_end_time!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Ikeja' }) location!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '6.6018000' }) latitude!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '3.3515000' }) longitude!: string | null;
  @ApiProperty({ type: Number, nullable: true, example: 4.2, description: 'km from the search centre, when distance was searched' }) distance_km!: number | null;
  @ApiProperty({ type: String, nullable: true, example: '1 day' }) work_duration!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: JobCompanyDto }) company!: JobCompanyDto;
  @ApiProperty({ type: RatingSummaryDto }) employer_rating!: RatingSummaryDto;
  @ApiProperty({ type: ReliabilitySummaryDto }) employer_reliability!: ReliabilitySummaryDto;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-11-20T10:00:00.000Z', description: 'The employer’s "ID verified" badge: when their identity was verified, or null (docs/trust.md)' })
  employer_verified_at!: Date | null;
}

class JobFacetCountDto {
  @ApiProperty({ example: 3, description: 'The id counted: a category, job type or state' }) value!: number;
  @ApiProperty({ example: 120, description: 'Jobs of this search with that value' }) count!: number;
}

class JobFacetsDto {
  @ApiProperty({ type: [JobFacetCountDto], description: 'Per category, most jobs first' }) category_id!: JobFacetCountDto[];
  @ApiProperty({ type: [JobFacetCountDto], description: 'Per job type, most jobs first' }) job_type!: JobFacetCountDto[];
  @ApiProperty({ type: [JobFacetCountDto], description: 'Per state, most jobs first' }) state!: JobFacetCountDto[];
}

class SearchPointDto {
  @ApiProperty({ example: 6.6018 }) latitude!: number;
  @ApiProperty({ example: 3.3515 }) longitude!: number;
}

export class JobSearchPageDto {
  @ApiProperty({ type: [JobSearchItemDto] }) items!: JobSearchItemDto[];
  @ApiProperty({ example: 57 }) total!: number;
  @ApiProperty({ example: 1 }) page!: number;
  @ApiProperty({ example: 20 }) per_page!: number;
  @ApiProperty({ example: 3 }) pages!: number;
  @ApiProperty({ type: SearchPointDto, nullable: true, description: 'The centre used for distance, when one was used' }) point!: SearchPointDto | null;
  @ApiProperty({
    type: JobFacetsDto,
    nullable: true,
    description:
      'Counts per category, job type and state for this search, from the search engine, every filter applied; null when the answer came from SQL (no engine, or it is down or behind)',
  })
  facets!: JobFacetsDto | null;
}

/** `GET /api/jobs/facets`: a search's counts on their own, for its filters. */
export class JobSearchFacetsDto {
  @ApiProperty({
    type: JobFacetsDto,
    nullable: true,
    description: 'As `facets` in the search’s answer, for the same query (its page and order aside); null when that search would answer from SQL',
  })
  facets!: JobFacetsDto | null;
}
