import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Language } from '@gigmarket/shared';
import { ApiAnswerOf } from '../common/api-answer';
import { ok } from '../common/api-response';
import { Public } from '../common/auth/access.decorators';
import { AnswerLanguage } from '../i18n/answer-language';
import { COMMON_MESSAGES } from '../i18n/messages/spec';
import { DiscoveryJobRefPageDto, DiscoveryPostRefListDto, FeedPageDto } from './discovery-answers.dto';
import { DiscoveryJobsQueryDto, FeedQueryDto } from './discovery.dto';
import { DiscoveryService } from './discovery.service';

/** What the site's sitemap and job feeds are made of (docs/seo-and-feeds.md). */
@ApiTags('discovery')
@Public()
@Controller('discovery')
export class DiscoveryController {
  constructor(private readonly discovery: DiscoveryService) {}

  @Get('jobs')
  @ApiAnswerOf(DiscoveryJobRefPageDto)
  @ApiOperation({ summary: 'Open jobs’ ids and last changes, by id, for the sitemap (keyset paging with `after`)' })
  async jobs(@Query() query: DiscoveryJobsQueryDto) {
    return ok(COMMON_MESSAGES.ok, await this.discovery.jobRefs(query.after ?? 0, query.limit ?? 50000));
  }

  @Get('posts')
  @ApiAnswerOf(DiscoveryPostRefListDto)
  @ApiOperation({ summary: 'Published posts’ slugs and last changes, for the sitemap (password-protected ones left out)' })
  async posts() {
    return ok(COMMON_MESSAGES.ok, await this.discovery.postRefs());
  }

  @Get('feed')
  @ApiAnswerOf(FeedPageDto)
  @ApiOperation({ summary: 'One page of open jobs, newest first, for the job boards’ feeds' })
  async feed(@Query() query: FeedQueryDto, @AnswerLanguage() language: Language) {
    return ok(COMMON_MESSAGES.ok, await this.discovery.feed(query.page ?? 1, query.per_page ?? 500, language));
  }
}
