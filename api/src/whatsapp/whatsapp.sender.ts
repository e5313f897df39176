import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { WhatsAppAPI } from 'whatsapp-api-js';
import { lagosDate, type WhatsAppCategory } from '@gigmarket/shared';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { Clock } from '../common/clock';
import { MarketplaceSettingsService } from '../settings/marketplace-settings.service';
import { WhatsAppPhones, waIdOf } from './whatsapp-phones';
import { clientMessage, type WhatsAppMessage } from './whatsapp-messages';
import { WhatsAppOutbound } from './whatsapp.entities';

/** Graph refused the send: Meta's error code and title (the row is stored as failed). */
export class WhatsAppSendError extends Error {
  constructor(
    readonly code: number | null,
    readonly title: string,
  ) {
    super(`WhatsApp send refused by Graph${code === null ? '' : ` (#${code})`}: ${title}`);
    this.name = 'WhatsAppSendError';
  }
}

/** WhatsApp is not set up (no phone-number id or access token): nothing can be sent. */
export class WhatsAppNotConfiguredError extends Error {
  constructor() {
    super('WhatsApp is not configured: set WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN (docs/whatsapp.md)');
    this.name = 'WhatsAppNotConfiguredError';
  }
}

/**
 * Sends through Graph's `/{version}/{phone-number-id}/messages` with whatsapp-api-js. The library
 * calls https://graph.facebook.com; its fetch is given here and sends to WHATSAPP_GRAPH_BASE_URL
 * instead (the local WhatsApp, or Graph itself). Every message is checked against Meta's limits
 * first (whatsapp-messages.ts) and stored with its wamid; Meta's status callbacks then move it.
 */
@Injectable()
export class WhatsAppSender {
  private readonly logger = new Logger(WhatsAppSender.name);
  private readonly api: WhatsAppAPI | null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly phones: WhatsAppPhones,
    private readonly settings: MarketplaceSettingsService,
  ) {
    const base = config.WHATSAPP_GRAPH_BASE_URL.replace(/\/+$/, '');
    const graphFetch: typeof fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input).replace(/^https:\/\/graph\.facebook\.com/, base);
      return fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
    };
    this.api = config.WHATSAPP_ACCESS_TOKEN
      ? new WhatsAppAPI({ token: config.WHATSAPP_ACCESS_TOKEN, v: config.WHATSAPP_GRAPH_VERSION, secure: false, ponyfill: { fetch: graphFetch } })
      : null;
  }

  get configured(): boolean {
    return Boolean(this.api && this.config.WHATSAPP_PHONE_NUMBER_ID);
  }

  /**
   * Sends one message to a phone (any usual form of a Nigerian number) and answers its stored row.
   * Throws WhatsAppLimitError before any call when it breaks Meta's limits, WhatsAppSendError when
   * Graph refuses it (stored as failed with Meta's code).
   */
  async send(phone: string, message: WhatsAppMessage, category: WhatsAppCategory = 'service'): Promise<WhatsAppOutbound> {
    const built = clientMessage(message);
    const waId = waIdOf(phone);
    if (!waId) throw new Error(`Not a Nigerian phone number: ${phone}`);
    if (!this.api || !this.config.WHATSAPP_PHONE_NUMBER_ID) throw new WhatsAppNotConfiguredError();
    const payload = JSON.stringify({ type: built._type, [built._type]: built });
    const userId = await this.phones.userIdOf(this.dataSource.manager, waId);
    const now = this.clock.now();
    const day = lagosDate(now);
    // The price in force now is kept on the row: a later change of the rates leaves it as it is.
    const priceMicros = (await this.settings.get(this.dataSource.manager)).whatsappRatesMicros[category];
    const rows = this.dataSource.getRepository(WhatsAppOutbound);
    let answer: Awaited<ReturnType<WhatsAppAPI['sendMessage']>>;
    try {
      answer = await this.api.sendMessage(this.config.WHATSAPP_PHONE_NUMBER_ID, waId, built);
    } catch (error) {
      this.logger.warn(`WhatsApp send failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new WhatsAppSendError(null, error instanceof Error ? error.message : String(error));
    }
    if ('error' in answer && answer.error) {
      const { code, message: title } = answer.error;
      await rows.insert({ wamid: null, wa_id: waId, user_id: userId, kind: message.kind, category, status: 'failed', error_code: code, error_title: String(title).slice(0, 255), payload, failed_at: now, day, price_micros: 0 });
      throw new WhatsAppSendError(code, String(title));
    }
    const wamid = 'messages' in answer ? answer.messages[0]?.id : undefined;
    if (!wamid) throw new WhatsAppSendError(null, 'Graph answered no message id');
    const inserted = await rows.insert({ wamid, wa_id: waId, user_id: userId, kind: message.kind, category, status: 'accepted', payload, day, price_micros: priceMicros });
    return rows.findOneByOrFail({ id: Number(inserted.identifiers[0].id) });
  }
}
