import type { EntityManager } from 'typeorm';
import { LGA_ALIASES } from './lga-aliases';
import { LgaLocator, readLgaRecords } from './lga-locator';

/**
 * The `lgas` rows (docs/places.md) and the backfill of `lga_id` on rows with coordinates. Plain
 * SQL on the manager it is given, so the migration, the seed, the backfill command and the bench
 * run the same statements.
 */

/** Inserts each of the 774 LGAs whose state is in `states` (by name) and is not there yet; answers how many it inserted. */
export async function ensureLgas(manager: EntityManager): Promise<number> {
  const states = (await manager.query('SELECT id, name FROM states')) as Array<{ id: number; name: string }>;
  const stateIdByName = new Map(states.map((state) => [state.name, Number(state.id)]));
  const present = new Set(((await manager.query('SELECT id FROM lgas')) as Array<{ id: number }>).map((row) => Number(row.id)));
  const missing = readLgaRecords().filter((record) => !present.has(record.id) && stateIdByName.has(record.state));
  for (let start = 0; start < missing.length; start += 200) {
    const chunk = missing.slice(start, start + 200);
    await manager.query(
      `INSERT INTO lgas (id, state_id, name, latitude, longitude, aliases) VALUES ${chunk.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')}`,
      chunk.flatMap((record) => [
        record.id,
        stateIdByName.get(record.state),
        record.name,
        record.latitude.toFixed(7),
        record.longitude.toFixed(7),
        LGA_ALIASES[`${record.state}|${record.name}`]?.join(', ') ?? null,
      ]),
    );
  }
  return missing.length;
}

export type LocatedTable = 'listings' | 'profiles';

export interface BackfillResult {
  scanned: number;
  located: number;
}

/**
 * Sets `lga_id` on every row of `table` with coordinates and no LGA yet, in batches of `batch`
 * rows by id: one `UPDATE ... WHERE id IN (...)` per LGA found, each batch's updates inside
 * `inBatch` (the backfill command gives it a transaction; the migration and the seed, already in
 * one, run them on their own manager). Rows
 * whose point is in no LGA (or in one this database lacks) keep NULL and are not looked at again
 * in this run. Idempotent; `npm run places:backfill` runs it (docs/places.md).
 */
export async function backfillLgaIds(
  manager: EntityManager,
  table: LocatedTable,
  options: { batch?: number; inBatch?: (work: (manager: EntityManager) => Promise<void>) => Promise<void> } = {},
): Promise<BackfillResult> {
  const batch = options.batch ?? 2000;
  const inBatch = options.inBatch ?? ((work) => work(manager));
  const locator = LgaLocator.shared();
  const known = new Set(((await manager.query('SELECT id FROM lgas')) as Array<{ id: number }>).map((row) => Number(row.id)));
  let after = 0;
  const result: BackfillResult = { scanned: 0, located: 0 };
  for (;;) {
    const rows = (await manager.query(
      `SELECT id, latitude, longitude FROM ${table} WHERE id > ? AND lga_id IS NULL AND latitude IS NOT NULL AND longitude IS NOT NULL ORDER BY id LIMIT ?`,
      [after, batch],
    )) as Array<{ id: number; latitude: string | number; longitude: string | number }>;
    if (!rows.length) return result;
    after = Number(rows[rows.length - 1].id);
    result.scanned += rows.length;
    const idsByLga = new Map<number, number[]>();
    for (const row of rows) {
      const lgaId = locator.locate(Number(row.latitude), Number(row.longitude));
      if (lgaId === null || !known.has(lgaId)) continue;
      const ids = idsByLga.get(lgaId) ?? [];
      ids.push(Number(row.id));
      idsByLga.set(lgaId, ids);
    }
    if (!idsByLga.size) continue;
    await inBatch(async (writer) => {
      for (const [lgaId, ids] of idsByLga) {
        await writer.query(`UPDATE ${table} SET lga_id = ? WHERE id IN (${ids.map(() => '?').join(', ')}) AND lga_id IS NULL`, [lgaId, ...ids]);
        result.located += ids.length;
      }
    });
  }
}

/** The `lgas.id` holding the point, when this database has that LGA; else null. */
export async function lgaIdAt(manager: EntityManager, latitude: unknown, longitude: unknown): Promise<number | null> {
  if (latitude === null || latitude === undefined || longitude === null || longitude === undefined) return null;
  const id = LgaLocator.shared().locate(Number(latitude), Number(longitude));
  if (id === null) return null;
  const [row] = (await manager.query('SELECT id FROM lgas WHERE id = ?', [id])) as Array<{ id: number }>;
  return row ? Number(row.id) : null;
}
