import { Controller, Get, Param, ParseIntPipe, Query } from '@nestjs/common';
import { ApiAnswerOf } from '../openapi/api-answer';
import { JobDetailsDto } from './listing-answers.dto';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ok } from '../common/api-response';
import { CurrentUser, UserTypes } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import { JobSearchPageDto } from './job-search.answer.dto';
import { JobSearchQueryDto } from './job-search.dto';
import { JobSearchService } from './job-search.service';

@ApiTags('jobs')
@UserTypes('freelancer')
@ApiResponse({ status: 403, description: 'Not a freelancer' })
@Controller('jobs')
export class JobsController {
  constructor(private readonly jobs: JobSearchService) {}

  @Get()
  @ApiOperation({
    summary: 'Search open jobs: text, category, job type, state, amount range, date, distance; sort newest, amount, amount_desc or distance',
    description:
      'Distance uses latitude/longitude, or the profile’s location by default (a bounding box on the indexed coordinates, then the exact haversine distance). The text of page 1 is recorded in popular searches.',
  })
  @ApiAnswerOf(JobSearchPageDto, { description: '`data: { items, total, page, per_page, pages, point }`' })
  @ApiResponse({ status: 400, description: 'A bad parameter, or a distance search without a point' })
  async search(@CurrentUser() user: AuthUser, @Query() query: JobSearchQueryDto) {
    return ok('OK', await this.jobs.search(user.id, query));
  }

  @Get(':id')
  @ApiAnswerOf(JobDetailsDto)
  @ApiOperation({ summary: 'Job details: every field, the employer’s company, and whether the caller applied, saved it, or is connected' })
  @ApiResponse({ status: 404, description: 'Missing, deleted, or not open (unless the caller applied to it)' })
  async details(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return ok('OK', await this.jobs.details(user.id, id));
  }
}
