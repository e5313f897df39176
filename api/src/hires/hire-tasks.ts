import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { ReconciliationService } from '../payments/reconciliation.service';
import { HiresService } from './hires.service';

const AUTO_COMPLETE_EVERY_MS = 60_000;
const RECONCILE_EVERY_MS = 6 * 60 * 60_000;

/**
 * In-process schedule of the hire rules: the 72-hour completion every minute and the gateway
 * reconciliation every six hours. Both are idempotent, so replicas running them at once are
 * safe. Off when BACKGROUND_TASKS=false (the tests call the tasks themselves with their clock).
 */
@Injectable()
export class HireTasks implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(HireTasks.name);
  private timers: NodeJS.Timeout[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly hires: HiresService,
    private readonly reconciliation: ReconciliationService,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.BACKGROUND_TASKS) return;
    this.every(AUTO_COMPLETE_EVERY_MS, 'auto-complete', () => this.hires.autoCompleteDue());
    this.every(RECONCILE_EVERY_MS, 'reconciliation', () => this.reconciliation.run());
  }

  onApplicationShutdown(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
  }

  private every(ms: number, name: string, task: () => Promise<unknown>): void {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      task()
        .catch((error: unknown) =>
          this.logger.warn(`${name} failed: ${error instanceof Error ? error.message : String(error)}`),
        )
        .finally(() => (running = false));
    }, ms);
    timer.unref();
    this.timers.push(timer);
  }
}
