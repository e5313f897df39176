import { Injectable, OnModuleInit } from '@nestjs/common';
import { TaskScheduler } from '../common/scheduler';
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
  ) {}

  onModuleInit(): void {
    this.scheduler.register({ name: NUDGE_TASK, everyMs: 5 * MINUTE_MS, run: () => this.messages.runNudges() });
    this.scheduler.register({ name: MATCH_TASK, everyMs: 5 * MINUTE_MS, run: () => this.searches.runMatches() });
    this.scheduler.register({ name: DIGEST_TASK, everyMs: 30 * MINUTE_MS, run: () => this.searches.runDigests() });
  }
}
