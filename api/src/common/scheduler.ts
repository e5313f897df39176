import { Global, Inject, Injectable, Logger, Module, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Queue, Worker, type ConnectionOptions } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../config/config';

/** A named piece of background work, run every `everyMs` and whenever triggered. Must be idempotent. */
export interface ScheduledTask {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

/**
 * The scheduling seam (docs/decisions/0011): features register tasks; the scheduler runs them
 * on a BullMQ queue when REDIS_URL is set (jobs and delayed triggers survive a restart, one
 * process runs each job) or on in-process timers otherwise (lost on restart, every replica runs
 * them, which idempotent tasks allow). Nothing runs when BACKGROUND_TASKS=false (tests call the
 * tasks themselves, with their clock).
 */
export abstract class TaskScheduler {
  protected readonly tasks = new Map<string, ScheduledTask>();
  protected readonly logger = new Logger('TaskScheduler');

  register(task: ScheduledTask): void {
    this.tasks.set(task.name, task);
  }

  /** The registered tasks' names and periods (the back office and tests read them). */
  registered(): Array<{ name: string; everyMs: number }> {
    return [...this.tasks.values()].map(({ name, everyMs }) => ({ name, everyMs }));
  }

  /** Runs a registered task once, after `delayMs`. */
  abstract trigger(name: string, delayMs?: number): Promise<void>;
  abstract start(): Promise<void>;
  abstract stop(): Promise<void>;

  protected async runTask(name: string): Promise<void> {
    const task = this.tasks.get(name);
    if (!task) return;
    try {
      await task.run();
    } catch (error) {
      this.logger.warn(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
  }
}

/**
 * Timers in this process; a task never overlaps itself. A trigger that arrives while the task runs
 * runs it once more when it ends (the change that caused it may have come too late for this run).
 */
export class InProcessScheduler extends TaskScheduler {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<string>();
  private readonly again = new Set<string>();
  private started = false;

  async start(): Promise<void> {
    this.started = true;
    for (const task of this.tasks.values()) {
      const timer = setInterval(() => void this.once(task.name), task.everyMs);
      timer.unref();
      this.timers.add(timer);
    }
  }

  async trigger(name: string, delayMs = 0): Promise<void> {
    if (!this.started) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.once(name, true);
    }, delayMs);
    timer.unref();
    this.timers.add(timer);
  }

  private async once(name: string, triggered = false): Promise<void> {
    if (this.running.has(name)) {
      if (triggered) this.again.add(name);
      return;
    }
    this.running.add(name);
    await this.runTask(name)
      .catch(() => undefined)
      .finally(() => this.running.delete(name));
    if (this.again.delete(name) && this.started) await this.once(name);
  }

  async stop(): Promise<void> {
    this.started = false;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}

/** A BullMQ queue and worker on REDIS_URL: repeatable jobs per task, delayed jobs for triggers. */
export class BullMqScheduler extends TaskScheduler {
  private queue: Queue | null = null;
  private worker: Worker | null = null;

  constructor(
    private readonly url: string,
    readonly queueName = 'gig-tasks',
  ) {
    super();
  }

  private connection(): ConnectionOptions {
    const url = new URL(this.url);
    return {
      host: url.hostname,
      port: Number(url.port || 6379),
      username: url.username ? decodeURIComponent(url.username) : undefined,
      password: url.password ? decodeURIComponent(url.password) : undefined,
      db: Number(url.pathname.replace('/', '') || 0),
      tls: url.protocol === 'rediss:' ? {} : undefined,
      maxRetriesPerRequest: null,
    };
  }

  async start(): Promise<void> {
    this.queue = new Queue(this.queueName, { connection: this.connection() });
    this.queue.on('error', (error) => this.logger.warn(`Queue: ${error.message}`));
    for (const task of this.tasks.values()) {
      await this.queue.upsertJobScheduler(task.name, { every: task.everyMs }, { name: task.name, opts: { removeOnComplete: 100, removeOnFail: 100 } });
    }
    this.worker = new Worker(this.queueName, async (job) => this.runTask(job.name), { connection: this.connection(), concurrency: 1 });
    this.worker.on('error', (error) => this.logger.warn(`Worker: ${error.message}`));
  }

  async trigger(name: string, delayMs = 0): Promise<void> {
    if (!this.queue) return;
    try {
      await this.queue.add(name, {}, { delay: delayMs, removeOnComplete: 100, removeOnFail: 100 });
    } catch (error) {
      this.logger.warn(`Queue add ${name}: ${(error as Error).message}`);
    }
  }

  async stop(): Promise<void> {
    await this.worker?.close();
    await this.queue?.close();
    this.worker = null;
    this.queue = null;
  }
}

@Injectable()
class SchedulerLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    private readonly scheduler: TaskScheduler,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.BACKGROUND_TASKS) await this.scheduler.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.scheduler.stop();
  }
}

@Global()
@Module({
  providers: [
    {
      provide: TaskScheduler,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.REDIS_URL ? new BullMqScheduler(config.REDIS_URL) : new InProcessScheduler()),
    },
    SchedulerLifecycle,
  ],
  exports: [TaskScheduler],
})
export class SchedulerModule {}
