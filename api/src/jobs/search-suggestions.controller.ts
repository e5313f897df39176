import { Controller, Get, Query } from '@nestjs/common';
import { ApiAnswerOf } from '../common/api-answer';
import { SuggestionDto } from '../listings/listing-answers.dto';
import { ApiOkResponse, ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ok } from '../common/api-response';
import { Public } from '../common/auth/access.decorators';
import type { Language } from '@gigmarket/shared';
import { AnswerLanguage } from '../i18n/answer-language';
import { SearchSuggestionsService } from './search-suggestions.service';
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
export class SearchSuggestionsController {
  constructor(private readonly suggestionsService: SearchSuggestionsService) {}

  @Public()
  @Get('suggestions')
  @ApiAnswerOf(SuggestionDto, { list: true })
  @ApiOperation({
    summary: 'Suggestions for the search box: popular searches (most searched first), then the dictionary’s names starting like what was typed',
    description:
      'Only searches in the caller’s language (Accept-Language) or in none, and only those that find open jobs now (docs/search.md "Suggestions"). A popular search counts 0 when it comes from the dictionary.',
  })
  @ApiOkResponse({ description: '`data: [{ word, count }]`' })
  async suggestions(@Query() query: SuggestionsQueryDto, @AnswerLanguage() language: Language) {
    return ok(COMMON_MESSAGES.ok, await this.suggestionsService.suggestions(query.q, query.limit ?? 10, language));
  }
}
