import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import type { Language, MessageAudience, NoticeType, UserType } from '@gigmarket/shared';
import { t, userLanguage } from '../i18n/i18n';
import { User } from '../users/user.entity';
import { escapeHtml, plainText, sanitizeHtmlMessage } from './html-sanitizer';
import { Notification } from './notification.entity';

/** What the bell shows (spec §3 "Notification (bell)"). */
export interface NotificationView {
  notificationId: number;
  title: string;
  message: string;
  notice_type: NoticeType;
  created_at: Date;
}

export interface NotificationDraft {
  user_id: number;
  notice_type: NoticeType;
  title: string;
  /** HTML; sanitised here, whoever wrote it. */
  message: string;
  audience?: MessageAudience | null;
}

/** Rows per INSERT when a custom message fans out to many users. */
const INSERT_CHUNK = 500;
/** Newest notifications a user's bell receives. */
export const OWN_LIST_LIMIT = 100;

interface ApplicationFacts {
  freelancerId: number;
  employerId: number;
  jobTitle: string;
}

function displayName(user: Pick<User, 'name' | 'first_name' | 'last_name'> | null): string {
  const name = user?.name || [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  return name || 'Someone';
}

/**
 * Writes notifications: by events (inside the caller's transaction, through its EntityManager)
 * and by admins (custom messages, one row per recipient). Every message is sanitised on write.
 */
@Injectable()
export class NotificationsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Stores drafts through `manager` (in chunks); answers the stored rows' ids in order. */
  async write(manager: EntityManager, drafts: NotificationDraft[]): Promise<number[]> {
    const ids: number[] = [];
    for (let offset = 0; offset < drafts.length; offset += INSERT_CHUNK) {
      const rows = drafts.slice(offset, offset + INSERT_CHUNK).map((draft) => ({
        user_id: draft.user_id,
        notice_type: draft.notice_type,
        audience: draft.audience ?? null,
        title: plainText(draft.title).slice(0, 200),
        message: sanitizeHtmlMessage(draft.message),
        read_at: null,
      }));
      const result = await manager.insert(Notification, rows);
      ids.push(...result.identifiers.map((identifier) => Number(identifier.id)));
    }
    return ids;
  }

  /** The recipient's language (users.language) for the texts written to them. */
  private async languageOf(manager: EntityManager, id: number): Promise<Language> {
    return userLanguage(await manager.findOne(User, { where: { id }, select: { id: true, language: true } }));
  }

  private async userName(manager: EntityManager, id: number): Promise<string> {
    return displayName(
      await manager.findOne(User, {
        where: { id },
        select: { id: true, name: true, first_name: true, last_name: true },
      }),
    );
  }

  /** New application -> the employer. */
  async applicationReceived(manager: EntityManager, facts: ApplicationFacts): Promise<void> {
    const freelancer = escapeHtml(await this.userName(manager, facts.freelancerId));
    const language = await this.languageOf(manager, facts.employerId);
    await this.write(manager, [
      {
        user_id: facts.employerId,
        notice_type: 'application',
        title: t(language, 'notice.applicationReceivedTitle'),
        message: t(language, 'notice.applicationReceived', { freelancer, job: escapeHtml(facts.jobTitle) }),
      },
    ]);
  }

  /** Approved -> the freelancer. */
  async applicationApproved(manager: EntityManager, facts: ApplicationFacts): Promise<void> {
    const language = await this.languageOf(manager, facts.freelancerId);
    await this.write(manager, [
      {
        user_id: facts.freelancerId,
        notice_type: 'approval',
        title: t(language, 'notice.applicationApprovedTitle'),
        message: t(language, 'notice.applicationApproved', { job: escapeHtml(facts.jobTitle) }),
      },
    ]);
  }

  /** Disapproved -> the freelancer. */
  async applicationDisapproved(manager: EntityManager, facts: ApplicationFacts): Promise<void> {
    const language = await this.languageOf(manager, facts.freelancerId);
    await this.write(manager, [
      {
        user_id: facts.freelancerId,
        notice_type: 'disapproval',
        title: t(language, 'notice.applicationDisapprovedTitle'),
        message: t(language, 'notice.applicationDisapproved', { job: escapeHtml(facts.jobTitle) }),
      },
    ]);
  }

  /** New connection -> the side that did not make it. */
  async connectionCreated(
    manager: EntityManager,
    connection: { freelancer_id: number; employer_id: number },
    madeBy: number,
  ): Promise<void> {
    const recipient = madeBy === connection.employer_id ? connection.freelancer_id : connection.employer_id;
    const other = escapeHtml(
      await this.userName(
        manager,
        madeBy === connection.employer_id ? connection.employer_id : connection.freelancer_id,
      ),
    );
    const language = await this.languageOf(manager, recipient);
    await this.write(manager, [
      {
        user_id: recipient,
        notice_type: 'connection',
        title: t(language, 'notice.connectionTitle'),
        message: t(language, 'notice.connection', { name: other }),
      },
    ]);
  }

  /** The recipients of an admin's custom message (employers and freelancers; one user by id). */
  async audienceIds(manager: EntityManager, audience: MessageAudience, userId?: number): Promise<number[]> {
    if (audience === 'user') {
      const user = userId ? await manager.findOne(User, { where: { id: userId }, select: { id: true } }) : null;
      return user ? [user.id] : [];
    }
    const TYPES: Record<Exclude<MessageAudience, 'user'>, UserType[]> = {
      all: ['employer', 'freelancer'],
      employers: ['employer'],
      freelancers: ['freelancer'],
    };
    const types = TYPES[audience as Exclude<MessageAudience, 'user'>];
    if (!types) throw new Error(`Unknown audience ${String(audience)}`);
    const users = await manager.find(User, {
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

  /** The caller's own notifications, newest first. */
  async listOwn(userId: number): Promise<NotificationView[]> {
    const rows = await this.dataSource.getRepository(Notification).find({
      where: { user_id: userId },
      order: { created_at: 'DESC', id: 'DESC' },
      take: OWN_LIST_LIMIT,
    });
    return rows.map((row) => ({
      notificationId: row.id,
      title: row.title,
      message: row.message,
      notice_type: row.notice_type,
      created_at: row.created_at,
    }));
  }

  /** Deletes one of the caller's notifications; another's (or a missing one) is a 404. */
  async deleteOwn(userId: number, notificationId: number): Promise<void> {
    const result = await this.dataSource.getRepository(Notification).delete({ id: notificationId, user_id: userId });
    if (!result.affected) throw new NotFoundException('Notification not found');
  }
}
