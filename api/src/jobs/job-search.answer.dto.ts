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

class SearchCorrectionDto {
  @ApiProperty({ example: 'electrican', description: 'A word as typed' }) from!: string;
  @ApiProperty({ example: 'electrician', description: 'The word searched instead' }) to!: string;
}

class SearchPlaceDto {
  @ApiProperty({ enum: ['state', 'lga'] }) kind!: 'state' | 'lga';
  @ApiProperty({ example: 13, description: 'states.id or lgas.id, as the `state` or `lga_id` filter' }) id!: number;
  @ApiProperty({ example: 'Eti Osa', description: 'The place’s name in the answer’s language' }) name!: string;
  @ApiProperty({ example: 25 }) state_id!: number;
  @ApiProperty({ example: 'Lagos' }) state_name!: string;
  @ApiProperty({ example: 'lekki', description: 'The words it was in what was typed' }) words!: string;
}

class SearchWiderDto {
  @ApiProperty({ example: 25, nullable: true, description: 'states.id of the wider area; null for everywhere' }) state_id!: number | null;
  @ApiProperty({ example: 'Lagos', nullable: true }) state_name!: string | null;
  @ApiProperty({ example: 8, description: 'Jobs of the same search there' }) total!: number;
}

class SearchUnderstandingDto {
  @ApiProperty({ example: 'cleaning', description: 'The words searched: the place taken out, corrections made; empty when only a place was typed' }) searched!: string;
  @ApiProperty({ type: [SearchCorrectionDto], description: 'Misspelt words and what was searched instead ("Showing results for ...")' })
  corrections!: SearchCorrectionDto[];
  @ApiProperty({ type: SearchPlaceDto, nullable: true, description: 'A place taken out of the words and applied as the filter' }) place!: SearchPlaceDto | null;
  @ApiProperty({ description: 'No job matched every word: these match some of them, the most first' }) partial!: boolean;
  @ApiProperty({ type: SearchWiderDto, nullable: true, description: 'Nothing in the place taken from the words: the same search in its state (or everywhere)' })
  wider!: SearchWiderDto | null;
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
  @ApiProperty({ type: SearchUnderstandingDto, nullable: true, description: 'How the words were understood (docs/search.md); null without words' })
  understanding!: SearchUnderstandingDto | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'WzEsIm5ld2VzdCIsMiwxNzY0MzI2MDAwMDAwLDQyXQ',
    description: 'The next page of this search as `after=` (newest, amount and amount_desc orders); null on the last page or for other orders',
  })
  next!: string | null;
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
