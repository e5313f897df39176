import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, MoreThanOrEqual } from 'typeorm';
import {
  WHATSAPP_NOTICE_TEMPLATES,
  WHATSAPP_TEMPLATE_LANGUAGES,
  WHATSAPP_UNREACHABLE_CODES,
  WHATSAPP_WINDOW_HOURS,
  type Language,
  type WhatsAppNoticeName,
} from '@gigmarket/shared';
import { Clock } from '../common/clock';
import { isUniqueViolation } from '../common/database-errors';
import { ConsentsService } from '../consents/consents.service';
import { SMS_TRANSPORT, type SmsTransport } from '../sms/sms.transport';
import type { WhatsAppMessage } from './whatsapp-messages';
import { waIdOf } from './whatsapp-phones';
import { WhatsAppInbound, WhatsAppNotice } from './whatsapp.entities';
import { WhatsAppSendError, WhatsAppSender } from './whatsapp.sender';

const HOUR_MS = 3_600_000;

/** One notice the product would send by SMS, with what WhatsApp needs to send it instead. */
export interface NoticeToSend {
  userId: number;
  phone: string;
  language: Language;
  /** The SMS as it has always been; on WhatsApp, the free-form text inside the window. */
  text: string;
  /** The notice's template (outside the window) and its parameters' values, drawn in `language`. */
  template: { notice: WhatsAppNoticeName; values: Record<string, string | number | undefined> };
  /** The event the notice tells of, unique for the person (`hire:12:funded`). */
  eventKey: string;
}

export type NoticeChannel = 'sms' | 'whatsapp' | 'already_sent';

/**
 * Where a notice that goes by SMS today is sent (docs/whatsapp.md "Being told"): on WhatsApp to
 * a person whose latest `whatsapp_alerts` consent is granted and who is not known unreachable
 * there, once per event, falling back to the SMS once when WhatsApp refuses it; by SMS exactly as
 * before to everyone else. Quiet hours are the callers' (the nudge and alert runs hold both
 * channels back the same way).
 */
@Injectable()
export class WhatsAppNotices {
  private readonly logger = new Logger(WhatsAppNotices.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly consents: ConsentsService,
    private readonly sender: WhatsAppSender,
    @Inject(SMS_TRANSPORT) private readonly sms: SmsTransport,
  ) {}

  /**
   * Sends the notice: on WhatsApp, or by calling `sendSms` (the caller's SMS, exactly as it has
   * always sent it). Throws only when that SMS throws.
   */
  async send(notice: NoticeToSend, sendSms: () => Promise<unknown>): Promise<NoticeChannel> {
    const waId = waIdOf(notice.phone);
    const optedInAt = waId ? await this.optedInAt(notice.userId) : null;
    if (!waId || !optedInAt) {
      await sendSms();
      return 'sms';
    }
    // Opted in: the event is claimed first, whichever channel carries it, so a replay sends nothing.
    const rows = this.dataSource.getRepository(WhatsAppNotice);
    const now = this.clock.now();
    const unreachable = await rows.exists({
      where: { user_id: notice.userId, error_code: In([...WHATSAPP_UNREACHABLE_CODES]), created_at: MoreThanOrEqual(optedInAt) },
    });
    let claimId: number;
    try {
      const channel = unreachable ? 'sms' : 'whatsapp';
      const inserted = await rows.insert({ user_id: notice.userId, event_key: notice.eventKey.slice(0, 120), channel, error_code: null, created_at: now });
      claimId = Number(inserted.identifiers[0].id);
    } catch (error) {
      if (isUniqueViolation(error)) return 'already_sent';
      throw error;
    }
    if (unreachable) {
      await sendSms();
      return 'sms';
    }
    const inWindow = await this.dataSource.getRepository(WhatsAppInbound).exists({
      where: { wa_id: waId, sent_at: MoreThanOrEqual(new Date(now.getTime() - WHATSAPP_WINDOW_HOURS * HOUR_MS)) },
    });
    try {
      const sent = inWindow
        ? await this.sender.send(notice.phone, { kind: 'text', body: notice.text }, 'service')
        : await this.sender.send(notice.phone, templateMessage(notice.language, notice.template.notice, notice.template.values), 'utility');
      // Graph accepts most sends and reports the failure later, in a status callback.
      await rows.update({ id: claimId }, { wamid: sent.wamid, sms_to: notice.phone, sms_text: notice.text });
      return 'whatsapp';
    } catch (error) {
      // Whatever the refusal (not on WhatsApp, stopped, outside the window, Graph unreachable), the
      // person still hears it: by SMS, once, and the reason is kept on the event's row.
      const code = error instanceof WhatsAppSendError ? error.code : null;
      this.logger.warn(`WhatsApp notice (${notice.eventKey}) falls back to SMS: ${error instanceof Error ? error.message : String(error)}`);
      await rows.update({ id: claimId }, { channel: 'sms', error_code: code });
      await sendSms();
      return 'sms';
    }
  }

  /**
   * A `failed` status callback for a notice's message (how Meta usually reports "not on WhatsApp",
   * "stopped" or "outside the window"): the notice goes by SMS instead, once however often the
   * callback comes, and its row keeps Meta's code as a refusal at sending would.
   */
  async fallBackAfterFailure(wamid: string, errorCode: number | null): Promise<boolean> {
    const rows = this.dataSource.getRepository(WhatsAppNotice);
    const notice = await rows.findOne({ where: { wamid, channel: 'whatsapp' } });
    if (!notice?.sms_to || !notice.sms_text) return false;
    const moved = await rows.update({ id: notice.id, channel: 'whatsapp' }, { channel: 'sms', error_code: errorCode });
    if (!moved.affected) return false;
    this.logger.warn(`WhatsApp notice (${notice.event_key}) failed after sending (${errorCode ?? 'no code'}): sent by SMS`);
    await this.sms.send({ to: notice.sms_to, message: notice.sms_text });
    return true;
  }

  /**
   * When the person last opted in to WhatsApp alerts, if their latest `whatsapp_alerts` consent is
   * granted and WhatsApp is set up; a refusal as "not on WhatsApp" or "stopped" counts only after
   * it (opting in again gives WhatsApp another try).
   */
  private async optedInAt(userId: number): Promise<Date | null> {
    if (!this.sender.configured) return null;
    const consent = (await this.consents.states(userId)).find((state) => state.kind === 'whatsapp_alerts');
    return consent?.granted && consent.at ? new Date(consent.at) : null;
  }
}

/** The notice's approved template in the person's language, its named parameters filled. */
export function templateMessage(language: Language, notice: WhatsAppNoticeName, values: Record<string, string | number | undefined>): WhatsAppMessage {
  const template = WHATSAPP_NOTICE_TEMPLATES[notice];
  const parameters: Record<string, string> = {};
  for (const name of template.parameters) {
    const value = values[name];
    parameters[name] = value === undefined || value === '' ? '-' : String(value);
  }
  return { kind: 'template', name: template.name, language: WHATSAPP_TEMPLATE_LANGUAGES[language], parameters };
}
