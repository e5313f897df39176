import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import {
  API_KEY_SCOPES,
  API_KEYS,
  CURSOR_PAGES,
  IDEMPOTENCY,
  WEBHOOK_EVENT_EXAMPLES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_LIMITS,
  type ApiKeyScope,
  type WebhookEventType,
} from '@gigmarket/shared';
import { ApiAnswerOf } from '../../common/api-answer';
import { ok } from '../../common/api-response';
import { Public } from '../../common/auth/access.decorators';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { COMMON_MESSAGES } from '../../i18n/messages/spec';

class DeveloperLimitsDto {
  @ApiProperty({ example: 120, description: 'Requests one key may make per window (API_KEY_REQUESTS_PER_MINUTE)' }) requests_per_window!: number;
  @ApiProperty({ example: 60 }) window_seconds!: number;
  @ApiProperty({ example: 20, description: 'Live keys one owner may hold' }) keys_per_owner!: number;
  @ApiProperty({ example: 730 }) key_max_expiry_days!: number;
  @ApiProperty({ example: 100, description: 'The largest `per_page` of a cursor page' }) per_page_max!: number;
}

class DeveloperIdempotencyDto {
  @ApiProperty({ example: 'Idempotency-Key' }) header!: string;
  @ApiProperty({ example: 'Idempotent-Replayed' }) replayed_header!: string;
  @ApiProperty({ example: '^[A-Za-z0-9_-]{8,64}$' }) pattern!: string;
  @ApiProperty({ example: 30 }) keep_days!: number;
}

class DeveloperEventDto {
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES }) type!: WebhookEventType;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'An example body: { id, type, timestamp, data }' }) example!: Record<string, unknown>;
}

class DeveloperWebhooksDto {
  @ApiProperty({ type: [DeveloperEventDto] }) events!: DeveloperEventDto[];
  @ApiProperty({ example: 10 }) endpoints_per_user!: number;
  @ApiProperty({ example: 10 }) timeout_seconds!: number;
  @ApiProperty({ example: 72, description: 'Retries stop this long after the event' }) retry_window_hours!: number;
  @ApiProperty({ example: 300, description: 'A receiver refuses a `webhook-timestamp` further than this from its clock' }) tolerance_seconds!: number;
}

class DevelopersDto {
  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true }) scopes!: ApiKeyScope[];
  @ApiProperty({ type: DeveloperLimitsDto }) limits!: DeveloperLimitsDto;
  @ApiProperty({ type: DeveloperIdempotencyDto }) idempotency!: DeveloperIdempotencyDto;
  @ApiProperty({ example: 'cursor' }) cursor_param!: string;
  @ApiProperty({ type: DeveloperWebhooksDto }) webhooks!: DeveloperWebhooksDto;
  @ApiProperty({ example: '/api/docs-json', description: 'The OpenAPI 3.1 document (its browsable form: /api/docs)' }) openapi_url!: string;
}

/** What the site's public Developers page shows (docs/developers.md), from the code's own lists and this API's configuration. */
@ApiTags('api keys')
@Public()
@Controller('developers')
export class DevelopersController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @ApiOperation({ summary: 'For other systems: the scopes of API keys, the limits, idempotency keys, cursor pages and the webhook events with an example body each' })
  @ApiAnswerOf(DevelopersDto)
  show() {
    const body: DevelopersDto = {
      scopes: [...API_KEY_SCOPES],
      limits: {
        requests_per_window: this.config.API_KEY_REQUESTS_PER_MINUTE,
        window_seconds: API_KEYS.windowSeconds,
        keys_per_owner: API_KEYS.maxPerOwner,
        key_max_expiry_days: API_KEYS.maxExpiryDays,
        per_page_max: CURSOR_PAGES.perPageMax,
      },
      idempotency: { header: IDEMPOTENCY.header, replayed_header: IDEMPOTENCY.replayedHeader, pattern: IDEMPOTENCY.pattern.source, keep_days: IDEMPOTENCY.keepDays },
      cursor_param: CURSOR_PAGES.param,
      webhooks: {
        events: WEBHOOK_EVENT_TYPES.map((type) => ({ type, example: { ...WEBHOOK_EVENT_EXAMPLES[type] } })),
        endpoints_per_user: WEBHOOK_LIMITS.endpointsPerUser,
        timeout_seconds: WEBHOOK_LIMITS.timeoutMs / 1000,
        retry_window_hours: WEBHOOK_LIMITS.retryWindowMs / 3600_000,
        tolerance_seconds: WEBHOOK_LIMITS.toleranceMs / 1000,
      },
      openapi_url: '/api/docs-json',
    };
    return ok(COMMON_MESSAGES.ok, body);
  }
}
