import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Min } from 'class-validator';
import { ok } from '../common/api-response';
import { Public } from '../common/auth/access.decorators';
import type { Language } from '@gigmarket/shared';
import { AnswerLanguage } from '../i18n/answer-language';
import { LookupsService } from './lookups.service';
import { COMMON_MESSAGES } from '../i18n/messages/spec';

class StatesQueryDto {
  @ApiPropertyOptional({ description: 'Only the states of this country' })
  @Min(1, { message: 'country_id must be a positive number' })
  @IsInt({ message: 'country_id must be a positive number' })
  @Type(() => Number)
  @IsOptional()
  country_id?: number;
}

class LookupItemResponseDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
}

class LookupListResponseDto {
  @ApiProperty() result!: boolean;
  @ApiProperty() message!: string;
  @ApiProperty({ type: [LookupItemResponseDto] }) data!: LookupItemResponseDto[];
}

/**
 * Public lookup lists (one endpoint each serves the spec's `view` and `index` variants), named in
 * the `Accept-Language` of the request.
 */
@ApiTags('lookups')
@Public()
@Controller('lookups')
export class LookupsController {
  constructor(private readonly lookups: LookupsService) {}

  @Get('states')
  @ApiOperation({ summary: 'States by name, in the language of the request' })
  @ApiOkResponse({ type: LookupListResponseDto })
  async states(@Query() query: StatesQueryDto, @AnswerLanguage() language: Language) {
    return ok(COMMON_MESSAGES.ok, await this.lookups.listStates(language, query.country_id));
  }

  @Get('industries')
  @ApiOperation({ summary: 'Industries by name, in the language of the request' })
  @ApiOkResponse({ type: LookupListResponseDto })
  async industries(@AnswerLanguage() language: Language) {
    return ok(COMMON_MESSAGES.ok, await this.lookups.listIndustries(language));
  }

  @Get('jobtypes')
  @ApiOperation({ summary: 'Job types by name, in the language of the request' })
  @ApiOkResponse({ type: LookupListResponseDto })
  async jobTypes(@AnswerLanguage() language: Language) {
    return ok(COMMON_MESSAGES.ok, await this.lookups.listJobTypes(language));
  }

  @Get('skills')
  @ApiOperation({ summary: 'Skills by name, in the language of the request (the choices of PUT /profile/skills)' })
  @ApiOkResponse({ type: LookupListResponseDto })
  async skills(@AnswerLanguage() language: Language) {
    return ok(COMMON_MESSAGES.ok, await this.lookups.listSkills(language));
  }
}
