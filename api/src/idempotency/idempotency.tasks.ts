import { Inject, Injectable, Logger, Module, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThan } from 'typeorm';
import { IDEMPOTENCY } from '@gigmarket/shared';
import { Clock } from '../common/clock';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { IdempotencyKey } from './idempotency-key.entity';

const PRUNE_EVERY_MS = 6 * 60 * 60_000;

/**
 * Idempotency keys are kept `IDEMPOTENCY.keepDays` (30) days, then pruned every six hours: an
 * outbox replays within days, never months. Off when BACKGROUND_TASKS=false (tests call `prune`).
 */
@Injectable()
export class IdempotencyTasks implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(IdempotencyTasks.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Deletes the keys older than the horizon; answers how many. */
  async prune(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - IDEMPOTENCY.keepDays * 24 * 60 * 60_000);
    const result = await this.dataSource.getRepository(IdempotencyKey).delete({ created_at: LessThan(before) });
    return result.affected ?? 0;
  }

  onApplicationBootstrap(): void {
    if (!this.config.BACKGROUND_TASKS) return;
    this.timer = setInterval(() => {
      this.prune().catch((error: unknown) => this.logger.warn(`prune failed: ${error instanceof Error ? error.message : String(error)}`));
    }, PRUNE_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

@Module({ providers: [IdempotencyTasks] })
export class IdempotencyModule {}
