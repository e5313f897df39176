import { Injectable, Module, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThan } from 'typeorm';
import { IDEMPOTENCY } from '@gigmarket/shared';
import { Clock } from '../common/clock';
import { TaskScheduler } from '../common/scheduler';
import { IdempotencyKey } from './idempotency-key.entity';

const PRUNE_EVERY_MS = 6 * 60 * 60_000;
export const IDEMPOTENCY_PRUNE_TASK = 'idempotency-prune';

/**
 * Idempotency keys are kept `IDEMPOTENCY.keepDays` (30) days, then pruned every six hours: an
 * outbox replays within days, never months. Runs on the scheduling seam; nothing runs when
 * BACKGROUND_TASKS=false (tests call `prune`).
 */
@Injectable()
export class IdempotencyTasks implements OnModuleInit {
  constructor(
    private readonly scheduler: TaskScheduler,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Deletes the keys older than the horizon; answers how many. */
  async prune(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - IDEMPOTENCY.keepDays * 24 * 60 * 60_000);
    const result = await this.dataSource.getRepository(IdempotencyKey).delete({ created_at: LessThan(before) });
    return result.affected ?? 0;
  }

  onModuleInit(): void {
    this.scheduler.register({ name: IDEMPOTENCY_PRUNE_TASK, everyMs: PRUNE_EVERY_MS, run: () => this.prune() });
  }
}

@Module({ providers: [IdempotencyTasks] })
export class IdempotencyModule {}
