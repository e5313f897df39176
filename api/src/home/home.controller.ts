import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { ApiAnswerOf } from '../common/api-answer';
import { PublicJobDto } from '../listings/listing-answers.dto';
import { HomeDataDto } from './home-answers.dto';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ok } from '../common/api-response';
import { Public } from '../common/auth/access.decorators';
import type { Language } from '@gigmarket/shared';
import { AnswerLanguage } from '../i18n/answer-language';
import { JobSearchService } from '../jobs/job-search.service';
import { HomeService } from './home.service';
import { COMMON_MESSAGES } from '../i18n/messages/spec';

@ApiTags('home')
@Public()
@Controller('home')
export class HomeController {
  constructor(
    private readonly home: HomeService,
    private readonly jobs: JobSearchService,
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
  @ApiResponse({ status: 404, description: 'Missing, deleted, draft or closed' })
  async job(@Param('id', ParseIntPipe) id: number, @AnswerLanguage() language: Language) {
    return ok(COMMON_MESSAGES.ok, await this.jobs.publicJob(id, language));
  }
}
