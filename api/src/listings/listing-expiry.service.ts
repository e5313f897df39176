import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, LessThanOrEqual, Repository } from 'typeorm';
import { LISTING_EXPIRY } from '@gigmarket/shared';
import { Clock } from '../common/clock';
import { transaction } from '../common/transaction';
import { TaskScheduler } from '../common/scheduler';
import { userLanguage } from '../i18n/i18n';
import { NOTICE_LINKS } from '../notifications/notice-texts';
import { NotificationsService } from '../notifications/notifications.service';
import type { User } from '../users/user.entity';
import { InjectUsers } from '../users/repositories';
import { listingData } from '../webhook-outbox/webhook-payloads';
import { WebhookOutbox } from '../webhook-outbox/webhook-outbox';
import { Listing } from './listing.entity';

/**
 * Closes listings past their `expires_at` (status `closed`, reason `expired`) and tells each
 * employer, in the employer's language, that the job can be reopened with a new date. Search
 * already hides them before this runs (docs/search.md); the task keeps the open set small so the
 * search's indexes stay tight. Idempotent: a listing is closed only while it is still open.
 */
@Injectable()
export class ListingExpiryService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    @InjectUsers() private readonly users: Repository<User>,
    private readonly webhooks: WebhookOutbox,
  ) {}

  /** Closes every listing expired by the clock's now, in batches; answers how many it closed. */
  async closeExpired(): Promise<number> {
    let closed = 0;
    for (;;) {
      const batch = await this.closeBatch();
      closed += batch.closed;
      if (batch.seen < LISTING_EXPIRY.batch) return closed;
    }
  }

  private async closeBatch(): Promise<{ seen: number; closed: number }> {
    const now = this.clock.now();
    const due = await this.dataSource.getRepository(Listing).find({
      where: { status: 'open', expires_at: LessThanOrEqual(now), deleted_at: IsNull() },
      select: { id: true, user_id: true, job_title: true, positions: true, positions_filled: true },
      order: { expires_at: 'ASC', id: 'ASC' },
      take: LISTING_EXPIRY.batch,
    });
    if (!due.length) return { seen: 0, closed: 0 };
    const closed = await transaction(this.dataSource, async (manager) => {
      // One conditional update per listing: only a listing still open and still expired closes
      // (an employer may have edited it meanwhile, another replica may have closed it), and only
      // the one that closed it tells the employer.
      const done: Listing[] = [];
      for (const listing of due) {
        const result = await manager.update(
          Listing,
          { id: listing.id, status: 'open', expires_at: LessThanOrEqual(now) },
          { status: 'closed', closed_reason: 'expired' },
        );
        if (!result.affected) continue;
        done.push(listing);
        await this.webhooks.record(manager, 'listing.closed', listing.user_id, {
          listing: listingData({ ...listing, status: 'closed', closed_reason: 'expired' }),
        });
      }
      if (!done.length) return 0;
      const employers = await manager.withRepository(this.users).find({
        where: { id: In([...new Set(done.map((listing) => listing.user_id))]) },
        select: { id: true, language: true },
      });
      const language = new Map(employers.map((user) => [user.id, userLanguage(user)]));
      await this.notifications.write(
        manager,
        done.map((listing) => ({
          user_id: listing.user_id,
          notice_type: 'listing' as const,
          key: 'listingNotice.expired' as const,
          params: { job: listing.job_title },
          language: language.get(listing.user_id) ?? 'en',
          link: NOTICE_LINKS.listings(),
        })),
      );
      return done.length;
    });
    return { seen: due.length, closed };
  }
}

export const LISTING_EXPIRY_TASK = 'listing-expiry';

/** Runs the expiry every minute on the scheduling seam (nothing runs when BACKGROUND_TASKS=false; tests call it with their clock). */
@Injectable()
export class ListingTasks implements OnModuleInit {
  constructor(
    private readonly scheduler: TaskScheduler,
    private readonly expiry: ListingExpiryService,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({ name: LISTING_EXPIRY_TASK, everyMs: LISTING_EXPIRY.taskEveryMs, run: () => this.expiry.closeExpired() });
  }
}
