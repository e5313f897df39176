import { FORMER_MEMBER } from '@gigmarket/shared';
import { userLanguage } from '../i18n/i18n';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, type Repository } from 'typeorm';
import {
  RATING_LIMITS,
  RELIABILITY,
  type Language,
  type ReliabilityEventKind,
  type ReliabilityEventStatus,
} from '@gigmarket/shared';
import type { JobApplication } from '../applications/job-application.entity';
import { InjectJobApplications } from '../applications/repositories';
import { Clock } from '../common/clock';
import { WriteForgottenValue } from '../common/write-forgotten-value';
import { DomainError } from '../common/domain-error';
import { Dispute } from './dispute.entity';
import { hireLink } from '../notifications/notice-texts';
import type { Listing } from '../listings/listing.entity';
import { InjectListings } from '../listings/repositories';
import { NotificationsService } from '../notifications/notifications.service';
import { SMS_TRANSPORT, type SmsTransport } from '../sms/sms.transport';
import { InjectUsers } from '../users/repositories';
import type { User } from '../users/user.entity';
import { Rating, ReliabilityEvent } from './trust.entities';
import { verifiedAtOf } from '../identity/badges';
import { RATE_REQUEST, TRUST_MESSAGES } from '../i18n/messages/trust';
import type { HireRatingBlockDto, LatestCommentDto, RatingViewDto } from './trust-answers.dto';
import type { RatingSummaryDto, ReliabilitySummaryDto } from '../listings/listing-answers.dto';

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
/**
 * How long (on the clock) the platform mean is reused. It averages every revealed rating, so it
 * moves slowly, while computing it reads the whole ratings table; a rating written through the
 * ORM in this process forgets it at once.
 */
export const PLATFORM_MEAN_TTL_MS = 60_000;

/** A person's rating, reliability and "ID verified" badge, as cards and profiles show them. */
export interface TrustStanding {
  rating: RatingSummaryDto;
  reliability: ReliabilitySummaryDto;
  /** When their identity was verified (the badge), or null (docs/trust.md "Identity"). */
  verified_at: Date | null;
}

type HireFacts = Pick<JobApplication, 'id' | 'status' | 'started_at' | 'completed_at' | 'cancelled_at' | 'user_id'>;

/** Statuses a hire can be rated at (a refund or cancellation only after check-in). */
const RATED_STATUSES = ['completed', 'paid'];
const ENDED_STATUSES = ['refunded', 'cancelled'];
/** Events that do not count against anyone. */
const NOT_COUNTED: ReliabilityEventStatus[] = ['contested', 'dismissed'];

/** A server-made UTC datetime literal, comparable with stored DATETIMEs on both databases. */
export function sqlDate(date: Date): string {
  return `'${date.toISOString().replace('T', ' ').replace('Z', '').slice(0, 23)}'`;
}

/**
 * SQL (no parameters) telling whether the rating row `r` is revealed at `now`: both sides rated,
 * or the window opened 14 days ago (completed, else cancelled, else the dispute's resolution).
 */
export function revealedSql(r: string, now: Date): string {
  const cutoff = sqlDate(new Date(now.getTime() - RATING_LIMITS.windowDays * DAY_MS));
  return (
    `(EXISTS (SELECT 1 FROM ratings o WHERE o.application_id = ${r}.application_id AND o.rater_id = ${r}.ratee_id)` +
    ` OR EXISTS (SELECT 1 FROM jobapplication ra LEFT JOIN disputes rd ON rd.application_id = ra.id` +
    ` WHERE ra.id = ${r}.application_id AND COALESCE(ra.completed_at, ra.cancelled_at, rd.resolved_at) <= ${cutoff}))`
  );
}

/** The Bayesian average of docs/trust.md, rounded to one decimal. */
export function bayesian(sum: number, count: number, mean: number): number | null {
  if (count === 0) return null;
  const C = RATING_LIMITS.bayesianWeight;
  return Math.round(((C * mean + sum) / (C + count)) * 10) / 10;
}

export function reliabilityScore(good: number, bad: number): ReliabilitySummaryDto {
  const hires = good + bad;
  return { score: hires < RELIABILITY.minHires ? null : Math.round((100 * good) / hires), hires };
}

/** The start of a hire: the listing's date and time in Africa/Lagos (UTC+1), or the date at 00:00. */
export function hireStart(listing: Pick<Listing, 'job_date' | 'job_sart_time'>): Date | null {
  if (!listing.job_date) return null;
  const date = String(listing.job_date).slice(0, 10);
  const [y, m, d] = date.split('-').map(Number);
  const time = /^(\d{1,2}):(\d{2})/.exec(listing.job_sart_time ?? '');
  const hours = time ? Number(time[1]) : 0;
  const minutes = time ? Number(time[2]) : 0;
  return new Date(Date.UTC(y, m - 1, d, hours - 1, minutes));
}

const num = (value: unknown) => Number(value ?? 0);

/** As profiles show a name (kept here so profiles may import this service without a cycle). */
export function displayName(user: { name: string | null; first_name: string | null; last_name: string | null }): string {
  return user.name || [user.first_name, user.last_name].filter(Boolean).join(' ') || FORMER_MEMBER.en;
}

/** Ratings, reliability and the asks to rate (docs/trust.md). */
@Injectable()
export class TrustService {
  private readonly logger = new Logger(TrustService.name);
  /** The platform mean, reused for PLATFORM_MEAN_TTL_MS and forgotten when a rating is written. */
  private readonly mean: WriteForgottenValue<number>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectJobApplications() private readonly applications: Repository<JobApplication>,
    @InjectListings() private readonly listings: Repository<Listing>,
    @InjectUsers() private readonly users: Repository<User>,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    @Inject(SMS_TRANSPORT) private readonly sms: SmsTransport,
  ) {
    this.mean = new WriteForgottenValue(dataSource, clock, [Rating], PLATFORM_MEAN_TTL_MS);
  }

  // ---- the rating window ---------------------------------------------------------------------

  ratable(hire: HireFacts): boolean {
    return RATED_STATUSES.includes(hire.status) || (ENDED_STATUSES.includes(hire.status) && hire.started_at !== null);
  }

  async windowOpenedAt(manager: EntityManager, hire: HireFacts): Promise<Date | null> {
    if (!this.ratable(hire) || hire.completed_at || hire.cancelled_at) return this.windowOpenedFrom(hire, null);
    return this.windowOpenedFrom(hire, await manager.findOne(Dispute, { where: { application_id: hire.id } }));
  }

  /** When the hire's rating window opened, from the hire and its dispute (null when it has none). */
  windowOpenedFrom(hire: HireFacts, dispute: Pick<Dispute, 'resolved_at'> | null): Date | null {
    if (!this.ratable(hire)) return null;
    if (hire.completed_at) return hire.completed_at;
    if (hire.cancelled_at) return hire.cancelled_at;
    return dispute?.resolved_at ?? null;
  }

  private view(rating: Rating, revealed: boolean): RatingViewDto {
    return {
      id: rating.id,
      application_id: rating.application_id,
      rater_id: rating.rater_id,
      ratee_id: rating.ratee_id,
      stars: rating.stars,
      comment: rating.hidden_at ? null : rating.comment,
      hidden: rating.hidden_at !== null,
      created_at: rating.created_at,
      revealed,
    };
  }

  /** The `rating` block of a hire for one of its sides. */
  async hireBlock(manager: EntityManager, hire: HireFacts, userId: number): Promise<HireRatingBlockDto> {
    const [ratings, opened] = await Promise.all([this.ratingsOf(manager, [hire.id]), this.windowOpenedAt(manager, hire)]);
    return this.ratingBlock(ratings, opened, userId);
  }

  /** The ratings of these hires, in one query (a page of hires). */
  ratingsOf(manager: EntityManager, applicationIds: number[]): Promise<Rating[]> {
    return applicationIds.length ? manager.find(Rating, { where: { application_id: In(applicationIds) }, order: { id: 'ASC' } }) : Promise.resolve([]);
  }

  /** The `rating` block of a hire for one of its sides, from its ratings and when its window opened. */
  ratingBlock(ratings: Rating[], opened: Date | null, userId: number): HireRatingBlockDto {
    const now = this.clock.now();
    const endsAt = opened ? new Date(opened.getTime() + RATING_LIMITS.windowDays * DAY_MS) : null;
    const mine = ratings.find((rating) => rating.rater_id === userId) ?? null;
    const theirs = ratings.find((rating) => rating.rater_id !== userId) ?? null;
    const revealed = ratings.length >= 2 || (endsAt !== null && now >= endsAt);
    return {
      mine: mine ? this.view(mine, revealed) : null,
      theirs: theirs && revealed ? this.view(theirs, true) : null,
      can_rate: !mine && endsAt !== null && now < endsAt,
      window_ends_at: endsAt,
    };
  }

  /** One side rates the other; the caller already checked that `userId` is a party. */
  async rate(
    hire: HireFacts,
    employerId: number,
    userId: number,
    stars: number,
    comment: string | undefined,
  ): Promise<RatingViewDto> {
    const manager = this.dataSource.manager;
    if (!this.ratable(hire)) throw new DomainError(TRUST_MESSAGES.notRatable(hire.status), HttpStatus.CONFLICT);
    const opened = await this.windowOpenedAt(manager, hire);
    const now = this.clock.now();
    if (!opened || now.getTime() >= opened.getTime() + RATING_LIMITS.windowDays * DAY_MS)
      throw new DomainError(TRUST_MESSAGES.windowClosed, HttpStatus.CONFLICT);
    if (await manager.exists(Rating, { where: { application_id: hire.id, rater_id: userId } }))
      throw new DomainError(TRUST_MESSAGES.alreadyRated, HttpStatus.CONFLICT);
    const rateeId = userId === employerId ? hire.user_id : employerId;
    try {
      await manager.insert(Rating, {
        application_id: hire.id,
        rater_id: userId,
        ratee_id: rateeId,
        stars,
        comment: comment ? comment : null,
        created_at: now,
      });
    } catch (error) {
      const code = (error as { code?: string; driverError?: { code?: string } }).code;
      if (code === 'ER_DUP_ENTRY' || String(code).startsWith('SQLITE_CONSTRAINT') || /UNIQUE constraint failed/.test(String(error)))
        throw new DomainError(TRUST_MESSAGES.alreadyRated, HttpStatus.CONFLICT);
      throw error;
    }
    return (await this.hireBlock(manager, hire, userId)).mine!;
  }

  // ---- averages ------------------------------------------------------------------------------

  /** The mean of every revealed rating on the platform (3 when there are none). */
  async platformMean(): Promise<number> {
    return this.mean.get(async () => {
      const [row] = (await this.dataSource.query(
        `SELECT AVG(r.stars) AS mean FROM ratings r WHERE ${revealedSql('r', this.clock.now())}`,
      )) as { mean: unknown }[];
      return row?.mean === null || row?.mean === undefined ? RATING_LIMITS.defaultMean : Number(row.mean);
    });
  }

  /** SQL for a per-person `(sum, n)` of revealed ratings, to join and sort by. */
  ratingStatsSql(): string {
    return (
      'SELECT r.ratee_id AS ratee_id, SUM(r.stars) AS total, COUNT(*) AS n FROM ratings r' +
      ` WHERE ${revealedSql('r', this.clock.now())} GROUP BY r.ratee_id`
    );
  }

  /** The five latest revealed, not hidden comments about a person. */
  async latestComments(userId: number): Promise<LatestCommentDto[]> {
    const rows = (await this.dataSource.query(
      `SELECT r.stars, r.comment, r.created_at, u.name, u.first_name, u.last_name FROM ratings r` +
        ' JOIN users u ON u.id = r.rater_id' +
        ` WHERE r.ratee_id = ? AND r.hidden_at IS NULL AND r.comment IS NOT NULL AND r.comment <> ''` +
        ` AND ${revealedSql('r', this.clock.now())} ORDER BY r.created_at DESC, r.id DESC LIMIT 5`,
      [userId],
    )) as { stars: unknown; comment: string; created_at: unknown; name: string | null; first_name: string | null; last_name: string | null }[];
    return rows.map((row) => ({
      stars: num(row.stars),
      comment: row.comment,
      created_at:
        row.created_at instanceof Date ? row.created_at : new Date(`${String(row.created_at).replace(' ', 'T')}Z`),
      rater_name: displayName(row),
    }));
  }

  // ---- reliability ---------------------------------------------------------------------------

  /**
   * Each person's rating (the Bayesian average of their revealed ratings) and reliability (over
   * the last 90 days) in one statement of five grouped counts: ratings received, hires they did,
   * hires they gave and how each ended, shifts confirmed in time, events against them. One round trip for a page of cards.
   */
  async standing(userIds: number[], mean?: number): Promise<Map<number, TrustStanding>> {
    const ids = [...new Set(userIds)].filter((id) => Number.isInteger(id));
    if (!ids.length) return new Map();
    const now = this.clock.now();
    const since = sqlDate(new Date(now.getTime() - RELIABILITY.windowDays * DAY_MS));
    const list = ids.map(() => '?').join(', ');
    const [m, verified, rows] = await Promise.all([
      mean ?? this.platformMean(),
      verifiedAtOf(this.dataSource.manager, ids),
      this.dataSource.query(
        `SELECT 'rated' AS kind, r.ratee_id AS user_id, NULL AS completed_by, COUNT(*) AS n, SUM(r.stars) AS total` +
          ` FROM ratings r WHERE r.ratee_id IN (${list}) AND ${revealedSql('r', now)} GROUP BY r.ratee_id` +
          ` UNION ALL SELECT 'worked' AS kind, a.user_id AS user_id, NULL AS completed_by, COUNT(*) AS n, NULL AS total` +
          ` FROM jobapplication a WHERE a.user_id IN (${list}) AND a.status IN ('completed', 'paid') AND a.completed_at >= ${since}` +
          ' GROUP BY a.user_id' +
          ` UNION ALL SELECT 'hired' AS kind, l.user_id AS user_id, a.completed_by AS completed_by, COUNT(*) AS n, NULL AS total` +
          ` FROM jobapplication a JOIN listings l ON l.id = a.listing_id WHERE l.user_id IN (${list})` +
          ` AND a.status IN ('completed', 'paid') AND a.completed_by IN ('employer', 'auto')` +
          ` AND a.completed_at >= ${since} GROUP BY l.user_id, a.completed_by` +
          ` UNION ALL SELECT 'confirmed' AS kind, a.user_id AS user_id, NULL AS completed_by, COUNT(*) AS n, NULL AS total` +
          ` FROM jobapplication a WHERE a.user_id IN (${list}) AND a.confirmed_on_time = 1 AND a.confirmed_at >= ${since}` +
          ' GROUP BY a.user_id' +
          ` UNION ALL SELECT 'event' AS kind, e.user_id AS user_id, NULL AS completed_by, COUNT(*) AS n, NULL AS total` +
          ` FROM reliability_events e WHERE e.user_id IN (${list})` +
          ` AND e.status NOT IN (${NOT_COUNTED.map((status) => `'${status}'`).join(', ')}) AND e.created_at >= ${since}` +
          ' GROUP BY e.user_id',
        [...ids, ...ids, ...ids, ...ids, ...ids],
      ) as Promise<{ kind: string; user_id: unknown; completed_by: unknown; n: unknown; total: unknown }[]>,
    ]);
    const rating = new Map<number, RatingSummaryDto>();
    const good = new Map<number, number>();
    const bad = new Map<number, number>();
    for (const row of rows) {
      const userId = num(row.user_id);
      if (row.kind === 'rated') {
        rating.set(userId, { average: bayesian(num(row.total), num(row.n), m), count: num(row.n) });
        continue;
      }
      // A hire the employer confirmed counts for them; one the clock completed, against them. A
      // shift confirmed before the employer's warning counts for the freelancer (docs/trust.md).
      const counted = row.kind === 'worked' || row.kind === 'confirmed' || (row.kind === 'hired' && row.completed_by === 'employer') ? good : bad;
      counted.set(userId, (counted.get(userId) ?? 0) + num(row.n));
    }
    return new Map(
      ids.map((id) => [
        id,
        {
          rating: rating.get(id) ?? { average: null, count: 0 },
          reliability: reliabilityScore(good.get(id) ?? 0, bad.get(id) ?? 0),
          verified_at: verified.get(id) ?? null,
        },
      ]),
    );
  }

  /** Records a bad event once per hire, person and kind (in the caller's transaction). */
  async record(
    manager: EntityManager,
    kind: ReliabilityEventKind,
    userId: number,
    applicationId: number,
    status: ReliabilityEventStatus = 'recorded',
    note: string | null = null,
  ): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(ReliabilityEvent)
      .values({ kind, user_id: userId, application_id: applicationId, status, note, created_at: this.clock.now() })
      .orIgnore()
      .updateEntity(false)
      .execute();
  }

  // ---- asking to rate ------------------------------------------------------------------------

  /**
   * A notification to each side (in the caller's transaction), then, once it committed, one SMS
   * each: call `sendRateRequests` with what this returns.
   */
  async askToRate(manager: EntityManager, applicationId: number): Promise<RateRequest[]> {
    const application = await manager.withRepository(this.applications).findOneOrFail({ where: { id: applicationId } });
    const listing = await manager.withRepository(this.listings).findOneOrFail({ where: { id: application.listing_id }, withDeleted: true });
    const users = await manager.withRepository(this.users).find({ where: { id: In([application.user_id, listing.user_id]) } });
    const byId = new Map(users.map((user) => [user.id, user]));
    const requests: RateRequest[] = [];
    for (const [userId, otherId] of [
      [application.user_id, listing.user_id],
      [listing.user_id, application.user_id],
    ]) {
      const user = byId.get(userId);
      if (!user) continue;
      const language: Language = userLanguage(user);
      await this.notifications.write(manager, [
        {
          user_id: userId,
          notice_type: 'hire',
          key: 'trustNotice.rateRequest',
          params: { job: listing.job_title },
          language,
          link: hireLink(userId, { applicationId: application.id, listing }),
        },
      ]);
      const other = byId.get(otherId);
      if (user.phone)
        requests.push({ to: user.phone, message: RATE_REQUEST[language].sms(listing.job_title, other ? displayName(other) : '') });
    }
    return requests;
  }

  async sendRateRequests(requests: RateRequest[]): Promise<void> {
    for (const request of requests) {
      try {
        await this.sms.send(request);
      } catch (error) {
        this.logger.warn(`Rate request SMS not sent: ${(error as Error).message}`);
      }
    }
  }

  // ---- no-show events ------------------------------------------------------------------------

  async event(id: number): Promise<ReliabilityEvent> {
    const event = await this.dataSource.getRepository(ReliabilityEvent).findOneBy({ id });
    if (!event) throw new DomainError(TRUST_MESSAGES.eventNotFound, HttpStatus.NOT_FOUND);
    return event;
  }
}

export interface RateRequest {
  to: string;
  message: string;
}
