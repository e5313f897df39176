import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { LIMITS } from '@gigmarket/shared';
import { ok } from '../common/api-response';
import { Public } from '../common/auth/access.decorators';
import type { Language } from '@gigmarket/shared';
import { AnswerLanguage } from '../i18n/answer-language';
import { FeaturedJobListDto, FeaturedListingsQueryDto } from '../listings/dto/featured-listings-query.dto';
import { ListingsService } from './listings.service';
import { COMMON_MESSAGES } from '../i18n/messages/spec';

@ApiTags('listings')
@Controller('listings')
export class ListingsController {
  constructor(private readonly listings: ListingsService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Featured job: filter=popular-jobs (most applications in 30 days), limit 1' })
  @ApiOkResponse({ type: FeaturedJobListDto })
  async list(@Query() query: FeaturedListingsQueryDto, @AnswerLanguage() language: Language) {
    return ok(COMMON_MESSAGES.ok, await this.listings.featured(query.limit ?? LIMITS.featuredJobLimit, language));
  }
}
