import { Controller, Get, Param, ParseIntPipe, Query, HttpStatus } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiPropertyOptional, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsLatitude, IsLongitude, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { ok } from '../common/api-response';
import { Public } from '../common/auth/access.decorators';
import type { Language } from '@gigmarket/shared';
import { AnswerLanguage } from '../i18n/answer-language';
import { PLACES_MESSAGES } from '../i18n/messages/places';
import { COMMON_MESSAGES } from '../i18n/messages/spec';
import { DomainError } from '../common/domain-error';
import { ApiAnswerOf } from '../common/api-answer';
import { LgaDto } from './lga-answers.dto';
import { PlacesService } from './places.service';

class LgasQueryDto {
  @ApiPropertyOptional({ description: 'Only the LGAs of this state (states.id)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  state_id?: number;

  @ApiPropertyOptional({ description: 'Name or another spelling ("ifako ijaiye", "AMAC"); case, spaces and punctuation ignored' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;
}

class PointQueryDto {
  @ApiProperty({ example: 6.603 }) @Type(() => Number) @IsLatitude() latitude!: number;
  @ApiProperty({ example: 3.349 }) @Type(() => Number) @IsLongitude() longitude!: number;
}

/** Nigeria's local government areas (docs/places.md): public, like the states. */
@ApiTags('lookups')
@Public()
@Controller('lookups/lgas')
export class LgasController {
  constructor(private readonly places: PlacesService) {}

  @Get()
  @ApiOperation({ summary: 'LGAs by state then name; of one state; or matching a name or another spelling' })
  @ApiAnswerOf(LgaDto, { list: true })
  async list(@Query() query: LgasQueryDto, @AnswerLanguage() language: Language) {
    return ok(COMMON_MESSAGES.ok, await this.places.list({ stateId: query.state_id, q: query.q, language: language }));
  }

  @Get('at')
  @ApiOperation({ summary: 'The LGA holding a point (a device’s location, a map pin), or null outside every LGA' })
  @ApiAnswerOf(LgaDto, { nullable: true })
  @ApiResponse({ status: 400, description: 'latitude or longitude missing or out of range' })
  async at(@Query() query: PointQueryDto, @AnswerLanguage() language: Language) {
    return ok(COMMON_MESSAGES.ok, await this.places.at(query.latitude, query.longitude, undefined, language));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One LGA' })
  @ApiAnswerOf(LgaDto)
  @ApiResponse({ status: 404, description: 'No such LGA' })
  async show(@Param('id', ParseIntPipe) id: number, @AnswerLanguage() language: Language) {
    const lga = await this.places.get(id, undefined, language);
    if (!lga) throw new DomainError(PLACES_MESSAGES.notFound, HttpStatus.NOT_FOUND);
    return ok(COMMON_MESSAGES.ok, lga);
  }
}
