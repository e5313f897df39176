import { AsyncLocalStorage } from 'node:async_hooks';
import { Logger } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { withKeyLock } from './keyed-lock';

interface OpenTransaction {
  dataSource: DataSource;
  manager: EntityManager;
  afterCommit: (() => Promise<unknown> | unknown)[];
}

const open = new AsyncLocalStorage<OpenTransaction>();
const logger = new Logger('Transaction');

/** How many times a transaction InnoDB chose as a deadlock victim is run again. */
const DEADLOCK_ATTEMPTS = 3;

/** InnoDB rolled the whole transaction back to break a deadlock: running it again is safe. */
function isDeadlock(error: unknown): boolean {
  const driver = (error as { driverError?: { code?: string; errno?: number } })?.driverError ?? (error as { code?: string; errno?: number });
  return driver?.code === 'ER_LOCK_DEADLOCK' || driver?.errno === 1213;
}

/**
 * The one way the API opens a database transaction (a lint rule refuses any other; docs/architecture.md).
 *
 * TypeORM's SQLite driver runs every concurrent transaction on one shared connection, nesting them
 * as savepoints by depth, so one request's ROLLBACK could undo another's committed work: on SQLite
 * these transactions queue behind each other in this process (SQLite is the single-process
 * embedded default). On MySQL each has its own pooled connection and row locks.
 *
 * Called inside another one on the same data source, `work` joins it (the outer one commits or
 * rolls back both), so services compose without queueing behind themselves.
 */
export async function transaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  const current = open.getStore();
  if (current && current.dataSource === dataSource) return work(current.manager);
  const state: OpenTransaction = { dataSource, manager: dataSource.manager, afterCommit: [] };
  const run = () =>
    dataSource.transaction((manager) => {
      state.manager = manager;
      state.afterCommit = [];
      return open.run(state, () => work(manager));
    });
  const result = dataSource.options.type === 'mysql' ? await retryDeadlocks(run) : await withKeyLock('sqlite-transaction', run);
  for (const task of state.afterCommit) {
    try {
      await task();
    } catch (error) {
      // The transaction committed: what follows it (an SMS, a call to the gateway) is retried by
      // its own task or reconciliation, never by undoing the commit.
      logger.warn(`After-commit task failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return result;
}

/**
 * On MySQL/MariaDB two transactions taking row locks in different orders (a hire and its listing,
 * the row counters' gaps) can deadlock; InnoDB rolls one back whole, and it runs again.
 */
async function retryDeadlocks<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!isDeadlock(error) || attempt >= DEADLOCK_ATTEMPTS) throw error;
      logger.warn(`Deadlock: running the transaction again (attempt ${attempt + 1} of ${DEADLOCK_ATTEMPTS})`);
    }
  }
}

/**
 * Runs `task` once the open transaction has committed (never when it rolls back); at once when
 * there is none. For what must not happen before the data is there: an SMS, a gateway call.
 */
export async function afterCommit(task: () => Promise<unknown> | unknown): Promise<void> {
  const current = open.getStore();
  if (current) current.afterCommit.push(task);
  else await task();
}

/** True inside a transaction opened by `transaction()`. */
export function inTransaction(): boolean {
  return open.getStore() !== undefined;
}
