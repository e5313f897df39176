import type { DataSource, EntitySubscriberInterface, QueryRunner } from 'typeorm';
import type { Clock } from './clock';

/**
 * A value computed from the database and reused for `ttlMs` on the clock, forgotten as soon as
 * one of `entities` is written through the ORM in this process: at the write, and again when its
 * transaction ends (a value read between the two, committed or rolled back, is not kept). Writes
 * by plain SQL or by another process are seen when the time is up.
 */
export class WriteForgottenValue<T> {
  private cached: { value: T; at: number } | null = null;
  /** Bumped by every write, so a computation that overlapped one does not store its answer. */
  private generation = 0;
  /** Transactions that wrote one of the entities and have not ended yet. */
  private readonly writingTransactions = new Set<QueryRunner>();

  constructor(
    dataSource: DataSource,
    private readonly clock: Clock,
    entities: readonly unknown[],
    private readonly ttlMs: number,
  ) {
    const written = (event: { metadata?: { target?: unknown }; queryRunner?: QueryRunner }) => {
      if (!entities.includes(event.metadata?.target)) return;
      this.forget();
      if (event.queryRunner?.isTransactionActive) this.writingTransactions.add(event.queryRunner);
    };
    const ended = (event: { queryRunner: QueryRunner }) => {
      if (this.writingTransactions.delete(event.queryRunner)) this.forget();
    };
    const subscriber: EntitySubscriberInterface = {
      afterInsert: written,
      afterUpdate: written,
      afterRemove: written,
      afterSoftRemove: written,
      afterRecover: written,
      afterTransactionCommit: ended,
      afterTransactionRollback: ended,
    };
    dataSource.subscribers.push(subscriber);
  }

  async get(compute: () => Promise<T>): Promise<T> {
    const now = this.clock.now().getTime();
    const cached = this.cached;
    const age = cached ? now - cached.at : Infinity;
    if (cached && age >= 0 && age < this.ttlMs) return cached.value;
    const generation = this.generation;
    const value = await compute();
    if (generation === this.generation) this.cached = { value, at: now };
    return value;
  }

  private forget(): void {
    this.cached = null;
    this.generation++;
  }
}
