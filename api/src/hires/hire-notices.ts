import { Inject, Injectable, Logger } from '@nestjs/common';
import { In, type EntityManager, type Repository } from 'typeorm';
import type { Language, WhatsAppNoticeName } from '@gigmarket/shared';
import type { JobApplication } from '../applications/job-application.entity';
import { InjectJobApplications } from '../applications/repositories';
import { afterCommit } from '../common/transaction';
import { t, userLanguage, type MessageKey } from '../i18n/i18n';
import type { Listing } from '../listings/listing.entity';
import { hireLink, NOTICE_LINKS, noticeValues } from '../notifications/notice-texts';
import { NotificationsService } from '../notifications/notifications.service';
import { SMS_TRANSPORT, type SmsTransport } from '../sms/sms.transport';
import { InjectUsers } from '../users/repositories';
import type { User } from '../users/user.entity';
import { WhatsAppNotices } from '../whatsapp/whatsapp-notices';

/** How a notice reaches a person beyond the bell. */
interface NoticeChannels {
  /** An SMS (`hireSms.<name>`), or on WhatsApp instead with the template of the same name to those who opted in. */
  sms: boolean;
  /** No SMS, but this template on WhatsApp to those who opted in; nothing more to the others. */
  whatsapp?: WhatsAppNoticeName;
}

/**
 * Each notice a hire's move sends: its bell title and sentence (`hireNotice.<name>Title`,
 * `hireNotice.<name>`) and, for the ones a person must hear about without data (a USSD-only
 * freelancer, a pending applicant), an SMS (`hireSms.<name>`), or the same on WhatsApp to those
 * who opted in (docs/whatsapp.md "Being told"). The employer's hire notices have no SMS; those
 * with `whatsapp` go there alone, to the opted in, with the page's link.
 */
const NOTICES = {
  approved: { sms: true },
  amountChanged: { sms: false },
  funded: { sms: true },
  checkedIn: { sms: false, whatsapp: 'checkedIn' },
  done: { sms: false, whatsapp: 'done' },
  completed: { sms: false },
  cancelled: { sms: true },
  cancelledFee: { sms: true },
  noShow: { sms: true },
  noShowContested: { sms: false },
  noShowDecided: { sms: false },
  disputeOpened: { sms: true },
  disputeAnswered: { sms: false },
  disputeResolved: { sms: true },
  payoutSent: { sms: true },
  payoutFailed: { sms: false },
  payoutWaiting: { sms: true },
  jobFilled: { sms: true },
  lapsed: { sms: true },
  offered: { sms: true },
  offerAccepted: { sms: false, whatsapp: 'paymentNeeded' },
  hiredForYou: { sms: false, whatsapp: 'paymentNeeded' },
  offerDeclined: { sms: true },
  offerExpired: { sms: true },
  confirmAsk: { sms: true },
  checkInReminder: { sms: true },
  confirmed: { sms: false },
  unconfirmed: { sms: true },
  released: { sms: true },
  rosterFirst: { sms: true },
} as const satisfies Record<string, NoticeChannels>;
export type HireNoticeName = keyof typeof NOTICES;

/** Values of a notice; `amount` (minor units) is drawn in the reader's money format. */
export interface NoticeValues {
  amount?: number;
  currency?: string;
  [name: string]: string | number | undefined;
}

/** The hire a notice speaks of: its page on the recipient's side is the notice's link. */
export interface HireRef {
  applicationId: number;
  listing: Pick<Listing, 'user_id' | 'job_title'>;
}

@Injectable()
export class HireNotices {
  private readonly logger = new Logger(HireNotices.name);

  constructor(
    @InjectUsers() private readonly users: Repository<User>,
    @InjectJobApplications() private readonly applications: Repository<JobApplication>,
    private readonly notifications: NotificationsService,
    @Inject(SMS_TRANSPORT) private readonly transport: SmsTransport,
    private readonly channel: WhatsAppNotices,
  ) {}

  /** The bell notice (and its SMS, for the notices that have one, sent once the transaction commits). */
  async send(manager: EntityManager, userId: number, name: HireNoticeName, hire: HireRef, values: NoticeValues = {}): Promise<void> {
    await this.write(manager, userId, name, hire.listing.job_title, hireLink(userId, hire), values, `hire:${hire.applicationId}:${name}`);
  }

  private async write(manager: EntityManager, userId: number, name: HireNoticeName, jobTitle: string, link: string, values: NoticeValues, eventKey: string): Promise<void> {
    const user = await this.contact(manager, userId);
    if (!user) return;
    const language = userLanguage(user);
    await this.notifications.write(manager, [
      { user_id: userId, notice_type: 'hire', key: `hireNotice.${name}`, params: { ...values, job: jobTitle }, language, link },
    ]);
    const channels: NoticeChannels = NOTICES[name];
    if (!user.phone) return;
    if (channels.sms) await this.queueSms(user.id, user.phone, language, name, jobTitle, values, eventKey);
    else if (channels.whatsapp) {
      const notice = { userId, phone: user.phone, language, notice: channels.whatsapp, values: { ...noticeValues(language, values), job: jobTitle }, path: link, eventKey };
      await afterCommit(() => this.channel.sendOnWhatsApp(notice).catch((error: Error) => this.logger.warn(`Hire WhatsApp (${name}) not sent: ${error.message}`)));
    }
  }

  /** Who a notice goes to: their language and phone, in the caller's transaction. */
  private contact(manager: EntityManager, userId: number): Promise<Pick<User, 'id' | 'language' | 'phone'> | null> {
    return manager.withRepository(this.users).findOne({ where: { id: userId }, select: { id: true, language: true, phone: true } });
  }

  private async queueSms(userId: number, to: string, language: Language, name: HireNoticeName, jobTitle: string, values: NoticeValues, eventKey: string): Promise<void> {
    const message = t(language, `hireSms.${name}` as MessageKey, { ...noticeValues(language, values, true), job: jobTitle.slice(0, 40) });
    // Every notice with an SMS has a WhatsApp template of the same name (WHATSAPP_NOTICE_TEMPLATES).
    const template = { notice: name as WhatsAppNoticeName, values: { ...noticeValues(language, values), job: jobTitle } };
    await afterCommit(() =>
      this.channel
        .send({ userId, phone: to, language, text: message, template, eventKey }, () => this.transport.send({ to, message }))
        .catch((error: Error) => this.logger.warn(`Hire SMS (${name}) not sent: ${error.message}`)),
    );
  }

  /** The SMS alone, for news whose bell notice another module writes (an approval). */
  async sms(manager: EntityManager, userId: number, name: HireNoticeName, applicationId: number, jobTitle: string, values: NoticeValues = {}): Promise<void> {
    const user = await this.contact(manager, userId);
    if (user?.phone) await this.queueSms(user.id, user.phone, userLanguage(user), name, jobTitle, values, `hire:${applicationId}:${name}`);
  }

  /**
   * A notice about a direct offer (docs/roster.md "Book again"): its page is `link`, and the SMS of
   * those that have one carries `values.link` (the page's full address).
   */
  async offer(manager: EntityManager, userId: number, name: 'offered' | 'offerAccepted' | 'offerDeclined' | 'offerExpired', offerId: number, jobTitle: string, link: string, values: NoticeValues = {}): Promise<void> {
    await this.write(manager, userId, name, jobTitle, link, values, `offer:${offerId}:${name}`);
  }

  /**
   * A job offered to the employer's favourites first (docs/roster.md "Roster first"): its page is
   * `link`, and the SMS (or WhatsApp) carries `values.link` (the page's full address).
   */
  async rosterFirst(manager: EntityManager, userId: number, listing: Pick<Listing, 'id' | 'job_title'>, link: string, values: NoticeValues): Promise<void> {
    await this.write(manager, userId, 'rosterFirst', listing.job_title, link, values, `rosterFirst:${listing.id}:${userId}`);
  }

  /**
   * An admin approved a hire on the employer's behalf (docs/whatsapp.md "Being told"): the employer
   * is told it waits for their payment, by the bell and, when they opted in, on WhatsApp.
   */
  async hiredForYou(manager: EntityManager, employerId: number, hire: HireRef, freelancerId: number, values: NoticeValues): Promise<void> {
    const freelancer = await manager.withRepository(this.users).findOne({ where: { id: freelancerId }, select: { id: true, first_name: true } });
    await this.send(manager, employerId, 'hiredForYou', hire, { ...values, name: freelancer?.first_name?.trim() ?? '' });
  }

  /** The job's last position was taken: every applicant still waiting hears it at once, on the job's page. */
  async jobFilled(manager: EntityManager, listing: Listing): Promise<void> {
    const waiting = await manager.withRepository(this.applications).find({
      where: { listing_id: listing.id, status: In(['pending']) },
      select: { id: true, user_id: true },
    });
    for (const application of waiting)
      await this.write(manager, application.user_id, 'jobFilled', listing.job_title, NOTICE_LINKS.job(listing.id), {}, `hire:${application.id}:jobFilled`);
  }
}
