import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Min } from 'class-validator';
import { ok } from '../common/api-response';
import { Public } from '../common/auth/access.decorators';
import { LookupsService } from './lookups.service';

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

/** Public lookup lists (one endpoint each serves the spec's `view` and `index` variants). */
@ApiTags('lookups')
@Public()
@Controller('lookups')
export class LookupsController {
  constructor(private readonly lookups: LookupsService) {}

  @Get('states')
  @ApiOperation({ summary: 'States, by name' })
  @ApiOkResponse({ type: LookupListResponseDto })
  async states(@Query() query: StatesQueryDto) {
    return ok('OK', await this.lookups.listStates(query.country_id));
  }

  @Get('industries')
  @ApiOperation({ summary: 'Industries, by name' })
  @ApiOkResponse({ type: LookupListResponseDto })
  async industries() {
    return ok('OK', await this.lookups.listIndustries());
  }

  @Get('jobtypes')
  @ApiOperation({ summary: 'Job types, by name' })
  @ApiOkResponse({ type: LookupListResponseDto })
  async jobTypes() {
    return ok('OK', await this.lookups.listJobTypes());
  }

  @Get('skills')
  @ApiOperation({ summary: 'Skills, by name (the choices of PUT /profile/skills)' })
  @ApiOkResponse({ type: LookupListResponseDto })
  async skills() {
    return ok('OK', await this.lookups.listSkills());
  }
}
