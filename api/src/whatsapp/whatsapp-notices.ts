import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, LessThan, MoreThanOrEqual, Not, type Repository } from 'typeorm';
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
  type WhatsAppNoticeTemplate,
} from '@gigmarket/shared';
import { Clock } from '../common/clock';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { isUniqueViolation } from '../common/database-errors';
import { TaskScheduler } from '../common/scheduler';
import type { AdminSettings } from '../settings/admin-settings.entity';
import { InjectAdminSettings } from '../settings/repositories';
import { MarketplaceSettingsService } from '../settings/marketplace-settings.service';
import { siteAddress } from '../settings/site-address';
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

/** `none`: a notice that has no SMS went nowhere but the bell (not opted in, or WhatsApp refused it). */
export type NoticeChannel = 'sms' | 'whatsapp' | 'held' | 'already_sent' | 'none';

/** A notice that has no SMS (the employer's hire notices): WhatsApp to the opted in, nothing else. */
export interface WhatsAppOnlyNotice {
  userId: number;
  phone: string | null;
  language: Language;
  notice: WhatsAppNoticeName;
  /** The template's values but `link`, drawn in `language`. */
  values: Record<string, string | number | undefined>;
  /** The site page it opens (`/employer/hires/12`): given in full as the template's `link`. */
  path: string;
  eventKey: string;
}

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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectAdminSettings() private readonly adminSettings: Repository<AdminSettings>,
  ) {}

  /**
   * Sends the notice: on WhatsApp, or by calling `sendSms` (the caller's SMS, exactly as it has
   * always sent it). Throws only when that SMS throws. `sendSms` null: the notice has no SMS, and
   * whoever does not get it on WhatsApp has the bell alone (`sendOnWhatsApp`).
   */
  async send(notice: NoticeToSend, sendSms: (() => Promise<unknown>) | null): Promise<NoticeChannel> {
    const waId = waIdOf(notice.phone);
    const optedInAt = waId ? await this.optedInAt(notice.userId) : null;
    const fallback = sendSms ? 'sms' : 'none';
    if (!waId || !optedInAt) {
      await sendSms?.();
      return fallback;
    }
    // Opted in: the event is claimed first, whichever channel carries it, so a replay sends nothing.
    const rows = this.dataSource.getRepository(WhatsAppNotice);
    const now = this.clock.now();
    const unreachable = await rows.exists({
      where: { user_id: notice.userId, error_code: In([...WHATSAPP_UNREACHABLE_CODES]), created_at: MoreThanOrEqual(optedInAt) },
    });
    let claimId: number;
    try {
      const channel = unreachable ? fallback : 'whatsapp';
      const inserted = await rows.insert({ user_id: notice.userId, event_key: notice.eventKey.slice(0, 120), channel, error_code: null, created_at: now });
      claimId = Number(inserted.identifiers[0].id);
    } catch (error) {
      if (isUniqueViolation(error)) return 'already_sent';
      throw error;
    }
    if (unreachable) {
      await sendSms?.();
      return fallback;
    }
    const outcome = await this.deliver(claimId, notice, waId, true, sendSms);
    if (outcome !== 'cap') return outcome;
    await this.hold(claimId, notice, sendSms !== null);
    return 'held';
  }

  /**
   * A notice that has no SMS (docs/whatsapp.md "Being told": the employer's hire notices): on
   * WhatsApp to a person who opted in, with the page's full address as `link`; the free-form text
   * inside the window is the template's own text, filled. Nothing to anyone else.
   */
  async sendOnWhatsApp(notice: WhatsAppOnlyNotice): Promise<NoticeChannel> {
    if (!notice.phone || !waIdOf(notice.phone) || !this.sender.configured) return 'none';
    const [settings] = await this.adminSettings.find({ order: { id: 'ASC' }, take: 1 });
    const values = { ...notice.values, link: `${siteAddress(this.config.SITE_URL, settings?.site_url)}${notice.path}` };
    return this.send(
      {
        userId: notice.userId,
        phone: notice.phone,
        language: notice.language,
        text: templateText(notice.language, notice.notice, values),
        template: { notice: notice.notice, values },
        eventKey: notice.eventKey,
      },
      null,
    );
  }

  /**
   * Sends a claimed notice on WhatsApp: free-form inside the person's 24-hour window (never
   * capped), else its template, which opens a business-initiated conversation and so needs one of
   * the day's allowance unless the person already had one today. Answers `cap` (nothing sent) when
   * the allowance is used up, or when `behindHeld` and older notices are still held (they go first).
   */
  private async deliver(claimId: number, notice: NoticeToSend, waId: string, behindHeld: boolean, sendSms: (() => Promise<unknown>) | null): Promise<'whatsapp' | 'sms' | 'none' | 'cap'> {
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
        ? await this.sender.send(notice.phone, freeFormMessage(notice), 'service')
        : await this.sender.send(
            notice.phone,
            templateMessage(notice.language, notice.template.notice, notice.template.values),
            WHATSAPP_NOTICE_TEMPLATES[notice.template.notice].category,
          );
      // Graph accepts most sends and reports the failure later, in a status callback.
      // No SMS text kept for a notice that has none: a later failure then sends nothing.
      await rows.update({ id: claimId }, { channel: 'whatsapp', wamid: sent.wamid, sms_to: notice.phone, sms_text: sendSms ? notice.text : null });
      return 'whatsapp';
    } catch (error) {
      // Whatever the refusal (not on WhatsApp, stopped, outside the window, Graph unreachable), the
      // person still hears it: by SMS, once (or by the bell alone, for a notice with no SMS), and
      // the reason is kept on the event's row.
      if (reserved) await this.unreserve(reserved);
      const code = error instanceof WhatsAppSendError ? error.code : null;
      const fallback = sendSms ? 'sms' : 'none';
      this.logger.warn(`WhatsApp notice (${notice.eventKey}) falls back to ${fallback}: ${error instanceof Error ? error.message : String(error)}`);
      await rows.update({ id: claimId }, { channel: fallback, error_code: code });
      await sendSms?.();
      return fallback;
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
  private async hold(claimId: number, notice: NoticeToSend, hasSms: boolean): Promise<void> {
    await this.dataSource.getRepository(WhatsAppNotice).update(
      { id: claimId },
      {
        channel: 'held',
        notice: notice.template.notice,
        language: notice.language,
        template_values: JSON.stringify(notice.template.values),
        sms_to: notice.phone,
        // Null for a notice that has no SMS: its free-form text is its template's, filled again.
        sms_text: hasSms ? notice.text : null,
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
  private async releaseOne(row: WhatsAppNotice): Promise<'whatsapp' | 'sms' | 'none' | 'cap'> {
    const language: Language = row.language === 'fr' ? 'fr' : 'en';
    const template = { notice: row.notice as WhatsAppNoticeName, values: row.template_values ? (JSON.parse(row.template_values) as Record<string, string>) : {} };
    const hasSms = row.sms_text !== null;
    const notice: NoticeToSend = {
      userId: row.user_id,
      phone: row.sms_to ?? '',
      language,
      text: row.sms_text ?? (template.notice in WHATSAPP_NOTICE_TEMPLATES ? templateText(language, template.notice, template.values) : ''),
      template,
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
      await this.dataSource.getRepository(WhatsAppNotice).update({ id: row.id }, { channel: hasSms ? 'sms' : 'none' });
      if (!hasSms) return 'none';
      await this.sms.send({ to: notice.phone, message: notice.text });
      return 'sms';
    }
    return this.deliver(row.id, notice, waId, false, hasSms ? () => this.sms.send({ to: notice.phone, message: notice.text }) : null);
  }

  /**
   * A `failed` status callback for a notice's message (how Meta usually reports "not on WhatsApp",
   * "stopped" or "outside the window"): the notice goes by SMS instead, once however often the
   * callback comes, and its row keeps Meta's code as a refusal at sending would.
   */
  async fallBackAfterFailure(wamid: string, errorCode: number | null): Promise<boolean> {
    const rows = this.dataSource.getRepository(WhatsAppNotice);
    const notice = await rows.findOne({ where: { wamid, channel: 'whatsapp' } });
    if (!notice?.sms_to) return false;
    if (!notice.sms_text) {
      // A notice that has no SMS: nothing to send, but the code is kept (131026 is remembered).
      await rows.update({ id: notice.id, channel: 'whatsapp' }, { channel: 'none', error_code: errorCode });
      return false;
    }
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

/** The template's named parameters, each filled (`-` for a missing value: Meta refuses an empty one). */
function templateParameters(notice: WhatsAppNoticeName, values: Record<string, string | number | undefined>): Record<string, string> {
  const parameters: Record<string, string> = {};
  for (const name of WHATSAPP_NOTICE_TEMPLATES[notice].parameters) {
    const value = values[name];
    parameters[name] = value === undefined || value === '' ? '-' : String(value);
  }
  return parameters;
}

/** The page a notice's URL button opens (its `link`), when its template has such a button. */
function buttonPage(notice: WhatsAppNoticeName, values: Record<string, string | number | undefined>): URL | null {
  const template: WhatsAppNoticeTemplate = WHATSAPP_NOTICE_TEMPLATES[notice];
  if (!template.button || typeof values.link !== 'string') return null;
  try {
    return new URL(values.link);
  } catch {
    return null;
  }
}

/**
 * The notice's approved template in the person's language, its named parameters filled, and the
 * path of its `link` as its URL button's variable (the button is submitted as `<site>/{{1}}`).
 */
export function templateMessage(language: Language, notice: WhatsAppNoticeName, values: Record<string, string | number | undefined>): WhatsAppMessage {
  const template = WHATSAPP_NOTICE_TEMPLATES[notice];
  const page = buttonPage(notice, values);
  return {
    kind: 'template',
    name: template.name,
    language: WHATSAPP_TEMPLATE_LANGUAGES[language],
    parameters: templateParameters(notice, values),
    ...(page ? { urlButtonSuffix: `${page.pathname.slice(1)}${page.search}` } : {}),
  };
}

/** Inside the window: the text, with a button opening the notice's page when its template has one. */
function freeFormMessage(notice: NoticeToSend): WhatsAppMessage {
  const template: WhatsAppNoticeTemplate = WHATSAPP_NOTICE_TEMPLATES[notice.template.notice];
  const page = buttonPage(notice.template.notice, notice.template.values);
  if (!page || !template.button) return { kind: 'text', body: notice.text };
  return { kind: 'cta', body: notice.text, button: { text: template.button[notice.language], url: page.href } };
}

/** The template's body in `language` with its parameters filled: the free-form text of a notice that has no SMS. */
export function templateText(language: Language, notice: WhatsAppNoticeName, values: Record<string, string | number | undefined>): string {
  const parameters = templateParameters(notice, values);
  return WHATSAPP_NOTICE_TEMPLATES[notice].texts[language].replace(/\{\{(\w+)\}\}/g, (_, name: string) => parameters[name] ?? '');
}
