import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { AuthThrottlerGuard } from '../auth/rate-limit/auth-throttler.guard';
import { JobSearchFacetsDto, JobSearchPageDto } from '../jobs/job-search.answer.dto';
import { JobSearchQueryDto } from '../jobs/job-search.dto';
import { ApiAnswerOf } from '../common/api-answer';
import { PublicJobDto } from '../listings/listing-answers.dto';
import { HomeDataDto, ShareCountedDto } from './home-answers.dto';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ok } from '../common/api-response';
import { Public } from '../common/auth/access.decorators';
import type { Language } from '@gigmarket/shared';
import { AnswerLanguage } from '../i18n/answer-language';
import { JobSearchService } from '../jobs/job-search.service';
import { HomeService } from './home.service';
import { COMMON_MESSAGES } from '../i18n/messages/spec';
import { PublicJobQueryDto, ShareQueryDto } from '../discovery/discovery.dto';
import { SourceCountsService } from '../discovery/source-counts.service';

/**
 * How long a shared cache (a proxy, the visitor's browser) may keep the anonymous answers: short,
 * so a job that closes stops being offered within a minute (docs/site.md "Public browsing").
 */
export const PUBLIC_JOBS_CACHE_CONTROL = 'public, max-age=60';

/** No user has id 0: an anonymous search has no profile to take a distance centre from. */
const ANONYMOUS = 0;

@ApiTags('home')
@Public()
@Controller('home')
export class HomeController {
  constructor(
    private readonly home: HomeService,
    private readonly jobs: JobSearchService,
    private readonly counts: SourceCountsService,
  ) {}

  @Get()
  @ApiAnswerOf(HomeDataDto)
  @ApiOperation({ summary: 'Landing page data: featured and latest open jobs, categories, latest published posts' })
  async data(@AnswerLanguage() language: Language) {
    return ok(COMMON_MESSAGES.ok, await this.home.home(language));
  }

  @Get('jobs')
  @UseGuards(AuthThrottlerGuard)
  @ApiOperation({
    summary: 'Anonymous job search: the freelancers’ search (GET /api/jobs) for visitors who have not signed in',
    description:
      'The same query, filters, places, sorts and facets as GET /api/jobs; open jobs only. Without a profile, a distance search needs a point ' +
      '(`latitude`/`longitude` or `near_lga`). Each job shows its area, never its exact point (`latitude`/`longitude` are null). ' +
      'Limited per client address (RATE_LIMIT_PER_IP_PER_MINUTE, 429 with Retry-After); answers carry `Cache-Control: public, max-age=60` (docs/site.md "Public browsing").',
  })
  @ApiAnswerOf(JobSearchPageDto, { description: '`data: { items, total, page, per_page, pages, point, facets }`' })
  @ApiResponse({ status: 400, description: 'A bad parameter, or a distance search without a point' })
  @ApiResponse({ status: 429, description: 'Too many requests from this address' })
  async search(@Query() query: JobSearchQueryDto, @Res({ passthrough: true }) res: Response, @AnswerLanguage() language: Language) {
    const { result, source } = await this.jobs.publicSearchWithSource(query, language);
    res.setHeader('X-Search-Source', source);
    res.setHeader('Cache-Control', PUBLIC_JOBS_CACHE_CONTROL);
    return ok(COMMON_MESSAGES.ok, result);
  }

  // Declared before `jobs/:id`, which would take "facets" for an id.
  @Get('jobs/facets')
  @UseGuards(AuthThrottlerGuard)
  @ApiOperation({ summary: 'The facet counts of an anonymous search, as GET /api/jobs/facets answers them for freelancers' })
  @ApiAnswerOf(JobSearchFacetsDto, { description: '`data: { facets }`' })
  @ApiResponse({ status: 400, description: 'A bad parameter, or a distance search without a point' })
  @ApiResponse({ status: 429, description: 'Too many requests from this address' })
  async facets(@Query() query: JobSearchQueryDto, @Res({ passthrough: true }) res: Response) {
    const { facets, source } = await this.jobs.facetsWithSource(ANONYMOUS, query);
    res.setHeader('X-Search-Source', source);
    res.setHeader('Cache-Control', PUBLIC_JOBS_CACHE_CONTROL);
    return ok(COMMON_MESSAGES.ok, { facets });
  }

  @Get('jobs/:id')
  @UseGuards(AuthThrottlerGuard)
  @ApiAnswerOf(PublicJobDto)
  @ApiOperation({
    summary: 'Public job page: a job’s fields and the employer’s company (sign in to apply)',
    description:
      'Open jobs, and jobs that closed, filled or expired (`availability` says which, so a shared link still says what became of the job; ' +
      'the site marks those pages `noindex` and gives them no JobPosting, docs/seo-and-feeds.md). ' +
      'The area, never the address or the point; no applicant counts; no contact details. `Cache-Control: public, max-age=60`. ' +
      '`source` counts the view by where it came from (docs/seo-and-feeds.md "Where views come from").',
  })
  @ApiResponse({ status: 404, description: 'Missing, deleted, draft, or hidden by moderation' })
  @ApiResponse({ status: 429, description: 'Too many requests from this address' })
  async job(
    @Param('id', ParseIntPipe) id: number,
    @Query() query: PublicJobQueryDto,
    @Res({ passthrough: true }) res: Response,
    @AnswerLanguage() language: Language,
  ) {
    const job = await this.jobs.publicJob(id, language);
    res.setHeader('Cache-Control', PUBLIC_JOBS_CACHE_CONTROL);
    // Counted after the answer, never waited for (docs/seo-and-feeds.md "Where views come from").
    if (query.source) this.counts.record(id, 'view', query.source);
    return ok(COMMON_MESSAGES.ok, job);
  }

  @Post('jobs/:id/shares')
  @HttpCode(200)
  @UseGuards(AuthThrottlerGuard)
  @ApiAnswerOf(ShareCountedDto)
  @ApiOperation({ summary: 'Counts one share of a public job (the Share action), by where the sharer came from' })
  @ApiResponse({ status: 404, description: 'Missing, deleted, draft, or hidden by moderation' })
  @ApiResponse({ status: 429, description: 'Too many requests from this address' })
  async share(@Param('id', ParseIntPipe) id: number, @Query() query: ShareQueryDto, @AnswerLanguage() language: Language) {
    await this.jobs.publicJob(id, language);
    this.counts.record(id, 'share', query.source ?? 'direct');
    return ok(COMMON_MESSAGES.ok, { counted: true });
  }
}
