/**
 * The outbox's statements (migration 1734000000000): read in id order, delete what was applied,
 * and how old its oldest row is, measured on the database's own clock (so an API host's clock, or
 * a test's moved Clock, never makes the engine look behind).
 */
import type { DataSource, EntityManager } from 'typeorm';
import { DOCUMENT_SOURCE_COLUMNS, type ListingSourceRow } from './engine-document';

type Queryable = Pick<DataSource | EntityManager, 'query'>;

export interface OutboxRow {
  id: number;
  listing_id: number;
}

export async function readOutbox(db: Queryable, limit: number, afterId = 0): Promise<OutboxRow[]> {
  const rows = (await db.query('SELECT id, listing_id FROM search_outbox WHERE id > ? ORDER BY id LIMIT ?', [afterId, limit])) as Record<string, unknown>[];
  return rows.map((row) => ({ id: Number(row.id), listing_id: Number(row.listing_id) }));
}

/** Deletes the applied rows by id (rows written meanwhile for the same listings stay, to be applied next). */
export async function deleteOutbox(db: Queryable, ids: number[]): Promise<void> {
  for (let start = 0; start < ids.length; start += 1000) {
    const chunk = ids.slice(start, start + 1000);
    await db.query(`DELETE FROM search_outbox WHERE id IN (${chunk.map(() => '?').join(', ')})`, chunk);
  }
}

/**
 * Every row up to `maxId` (the rebuild read every listing after they were written; without an
 * engine nobody reads them), 10,000 ids a statement so no delete holds its locks long.
 */
export async function deleteOutboxThrough(db: Queryable, maxId: number): Promise<void> {
  const [row] = (await db.query('SELECT MIN(id) AS id FROM search_outbox')) as { id: unknown }[];
  if (row?.id === null || row?.id === undefined) return;
  for (let from = Number(row.id); from <= maxId; from += 10_000) {
    await db.query('DELETE FROM search_outbox WHERE id >= ? AND id <= ?', [from, Math.min(from + 9_999, maxId)]);
  }
}

export async function outboxHighWater(db: Queryable): Promise<number> {
  const [row] = (await db.query('SELECT MAX(id) AS id FROM search_outbox')) as { id: unknown }[];
  return Number(row?.id ?? 0);
}

/** The oldest waiting row's age in ms and the number waiting (counted up to `countCap`), on the database's clock. */
export async function outboxLag(db: Queryable, dialect: 'mysql' | 'sqlite', countCap = 10_000): Promise<{ ageMs: number | null; waiting: number }> {
  const age =
    dialect === 'mysql'
      ? 'SELECT TIMESTAMPDIFF(MICROSECOND, created_at, NOW(3)) / 1000 AS age_ms FROM search_outbox ORDER BY id LIMIT 1'
      : "SELECT (julianday('now') - julianday(created_at)) * 86400000.0 AS age_ms FROM search_outbox ORDER BY id LIMIT 1";
  const [[oldest], [count]] = (await Promise.all([
    db.query(age),
    db.query(`SELECT COUNT(*) AS n FROM (SELECT id FROM search_outbox LIMIT ${Math.trunc(countCap)}) w`),
  ])) as [{ age_ms: unknown }[], { n: unknown }[]];
  return { ageMs: oldest ? Math.max(0, Number(oldest.age_ms)) : null, waiting: Number(count?.n ?? 0) };
}

const SOURCE_SELECT = `SELECT ${DOCUMENT_SOURCE_COLUMNS.map((column) => `l.${column}`).join(', ')} FROM listings l`;

/** The listings named (deleted ones too: the worker decides from status and deleted_at). */
export async function readListings(db: Queryable, ids: number[]): Promise<ListingSourceRow[]> {
  if (!ids.length) return [];
  return (await db.query(`${SOURCE_SELECT} WHERE l.id IN (${ids.map(() => '?').join(', ')})`, ids)) as ListingSourceRow[];
}

/** The next `limit` open, undeleted listings after `afterId`, in id order (the rebuild and the check walk them). */
export async function readOpenListings(db: Queryable, afterId: number, limit: number): Promise<ListingSourceRow[]> {
  return (await db.query(
    `${SOURCE_SELECT} WHERE l.id > ? AND l.status = 'open' AND l.deleted_at IS NULL ORDER BY l.id LIMIT ?`,
    [afterId, limit],
  )) as ListingSourceRow[];
}
