import { Controller, Get, Param, ParseIntPipe, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiAnswerOf } from '../common/api-answer';
import { JobDetailsDto } from '../listings/listing-answers.dto';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ok } from '../common/api-response';
import { CurrentUser, UserTypes } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import type { Language } from '@gigmarket/shared';
import { AnswerLanguage } from '../i18n/answer-language';
import { JobSearchFacetsDto, JobSearchPageDto } from './job-search.answer.dto';
import { JobSearchQueryDto } from './job-search.dto';
import { JobSearchService } from './job-search.service';
import { COMMON_MESSAGES } from '../i18n/messages/spec';

@ApiTags('jobs')
@UserTypes('freelancer')
@ApiResponse({ status: 403, description: 'Not a freelancer' })
@Controller('jobs')
export class JobsController {
  constructor(private readonly jobs: JobSearchService) {}

  @Get()
  @ApiOperation({
    summary:
      'Search open jobs: text, category, job type, state, LGA, amount range, date, distance; sort newest, relevance (best match), amount, amount_desc, distance or employer_rating; facet counts per category, job type and state',
    description:
      'Distance uses latitude/longitude, or the profile’s location by default (a bounding box on the indexed coordinates, then the exact haversine distance). The text of page 1 is recorded in popular searches. ' +
      'With a search engine configured (SEARCH_URL) the page’s ids, the total and `facets` come from it and the rows from the database; without one, or while it is down or behind, the answer comes from SQL with `facets: null` (docs/search.md). ' +
      'The `X-Search-Source` header says which: `engine`, `sql`, `sql+counted-facets` or `sql; reason=<down|behind|out_of_step|timeout|error|deep_page|sort|verified_employers>`.',
  })
  @ApiAnswerOf(JobSearchPageDto, { description: '`data: { items, total, page, per_page, pages, point, facets }`' })
  @ApiResponse({ status: 400, description: 'A bad parameter, or a distance search without a point' })
  async search(
    @CurrentUser() user: AuthUser,
    @Query() query: JobSearchQueryDto,
    @Res({ passthrough: true }) res: Response,
    @AnswerLanguage() language: Language,
  ) {
    const { result, source } = await this.jobs.searchWithSource(user.id, query, language, { facets: query.facets ?? true });
    res.setHeader('X-Search-Source', source);
    return ok(COMMON_MESSAGES.ok, result);
  }

  // Declared before `:id`, which would take "facets" for an id.
  @Get('facets')
  @ApiOperation({
    summary: 'The facet counts of a search on its own: per category, job type and state, for the same query as GET /api/jobs',
    description:
      'For a page that shows its filters folded: the search asks `facets=false`, and the counts are asked for when the filters open (docs/search.md "Facets"). ' +
      'The page, order and `facets` parameters change nothing; the text is not recorded in popular searches. `X-Search-Source` as for the search.',
  })
  @ApiAnswerOf(JobSearchFacetsDto, { description: '`data: { facets }`' })
  @ApiResponse({ status: 400, description: 'A bad parameter, or a distance search without a point' })
  async facets(@CurrentUser() user: AuthUser, @Query() query: JobSearchQueryDto, @Res({ passthrough: true }) res: Response) {
    const { facets, source } = await this.jobs.facetsWithSource(user.id, query);
    res.setHeader('X-Search-Source', source);
    return ok(COMMON_MESSAGES.ok, { facets });
  }

  @Get(':id')
  @ApiAnswerOf(JobDetailsDto)
  @ApiOperation({ summary: 'Job details: every field, the employer’s company, and whether the caller applied, saved it, or is connected' })
  @ApiResponse({ status: 404, description: 'Missing, deleted, or not open (unless the caller applied to it)' })
  async details(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @AnswerLanguage() language: Language) {
    return ok(COMMON_MESSAGES.ok, await this.jobs.details(user.id, id, language));
  }
}
