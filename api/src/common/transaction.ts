import type { DataSource, EntityManager } from 'typeorm';
import { withKeyLock } from './keyed-lock';

/**
 * A database transaction for the money and hire flows. TypeORM's SQLite driver runs every
 * concurrent transaction on one shared connection, nesting them as savepoints by depth, so one
 * request's ROLLBACK could undo another's committed work: on SQLite these transactions queue
 * behind each other in this process (SQLite is the single-process embedded default). On MySQL
 * each has its own pooled connection and row locks. Never call this inside another one.
 */
export function transaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  if (dataSource.options.type === 'mysql') return dataSource.transaction(work);
  return withKeyLock('sqlite-transaction', () => dataSource.transaction(work));
}
