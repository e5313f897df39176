import { Controller, Get, Query } from '@nestjs/common';
import { ApiAnswerOf } from '../common/api-answer';
import { SuggestionDto } from '../listings/listing-answers.dto';
import { ApiOkResponse, ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ok } from '../common/api-response';
import { Public } from '../common/auth/access.decorators';
import { PopularSearchService } from './popular-search.service';
import { COMMON_MESSAGES } from '../i18n/messages/spec';

export class SuggestionsQueryDto {
  @ApiPropertyOptional({ description: 'What the user has typed so far' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  @ApiPropertyOptional({ default: 10, minimum: 1, maximum: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(20)
  limit?: number;
}

@ApiTags('search')
@Controller('search')
export class SearchController {
  constructor(private readonly popular: PopularSearchService) {}

  @Public()
  @Get('suggestions')
  @ApiAnswerOf(SuggestionDto, { list: true })
  @ApiOperation({ summary: 'Popular search terms (most searched first), optionally matching what was typed' })
  @ApiOkResponse({ description: '`data: [{ word, count }]`' })
  async suggestions(@Query() query: SuggestionsQueryDto) {
    return ok(COMMON_MESSAGES.ok, await this.popular.suggestions(query.q, query.limit ?? 10));
  }
}
