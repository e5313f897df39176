import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, IsNull, MoreThanOrEqual, Not, Repository } from 'typeorm';
import { IDENTITY_TEXTS, lagosDay, REPORT_LIMITS, REPORT_RULE, type ListingReportOutcome, type ListingReportReason } from '@gigmarket/shared';
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
import type { ReportAnswerDto, RestoredByReporterDto } from './safety.dto';
import { isProven, trackRecord } from './reporter-pattern';
import type { Message } from '../i18n/message';
import { IDENTITY_MESSAGES } from '../i18n/messages/shared';
import { listingData } from '../webhook-outbox/webhook-payloads';
import { WebhookOutbox } from '../webhook-outbox/webhook-outbox';

/**
 * Safe jobs (docs/trust.md "Reports"): freelancers report jobs within per-person limits, the report
 * rule hides a job pending review (a proven reporter's budget, or verified reporters who agree), and
 * an admin takes it down or restores it, one job or every job one reporter hid. The only writer
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
    private readonly webhooks: WebhookOutbox,
  ) {}

  /**
   * A freelancer reports a job they can see (open, or one they applied to): once per job (409),
   * 404 for an unknown, deleted, hidden or taken-down job, 429 past the per-person limits
   * (REPORT_LIMITS, everyone alike). The report queues, and hides the job at once only by the
   * report rule (REPORT_RULE, docs/trust.md "Hiding").
   */
  async report(userId: number, listingId: number, reason: ListingReportReason, note: string | undefined): Promise<ReportAnswerDto> {
    return transaction(this.dataSource, async (manager) => {
      // One reporter's reports one after another, so the limits and the budget count them all.
      await this.lockRow(manager, 'users', userId);
      await this.lockRow(manager, 'listings', listingId);
      const listing = await manager.withRepository(this.listings).findOne({ where: { id: listingId, deleted_at: IsNull() } });
      const applied = listing ? await manager.withRepository(this.applications).exists({ where: { listing_id: listingId, user_id: userId } }) : false;
      if (!listing || listing.moderation !== 'visible' || (listing.status !== 'open' && !applied))
        throw new DomainError(MARKET_MESSAGES.listingNotFound, HttpStatus.NOT_FOUND);
      const now = this.clock.now();
      await this.assertWithinLimits(manager, userId, now);
      const verified = (await verifiedAtOf(manager, [userId])).has(userId);
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
      if (verified) await this.applyReportRule(manager, listing, { id, userId, reason }, now);
      return { id, reason, created_at: now };
    });
  }

  /** REPORT_LIMITS: reports in the last hour, then in the Lagos day; 429 with the seconds until one is possible. */
  private async assertWithinLimits(manager: EntityManager, userId: number, now: Date): Promise<void> {
    const since = (from: Date) => ({ reporter_id: userId, created_at: MoreThanOrEqual(from) });
    const hourAgo = new Date(now.getTime() - 3_600_000);
    const lastHour = await manager.find(ListingReport, { where: since(hourAgo), select: { id: true, created_at: true }, order: { created_at: 'ASC' } });
    if (lastHour.length >= REPORT_LIMITS.perHour) {
      const free = lastHour[lastHour.length - REPORT_LIMITS.perHour].created_at.getTime() + 3_600_000;
      throw this.tooMany(IDENTITY_MESSAGES.reportsThisHour, free - now.getTime());
    }
    const day = lagosDay(now);
    if ((await manager.count(ListingReport, { where: since(day.start) })) >= REPORT_LIMITS.perDay)
      throw this.tooMany(IDENTITY_MESSAGES.reportsToday, day.end.getTime() - now.getTime());
  }

  private tooMany(said: Message, waitMs: number): DomainError {
    return new DomainError(said, HttpStatus.TOO_MANY_REQUESTS, [], { retryAfter: Math.max(1, Math.ceil(waitMs / 1000)) });
  }

  /**
   * The report rule (REPORT_RULE), for a verified reporter's report: a proven reporter hides the
   * job at once for an urgent reason while their daily budget lasts; otherwise the job is hidden
   * when the open reports of enough distinct verified reporters agree.
   */
  private async applyReportRule(
    manager: EntityManager,
    listing: Listing,
    report: { id: number; userId: number; reason: ListingReportReason },
    now: Date,
  ): Promise<void> {
    if (REPORT_RULE.instantReasons.includes(report.reason)) {
      const record = await trackRecord(manager, report.userId, now);
      if (isProven(record) && record.instant_today < REPORT_RULE.instantHidesPerDay) {
        await manager.update(ListingReport, { id: report.id }, { hid: 'instant' });
        await this.hide(manager, listing, now);
        return;
      }
    }
    const agreeing = await manager.find(ListingReport, {
      where: { listing_id: listing.id, reviewed_at: IsNull(), reporter_verified: true, reporter_id: Not(IsNull()) },
      select: { id: true, reporter_id: true },
    });
    if (new Set(agreeing.map((row) => row.reporter_id)).size < REPORT_RULE.verifiedReportersToHide) return;
    await manager.update(ListingReport, { id: In(agreeing.map((row) => row.id)) }, { hid: 'agreed' });
    await this.hide(manager, listing, now);
  }

  /** The employer's webhooks hear that the job closed (docs/webhooks.md). */
  private async closedByModeration(manager: EntityManager, listing: Listing): Promise<void> {
    await this.webhooks.record(manager, 'listing.closed', listing.user_id, { listing: listingData({ ...listing, status: 'closed', closed_reason: 'moderation' }) });
  }

  /** MySQL: the row locked for the rest of the transaction (SQLite's transactions already queue). */
  private async lockRow(manager: EntityManager, table: 'users' | 'listings', id: number): Promise<void> {
    if (manager.connection.options.type !== 'mysql') return;
    await manager.query(`SELECT id FROM ${table} WHERE id = ? FOR UPDATE`, [id]);
  }

  /** Out of search at once (an open job closes as `moderation`); the employer is told on the bell. */
  private async hide(manager: EntityManager, listing: Listing, now: Date): Promise<void> {
    const listings = manager.withRepository(this.listings);
    const moved = await listings.update({ id: listing.id, moderation: 'visible' }, { moderation: 'hidden', moderated_at: now });
    if (!moved.affected) return;
    const closed = await listings.update({ id: listing.id, status: 'open' }, { status: 'closed', closed_reason: 'moderation' });
    if (closed.affected) await this.closedByModeration(manager, listing);
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
      const closed = await listings.update({ id: listingId, status: 'open' }, { status: 'closed', closed_reason: 'moderation' });
      if (closed.affected) await this.closedByModeration(manager, listing);
      await this.review(manager, listingId, adminId, now, 'upheld');
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
    return transaction(this.dataSource, (manager) => this.restoreIn(manager, listingId, adminId, this.clock.now()));
  }

  /**
   * One action for a reporter who hid jobs wrongly (docs/trust.md "Review"): every job still hidden
   * by one of their reports (at once or as one of those who agreed) is restored as by `restore`,
   * in one transaction; their reports there count as overturned. Taken-down jobs stay down.
   */
  async restoreHiddenBy(reporterId: number, adminId: number): Promise<RestoredByReporterDto> {
    return transaction(this.dataSource, async (manager) => {
      const now = this.clock.now();
      const hiding = await manager
        .createQueryBuilder(ListingReport, 'r')
        .innerJoin('listings', 'l', 'l.id = r.listing_id')
        .select('DISTINCT r.listing_id', 'listing_id')
        .where('r.reporter_id = :reporterId', { reporterId })
        .andWhere('r.hid IS NOT NULL AND r.reviewed_at IS NULL')
        .andWhere("l.moderation = 'hidden'")
        .orderBy('r.listing_id', 'ASC')
        .getRawMany<{ listing_id: number | string }>();
      const restored: RestoredByReporterDto['restored'] = [];
      for (const { listing_id } of hiding) {
        const listing = await this.restoreIn(manager, Number(listing_id), adminId, now);
        restored.push({ id: listing.id, job_title: listing.job_title, status: listing.status });
      }
      return { reporter_id: reporterId, count: restored.length, restored };
    });
  }

  private async restoreIn(manager: EntityManager, listingId: number, adminId: number, now: Date): Promise<Listing> {
    const listing = await this.listing(manager, listingId);
    const listings = manager.withRepository(this.listings);
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
    await this.review(manager, listingId, adminId, now, 'overturned');
    await this.tellEmployer(manager, listing, 'restored');
    return listings.findOneOrFail({ where: { id: listingId }, withDeleted: true });
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

  /** Every report of the job not yet reviewed is reviewed now, by this admin, with the outcome that goes on its reporter's track record. */
  private async review(manager: EntityManager, listingId: number, adminId: number, now: Date, outcome: ListingReportOutcome): Promise<void> {
    await manager.update(ListingReport, { listing_id: listingId, reviewed_at: IsNull() }, { reviewed_at: now, reviewed_by: adminId, outcome });
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
