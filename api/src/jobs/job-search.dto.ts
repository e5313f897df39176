import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsLatitude, IsLongitude, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { JOB_SORTS, type JobSort } from '../search-engine/job-search.sql';

/** A query string's `true`/`false` as a boolean; anything else is left for @IsBoolean to refuse. */
const queryBoolean = ({ value }: { value: unknown }) => (value === 'true' || value === true ? true : value === 'false' || value === false ? false : value);

/** `GET /api/jobs`: every part optional; the URL holds the whole query so a search can be shared. */
export class JobSearchQueryDto {
  @ApiPropertyOptional({
    description:
      'What the person typed, understood (docs/search.md "Understanding a search"): words in English or French matched by their stems, synonyms and the names of categories, job types and skills; a place (state, LGA) becomes the place filter when none is given; misspelt words are corrected. Recorded in popular searches',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  @ApiPropertyOptional({ type: Boolean, default: true, description: 'false searches the words as typed, without correcting their spelling ("Search instead for ...")' })
  @IsOptional()
  @Transform(queryBoolean)
  @IsBoolean({ message: 'typos must be true or false' })
  typos?: boolean;

  @ApiPropertyOptional() @IsOptional() @Type(() => Number) @IsInt() @Min(1) category_id?: number;
  @ApiPropertyOptional({ description: 'jobtypes.id' }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) job_type?: number;
  @ApiPropertyOptional({ description: 'states.id' }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) state?: number;
  @ApiPropertyOptional({ description: 'lgas.id: only jobs in this local government area' }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) lga_id?: number;

  @ApiPropertyOptional({
    description: 'lgas.id: the centre of the distance search is this LGA’s centre ("near an LGA", for a freelancer without GPS); not with latitude/longitude',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  near_lga?: number;

  @ApiPropertyOptional({ description: 'Jobs paying at least this' })
  @IsOptional()
  @Type(() => Number)
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0)
  min_amount?: number;

  @ApiPropertyOptional({ description: 'Jobs paying at most this' })
  @IsOptional()
  @Type(() => Number)
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0)
  max_amount?: number;

  @ApiPropertyOptional({ example: '2026-12-01', description: 'Jobs taking place on that day' })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'date must be a date (YYYY-MM-DD)' })
  date?: string;

  @ApiPropertyOptional({ description: 'Centre of the distance search (default: the profile’s)' })
  @IsOptional()
  @Type(() => Number)
  @IsLatitude({ message: 'latitude must be between -90 and 90' })
  latitude?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @IsLongitude({ message: 'longitude must be between -180 and 180' })
  longitude?: number;

  @ApiPropertyOptional({ description: 'Only jobs within this many km of the centre', minimum: 1, maximum: 2000 })
  @IsOptional()
  @Type(() => Number)
  @IsNumber()
  @Min(1)
  @Max(2000)
  radius_km?: number;

  @ApiPropertyOptional({
    enum: JOB_SORTS,
    description:
      '`relevance` is "Best match": the jobs matching the most words, then in their title, then the nearest (with a centre), then the newest; the default with words, `newest` without',
  })
  @IsOptional()
  @IsIn(JOB_SORTS)
  sort?: JobSort;

  @ApiPropertyOptional({ type: Boolean, description: 'Only jobs whose employer holds the "ID verified" badge (docs/trust.md)' })
  @IsOptional()
  @Transform(queryBoolean)
  @IsBoolean({ message: 'verified_employers must be true or false' })
  verified_employers?: boolean;

  @ApiPropertyOptional({
    type: Boolean,
    default: true,
    description: 'false leaves the facet counts out (`facets: null`): the page is answered without counting them; GET /api/jobs/facets counts them when the filters open',
  })
  @IsOptional()
  @Transform(queryBoolean)
  @IsBoolean({ message: 'facets must be true or false' })
  facets?: boolean;

  @ApiPropertyOptional({ default: 1, minimum: 1 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(10000) page?: number;

  @ApiPropertyOptional({
    description:
      'The `next` of an earlier answer of the same search: its following page ("Load more"), found after the last result instead of by its number, so it stays fast however deep (newest, amount and amount_desc; docs/search.md "Deep pages"). Replaces `page`.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  after?: string;
  @ApiPropertyOptional({ default: 20, minimum: 1, maximum: 50 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(50) per_page?: number;
}
