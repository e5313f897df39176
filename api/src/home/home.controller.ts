import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
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

  @Get('jobs/:id')
  @ApiAnswerOf(PublicJobDto)
  @ApiOperation({ summary: 'Public job page: an open job’s fields and the employer’s company (sign in to apply)' })
  @ApiResponse({ status: 404, description: 'Missing, deleted, draft, or hidden by moderation' })
  @ApiResponse({ status: 410, description: 'Closed, filled or expired: `data` holds its id and title (docs/seo-and-feeds.md)' })
  async job(@Param('id', ParseIntPipe) id: number, @Query() query: PublicJobQueryDto, @AnswerLanguage() language: Language) {
    const job = await this.jobs.publicJob(id, language);
    // Counted after the answer, never waited for (docs/seo-and-feeds.md "Where views come from").
    if (query.source) this.counts.record(id, 'view', query.source);
    return ok(COMMON_MESSAGES.ok, job);
  }

  @Post('jobs/:id/shares')
  @HttpCode(200)
  @ApiAnswerOf(ShareCountedDto)
  @ApiOperation({ summary: 'Counts one share of an open job (the Share action), by where the sharer came from' })
  @ApiResponse({ status: 404, description: 'Missing, deleted, draft, or hidden by moderation' })
  @ApiResponse({ status: 410, description: 'Closed, filled or expired' })
  async share(@Param('id', ParseIntPipe) id: number, @Query() query: ShareQueryDto, @AnswerLanguage() language: Language) {
    await this.jobs.publicJob(id, language);
    this.counts.record(id, 'share', query.source ?? 'direct');
    return ok(COMMON_MESSAGES.ok, { counted: true });
  }
}
