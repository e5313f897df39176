import { BeforeApplicationShutdown, Global, Inject, Injectable, Logger, Module, OnApplicationBootstrap } from '@nestjs/common';
import { Queue, Worker, type ConnectionOptions } from 'bullmq';
import Redis from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { Clock, TASK_SCHEDULER_ALIAS } from './clock';

/** A trigger's add to the queue is given this long, in the background; the periodic run catches up otherwise. */
export const TRIGGER_TIMEOUT_MS = 1_000;
/** How long a stopping worker may take to finish its running job. */
const SHUTDOWN_GRACE_MS = 10_000;
/** How often the job schedulers are written again (they are also written on every (re)connection). */
export const SCHEDULE_CHECK_EVERY_MS = 60_000;
/** A task is late once it has not run for twice its period plus this. */
const LATE_GRACE_MS = 60_000;

/** A registered task that has not run when due (the health answer's `degraded`). */
export interface LateTask {
  task: string;
  /** When it last ran (any replica), or null if not since this process started. */
  last_run_at: string | null;
  every_ms: number;
}

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
  /** When each task last ran, as this process knows it. */
  protected readonly lastRun = new Map<string, number>();
  private startedAt: number | null = null;
  private lateNamed = new Set<string>();

  constructor(protected readonly clock: Clock = new Clock()) {}

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

  protected markStarted(): void {
    this.startedAt = this.clock.now().getTime();
  }

  /** Latest known run times from elsewhere (other replicas); nothing by default. */
  protected async refreshLastRuns(): Promise<void> {}

  protected async recordRun(name: string, at: number): Promise<void> {
    this.lastRun.set(name, at);
  }

  /**
   * Tasks that have not run for twice their period (plus a minute) since their last run, or since
   * this process started: a lost schedule, a stopped worker, a queue that is unreachable. Empty
   * while background tasks are off. Logs a task once when it turns late.
   */
  async late(): Promise<LateTask[]> {
    if (this.startedAt === null) return [];
    await this.refreshLastRuns().catch(() => undefined);
    const now = this.clock.now().getTime();
    const late: LateTask[] = [];
    for (const { name, everyMs } of this.tasks.values()) {
      const last = this.lastRun.get(name);
      if (now - (last ?? this.startedAt) <= 2 * everyMs + LATE_GRACE_MS) continue;
      late.push({ task: name, last_run_at: last === undefined ? null : new Date(last).toISOString(), every_ms: everyMs });
    }
    const names = new Set(late.map((item) => item.task));
    for (const name of names) if (!this.lateNamed.has(name)) this.logger.error(`Background task ${name} has not run when due`);
    this.lateNamed = names;
    return late;
  }

  protected async runTask(name: string): Promise<void> {
    const task = this.tasks.get(name);
    if (!task) return;
    try {
      await task.run();
      await this.recordRun(name, this.clock.now().getTime()).catch(() => undefined);
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
  /** The runs under way, which stop() waits for. */
  private readonly inFlight = new Set<Promise<void>>();
  private readonly again = new Set<string>();
  private started = false;

  async start(): Promise<void> {
    this.started = true;
    this.markStarted();
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
    const run = this.runTask(name)
      .catch(() => undefined)
      .finally(() => this.running.delete(name));
    this.inFlight.add(run);
    await run;
    this.inFlight.delete(run);
    if (this.again.delete(name) && this.started) await this.once(name);
  }

  /** No run starts from now on; the runs under way finish (within SHUTDOWN_GRACE_MS). */
  async stop(): Promise<void> {
    this.started = false;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    if (this.inFlight.size === 0) return;
    await withTimeout(Promise.all(this.inFlight), SHUTDOWN_GRACE_MS).catch(() =>
      this.logger.warn(`Background tasks still running after ${SHUTDOWN_GRACE_MS} ms: ${[...this.running].join(', ')}`),
    );
  }
}

/**
 * A BullMQ queue and worker on REDIS_URL: a job scheduler per task, delayed jobs for triggers.
 *
 * The job schedulers live in Redis, so a Redis that restarts empty (or is flushed) would lose
 * them: they are written again on every (re)connection of the queue's client and every
 * SCHEDULE_CHECK_EVERY_MS (upsertJobScheduler is idempotent). A trigger never waits for Redis
 * (docs/reliability.md "Redis down: background work"): it is added in the background when the
 * connection is ready, within TRIGGER_TIMEOUT_MS, and dropped otherwise, the periodic run picking
 * up what it would have done from the database.
 */
export class BullMqScheduler extends TaskScheduler {
  private queue: Queue | null = null;
  private worker: Worker | null = null;
  private client: Redis | null = null;
  private check: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string,
    readonly queueName = 'gig-tasks',
    clock?: Clock,
  ) {
    super(clock);
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

  private get lastRunKey(): string {
    return `gig:tasks:${this.queueName}:last-run`;
  }

  async start(): Promise<void> {
    this.markStarted();
    this.client = new Redis({ ...(this.connection() as object), maxRetriesPerRequest: null });
    this.client.on('error', (error) => this.logger.warn(`Queue connection: ${error.message}`));
    this.client.on('ready', () => void this.schedule('connected'));
    this.queue = new Queue(this.queueName, { connection: this.client });
    this.queue.on('error', (error) => this.logger.warn(`Queue: ${error.message}`));
    if (this.client.status === 'ready') await this.schedule('connected');
    this.check = setInterval(() => void this.schedule('check'), SCHEDULE_CHECK_EVERY_MS);
    this.check.unref();
    this.worker = new Worker(this.queueName, async (job) => this.runTask(job.name), { connection: this.connection(), concurrency: 1 });
    this.worker.on('error', (error) => this.logger.warn(`Worker: ${error.message}`));
  }

  /** Writes every task's job scheduler (again). */
  async schedule(reason: 'connected' | 'check'): Promise<void> {
    const queue = this.queue;
    if (!queue || this.client?.status !== 'ready') return;
    try {
      for (const task of this.tasks.values()) {
        await queue.upsertJobScheduler(task.name, { every: task.everyMs }, { name: task.name, opts: { removeOnComplete: 100, removeOnFail: 100 } });
      }
      if (reason === 'connected') this.logger.log(`Job schedulers registered (${this.tasks.size})`);
    } catch (error) {
      this.logger.warn(`Job schedulers not registered: ${(error as Error).message}`);
    }
  }

  /** The job schedulers Redis holds (tests and the health check read them). */
  async schedulers(): Promise<string[]> {
    if (!this.queue) return [];
    return (await this.queue.getJobSchedulers()).map((scheduler) => scheduler.key);
  }

  protected override async recordRun(name: string, at: number): Promise<void> {
    await super.recordRun(name, at);
    if (this.client?.status === 'ready') await this.client.hset(this.lastRunKey, name, String(at));
  }

  protected override async refreshLastRuns(): Promise<void> {
    const client = this.client;
    if (client?.status !== 'ready') return;
    const all = await withTimeout(client.hgetall(this.lastRunKey), TRIGGER_TIMEOUT_MS);
    for (const [name, value] of Object.entries(all)) {
      const at = Number(value);
      if (Number.isFinite(at) && at > (this.lastRun.get(name) ?? 0)) this.lastRun.set(name, at);
    }
  }

  async trigger(name: string, delayMs = 0): Promise<void> {
    const queue = this.queue;
    if (!queue) return;
    if (this.client?.status !== 'ready') {
      this.logger.warn(`Trigger ${name} dropped: the queue is not connected (the periodic run covers it)`);
      return;
    }
    void withTimeout(queue.add(name, {}, { delay: delayMs, removeOnComplete: 100, removeOnFail: 100 }), TRIGGER_TIMEOUT_MS).catch((error: Error) =>
      this.logger.warn(`Trigger ${name} dropped: ${error.message} (the periodic run covers it)`),
    );
  }

  /** The worker takes no new job and finishes the running one; then the connections close. */
  async stop(): Promise<void> {
    if (this.check) clearInterval(this.check);
    this.check = null;
    // A worker whose blocking connection lived through a Redis restart may never finish closing,
    // even idle: after the grace it is closed by force (docs/deploy.md "Shutting down").
    const worker = this.worker;
    if (worker) {
      await withTimeout(worker.close(), SHUTDOWN_GRACE_MS).catch(async () => {
        this.logger.warn(`The task worker did not stop within ${SHUTDOWN_GRACE_MS} ms: its connection is cut`);
        await withTimeout(worker.disconnect(), TRIGGER_TIMEOUT_MS).catch(() => undefined);
      });
    }
    await this.queue?.close();
    if (this.client?.status === 'ready') await this.client.quit().catch(() => this.client?.disconnect());
    else this.client?.disconnect();
    this.worker = null;
    this.queue = null;
    this.client = null;
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
      timer.unref();
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Stops the scheduler before the application's shutdown hooks run (beforeApplicationShutdown
 * precedes every onApplicationShutdown, TypeORM's closing of the data source among them), so a
 * running job finishes on an open database.
 */
@Injectable()
class SchedulerLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown {
  constructor(
    private readonly scheduler: TaskScheduler,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.BACKGROUND_TASKS) await this.scheduler.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.scheduler.stop();
  }
}

@Global()
@Module({
  providers: [
    {
      provide: TaskScheduler,
      inject: [APP_CONFIG, Clock],
      useFactory: (config: AppConfig, clock: Clock) => (config.REDIS_URL ? new BullMqScheduler(config.REDIS_URL, 'gig-tasks', clock) : new InProcessScheduler(clock)),
    },
    SchedulerLifecycle,
    { provide: TASK_SCHEDULER_ALIAS, useExisting: TaskScheduler },
  ],
  exports: [TaskScheduler, TASK_SCHEDULER_ALIAS],
})
export class SchedulerModule {}
