import { Controller, Get, Param, ParseIntPipe, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswerOf } from '../common/api-answer';
import { ok } from '../common/api-response';
import { RequirePermission } from '../common/auth/access.decorators';
import { COMMON_MESSAGES } from '../i18n/messages/spec';
import { JobSourcesDto, ListingSourceDayDto } from './discovery-answers.dto';
import { SourcesQueryDto } from './discovery.dto';
import { SourceCountsService } from './source-counts.service';

/** Where job views came from: admins who may list listings (docs/seo-and-feeds.md). */
@ApiTags('admin: dashboard')
@Controller('admin/dashboard/sources')
export class JobSourcesAdminController {
  constructor(private readonly counts: SourceCountsService) {}

  @Get()
  @RequirePermission('listings', 'list')
  @ApiAnswerOf(JobSourcesDto)
  @ApiOperation({ summary: 'Job views, shares and applications by source over the last days (30 unless `days`), and the ten most viewed jobs' })
  async summary(@Query() query: SourcesQueryDto) {
    return ok(COMMON_MESSAGES.ok, await this.counts.summary(query.days ?? 30));
  }

  @Get(':listingId')
  @RequirePermission('listings', 'list')
  @ApiAnswerOf(ListingSourceDayDto, { list: true })
  @ApiOperation({ summary: 'One job’s views, shares and applications by day and source, newest day first' })
  async listing(@Param('listingId', ParseIntPipe) listingId: number) {
    return ok(COMMON_MESSAGES.ok, await this.counts.forListing(listingId));
  }
}
