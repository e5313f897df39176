import { Controller, Get, Header, Headers, HttpCode, HttpStatus, Inject, Logger, Post, Query, Req, type RawBodyRequest } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../common/auth/access.decorators';
import { DomainError } from '../common/domain-error';
import { afterCommit, transaction } from '../common/transaction';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { COMMON_MESSAGES, SPEC_MESSAGES } from '../i18n/messages/spec';
import { WhatsAppConversation } from './whatsapp-conversation';
import { WhatsAppInbox } from './whatsapp-inbox.service';
import { WhatsAppNotices } from './whatsapp-notices';
import { readMetaPayload, validMetaSignature } from './whatsapp-webhook';
import { WhatsAppWebhookAnswerDto } from './whatsapp.dto';

function sameSecret(given: string | undefined, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  // Hashes first, so the comparison takes the same time whatever the lengths.
  return timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());
}

/**
 * Meta's webhook for the WhatsApp Business Cloud API (docs/whatsapp.md "Webhooks"): the GET Meta
 * sends once to verify the callback URL, and the POSTs of messages and status callbacks, each
 * checked on its raw bytes against X-Hub-Signature-256 before anything is read.
 */
@ApiTags('whatsapp')
@Controller('whatsapp/webhook')
export class WhatsAppWebhookController {
  private readonly logger = new Logger(WhatsAppWebhookController.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly inbox: WhatsAppInbox,
    private readonly notices: WhatsAppNotices,
    private readonly conversation: WhatsAppConversation,
  ) {}

  @Public()
  @Get()
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "Meta's verification of the callback URL: answers hub.challenge when hub.verify_token is WHATSAPP_VERIFY_TOKEN" })
  @ApiQuery({ name: 'hub.mode', required: false, schema: { type: 'string', example: 'subscribe' } })
  @ApiQuery({ name: 'hub.verify_token', required: false, schema: { type: 'string' } })
  @ApiQuery({ name: 'hub.challenge', required: false, schema: { type: 'string', example: '1158201444' } })
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'The challenge, as it was sent', schema: { type: 'string', example: '1158201444' } })
  @ApiResponse({ status: 403, description: 'Wrong or missing verify token, or WhatsApp is not configured' })
  verify(@Query() query: Record<string, unknown>): string {
    const challenge = query['hub.challenge'];
    if (query['hub.mode'] !== 'subscribe' || typeof challenge !== 'string' || !challenge || !sameSecret(typeof query['hub.verify_token'] === 'string' ? query['hub.verify_token'] : undefined, this.config.WHATSAPP_VERIFY_TOKEN)) {
      throw new DomainError(SPEC_MESSAGES.forbidden, HttpStatus.FORBIDDEN);
    }
    return challenge;
  }

  @Public()
  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: "Meta's webhook: inbound messages (each stored once by its wamid) and status callbacks (sent, delivered, read, failed)" })
  @ApiHeader({ name: 'X-Hub-Signature-256', required: true, description: 'sha256= and the hex HMAC-SHA256 of the raw body with the app secret' })
  @ApiOkResponse({ type: WhatsAppWebhookAnswerDto })
  @ApiResponse({ status: 401, description: 'Missing or wrong signature' })
  async receive(@Req() request: RawBodyRequest<Request>, @Headers('x-hub-signature-256') signature: string | undefined): Promise<WhatsAppWebhookAnswerDto> {
    const raw = request.rawBody;
    if (!raw || !validMetaSignature(raw, signature, this.config.WHATSAPP_APP_SECRET)) {
      this.logger.warn('WhatsApp webhook refused: missing or wrong signature');
      throw new DomainError(COMMON_MESSAGES.invalidSignature, HttpStatus.UNAUTHORIZED);
    }
    let payload: unknown;
    try {
      payload = JSON.parse(raw.toString('utf8'));
    } catch {
      payload = null;
    }
    const { messages, statuses } = readMetaPayload(payload);
    // One transaction: Meta retries the whole webhook when it is not acknowledged, and the wamids
    // already stored make that retry change nothing.
    return transaction(this.dataSource, async (manager) => {
      const answer = { received: true as const, messages: 0, duplicates: 0, statuses: 0, unknown_statuses: 0 };
      for (const message of messages) {
        if (await this.inbox.receive(manager, message)) {
          answer.messages += 1;
          // Answered once the message is stored for good: a retried wamid is never answered twice.
          await afterCommit(() => this.conversation.received(message));
        } else answer.duplicates += 1;
      }
      for (const status of statuses) {
        if (await this.inbox.applyStatus(manager, status)) answer.statuses += 1;
        else answer.unknown_statuses += 1;
        if (status.status === 'failed') {
          await afterCommit(() =>
            this.notices
              .fallBackAfterFailure(status.wamid, status.errorCode)
              .catch((error: Error) => this.logger.warn(`WhatsApp notice's SMS fallback not sent: ${error.message}`)),
          );
        }
      }
      return answer;
    });
  }
}
