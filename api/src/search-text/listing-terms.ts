import type { EntityManager } from 'typeorm';
import { ANALYSER_VERSION, listingSearchTerms } from './analysis';

/** Listings written per statement batch. */
const FILL_BATCH = 500;

type Queryable = Pick<EntityManager, 'query'>;

/**
 * Writes the index tokens (`search_terms`) of listings that have none, or tokens of an older
 * analyser (docs/search.md "The listing's tokens"), `batch` at a time, at most `limit` listings;
 * answers how many it wrote. The listing writers set them with the text; this catches rows written
 * by raw SQL and every row after an analyser change (the migration, `search-terms` task).
 */
export async function fillSearchTerms(manager: Queryable, limit = Number.POSITIVE_INFINITY, batch = FILL_BATCH): Promise<number> {
  let written = 0;
  let afterId = 0;
  while (written < limit) {
    const rows = (await manager.query(
      `SELECT id, job_title, work_description, category_id, job_type FROM listings
       WHERE id > ? AND (search_terms_version IS NULL OR search_terms_version <> ?) ORDER BY id LIMIT ?`,
      [afterId, ANALYSER_VERSION, Math.min(batch, limit - written)],
    )) as { id: number; job_title: string; work_description: string | null; category_id: number | null; job_type: number | null }[];
    if (!rows.length) break;
    for (const row of rows) {
      await manager.query('UPDATE listings SET search_terms = ?, search_terms_version = ? WHERE id = ?', [listingSearchTerms(row), ANALYSER_VERSION, row.id]);
    }
    written += rows.length;
    afterId = Number(rows[rows.length - 1].id);
  }
  return written;
}

/**
 * Writes again the tokens of the named listings whose text changed without them (a raw-SQL edit of
 * the title): the search outbox's worker calls it for every listing it reads. Answers the ids written.
 */
export async function refreshSearchTerms(manager: Queryable, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = (await manager.query(
    `SELECT id, job_title, work_description, category_id, job_type, search_terms FROM listings WHERE id IN (${ids.map(() => '?').join(', ')})`,
    [...ids],
  )) as { id: number; job_title: string; work_description: string | null; category_id: number | null; job_type: number | null; search_terms: string | null }[];
  const written: number[] = [];
  for (const row of rows) {
    const terms = listingSearchTerms(row);
    if (terms === row.search_terms) continue;
    await manager.query('UPDATE listings SET search_terms = ?, search_terms_version = ? WHERE id = ?', [terms, ANALYSER_VERSION, row.id]);
    written.push(Number(row.id));
  }
  return written;
}
