import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, IsNull, Not, Repository } from 'typeorm';
import { IDENTITY_TEXTS, REPORT_HIDING, type ListingReportReason } from '@gigmarket/shared';
import type { JobApplication } from '../applications/job-application.entity';
import { InjectJobApplications } from '../applications/repositories';
import { Clock } from '../common/clock';
import { isUniqueViolation } from '../common/database-errors';
import { DomainError } from '../common/domain-error';
import { afterCommit, transaction } from '../common/transaction';
import { userLanguage } from '../i18n/i18n';
import { verifiedAtOf } from '../identity/badges';
import type { Listing } from '../listings/listing.entity';
import { InjectListings } from '../listings/repositories';
import { isFull } from '../listings/listing-positions';
import { MARKET_MESSAGES } from '../i18n/messages/market';
import { NOTICE_LINKS } from '../notifications/notice-texts';
import { NotificationsService } from '../notifications/notifications.service';
import { SMS_TRANSPORT, type SmsTransport } from '../sms/sms.transport';
import type { User } from '../users/user.entity';
import { InjectUsers } from '../users/repositories';
import { ListingReport } from './listing-report.entity';
import type { ReportAnswerDto } from './safety.dto';
import { IDENTITY_MESSAGES } from '../i18n/messages/shared';

/**
 * Safe jobs (docs/trust.md "Reports"): freelancers report jobs, reports by verified freelancers
 * hide a job at once pending review, and an admin takes it down or restores it. The only writer
 * of a listing's `moderation`; every change is one transaction with the reports it reviews.
 */
@Injectable()
export class SafetyService {
  private readonly logger = new Logger(SafetyService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    @Inject(SMS_TRANSPORT) private readonly sms: SmsTransport,
    @InjectListings() private readonly listings: Repository<Listing>,
    @InjectJobApplications() private readonly applications: Repository<JobApplication>,
    @InjectUsers() private readonly users: Repository<User>,
  ) {}

  /**
   * A freelancer reports a job they can see (open, or one they applied to): once per job (409),
   * 404 for an unknown, deleted, hidden or taken-down job. Two distinct verified reporters, or
   * one verified reporter for `asks_for_money`, hide it at once.
   */
  async report(userId: number, listingId: number, reason: ListingReportReason, note: string | undefined): Promise<ReportAnswerDto> {
    return transaction(this.dataSource, async (manager) => {
      const listing = await manager.withRepository(this.listings).findOne({ where: { id: listingId, deleted_at: IsNull() } });
      const applied = listing ? await manager.withRepository(this.applications).exists({ where: { listing_id: listingId, user_id: userId } }) : false;
      if (!listing || listing.moderation !== 'visible' || (listing.status !== 'open' && !applied))
        throw new DomainError(MARKET_MESSAGES.listingNotFound, HttpStatus.NOT_FOUND);
      const verified = (await verifiedAtOf(manager, [userId])).has(userId);
      const now = this.clock.now();
      let id: number;
      try {
        const inserted = await manager.insert(ListingReport, {
          listing_id: listingId,
          reporter_id: userId,
          reporter_verified: verified,
          reason,
          note: note?.trim() || null,
          created_at: now,
        });
        id = Number(inserted.identifiers[0].id);
      } catch (error) {
        if (isUniqueViolation(error)) throw new DomainError(IDENTITY_MESSAGES.alreadyReported, HttpStatus.CONFLICT);
        throw error;
      }
      if (await this.shouldHide(manager, listingId, verified, reason)) await this.hide(manager, listing, now);
      return { id, reason, created_at: now };
    });
  }

  /** The hiding rule (REPORT_HIDING): only reports not yet reviewed, and only verified reporters', count. */
  private async shouldHide(manager: EntityManager, listingId: number, verified: boolean, reason: ListingReportReason): Promise<boolean> {
    if (!verified) return false;
    if (reason === REPORT_HIDING.moneyReason) return true;
    const reporters = await manager.count(ListingReport, {
      where: { listing_id: listingId, reviewed_at: IsNull(), reporter_verified: true, reporter_id: Not(IsNull()) },
    });
    return reporters >= REPORT_HIDING.verifiedReporters;
  }

  /** Out of search at once (an open job closes as `moderation`); the employer is told on the bell. */
  private async hide(manager: EntityManager, listing: Listing, now: Date): Promise<void> {
    const listings = manager.withRepository(this.listings);
    const moved = await listings.update({ id: listing.id, moderation: 'visible' }, { moderation: 'hidden', moderated_at: now });
    if (!moved.affected) return;
    await listings.update({ id: listing.id, status: 'open' }, { status: 'closed', closed_reason: 'moderation' });
    this.logger.log(`Listing ${listing.id} hidden pending review of its reports`);
    await this.tellEmployer(manager, listing, 'hidden');
  }

  /** An admin removes a job (409 when it already is); its reports are reviewed; the employer is told. */
  async takeDown(listingId: number, adminId: number, reason: string): Promise<Listing> {
    return transaction(this.dataSource, async (manager) => {
      const listing = await this.listing(manager, listingId);
      const listings = manager.withRepository(this.listings);
      const now = this.clock.now();
      const moved = await listings.update(
        { id: listingId, moderation: In(['visible', 'hidden']) },
        { moderation: 'taken_down', moderated_at: now, moderation_reason: reason },
      );
      if (!moved.affected) throw new DomainError(IDENTITY_MESSAGES.alreadyTakenDown, HttpStatus.CONFLICT);
      await listings.update({ id: listingId, status: 'open' }, { status: 'closed', closed_reason: 'moderation' });
      await this.review(manager, listingId, adminId, now);
      await this.tellEmployer(manager, listing, 'taken_down', reason);
      return listings.findOneOrFail({ where: { id: listingId }, withDeleted: true });
    });
  }

  /**
   * An admin puts a hidden or taken-down job back (409 otherwise): a job the moderation closed
   * reopens (as filled when every position is taken, as expired when its date passed); its
   * reports are reviewed, so only new ones count from now; the employer is told.
   */
  async restore(listingId: number, adminId: number): Promise<Listing> {
    return transaction(this.dataSource, async (manager) => {
      const listing = await this.listing(manager, listingId);
      const listings = manager.withRepository(this.listings);
      const now = this.clock.now();
      const moved = await listings.update(
        { id: listingId, moderation: In(['hidden', 'taken_down']) },
        { moderation: 'visible', moderated_at: now, moderation_reason: null },
      );
      if (!moved.affected) throw new DomainError(IDENTITY_MESSAGES.notModerated, HttpStatus.CONFLICT);
      if (listing.status === 'closed' && listing.closed_reason === 'moderation') {
        const expired = listing.expires_at !== null && listing.expires_at.getTime() <= now.getTime();
        await listings.update(
          { id: listingId, status: 'closed', closed_reason: 'moderation' },
          isFull(listing) ? { closed_reason: 'filled' } : expired ? { closed_reason: 'expired' } : { status: 'open', closed_reason: null },
        );
      }
      await this.review(manager, listingId, adminId, now);
      await this.tellEmployer(manager, listing, 'restored');
      return listings.findOneOrFail({ where: { id: listingId }, withDeleted: true });
    });
  }

  private async listing(manager: EntityManager, listingId: number): Promise<Listing> {
    const listing = await manager.withRepository(this.listings).findOne({
      where: { id: listingId },
      withDeleted: true,
      ...(manager.connection.options.type === 'mysql' ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!listing) throw new DomainError(MARKET_MESSAGES.listingNotFound, HttpStatus.NOT_FOUND);
    return listing;
  }

  /** Every report of the job not yet reviewed is reviewed now, by this admin. */
  private async review(manager: EntityManager, listingId: number, adminId: number, now: Date): Promise<void> {
    await manager.update(ListingReport, { listing_id: listingId, reviewed_at: IsNull() }, { reviewed_at: now, reviewed_by: adminId });
  }

  /** The employer's bell notice (and, for a take-down or a restore, an SMS once committed), in their language. */
  private async tellEmployer(manager: EntityManager, listing: Listing, what: 'hidden' | 'taken_down' | 'restored', reason = ''): Promise<void> {
    const employer = await manager.withRepository(this.users).findOne({ where: { id: listing.user_id }, select: { id: true, language: true, phone: true } });
    if (!employer) return;
    const language = userLanguage(employer);
    const key = what === 'hidden' ? 'listingNotice.hidden' : what === 'taken_down' ? 'listingNotice.takenDown' : 'listingNotice.restored';
    await this.notifications.write(manager, [
      { user_id: employer.id, notice_type: 'listing', key, params: { job: listing.job_title, ...(reason ? { reason } : {}) }, language, link: NOTICE_LINKS.listings() },
    ]);
    if (what === 'hidden' || !employer.phone) return;
    const to = employer.phone;
    const job = listing.job_title.slice(0, 40);
    const texts = IDENTITY_TEXTS[language].sms;
    const message = what === 'taken_down' ? texts.jobTakenDown(job) : texts.jobRestored(job);
    await afterCommit(() => this.sms.send({ to, message }).catch((error: Error) => this.logger.warn(`Moderation SMS not sent: ${error.message}`)));
  }
}
