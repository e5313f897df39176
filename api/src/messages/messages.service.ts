import { userLanguage } from '../i18n/i18n';
import { ConsentsService } from '../consents/consents.service';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, IsNull, LessThanOrEqual, Repository } from 'typeorm';
import { HIRE_STATUSES, MESSAGE_LIMITS, MESSAGING_TEXTS, NEVER_PAY_NOTICE, type Language } from '@gigmarket/shared';
import type { JobApplication } from '../applications/job-application.entity';
import { InjectJobApplications } from '../applications/repositories';
import { Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { TaskScheduler } from '../common/scheduler';
import type { Listing } from '../listings/listing.entity';
import { InjectListings } from '../listings/repositories';
import { DocumentStorage } from '../portfolio/document-storage';
import type { FileKind } from '../portfolio/file-kinds';
import { SMS_TRANSPORT, type SmsTransport } from '../sms/sms.transport';
import { WhatsAppNotices } from '../whatsapp/whatsapp-notices';
import { displayName } from '../trust/trust.service';
import { flagMessage } from '../safety/flags';
import { transaction } from '../common/transaction';
import type { User } from '../users/user.entity';
import { InjectUsers } from '../users/repositories';
import { inQuietHours, maskContacts } from './masking';
import { AlertLog, Message, MessageBlock, MessageReport } from './message.entities';
import { MessageBus } from './message-bus';
import type { SmsPreferencesDto, ThreadDto, ThreadMessageDto, ThreadSummaryDto } from './messages.dto';
import type { AdminThreadDto } from './message-answers.dto';
import { MESSAGING_MESSAGES } from '../i18n/messages/shared';
import { message as said } from '../i18n/message';

const MINUTE_MS = 60_000;
export const NUDGE_TASK = 'message-nudges';
/** Attachments (images and PDFs), under UPLOAD_DIR/messages; served to the thread's participants only. */
export const MESSAGE_FILES = Symbol('MESSAGE_FILES');

/** The application as a thread: who its two sides are. */
export interface ThreadFacts {
  application: JobApplication;
  listing: Listing;
  employerId: number;
  freelancerId: number;
  /** The caller's side and the other side's id. */
  role: 'employer' | 'freelancer';
  otherId: number;
  approved: boolean;
}

/** Rolls back a nudge claim that found a nudge sent within the hour (the marks it wrote go with it). */
class NudgeTaken extends Error {}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(`${String(value).replace(' ', 'T')}Z`).toISOString();


/** Job-scoped conversations (docs/conversations.md): one thread per application, two participants. */
@Injectable()
export class MessagesService {
  private readonly logger = new Logger(MessagesService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly bus: MessageBus,
    private readonly scheduler: TaskScheduler,
    @Inject(SMS_TRANSPORT) private readonly sms: SmsTransport,
    private readonly channel: WhatsAppNotices,
    @Inject(MESSAGE_FILES) readonly files: DocumentStorage,
    @InjectJobApplications() private readonly applications: Repository<JobApplication>,
    @InjectListings() private readonly listings: Repository<Listing>,
    @InjectUsers() private readonly users: Repository<User>,
    private readonly consents: ConsentsService,
  ) {}

  /** A message's attachment for a participant (404 for anyone else or when there is none). */
  async attachment(messageId: number, userId: number) {
    const message = await this.dataSource.manager.findOne(Message, { where: { id: messageId } });
    if (!message?.attachment) throw new DomainError(MESSAGING_MESSAGES.messageNotFound, HttpStatus.NOT_FOUND);
    await this.facts(message.application_id, userId).catch(() => {
      throw new DomainError(MESSAGING_MESSAGES.messageNotFound, HttpStatus.NOT_FOUND);
    });
    const file = await this.files.get(message.attachment);
    if (!file) throw new DomainError(MESSAGING_MESSAGES.messageNotFound, HttpStatus.NOT_FOUND);
    return file;
  }

  /** The thread of application `id` for `userId`; 404 unless a participant. */
  /**
   * A whole thread, unmasked, for the back office: admins read a conversation only through a
   * report or a dispute about it (`reportedId` marks the reported message).
   */
  async adminThread(applicationId: number, reportedId: number | null = null): Promise<AdminThreadDto> {
    const manager = this.dataSource.manager;
    const application = await this.applications.findOne({ where: { id: applicationId } });
    const listing = application ? await this.listings.findOne({ where: { id: application.listing_id }, withDeleted: true }) : null;
    if (!application || !listing) throw new DomainError(MESSAGING_MESSAGES.messageNotFound, HttpStatus.NOT_FOUND);
    const [rows, people] = await Promise.all([
      manager.find(Message, { where: { application_id: applicationId }, order: { id: 'ASC' }, take: 500 }),
      this.users.find({
        where: [{ id: listing.user_id }, { id: application.user_id }],
        select: { id: true, name: true, first_name: true, last_name: true },
      }),
    ]);
    const name = (userId: number) => {
      const user = people.find((person) => person.id === userId);
      return user ? displayName(user) : 'Unnamed';
    };
    return {
      application_id: applicationId,
      job_title: listing.job_title,
      participants: [
        { id: listing.user_id, name: name(listing.user_id), role: 'employer' },
        { id: application.user_id, name: name(application.user_id), role: 'freelancer' },
      ],
      items: rows.map((row) => ({
        id: row.id,
        sender_id: row.sender_id,
        sender_name: name(row.sender_id),
        body: row.body,
        created_at: row.created_at,
        seen_at: row.seen_at,
        reported: row.id === reportedId,
      })),
    };
  }

  async facts(id: number, userId: number): Promise<ThreadFacts> {
    const application = await this.applications.findOne({ where: { id } });
    const listing = application ? await this.listings.findOne({ where: { id: application.listing_id } }) : null;
    if (!application || !listing || (userId !== application.user_id && userId !== listing.user_id)) {
      throw new DomainError(MESSAGING_MESSAGES.threadNotFound, HttpStatus.NOT_FOUND);
    }
    const role = userId === listing.user_id ? 'employer' : 'freelancer';
    return {
      application,
      listing,
      employerId: listing.user_id,
      freelancerId: application.user_id,
      role,
      otherId: role === 'employer' ? application.user_id : listing.user_id,
      approved: (HIRE_STATUSES as readonly string[]).includes(application.status),
    };
  }

  async blocks(userId: number, otherId: number): Promise<{ byMe: boolean; byThem: boolean }> {
    const manager = this.dataSource.manager;
    const [byMe, byThem] = await Promise.all([
      manager.exists(MessageBlock, { where: { blocker_id: userId, blocked_id: otherId } }),
      manager.exists(MessageBlock, { where: { blocker_id: otherId, blocked_id: userId } }),
    ]);
    return { byMe, byThem };
  }

  view(message: Message, userId: number, approved: boolean, lang: Language): ThreadMessageDto {
    const masked = approved ? { text: message.body, masked: false } : maskContacts(message.body, MESSAGING_TEXTS[lang].masked);
    return {
      id: message.id,
      application_id: message.application_id,
      sender_id: message.sender_id,
      mine: message.sender_id === userId,
      body: masked.text,
      masked: masked.masked,
      attachment: message.attachment ? (message.attachment.split('.').pop() ?? null) : null,
      created_at: iso(message.created_at) as string,
      seen_at: iso(message.seen_at),
    };
  }

  async unread(userId: number): Promise<number> {
    return this.dataSource.manager.count(Message, { where: { recipient_id: userId, seen_at: IsNull() } });
  }

  /** The caller's threads with messages, newest activity first: the inbox. */
  async threads(userId: number): Promise<ThreadSummaryDto[]> {
    const manager = this.dataSource.manager;
    const rows = await manager
      .createQueryBuilder(Message, 'm')
      .select('m.application_id', 'application_id')
      .addSelect('MAX(m.id)', 'last_id')
      .addSelect('SUM(CASE WHEN m.recipient_id = :me AND m.seen_at IS NULL THEN 1 ELSE 0 END)', 'unread')
      .where('(m.sender_id = :me OR m.recipient_id = :me)', { me: userId })
      .groupBy('m.application_id')
      .orderBy('last_id', 'DESC')
      .limit(100)
      .getRawMany<{ application_id: number; last_id: number; unread: number | string }>();
    if (rows.length === 0) return [];
    const lastIds = rows.map((row) => Number(row.last_id));
    const [lasts, me] = await Promise.all([
      manager.find(Message, { where: { id: In(lastIds) } }),
      this.users.findOne({ where: { id: userId }, select: { id: true, language: true } }),
    ]);
    const out: ThreadSummaryDto[] = [];
    for (const row of rows) {
      const facts = await this.facts(Number(row.application_id), userId).catch(() => null);
      const last = lasts.find((message) => message.id === Number(row.last_id));
      if (!facts || !last) continue;
      const other = await this.users.findOne({ where: { id: facts.otherId }, select: { id: true, name: true, first_name: true, last_name: true } });
      out.push({
        application_id: facts.application.id,
        job_title: facts.listing.job_title,
        other: { id: facts.otherId, name: other ? displayName(other) : 'Unnamed' },
        unread: Number(row.unread),
        last: this.view(last, userId, facts.approved, userLanguage(me)),
      });
    }
    return out;
  }

  async smsPreferences(userId: number): Promise<SmsPreferencesDto> {
    const user = await this.users.findOneOrFail({ where: { id: userId }, select: { id: true, sms_message_nudges: true, sms_job_alerts: true } });
    return { sms_message_nudges: Boolean(user.sms_message_nudges), sms_job_alerts: Boolean(user.sms_job_alerts) };
  }

  async setSmsPreferences(userId: number, changes: Partial<SmsPreferencesDto>): Promise<SmsPreferencesDto> {
    await this.consents.setSmsSettings(userId, { sms_message_nudges: changes.sms_message_nudges, sms_job_alerts: changes.sms_job_alerts }, 'site');
    return this.smsPreferences(userId);
  }

  /**
   * The thread, newest MESSAGE_LIMITS.pageSize messages; reading marks the other side's messages
   * seen. Its own words (the safety rule, the masking) are in `language` when the caller asked for
   * one, else in the account's.
   */
  async thread(id: number, userId: number, markSeen = true, language?: Language): Promise<ThreadDto> {
    const facts = await this.facts(id, userId);
    const manager = this.dataSource.manager;
    const [me, other, blocks] = await Promise.all([
      this.users.findOne({ where: { id: userId }, select: { id: true, language: true } }),
      this.users.findOne({ where: { id: facts.otherId }, select: { id: true, name: true, first_name: true, last_name: true } }),
      this.blocks(userId, facts.otherId),
    ]);
    const lang = language ?? userLanguage(me);
    if (markSeen) await this.markSeen(facts, userId);
    const rows = await manager.find(Message, { where: { application_id: id }, order: { id: 'DESC' }, take: MESSAGE_LIMITS.pageSize });
    rows.reverse();
    return {
      application_id: id,
      listing_id: facts.listing.id,
      job_title: facts.listing.job_title,
      status: facts.application.status,
      role: facts.role,
      other: { id: facts.otherId, name: other ? displayName(other) : 'Unnamed' },
      approved: facts.approved,
      mask_note: facts.approved ? null : MESSAGING_TEXTS[lang].maskNote,
      // Never pay to apply: the first thing of every thread (docs/trust.md).
      safety_notice: NEVER_PAY_NOTICE[lang],
      blocked_by_me: blocks.byMe,
      blocked_by_them: blocks.byThem,
      items: rows.map((row) => this.view(row, userId, facts.approved, lang)),
      unread: await this.unread(userId),
    };
  }

  private async markSeen(facts: ThreadFacts, userId: number): Promise<void> {
    const manager = this.dataSource.manager;
    const unseen = await manager.find(Message, {
      where: { application_id: facts.application.id, recipient_id: userId, seen_at: IsNull() },
      select: { id: true },
      order: { id: 'DESC' },
      take: 1,
    });
    if (unseen.length === 0) return;
    const now = this.clock.now();
    const upTo = unseen[0].id;
    await manager.update(Message, { application_id: facts.application.id, recipient_id: userId, seen_at: IsNull(), id: LessThanOrEqual(upTo) }, { seen_at: now });
    const [mine, theirs] = await Promise.all([this.unread(userId), this.unread(facts.otherId)]);
    await this.bus.publish([
      { user_id: facts.otherId, event: { type: 'seen', application_id: facts.application.id, up_to_id: upTo, seen_at: now.toISOString(), unread: theirs } },
      { user_id: userId, event: { type: 'unread', unread: mine } },
    ]);
  }

  async send(id: number, userId: number, rawBody: string, file?: { kind: FileKind; data: Buffer }): Promise<ThreadMessageDto> {
    const facts = await this.facts(id, userId);
    const body = rawBody.replace(/\r\n/g, '\n').trim();
    if (!body && !file) throw DomainError.field('body', 'required', MESSAGING_MESSAGES.empty);
    if (body.length > MESSAGE_LIMITS.bodyMax) throw DomainError.field('body', 'maxLength', said('validation.atMost', { field: 'body', max: MESSAGE_LIMITS.bodyMax }));
    const blocks = await this.blocks(userId, facts.otherId);
    if (blocks.byMe || blocks.byThem) throw new DomainError(MESSAGING_MESSAGES.blocked, HttpStatus.FORBIDDEN);
    const manager = this.dataSource.manager;
    const now = this.clock.now();
    const attachment = file ? await this.files.put(file.kind, file.data) : null;
    const messageId = await transaction(this.dataSource, async (tx) => {
      const result = await tx.insert(Message, {
        application_id: id,
        sender_id: userId,
        recipient_id: facts.otherId,
        body,
        attachment,
        created_at: now,
      });
      const inserted = Number(result.identifiers[0].id);
      // An employer's message asking for a fee goes to the job report queue (docs/trust.md "Flagged text").
      if (facts.role === 'employer' && body) await flagMessage(tx, { id: inserted, body, listingId: facts.listing.id }, now);
      return inserted;
    });
    const message = (await manager.findOne(Message, { where: { id: messageId } })) as Message;
    const [theirs, mine, me] = await Promise.all([
      this.unread(facts.otherId),
      this.unread(userId),
      this.users.findOne({ where: { id: userId }, select: { id: true, language: true } }),
    ]);
    await this.bus.publish([
      { user_id: facts.otherId, event: { type: 'message', application_id: id, message_id: message.id, sender_id: userId, unread: theirs } },
      { user_id: userId, event: { type: 'message', application_id: id, message_id: message.id, sender_id: userId, unread: mine } },
    ]);
    // A nudge check just after the unread window (the periodic run covers a lost trigger).
    await this.scheduler.trigger(NUDGE_TASK, MESSAGE_LIMITS.nudgeAfterMinutes * MINUTE_MS + 5_000);
    return this.view(message, userId, facts.approved, userLanguage(me));
  }

  async block(id: number, userId: number): Promise<void> {
    const facts = await this.facts(id, userId);
    const manager = this.dataSource.manager;
    if (await manager.exists(MessageBlock, { where: { blocker_id: userId, blocked_id: facts.otherId } })) return;
    await manager.insert(MessageBlock, { blocker_id: userId, blocked_id: facts.otherId, created_at: this.clock.now() });
  }

  async unblock(id: number, userId: number): Promise<void> {
    const facts = await this.facts(id, userId);
    await this.dataSource.manager.delete(MessageBlock, { blocker_id: userId, blocked_id: facts.otherId });
  }

  /** A participant reports the other side's message. */
  async report(messageId: number, userId: number, reason: string | undefined): Promise<{ id: number }> {
    const manager = this.dataSource.manager;
    const message = await manager.findOne(Message, { where: { id: messageId } });
    if (!message) throw new DomainError(MESSAGING_MESSAGES.messageNotFound, HttpStatus.NOT_FOUND);
    try {
      await this.facts(message.application_id, userId);
    } catch {
      throw new DomainError(MESSAGING_MESSAGES.messageNotFound, HttpStatus.NOT_FOUND);
    }
    if (message.sender_id === userId) throw DomainError.field('message_id', 'own', MESSAGING_MESSAGES.ownMessage);
    if (await manager.exists(MessageReport, { where: { message_id: messageId, reporter_id: userId } }))
      throw new DomainError(MESSAGING_MESSAGES.alreadyReported, HttpStatus.CONFLICT);
    const result = await manager.insert(MessageReport, {
      message_id: messageId,
      reporter_id: userId,
      reason: reason?.trim() || null,
      status: 'open',
      created_at: this.clock.now(),
    });
    return { id: Number(result.identifiers[0].id) };
  }

  // ---- SMS nudges ----------------------------------------------------------------------------

  /**
   * One SMS per (thread, recipient) for messages unread 15 minutes, at most one per hour per
   * thread, none in quiet hours, none to users who turned nudges off or blocked the sender.
   * Idempotent: covered messages get `nudged_at`. Answers how many SMS went out.
   */
  async runNudges(): Promise<number> {
    const now = this.clock.now();
    if (inQuietHours(now)) return 0;
    const manager = this.dataSource.manager;
    const due = await manager
      .createQueryBuilder(Message, 'm')
      .select('m.application_id', 'application_id')
      .addSelect('m.recipient_id', 'recipient_id')
      .addSelect('MAX(m.id)', 'max_id')
      .addSelect('MIN(m.sender_id)', 'sender_id')
      .where('m.seen_at IS NULL AND m.nudged_at IS NULL AND m.created_at <= :cutoff', {
        cutoff: new Date(now.getTime() - MESSAGE_LIMITS.nudgeAfterMinutes * MINUTE_MS),
      })
      .groupBy('m.application_id')
      .addGroupBy('m.recipient_id')
      .limit(500)
      .getRawMany<{ application_id: number; recipient_id: number; max_id: number; sender_id: number }>();
    let sent = 0;
    for (const row of due) {
      const applicationId = Number(row.application_id);
      const recipientId = Number(row.recipient_id);
      const senderId = Number(row.sender_id);
      const since = new Date(now.getTime() - MESSAGE_LIMITS.nudgeEveryMinutes * MINUTE_MS);
      if (await nudgedSince(manager, applicationId, recipientId, since)) continue; // Later: the next run after the hour covers these messages.
      const [recipient, sender, application, blocked] = await Promise.all([
        this.users.findOne({ where: { id: recipientId } }),
        this.users.findOne({ where: { id: senderId }, select: { id: true, name: true, first_name: true, last_name: true } }),
        this.applications.findOne({ where: { id: applicationId }, relations: { listing: true } }),
        manager.exists(MessageBlock, { where: { blocker_id: recipientId, blocked_id: senderId } }),
      ]);
      const covered = { application_id: applicationId, recipient_id: recipientId, seen_at: IsNull(), nudged_at: IsNull(), id: LessThanOrEqual(Number(row.max_id)) };
      if (!recipient || recipient.status !== 'active' || !recipient.phone || !recipient.sms_message_nudges || blocked) {
        await manager.update(Message, covered, { nudged_at: now });
        continue;
      }
      const claim = await this.claimNudge(applicationId, recipientId, Number(row.max_id), now, since);
      if (!claim) continue; // Another replica's run has it, or sent one within the hour.
      const lang = userLanguage(recipient);
      const from = sender ? displayName(sender) : 'Someone';
      const job = application?.listing?.job_title ?? '';
      const text = MESSAGING_TEXTS[lang].nudge(from, job);
      try {
        // By WhatsApp instead to those who opted in (docs/whatsapp.md "Being told"), once per claim.
        const to = recipient.phone;
        await this.channel.send(
          { userId: recipientId, phone: to, language: lang, text, template: { notice: 'nudge', values: { from, job } }, eventKey: `nudge:${claim.alertId}` },
          () => this.sms.send({ to, message: text }),
        );
      } catch (error) {
        this.logger.warn(`Nudge SMS not sent: ${(error as Error).message}`);
        // Handed back: the next run tries again.
        await transaction(this.dataSource, async (tx) => {
          await tx.update(Message, { id: In(claim.messageIds), seen_at: IsNull() }, { nudged_at: null });
          await tx.delete(AlertLog, { id: claim.alertId });
        });
        continue;
      }
      sent++;
    }
    return sent;
  }

  /**
   * The claim before the SMS (docs/architecture.md "Background work on several replicas"): the
   * messages are marked and the alert row written in one transaction, the mark first, so a second
   * replica running at the same moment waits on those rows, then finds them marked or finds this
   * alert within the hour, and sends nothing. Null when there is nothing left to claim.
   */
  private async claimNudge(
    applicationId: number,
    recipientId: number,
    maxId: number,
    now: Date,
    since: Date,
  ): Promise<{ alertId: number; messageIds: number[] } | null> {
    const covered = { application_id: applicationId, recipient_id: recipientId, seen_at: IsNull(), nudged_at: IsNull(), id: LessThanOrEqual(maxId) };
    const ids = (await this.dataSource.manager.find(Message, { select: { id: true }, where: covered })).map((message) => message.id);
    if (ids.length === 0) return null;
    return transaction(this.dataSource, async (manager) => {
      const marked = await manager.update(Message, { id: In(ids), seen_at: IsNull(), nudged_at: IsNull() }, { nudged_at: now });
      if (!marked.affected) return null;
      if (await nudgedSince(manager, applicationId, recipientId, since)) throw new NudgeTaken();
      const alert = await manager.insert(AlertLog, { kind: 'nudge', user_id: recipientId, application_id: applicationId, saved_search_id: null, items: 1, channel: 'sms', created_at: now });
      return { alertId: Number(alert.identifiers[0].id), messageIds: ids };
    }).catch((error: unknown) => {
      if (error instanceof NudgeTaken) return null;
      throw error;
    });
  }
}

/** Whether the recipient was nudged about this thread after `since`. */
function nudgedSince(manager: EntityManager, applicationId: number, recipientId: number, since: Date): Promise<boolean> {
  return manager
    .createQueryBuilder(AlertLog, 'a')
    .where('a.kind = :kind AND a.application_id = :applicationId AND a.user_id = :recipientId AND a.created_at > :since', { kind: 'nudge', applicationId, recipientId, since })
    .getExists();
}
