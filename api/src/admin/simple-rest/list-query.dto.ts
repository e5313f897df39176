import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * The query of every back-office list call, exactly as ra-data-simple-rest sends it:
 * `sort=["field","ASC"]`, `range=[0,24]`, `filter={...}` (JSON strings). Parsed and checked
 * against the resource's allow-lists by `parseListQuery`.
 */
export class ListQueryDto {
  @ApiPropertyOptional({ example: '["id","ASC"]' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  sort?: string;

  @ApiPropertyOptional({ example: '[0,24]' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  range?: string;

  @ApiPropertyOptional({ example: '{"q":"plumber","status":"open"}' })
  @IsOptional()
  @IsString()
  @MaxLength(4000)
  filter?: string;
}
