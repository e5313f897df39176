import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS, type WebhookEventType } from '@gigmarket/shared';
import { Trim } from '../common/fields';

/** A new endpoint: where, which events, and a note for the employer. */
export class CreateWebhookDto {
  @ApiProperty({ example: 'https://hr.example.com/gigmarket/webhooks', maxLength: WEBHOOK_LIMITS.urlMaxLength })
  @Trim()
  @MaxLength(WEBHOOK_LIMITS.urlMaxLength)
  @MinLength(1)
  @IsString()
  url!: string;

  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true, example: ['application.created', 'hire.paid'] })
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true })
  @ArrayUnique()
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length)
  @ArrayMinSize(1)
  @IsArray()
  events!: WebhookEventType[];

  @ApiPropertyOptional({ example: 'Our HR system', maxLength: WEBHOOK_LIMITS.descriptionMaxLength, nullable: true })
  @IsOptional()
  @Trim()
  @MaxLength(WEBHOOK_LIMITS.descriptionMaxLength)
  @IsString()
  description?: string | null;
}

/** Any of: the address, the events, the note, on or off (turning on again clears a failure's turning off). */
export class UpdateWebhookDto {
  @ApiPropertyOptional({ example: 'https://hr.example.com/gigmarket/webhooks', maxLength: WEBHOOK_LIMITS.urlMaxLength })
  @IsOptional()
  @Trim()
  @MaxLength(WEBHOOK_LIMITS.urlMaxLength)
  @MinLength(1)
  @IsString()
  url?: string;

  @ApiPropertyOptional({ enum: WEBHOOK_EVENT_TYPES, isArray: true })
  @IsOptional()
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true })
  @ArrayUnique()
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length)
  @ArrayMinSize(1)
  @IsArray()
  events?: WebhookEventType[];

  @ApiPropertyOptional({ maxLength: WEBHOOK_LIMITS.descriptionMaxLength, nullable: true })
  @IsOptional()
  @Trim()
  @MaxLength(WEBHOOK_LIMITS.descriptionMaxLength)
  @IsString()
  description?: string | null;

  @ApiPropertyOptional({ example: true })
  @IsOptional()
  @IsBoolean()
  enabled?: boolean;
}

export class WebhookDeliveriesQueryDto {
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100000)
  page?: number;

  @ApiPropertyOptional({ default: 20, minimum: 1, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  per_page?: number;
}
