import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, LessThanOrEqual, Not, type EntityManager, type Repository } from 'typeorm';
import { listingExpiresAt, ROSTER_FIRST } from '@gigmarket/shared';
import { Clock } from '../common/clock';
import { TaskScheduler } from '../common/scheduler';
import { transaction } from '../common/transaction';
import type { Listing } from '../listings/listing.entity';
import { InjectListings } from '../listings/repositories';
import { EmployerListingsService } from './employer-listings.service';

const dateOnly = (value: unknown): string | null =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/**
 * "Roster first" (docs/roster.md): publishes each job offered to the favourites first once its
 * `public_from` has passed, through the employer's own publish. The claim (clearing `public_from`
 * where it is still set) and the publish share one transaction, so with two replicas running the
 * task at once exactly one publishes. A job that can no longer open (hidden by reports, over)
 * stays an unpublished draft in the employer's jobs.
 */
@Injectable()
export class RosterFirstOpening {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectListings() private readonly listings: Repository<Listing>,
    private readonly employerListings: EmployerListingsService,
    private readonly clock: Clock,
  ) {}

  /** Publishes every roster-first job due by the clock's now; answers how many. */
  async openDue(): Promise<number> {
    let opened = 0;
    for (;;) {
      const now = this.clock.now();
      const due = await this.listings.find({
        where: { status: 'draft', public_from: LessThanOrEqual(now), deleted_at: IsNull() },
        order: { public_from: 'ASC', id: 'ASC' },
        take: ROSTER_FIRST.batch,
      });
      let claimed = 0;
      for (const listing of due) if (await this.open(listing, now)) claimed++;
      opened += claimed;
      if (due.length < ROSTER_FIRST.batch || !claimed) return opened;
    }
  }

  private async open(listing: Listing, now: Date): Promise<boolean> {
    return transaction(this.dataSource, async (manager: EntityManager) => {
      const claim = await manager.withRepository(this.listings).update({ id: listing.id, status: 'draft', public_from: Not(IsNull()) }, { public_from: null });
      if (claim.affected !== 1) return false;
      const canOpen =
        (listing.moderation ?? 'visible') === 'visible' &&
        listingExpiresAt({ job_date: dateOnly(listing.job_date), job_end_date: dateOnly(listing.job_end_date), job_end_time: listing.job_end_time }, now).getTime() > now.getTime();
      if (canOpen) await this.employerListings.transition(listing.user_id, listing.id, 'publish', 'en');
      return canOpen;
    });
  }
}

export const ROSTER_FIRST_TASK = 'roster-first-opening';

/** Runs the opening every minute on the scheduling seam (tests call it with their clock). */
@Injectable()
export class RosterFirstTasks implements OnModuleInit {
  constructor(
    private readonly scheduler: TaskScheduler,
    private readonly opening: RosterFirstOpening,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({ name: ROSTER_FIRST_TASK, everyMs: ROSTER_FIRST.taskEveryMs, run: () => this.opening.openDue() });
  }
}
