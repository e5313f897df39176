import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, LessThan, MoreThanOrEqual, Not } from 'typeorm';
import {
  QUIET_HOURS,
  WHATSAPP_NOTICE_TEMPLATES,
  WHATSAPP_RELEASE_BATCH,
  WHATSAPP_RELEASE_EVERY_MS,
  WHATSAPP_TEMPLATE_LANGUAGES,
  WHATSAPP_UNREACHABLE_CODES,
  WHATSAPP_WINDOW_HOURS,
  lagosDate,
  type Language,
  type WhatsAppNoticeName,
} from '@gigmarket/shared';
import { Clock } from '../common/clock';
import { isUniqueViolation } from '../common/database-errors';
import { TaskScheduler } from '../common/scheduler';
import { MarketplaceSettingsService } from '../settings/marketplace-settings.service';
import { ConsentsService } from '../consents/consents.service';
import { SMS_TRANSPORT, type SmsTransport } from '../sms/sms.transport';
import type { WhatsAppMessage } from './whatsapp-messages';
import { waIdOf } from './whatsapp-phones';
import { WhatsAppDay, WhatsAppInbound, WhatsAppNotice, WhatsAppOutbound } from './whatsapp.entities';
import { WhatsAppSendError, WhatsAppSender } from './whatsapp.sender';

const HOUR_MS = 3_600_000;
/** A notice one replica claimed to release and never finished (it stopped) is taken back after this. */
const RELEASE_LEASE_MS = 10 * 60_000;

export const WHATSAPP_RELEASE_TASK = 'whatsapp-held-notices';

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

export type NoticeChannel = 'sms' | 'whatsapp' | 'held' | 'already_sent';

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
    private readonly settings: MarketplaceSettingsService,
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
    const outcome = await this.deliver(claimId, notice, waId, true, sendSms);
    if (outcome !== 'cap') return outcome;
    await this.hold(claimId, notice);
    return 'held';
  }

  /**
   * Sends a claimed notice on WhatsApp: free-form inside the person's 24-hour window (never
   * capped), else its template, which opens a business-initiated conversation and so needs one of
   * the day's allowance unless the person already had one today. Answers `cap` (nothing sent) when
   * the allowance is used up, or when `behindHeld` and older notices are still held (they go first).
   */
  private async deliver(claimId: number, notice: NoticeToSend, waId: string, behindHeld: boolean, sendSms: () => Promise<unknown>): Promise<'whatsapp' | 'sms' | 'cap'> {
    const rows = this.dataSource.getRepository(WhatsAppNotice);
    const now = this.clock.now();
    const inWindow = await this.dataSource.getRepository(WhatsAppInbound).exists({
      where: { wa_id: waId, sent_at: MoreThanOrEqual(new Date(now.getTime() - WHATSAPP_WINDOW_HOURS * HOUR_MS)) },
    });
    let reserved: string | null = null;
    if (!inWindow && !(await this.openedToday(waId, now))) {
      if (behindHeld && (await rows.exists({ where: { channel: In(['held', 'sending']), id: Not(claimId) } }))) return 'cap';
      reserved = lagosDate(now);
      if (!(await this.reserve(reserved))) return 'cap';
    }
    try {
      const sent = inWindow
        ? await this.sender.send(notice.phone, { kind: 'text', body: notice.text }, 'service')
        : await this.sender.send(
            notice.phone,
            templateMessage(notice.language, notice.template.notice, notice.template.values),
            WHATSAPP_NOTICE_TEMPLATES[notice.template.notice].category,
          );
      // Graph accepts most sends and reports the failure later, in a status callback.
      await rows.update({ id: claimId }, { channel: 'whatsapp', wamid: sent.wamid, sms_to: notice.phone, sms_text: notice.text });
      return 'whatsapp';
    } catch (error) {
      // Whatever the refusal (not on WhatsApp, stopped, outside the window, Graph unreachable), the
      // person still hears it: by SMS, once, and the reason is kept on the event's row.
      if (reserved) await this.unreserve(reserved);
      const code = error instanceof WhatsAppSendError ? error.code : null;
      this.logger.warn(`WhatsApp notice (${notice.eventKey}) falls back to SMS: ${error instanceof Error ? error.message : String(error)}`);
      await rows.update({ id: claimId }, { channel: 'sms', error_code: code });
      await sendSms();
      return 'sms';
    }
  }

  /** Whether a business-initiated conversation was already opened with this number today (Lagos). */
  private openedToday(waId: string, now: Date): Promise<boolean> {
    return this.dataSource.getRepository(WhatsAppOutbound).exists({
      where: { wa_id: waId, day: lagosDate(now), category: Not('service'), status: Not('failed') },
    });
  }

  /** Takes one of the day's allowance, atomically on both databases: false when none is left. */
  private async reserve(day: string): Promise<boolean> {
    const cap = (await this.settings.get(this.dataSource.manager)).whatsappDailyCap;
    await this.dataSource.createQueryBuilder().insert().into(WhatsAppDay).values({ day, opened: 0 }).orIgnore().execute();
    const taken = await this.dataSource
      .createQueryBuilder()
      .update(WhatsAppDay)
      .set({ opened: () => 'opened + 1' })
      .where('day = :day AND opened < :cap', { day, cap })
      .execute();
    return Boolean(taken.affected);
  }

  private async unreserve(day: string): Promise<void> {
    await this.dataSource.createQueryBuilder().update(WhatsAppDay).set({ opened: () => 'opened - 1' }).where('day = :day AND opened > 0', { day }).execute();
  }

  /** Over the cap: the notice waits, with what it needs to be sent later, behind those held before it. */
  private async hold(claimId: number, notice: NoticeToSend): Promise<void> {
    await this.dataSource.getRepository(WhatsAppNotice).update(
      { id: claimId },
      {
        channel: 'held',
        notice: notice.template.notice,
        language: notice.language,
        template_values: JSON.stringify(notice.template.values),
        sms_to: notice.phone,
        sms_text: notice.text,
      },
    );
  }

  /**
   * Sends the held notices in the order they were held, as far as today's allowance goes
   * (docs/whatsapp.md "Consent and cost"). Outside the quiet hours only. Each is claimed before it
   * is sent (`held` -> `sending`, conditional), and a run that finds the oldest one claimed by
   * another replica stops: so two replicas send each once, in order.
   */
  async releaseHeld(): Promise<number> {
    const now = this.clock.now();
    if (quietNow(now)) return 0;
    const rows = this.dataSource.getRepository(WhatsAppNotice);
    let released = 0;
    for (;;) {
      const queue = await rows.find({ where: { channel: In(['held', 'sending']) }, order: { id: 'ASC' }, take: WHATSAPP_RELEASE_BATCH });
      for (const row of queue) {
        if (row.channel === 'sending' && row.claimed_at && row.claimed_at.getTime() > now.getTime() - RELEASE_LEASE_MS) return released;
        const claim = await rows.update(
          row.channel === 'sending' ? { id: row.id, channel: 'sending', claimed_at: row.claimed_at ?? undefined } : { id: row.id, channel: 'held' },
          { channel: 'sending', claimed_at: now },
        );
        if (!claim.affected) return released;
        const outcome = await this.releaseOne(row);
        if (outcome === 'cap') {
          await rows.update({ id: row.id, channel: 'sending' }, { channel: 'held', claimed_at: null });
          return released;
        }
        released++;
      }
      if (queue.length < WHATSAPP_RELEASE_BATCH) return released;
    }
  }

  /** One held notice, claimed: on WhatsApp if the person still wants it there, else by its SMS. */
  private async releaseOne(row: WhatsAppNotice): Promise<'whatsapp' | 'sms' | 'cap'> {
    const notice: NoticeToSend = {
      userId: row.user_id,
      phone: row.sms_to ?? '',
      language: row.language === 'fr' ? 'fr' : 'en',
      text: row.sms_text ?? '',
      template: { notice: row.notice as WhatsAppNoticeName, values: row.template_values ? (JSON.parse(row.template_values) as Record<string, string>) : {} },
      eventKey: row.event_key,
    };
    const waId = waIdOf(notice.phone);
    const optedInAt = waId ? await this.optedInAt(notice.userId) : null;
    const unreachable =
      optedInAt !== null &&
      (await this.dataSource.getRepository(WhatsAppNotice).exists({
        where: { user_id: notice.userId, error_code: In([...WHATSAPP_UNREACHABLE_CODES]), created_at: MoreThanOrEqual(optedInAt), id: LessThan(row.id) },
      }));
    if (!waId || !optedInAt || unreachable || !(notice.template.notice in WHATSAPP_NOTICE_TEMPLATES)) {
      // Opted out (or found unreachable) while it waited: the person hears it as everyone else does.
      await this.dataSource.getRepository(WhatsAppNotice).update({ id: row.id }, { channel: 'sms' });
      await this.sms.send({ to: notice.phone, message: notice.text });
      return 'sms';
    }
    return this.deliver(row.id, notice, waId, false, () => this.sms.send({ to: notice.phone, message: notice.text }));
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
/** Whether `now` falls in the quiet hours (21:00-07:00 Lagos), when held notices wait too. */
function quietNow(now: Date): boolean {
  const hour = (now.getUTCHours() + QUIET_HOURS.utcOffsetHours + 24) % 24;
  return hour >= QUIET_HOURS.start || hour < QUIET_HOURS.end;
}

/** Releases the held notices every few minutes on the scheduling seam (tests call it with their clock). */
@Injectable()
export class WhatsAppNoticeTasks implements OnModuleInit {
  constructor(
    private readonly scheduler: TaskScheduler,
    private readonly notices: WhatsAppNotices,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({ name: WHATSAPP_RELEASE_TASK, everyMs: WHATSAPP_RELEASE_EVERY_MS, run: () => this.notices.releaseHeld() });
  }
}

export function templateMessage(language: Language, notice: WhatsAppNoticeName, values: Record<string, string | number | undefined>): WhatsAppMessage {
  const template = WHATSAPP_NOTICE_TEMPLATES[notice];
  const parameters: Record<string, string> = {};
  for (const name of template.parameters) {
    const value = values[name];
    parameters[name] = value === undefined || value === '' ? '-' : String(value);
  }
  return { kind: 'template', name: template.name, language: WHATSAPP_TEMPLATE_LANGUAGES[language], parameters };
}
