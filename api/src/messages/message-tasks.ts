import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntitySubscriberInterface, InsertEvent, Repository, UpdateEvent } from 'typeorm';
import { TaskScheduler } from '../common/scheduler';
import type { Listing } from '../listings/listing.entity';
import { InjectListings } from '../listings/repositories';
import { MessagesService, NUDGE_TASK } from './messages.service';
import { DIGEST_TASK, MATCH_TASK, SavedSearchesService } from './saved-searches.service';

const MINUTE_MS = 60_000;

/** Registers the alert tasks on the scheduling seam (BullMQ with REDIS_URL, in-process otherwise). */
@Injectable()
export class MessageTasks implements OnModuleInit {
  constructor(
    private readonly scheduler: TaskScheduler,
    private readonly messages: MessagesService,
    private readonly searches: SavedSearchesService,
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectListings() private readonly listings: Repository<Listing>,
  ) {}

  onModuleInit(): void {
    // A listing saved as open (published or reopened) triggers the matching soon, not only every 5 minutes.
    const scheduler = this.scheduler;
    const subscriber: EntitySubscriberInterface<Listing> = {
      listenTo: () => this.listings.metadata.target,
      afterInsert: (event: InsertEvent<Listing>) => {
        if (event.entity?.status === 'open') void scheduler.trigger(MATCH_TASK, 10_000);
      },
      afterUpdate: (event: UpdateEvent<Listing>) => {
        if ((event.entity as Partial<Listing> | undefined)?.status === 'open') void scheduler.trigger(MATCH_TASK, 10_000);
      },
    };
    this.dataSource.subscribers.push(subscriber);
    this.scheduler.register({ name: NUDGE_TASK, everyMs: 5 * MINUTE_MS, run: () => this.messages.runNudges() });
    this.scheduler.register({ name: MATCH_TASK, everyMs: 5 * MINUTE_MS, run: () => this.searches.runMatches() });
    this.scheduler.register({ name: DIGEST_TASK, everyMs: 30 * MINUTE_MS, run: () => this.searches.runDigests() });
  }
}
