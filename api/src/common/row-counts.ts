import type { EntityManager } from 'typeorm';

/**
 * Reads the exact counters of `row_counts` (migration 1733100000000, decision 0012): the live rows
 * of a table (`column` `*`), or those whose counted column holds one of `values`. Writers add to
 * separate slots, so the total is the sum over slots.
 */
export const ALL_ROWS = { column: '*', values: [''] } as const;

/**
 * Where the open listings' count per value of a facet column is kept (migration 1734300000000):
 * `row_counts.column_name` `open:<column>`, read for the jobs page as first opened.
 */
export const openFacetCounter = (column: string) => `open:${column}`;

export interface CountedSelection {
  column: string;
  values: readonly string[];
}

/** A scalar subquery (to put in parentheses) answering the count of `selection`. */
export function rowCountSql(table: string, selection: CountedSelection): { sql: string; params: unknown[] } {
  const marks = selection.values.map(() => '?').join(', ');
  return {
    sql: `SELECT COALESCE(SUM(n), 0) FROM row_counts WHERE table_name = ? AND column_name = ? AND value IN (${marks})`,
    params: [table, selection.column, ...selection.values],
  };
}

export async function countedRows(manager: EntityManager, table: string, selection: CountedSelection): Promise<number> {
  if (!selection.values.length) return 0;
  const { sql, params } = rowCountSql(table, selection);
  const [row] = (await manager.query(`SELECT (${sql}) AS total`, params)) as { total: number | string | null }[];
  return Number(row?.total ?? 0);
}
