import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { UserTypes } from '../common/auth/access.decorators';
import { AdminWebhookEndpointDetailDto, AdminWebhookEndpointDto, WebhookDeliveryDto } from '../webhooks/webhook-answers.dto';
import { WebhooksService } from '../webhooks/webhooks.service';
import { setContentRange } from './simple-rest/content-range';

/** Deliveries shown with an endpoint in the back office. */
const DELIVERIES_SHOWN = 50;

/**
 * The back office's view of every employer's webhook endpoints (docs/webhooks.md "In the back
 * office"), superadmin only, in ra-data-simple-rest's shapes: the list with owners and failure
 * counts, one endpoint with its latest deliveries and their attempts, and resending a delivery. The
 * endpoints stay their owners' to change; no `@RequireScopes`: keys never reach it.
 */
@ApiTags('admin: webhooks')
@UserTypes('superadmin')
@Controller('admin/webhooks')
export class AdminWebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Get()
  @ApiOperation({ summary: 'Every webhook endpoint, newest first, with its owner and its deliveries by status (never a secret)' })
  @ApiOkResponse({ type: AdminWebhookEndpointDto, isArray: true })
  async list(@Res({ passthrough: true }) response: Response): Promise<AdminWebhookEndpointDto[]> {
    const rows = await this.webhooks.listAll();
    setContentRange(response, 'webhooks', 0, rows.length, rows.length);
    return rows;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One endpoint with its latest deliveries and every attempt of each' })
  @ApiOkResponse({ type: AdminWebhookEndpointDetailDto })
  @ApiResponse({ status: 404, description: 'No such endpoint' })
  async getOne(@Param('id', ParseIntPipe) id: number): Promise<AdminWebhookEndpointDetailDto> {
    const endpoint = await this.webhooks.showAny(id);
    const { items } = await this.webhooks.deliveries(null, id, 1, DELIVERIES_SHOWN);
    return { ...endpoint, deliveries: items };
  }

  @Post(':id/deliveries/:deliveryId/resend')
  @HttpCode(202)
  @ApiOperation({ summary: 'One more attempt of a delivery, now, with the same webhook-id' })
  @ApiResponse({ status: 202, type: WebhookDeliveryDto, description: 'Queued' })
  @ApiResponse({ status: 404, description: 'No such endpoint or delivery' })
  resend(@Param('id', ParseIntPipe) id: number, @Param('deliveryId', ParseIntPipe) deliveryId: number): Promise<WebhookDeliveryDto> {
    return this.webhooks.resend(null, id, deliveryId);
  }
}
