import { HttpStatus } from '@nestjs/common';
import { DomainError } from '../../common/domain-error';
import type { ObjectLiteral } from 'typeorm';
import type { ListQueryDto } from './list-query.dto';
import { message } from '../../i18n/message';
import type { Message } from '../../i18n/message';
import { ADMIN_MESSAGES } from '../../i18n/messages/admin';

/** How a filter field's value is checked and compared. */
export type FilterType = 'int' | 'string' | 'bool' | 'date' | 'decimal';
export type FilterOp = 'eq' | 'gte' | 'lte';

export interface FilterSpec {
  /** Entity property (same as the column name throughout this schema). */
  column: string;
  type: FilterType;
  op: FilterOp;
  /**
   * The column lives on the record another id column points at (a report's job's moderation):
   * `EXISTS (SELECT 1 FROM <table> x WHERE x.id = r.<key> AND x.<column> ...)`, one primary-key
   * lookup per row. Names come from the definition, never from the request.
   */
  through?: { table: string; key: string };
}

/** What a resource allows in `filter` and `sort`; everything else is a 400. */
export interface ListSpec {
  filters: Record<string, FilterSpec>;
  sortable: readonly string[];
  /** Columns searched by `q` (contains, case-insensitive); no `q` when empty and no `searchNames`. */
  search: readonly string[];
  /**
   * Id columns whose referenced record's names `q` also searches: `people` columns point at users
   * (name, first and last name, email, phone), `listings` columns at jobs (title); `joined`
   * reaches a column further away (a dispute's hire's job title).
   */
  searchNames?: { people?: readonly string[]; listings?: readonly string[]; joined?: readonly JoinedSearch[] };
  defaultSort?: [string, SortOrder];
  /**
   * Equality filters whose totals come from the exact counters of `row_counts` (decision 0012),
   * as does the unfiltered total: only columns the migrations count for this table.
   */
  counted?: readonly string[];
}

/**
 * Text columns of another table that `q` searches, reached from one of the resource's id columns
 * through primary keys: `{ column: 'application_id', through: [{ entity: JobApplication,
 * next: 'listing_id' }], entity: Listing, columns: ['job_title'] }` finds a dispute by its hire's job
 * title. Each hop is a primary-key lookup, so the search reads at most one row per hop for each of
 * the resource's rows (the rows its own `search` columns read anyway), never the whole far table.
 * Table and column names come from the definitions, never from the request.
 */
/** An entity class (a table of the schema). */
export type EntityClass = new () => ObjectLiteral;

export interface JoinedSearch {
  /** The resource's id column the path starts from. */
  column: string;
  /** Tables in between: each is entered by its primary key and left by its `next` id column. */
  through?: readonly { entity: EntityClass; next: string }[];
  /** The table whose `columns` are searched, entered by its primary key. */
  entity: EntityClass;
  columns: readonly string[];
}

export type SortOrder = 'ASC' | 'DESC';

export interface FilterCondition {
  field: string;
  spec: FilterSpec;
  /** One value, or several for `IN`. */
  value: string | number | boolean | Date | Array<string | number | boolean>;
}

export interface ParsedListQuery {
  sort: { field: string; order: SortOrder };
  /** Inclusive, as in `range=[0,24]`. */
  range: { start: number; end: number };
  ids: number[] | null;
  q: string | null;
  conditions: FilterCondition[];
  /** True for getMany (`filter={"id":[..]}` and no range): every asked-for id is answered. */
  explicitRange: boolean;
}

export const DEFAULT_PAGE_SIZE = 25;
/** Largest page a caller may ask for (react-admin's CSV exporter asks for 1,000). */
export const MAX_PAGE_SIZE = 1000;

/** Whether the resource takes a `q` search (its own columns or the names it references). */
export function isSearchable(spec: ListSpec): boolean {
  const names = spec.searchNames;
  return spec.search.length > 0 || Boolean(names?.people?.length || names?.listings?.length || names?.joined?.length);
}

export const eq = (column: string, type: FilterType): FilterSpec => ({ column, type, op: 'eq' });

/** `<column>_gte` and `<column>_lte`, as react-admin's date filters name them. */
export function range(column: string, type: FilterType = 'date'): Record<string, FilterSpec> {
  return { [`${column}_gte`]: { column, type, op: 'gte' }, [`${column}_lte`]: { column, type, op: 'lte' } };
}

/** Several equality filters of one type at once. */
export function eqs(type: FilterType, ...columns: string[]): Record<string, FilterSpec> {
  return Object.fromEntries(columns.map((column) => [column, eq(column, type)]));
}

/** The protocol's refusals, by key (docs/i18n.md): a 400 naming the parameter or filter field. */
function bad(field: string, message: Message): DomainError {
  return DomainError.field(field, 'invalid', message, HttpStatus.BAD_REQUEST);
}

/** The longest `q` and text filter value. */
const MAX_SEARCH = 100;
const MAX_TEXT_FILTER = 200;

function parseJson(field: string, raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw bad(field, ADMIN_MESSAGES.invalidJson(field));
  }
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DECIMAL = /^-?\d{1,12}(\.\d{1,7})?$/;

function scalar(field: string, type: FilterType, op: FilterOp, value: unknown): string | number | boolean | Date {
  switch (type) {
    case 'int': {
      const number = typeof value === 'string' && /^-?\d{1,12}$/.test(value) ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isSafeInteger(number))
        throw bad(field, ADMIN_MESSAGES.filterInteger(field));
      return number;
    }
    case 'decimal': {
      const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
      if (typeof text !== 'string' || !DECIMAL.test(text)) throw bad(field, ADMIN_MESSAGES.filterNumber(field));
      return text;
    }
    case 'bool':
      if (value === true || value === 'true' || value === 1) return true;
      if (value === false || value === 'false' || value === 0) return false;
      throw bad(field, ADMIN_MESSAGES.filterBoolean(field));
    case 'date': {
      if (typeof value !== 'string' || value.length > 40) throw bad(field, ADMIN_MESSAGES.filterDate(field));
      const date = new Date(DATE_ONLY.test(value) ? `${value}T00:00:00.000Z` : value);
      if (Number.isNaN(date.getTime())) throw bad(field, ADMIN_MESSAGES.filterDate(field));
      // A day given for an upper bound includes that whole day.
      if (op === 'lte' && DATE_ONLY.test(value)) date.setUTCHours(23, 59, 59, 999);
      return date;
    }
    case 'string':
      if (typeof value === 'number') return String(value);
      if (typeof value !== 'string' || value.length > MAX_TEXT_FILTER)
        throw bad(field, ADMIN_MESSAGES.filterText(field, MAX_TEXT_FILTER));
      return value;
  }
}

function parseIds(value: unknown): number[] {
  const list = Array.isArray(value) ? value : [value];
  if (list.length > MAX_PAGE_SIZE) throw bad('id', ADMIN_MESSAGES.filterIdsMax(MAX_PAGE_SIZE));
  return list.map((item) => scalar('id', 'int', 'eq', item) as number);
}

/**
 * Parses and checks one simple-rest list query against a resource's allow-lists. Field names
 * never reach SQL unless they are on the list; values always travel as parameters.
 */
export function parseListQuery(query: ListQueryDto, spec: ListSpec): ParsedListQuery {
  const [defaultField, defaultOrder] = spec.defaultSort ?? ['id', 'DESC'];
  let sort = { field: defaultField, order: defaultOrder as SortOrder };
  if (query.sort !== undefined) {
    const parsed = parseJson('sort', query.sort);
    if (
      !Array.isArray(parsed) ||
      parsed.length !== 2 ||
      typeof parsed[0] !== 'string' ||
      typeof parsed[1] !== 'string'
    ) {
      throw bad('sort', ADMIN_MESSAGES.sortShape);
    }
    const [field, order] = parsed as [string, string];
    if (field !== 'id' && !spec.sortable.includes(field)) throw bad('sort', message('common.cannotSort', { field: field.slice(0, 60) }));
    const upper = order.toUpperCase();
    if (upper !== 'ASC' && upper !== 'DESC') throw bad('sort', ADMIN_MESSAGES.sortOrder);
    sort = { field, order: upper };
  }

  let rangeValue = { start: 0, end: DEFAULT_PAGE_SIZE - 1 };
  if (query.range !== undefined) {
    const parsed = parseJson('range', query.range);
    if (
      !Array.isArray(parsed) ||
      parsed.length !== 2 ||
      !parsed.every((n) => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0) ||
      parsed[1] < parsed[0]
    ) {
      throw bad('range', ADMIN_MESSAGES.rangeShape);
    }
    const [start, end] = parsed as [number, number];
    if (end - start + 1 > MAX_PAGE_SIZE) throw bad('range', ADMIN_MESSAGES.rangeMax(MAX_PAGE_SIZE));
    rangeValue = { start, end };
  }

  let ids: number[] | null = null;
  let q: string | null = null;
  const conditions: FilterCondition[] = [];
  if (query.filter !== undefined) {
    const parsed = parseJson('filter', query.filter);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
      throw bad('filter', ADMIN_MESSAGES.filterObject);
    for (const [field, value] of Object.entries(parsed as Record<string, unknown>)) {
      if (value === undefined || value === null || value === '') continue;
      if (field === 'id') {
        ids = parseIds(value);
        continue;
      }
      if (field === 'q' && isSearchable(spec)) {
        if (typeof value !== 'string' || value.length > MAX_SEARCH)
          throw bad('q', ADMIN_MESSAGES.searchText(MAX_SEARCH));
        q = value.trim() || null;
        continue;
      }
      const filterSpec = Object.hasOwn(spec.filters, field) ? spec.filters[field] : undefined;
      if (!filterSpec) throw bad('filter', message('common.cannotFilter', { field: field.slice(0, 60) }));
      if (Array.isArray(value)) {
        if (filterSpec.op !== 'eq' || filterSpec.type === 'date') throw bad(field, ADMIN_MESSAGES.filterOneValue(field));
        if (value.length === 0 || value.length > MAX_PAGE_SIZE)
          throw bad(field, ADMIN_MESSAGES.filterValues(field, MAX_PAGE_SIZE));
        conditions.push({
          field,
          spec: filterSpec,
          value: value.map((item) => scalar(field, filterSpec.type, 'eq', item) as string | number | boolean),
        });
      } else {
        conditions.push({ field, spec: filterSpec, value: scalar(field, filterSpec.type, filterSpec.op, value) });
      }
    }
  }

  const explicitRange = query.range !== undefined;
  if (ids && !explicitRange) rangeValue = { start: 0, end: Math.max(ids.length, 1) - 1 };
  return { sort, range: rangeValue, ids, q, conditions, explicitRange };
}
