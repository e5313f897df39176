import { Injectable, HttpStatus, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Repository } from 'typeorm';
import { FORMER_MEMBER, type Language, type MessageAudience, type NoticeType, type UserType } from '@gigmarket/shared';
import { userLanguage } from '../i18n/i18n';
import type { User } from '../users/user.entity';
import { InjectUsers } from '../users/repositories';
import { plainText, sanitizeHtmlMessage } from './html-sanitizer';
import { NOTICE_LINKS, renderNotice, type NoticeKey, type NoticeParams, type NoticeText } from './notice-texts';
import { Notification } from './notification.entity';
import type { NotificationViewDto } from './notification-answers.dto';
import { DomainError } from '../common/domain-error';
import { COMMON_MESSAGES } from '../i18n/messages/spec';
import { afterCommit } from '../common/transaction';
import { WhatsAppNotices } from '../whatsapp/whatsapp-notices';

/**
 * A custom message's text as the admin wrote it (HTML; sanitised here, whoever wrote it), or a
 * system notice's key and values, drawn here in `language` (the recipient's) for the stored
 * title and message (docs/i18n.md "Notifications by key").
 */
export type NotificationDraft = {
  user_id: number;
  notice_type: NoticeType;
  audience?: MessageAudience | null;
  link?: string | null;
} & ({ title: string; message: string } | { key: NoticeKey; params?: NoticeParams; language: Language });

/** Rows per INSERT when a custom message fans out to many users. */
const INSERT_CHUNK = 500;
/** Newest notifications a user's bell receives. */
export const OWN_LIST_LIMIT = 100;

interface ApplicationFacts {
  freelancerId: number;
  employerId: number;
  jobTitle: string;
  listingId: number;
  /** The hire an approval opens. */
  applicationId?: number;
}

/** Stored as written, whatever the language: plain text for the title, allow-listed HTML for the message. */
function stored(text: NoticeText): NoticeText {
  return { title: plainText(text.title).slice(0, 200), message: sanitizeHtmlMessage(text.message) };
}

function parseParams(json: string | null): NoticeParams {
  try {
    const value: unknown = json ? JSON.parse(json) : {};
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as NoticeParams) : {};
  } catch {
    return {};
  }
}

function displayName(user: Pick<User, 'name' | 'first_name' | 'last_name'> | null): string {
  const name = user?.name || [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  return name || FORMER_MEMBER.en;
}

/**
 * Writes notifications: by events (inside the caller's transaction, through its EntityManager)
 * and by admins (custom messages, one row per recipient). Every message is sanitised on write.
 */
@Injectable()
export class NotificationsService {
  private readonly logger = new Logger(NotificationsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectUsers() private readonly users: Repository<User>,
    private readonly whatsapp: WhatsAppNotices,
  ) {}

  /** Stores drafts through `manager` (in chunks); answers the stored rows' ids in order. */
  async write(manager: EntityManager, drafts: NotificationDraft[]): Promise<number[]> {
    const ids: number[] = [];
    for (let offset = 0; offset < drafts.length; offset += INSERT_CHUNK) {
      const rows = drafts.slice(offset, offset + INSERT_CHUNK).map((draft) => {
        const keyed = 'key' in draft ? draft : null;
        const text = keyed ? renderNotice(keyed.language, keyed.key, keyed.params ?? {}) : (draft as NoticeText);
        if (!text) throw new Error(`Unknown notice ${keyed?.key}`);
        return {
          user_id: draft.user_id,
          notice_type: draft.notice_type,
          audience: draft.audience ?? null,
          ...stored(text),
          message_key: keyed?.key ?? null,
          params: keyed ? JSON.stringify(keyed.params ?? {}) : null,
          link: draft.link ?? null,
          read_at: null,
        };
      });
      const result = await manager.insert(Notification, rows);
      ids.push(...result.identifiers.map((identifier) => Number(identifier.id)));
    }
    return ids;
  }

  /** The recipient's language (users.language) for the texts written to them. */
  private async languageOf(manager: EntityManager, id: number): Promise<Language> {
    return userLanguage(await manager.withRepository(this.users).findOne({ where: { id }, select: { id: true, language: true } }));
  }

  private async userName(manager: EntityManager, id: number): Promise<string> {
    return displayName(
      await manager.withRepository(this.users).findOne({
        where: { id },
        select: { id: true, name: true, first_name: true, last_name: true },
      }),
    );
  }

  /**
   * New application -> the employer: the bell, and on WhatsApp if they opted in (no SMS: docs/whatsapp.md
   * "Being told"), once per applicant and job, after the commit.
   */
  async applicationReceived(manager: EntityManager, facts: ApplicationFacts): Promise<void> {
    const freelancer = await this.userName(manager, facts.freelancerId);
    const employer = await manager.withRepository(this.users).findOne({ where: { id: facts.employerId }, select: { id: true, language: true, phone: true } });
    const language = userLanguage(employer);
    const link = NOTICE_LINKS.applicants(facts.listingId);
    await this.write(manager, [
      { user_id: facts.employerId, notice_type: 'application', key: 'notice.applicationReceived', params: { freelancer, job: facts.jobTitle }, language, link },
    ]);
    if (!employer?.phone) return;
    const applicant = await manager.withRepository(this.users).findOne({ where: { id: facts.freelancerId }, select: { id: true, first_name: true } });
    const notice = {
      userId: facts.employerId,
      phone: employer.phone,
      language,
      notice: 'applicationReceived' as const,
      values: { name: applicant?.first_name?.trim() || freelancer.split(' ')[0], job: facts.jobTitle },
      path: link,
      eventKey: `applicant:${facts.listingId}:${facts.freelancerId}`,
    };
    await afterCommit(() =>
      this.whatsapp.sendOnWhatsApp(notice).catch((error: Error) => this.logger.warn(`New-applicant WhatsApp not sent: ${error.message}`)),
    );
  }

  /** Withdrawn by the freelancer -> the employer. */
  async applicationWithdrawn(manager: EntityManager, facts: ApplicationFacts): Promise<void> {
    const freelancer = await this.userName(manager, facts.freelancerId);
    await this.write(manager, [
      {
        user_id: facts.employerId,
        notice_type: 'application',
        key: 'notice.applicationWithdrawn',
        params: { freelancer, job: facts.jobTitle },
        language: await this.languageOf(manager, facts.employerId),
        link: NOTICE_LINKS.applicants(facts.listingId),
      },
    ]);
  }

  /** Approved -> the freelancer. */
  async applicationApproved(manager: EntityManager, facts: ApplicationFacts): Promise<void> {
    await this.write(manager, [
      {
        user_id: facts.freelancerId,
        notice_type: 'approval',
        key: 'notice.applicationApproved',
        params: { job: facts.jobTitle },
        language: await this.languageOf(manager, facts.freelancerId),
        link: facts.applicationId
          ? NOTICE_LINKS.hire('freelancer', facts.applicationId)
          : NOTICE_LINKS.job(facts.listingId),
      },
    ]);
  }

  /** Disapproved -> the freelancer. */
  async applicationDisapproved(manager: EntityManager, facts: ApplicationFacts): Promise<void> {
    await this.write(manager, [
      {
        user_id: facts.freelancerId,
        notice_type: 'disapproval',
        key: 'notice.applicationDisapproved',
        params: { job: facts.jobTitle },
        language: await this.languageOf(manager, facts.freelancerId),
        link: NOTICE_LINKS.job(facts.listingId),
      },
    ]);
  }

  /** New connection -> the side that did not make it. */
  async connectionCreated(
    manager: EntityManager,
    connection: { freelancer_id: number; employer_id: number },
    madeBy: number,
  ): Promise<void> {
    const side = madeBy === connection.employer_id ? 'freelancer' : 'employer';
    const recipient = side === 'freelancer' ? connection.freelancer_id : connection.employer_id;
    const name = await this.userName(
      manager,
      side === 'freelancer' ? connection.employer_id : connection.freelancer_id,
    );
    await this.write(manager, [
      {
        user_id: recipient,
        notice_type: 'connection',
        key: 'notice.connection',
        params: { name },
        language: await this.languageOf(manager, recipient),
        link: NOTICE_LINKS.connections(side),
      },
    ]);
  }

  /** The recipients of an admin's custom message (employers and freelancers; one user by id). */
  async audienceIds(manager: EntityManager, audience: MessageAudience, userId?: number): Promise<number[]> {
    if (audience === 'user') {
      const user = userId ? await manager.withRepository(this.users).findOne({ where: { id: userId }, select: { id: true } }) : null;
      return user ? [user.id] : [];
    }
    const TYPES: Record<Exclude<MessageAudience, 'user'>, UserType[]> = {
      all: ['employer', 'freelancer'],
      employers: ['employer'],
      freelancers: ['freelancer'],
    };
    const types = TYPES[audience as Exclude<MessageAudience, 'user'>];
    if (!types) throw new Error(`Unknown audience ${String(audience)}`);
    const users = await manager.withRepository(this.users).find({
      where: { user_type: In(types) },
      select: { id: true },
      order: { id: 'ASC' },
    });
    return users.map((user) => user.id);
  }

  /** One custom message, one row per recipient, through the caller's transaction. */
  async sendCustom(
    manager: EntityManager,
    message: { audience: MessageAudience; user_id?: number; title: string; message: string },
  ): Promise<number[]> {
    const recipients = await this.audienceIds(manager, message.audience, message.user_id);
    return this.write(
      manager,
      recipients.map((user_id) => ({
        user_id,
        notice_type: 'custom' as const,
        audience: message.audience,
        title: message.title,
        message: message.message,
      })),
    );
  }

  /** The caller's own notifications, newest first; a system notice in `language` (the caller's). */
  async listOwn(userId: number, language: Language): Promise<NotificationViewDto[]> {
    const rows = await this.dataSource.getRepository(Notification).find({
      where: { user_id: userId },
      order: { created_at: 'DESC', id: 'DESC' },
      take: OWN_LIST_LIMIT,
    });
    return rows.map((row) => {
      // A row without a key (a custom message, a notice written before keys) shows its stored text.
      const text = row.message_key ? renderNotice(language, row.message_key, parseParams(row.params)) : null;
      return {
        notificationId: row.id,
        ...(text ? stored(text) : { title: row.title, message: row.message }),
        notice_type: row.notice_type,
        link: row.link,
        created_at: row.created_at,
      };
    });
  }

  /** Deletes one of the caller's notifications; another's (or a missing one) is a 404. */
  async deleteOwn(userId: number, notificationId: number): Promise<void> {
    const result = await this.dataSource.getRepository(Notification).delete({ id: notificationId, user_id: userId });
    if (!result.affected) throw new DomainError(COMMON_MESSAGES.notificationNotFound, HttpStatus.NOT_FOUND);
  }
}
