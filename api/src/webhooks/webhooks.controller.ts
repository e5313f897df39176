import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiAnswerOf, ApiMessageAnswer } from '../common/api-answer';
import { ok } from '../common/api-response';
import { RequireScopes } from '../auth/scopes';
import { CurrentUser, UserTypes } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import { COMMON_MESSAGES } from '../i18n/messages/spec';
import { WEBHOOK_MESSAGES } from '../i18n/messages/webhooks';
import { WebhookDeliveryDto, WebhookDeliveryPageDto, WebhookEndpointDto, WebhookSecretDto } from './webhook-answers.dto';
import { CreateWebhookDto, UpdateWebhookDto, WebhookDeliveriesQueryDto } from './webhook.dto';
import { WebhooksService } from './webhooks.service';
import { Idempotent } from '../idempotency/idempotent.decorator';

/** An employer's webhook endpoints and their deliveries (docs/webhooks.md). */
@ApiTags('employer webhooks')
@RequireScopes('webhooks:manage')
@UserTypes('employer')
@ApiResponse({ status: 403, description: 'Not an employer' })
@Controller('employer/webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Get()
  @ApiOperation({ summary: "The caller's webhook endpoints (never their secrets)" })
  @ApiAnswerOf(WebhookEndpointDto, { list: true })
  async list(@CurrentUser() user: AuthUser) {
    return ok(COMMON_MESSAGES.ok, await this.webhooks.list(user.id));
  }

  @Post()
  @Idempotent('webhook-create')
  @ApiOperation({ summary: 'Add an endpoint: its signing secret is in this answer only' })
  @ApiAnswerOf(WebhookSecretDto, { status: 201 })
  @ApiResponse({ status: 400, description: '`url` (rules url, https, no_credentials, resolvable, public_address), `events` (a subset of the event types)' })
  @ApiResponse({ status: 409, description: 'At the limit of endpoints' })
  async create(@CurrentUser() user: AuthUser, @Body() dto: CreateWebhookDto) {
    return ok(WEBHOOK_MESSAGES.created, await this.webhooks.create(user.id, dto));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One of the caller’s endpoints' })
  @ApiAnswerOf(WebhookEndpointDto)
  @ApiResponse({ status: 404, description: 'Missing or another employer’s' })
  async show(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return ok(COMMON_MESSAGES.ok, await this.webhooks.show(user.id, id));
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change the address, events or note, or turn the endpoint off or on' })
  @ApiAnswerOf(WebhookEndpointDto)
  @ApiResponse({ status: 404, description: 'Missing or another employer’s' })
  async update(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() dto: UpdateWebhookDto) {
    return ok(WEBHOOK_MESSAGES.updated, await this.webhooks.update(user.id, id, dto));
  }

  @Delete(':id')
  @ApiMessageAnswer()
  @ApiOperation({ summary: 'Delete an endpoint with its deliveries' })
  @ApiResponse({ status: 404, description: 'Missing or another employer’s' })
  async remove(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    await this.webhooks.remove(user.id, id);
    return ok(WEBHOOK_MESSAGES.deleted);
  }

  @Post(':id/rotate-secret')
  @HttpCode(200)
  @ApiOperation({ summary: 'A new signing secret (in this answer only); the previous one still signs for 24 hours' })
  @ApiAnswerOf(WebhookSecretDto)
  @ApiResponse({ status: 404, description: 'Missing or another employer’s' })
  async rotate(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return ok(WEBHOOK_MESSAGES.rotated, await this.webhooks.rotate(user.id, id));
  }

  @Get(':id/deliveries')
  @ApiOperation({ summary: 'The endpoint’s deliveries, newest first, with every attempt (time, answer code)' })
  @ApiAnswerOf(WebhookDeliveryPageDto)
  @ApiResponse({ status: 404, description: 'Missing or another employer’s' })
  async deliveries(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Query() query: WebhookDeliveriesQueryDto) {
    return ok(COMMON_MESSAGES.ok, await this.webhooks.deliveries(user.id, id, query.page ?? 1, query.per_page ?? 20));
  }

  @Post(':id/deliveries/:deliveryId/resend')
  @HttpCode(202)
  @ApiOperation({ summary: 'Send a delivery once more, now (same `webhook-id`)' })
  @ApiAnswerOf(WebhookDeliveryDto, { status: 202 })
  @ApiResponse({ status: 404, description: 'Missing or another employer’s' })
  async resend(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Param('deliveryId', ParseIntPipe) deliveryId: number) {
    return ok(WEBHOOK_MESSAGES.resent, await this.webhooks.resend(user.id, id, deliveryId));
  }
}
