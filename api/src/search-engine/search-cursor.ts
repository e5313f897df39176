/**
 * "Load more" by cursor (docs/search.md "Deep pages"): the page after a given result, found by
 * its sort key instead of an offset, so a page past the engine's match cap is still the engine's,
 * and a deep page in SQL seeks an index instead of skipping rows. For the orders whose key is a
 * listing's columns: newest, amount and amount_desc ("Best match" and distance go by page number).
 *
 * The cursor is opaque to clients: base64url of `[version, sort, page, key, id]`, the page it leads
 * to and the last result's sort key and listing id.
 */
import type { JobSort } from '@gigmarket/shared';

export const CURSOR_SORTS = ['newest', 'amount', 'amount_desc'] as const;
export type CursorSort = (typeof CURSOR_SORTS)[number];

export interface SearchCursor {
  sort: CursorSort;
  /** The page the cursor leads to (its results follow the key). */
  page: number;
  /**
   * The last result's sort key: `created_at` in ms (newest), `min_amount` (amount) or
   * `max_amount` (amount_desc) in kobo, null for a listing without one.
   */
  key: number | null;
  id: number;
}

const VERSION = 1;

export function isCursorSort(sort: JobSort): sort is CursorSort {
  return (CURSOR_SORTS as readonly string[]).includes(sort);
}

export function encodeCursor(cursor: SearchCursor): string {
  return Buffer.from(JSON.stringify([VERSION, cursor.sort, cursor.page, cursor.key, cursor.id])).toString('base64url');
}

/** The cursor, or null when it is not one this API wrote (a 400 for the caller). */
export function decodeCursor(text: string): SearchCursor | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 5) return null;
  const [version, sort, page, key, id] = value as unknown[];
  const whole = (n: unknown, min: number) => typeof n === 'number' && Number.isSafeInteger(n) && n >= min;
  if (version !== VERSION || typeof sort !== 'string' || !isCursorSort(sort as JobSort)) return null;
  if (!whole(page, 2) || !whole(id, 1) || !(key === null || whole(key, 0))) return null;
  return { sort: sort as CursorSort, page: page as number, key: key as number | null, id: id as number };
}

/** A DECIMAL(12,2) amount in kobo (as engine-document.ts minorUnits), or null. */
export function amountKey(value: unknown): number | null {
  return value === null || value === undefined || value === '' ? null : Math.round(Number(value) * 100);
}
