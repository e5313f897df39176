/**
 * A listing as the engine holds it (engine-index.ts): read from the database by the outbox worker
 * and the rebuild, written with REPLACE. The page's rows themselves always come from the database.
 *
 * NULL has no place in an engine attribute, so each nullable column gets a value that the engine's
 * filters treat exactly as SQL treats NULL (a comparison with NULL is never true; NULLs sort first
 * ascending and last descending, in MariaDB and SQLite alike):
 *
 * | column | NULL becomes | so that |
 * | --- | --- | --- |
 * | category_id, job_type, state, lga_id | 0 | `= id` never matches (ids start at 1) |
 * | min_amount, max_amount (kobo) | -1 | `max_amount >= x` never matches; `min_amount <= x` is asked as `min_amount BETWEEN 0 AND x`; -1 sorts first ascending, last descending |
 * | job_date (YYYYMMDD) | 99991231 | `job_date <= day` never matches |
 * | job_end = COALESCE(job_end_date, job_date) | 0 | `job_end >= day` never matches |
 * | latitude, longitude | 0, 0 and has_point = 0 | a radius asks has_point = 1; by distance, has_point sorts first (NULL distance first, as in SQL) |
 * | expires_at (ms) | 0, and expiry tokens of second 0 | `expires_at > now` never matches; the expired listings' tokens always cover it |
 */
import { createHash } from 'node:crypto';
import { ENGINE_ATTRIBUTES, ENGINE_FIELDS, type EngineAttribute } from './engine-index';

/** The listing columns a document is made of (every one is watched by the outbox's triggers). */
export const DOCUMENT_SOURCE_COLUMNS = [
  'id',
  'status',
  'deleted_at',
  'user_id',
  'search_terms',
  'category_id',
  'job_type',
  'state',
  'lga_id',
  'min_amount',
  'max_amount',
  'job_date',
  'job_end_date',
  'latitude',
  'longitude',
  'created_at',
  'expires_at',
] as const;

/** Columns a document reads that the outbox's triggers must watch (a unit test holds them to the migration). */
export const DOCUMENT_WATCHED_COLUMNS = DOCUMENT_SOURCE_COLUMNS.filter((column) => !['id', 'status', 'deleted_at'].includes(column));

export type ListingSourceRow = Record<(typeof DOCUMENT_SOURCE_COLUMNS)[number], unknown>;

export const NULL_DATE = 99_991_231;

/** Grid cells the `tags` field names a point by: the finest level whose cells cover a radius's box in few tokens. */
export const GEO_LEVELS = [0.1, 0.5, 2.5, 10] as const;

/** The membership the outbox and the rebuild keep: open and not deleted (expiry is a filter). */
export function isIndexable(row: Pick<ListingSourceRow, 'status' | 'deleted_at'>): boolean {
  return row.status === 'open' && (row.deleted_at === null || row.deleted_at === undefined);
}

/** A DATETIME as both drivers answer it (a Date from mysql2, `YYYY-MM-DD HH:MM:SS[.fff]` UTC text from SQLite) in ms. */
export function epochMs(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.getTime();
  const text = String(value);
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : `${text.replace(' ', 'T')}${/[zZ]|[+-]\d{2}:?\d{2}$/.test(text) ? '' : 'Z'}`;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

/** A DATE (or the date of a DATETIME) as YYYYMMDD, the criteria's `date` compared the same way. */
export function dayNumber(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return match ? Number(`${match[1]}${match[2]}${match[3]}`) : null;
}

/** A DECIMAL(12,2) amount in kobo (exact: both drivers answer a decimal string or number with 2 places at most). */
export function minorUnits(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  return Math.round(Number(value) * 100);
}

const idOrZero = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));

/** The grid cell token of a point at one level (the query side lists the same tokens for a box). */
export function geoCell(level: number, latitude: number, longitude: number): string {
  const size = GEO_LEVELS[level];
  return `zg${level}x${Math.floor((latitude + 90) / size)}y${Math.floor((longitude + 180) / size)}`;
}

/** Filter tokens: the engine narrows a search by them through its inverted index instead of reading every document. */
export const tag = {
  category: (id: number) => `zc${id}`,
  jobType: (id: number) => `zt${id}`,
  state: (id: number) => `zs${id}`,
  lga: (id: number) => `zl${id}`,
  /**
   * Two or three of category, job type and state in one token: its documents are exactly the ones
   * that have all of them, so a search naming several reads one short list instead of
   * intersecting long ones (docs/decisions/0019-search-engine.md, "Amended: no attribute read").
   */
  combined: (category: number | null, jobType: number | null, state: number | null) =>
    `z${category === null ? '' : `c${category}`}${jobType === null ? '' : `t${jobType}`}${state === null ? '' : `s${state}`}`,
};

/** Seconds are counted from here in document ids and expiry tokens: 2^31 of them reach 2068. */
export const ENGINE_EPOCH_MS = Date.UTC(2000, 0, 1);

/** An expiry token is this and 1 to EXPIRY_DIGITS hex digits of its second (expiryTags). */
export const EXPIRY_TAG = 'xe';
export const EXPIRY_DIGITS = 8;

/**
 * A listing's expiry in whole seconds from ENGINE_EPOCH_MS, rounded up (so that, for a `now` in
 * whole seconds, `expires_at <= now` is `expirySecond(expires_at) <= now's second`); NULL is 0,
 * always past, as SQL never shows a listing whose expires_at is NULL.
 */
export function expirySecond(expiresAtMs: number | null): number {
  if (!expiresAtMs) return 0;
  return Math.min(Math.max(Math.ceil((expiresAtMs - ENGINE_EPOCH_MS) / 1000), 0), 16 ** EXPIRY_DIGITS - 1);
}

/**
 * The expiry's tokens: its second in 8 hex digits, and every prefix of them (`xe6`, `xe6a`, ...).
 * Every second up to now is then a union of at most 15 prefixes per digit (expiredCover in
 * engine-query.ts), whose documents are only listings already past their expiry: few, as the
 * expiry task closes them. A search excludes them by those tokens rather than reading every
 * match's `expires_at` (docs/decisions/0019-search-engine.md, "Amended: no attribute read").
 */
export function expiryTags(expiresAtMs: number | null): string[] {
  const digits = expirySecond(expiresAtMs).toString(16).padStart(EXPIRY_DIGITS, '0');
  return Array.from({ length: EXPIRY_DIGITS }, (_, index) => `${EXPIRY_TAG}${digits.slice(0, index + 1)}`);
}

export function documentTags(row: ListingSourceRow): string {
  const tags: string[] = [];
  const category = row.category_id == null ? null : Number(row.category_id);
  const jobType = row.job_type == null ? null : Number(row.job_type);
  const state = row.state == null ? null : Number(row.state);
  if (category !== null) tags.push(tag.category(category));
  if (jobType !== null) tags.push(tag.jobType(jobType));
  if (state !== null) tags.push(tag.state(state));
  if (category !== null && jobType !== null) tags.push(tag.combined(category, jobType, null));
  if (category !== null && state !== null) tags.push(tag.combined(category, null, state));
  if (jobType !== null && state !== null) tags.push(tag.combined(null, jobType, state));
  if (category !== null && jobType !== null && state !== null) tags.push(tag.combined(category, jobType, state));
  if (row.lga_id != null) tags.push(tag.lga(Number(row.lga_id)));
  if (row.latitude != null && row.longitude != null) {
    for (let level = 0; level < GEO_LEVELS.length; level++) tags.push(geoCell(level, Number(row.latitude), Number(row.longitude)));
  }
  tags.push(...expiryTags(epochMs(row.expires_at)));
  return tags.join(' ');
}

/** A facet key for ids past its ranges: the facets of a search that matches one are left out. */
export const UNGROUPABLE_FACET_KEY = 2 ** 53 - 1;

/**
 * Category, job type and state (0 for none) in one number, so a search's facets are one grouping
 * of its matches instead of three (docs/decisions/0019-search-engine.md, "Amended: one grouping
 * for the facets"). Exact below 2^53, for ids up to 2^21 - 1 (categories) and 2^16 - 1 (job
 * types, states); reference data far smaller, but a larger id gets UNGROUPABLE_FACET_KEY rather
 * than a key shared with another combination.
 */
export function facetKey(category: number, jobType: number, state: number): number {
  if (category >= 2 ** 21 || jobType >= 2 ** 16 || state >= 2 ** 16) return UNGROUPABLE_FACET_KEY;
  return category * 2 ** 32 + jobType * 2 ** 16 + state;
}

/** The highest listing id (listings.id is a signed INT). */
export const MAX_LISTING_ID = 2 ** 31 - 1;

const LOW_BITS = 32n;
const LOW_CEILING = 2n ** LOW_BITS - 1n;
const SECOND_CEILING = 2n ** 31n - 1n;

function creationSecond(createdAtMs: number): bigint {
  const second = BigInt(Math.max(0, Math.floor((createdAtMs - ENGINE_EPOCH_MS) / 1000)));
  return second > SECOND_CEILING ? SECOND_CEILING : second;
}

/**
 * The engine's document id of a listing: its creation second counted down from 2^31 in the high
 * 32 bits, its id counted down from 2^32 in the low 32. Ascending document ids are then the
 * newest-first order (created_at DESC, id DESC), the order the engine reads a word's documents in:
 * newest first is `ORDER BY id`, which reads no attribute, and its first matches fill the page
 * (docs/decisions/0019-search-engine.md). Below 2^63, as Manticore's signed ids require; above
 * 2^53, so it travels as a bigint (mysql2 answers it as a string). MariaDB's DATETIME holds whole
 * seconds, so the engine's newest-first order is SQL's exactly.
 */
export function documentId(listingId: number, createdAtMs: number): bigint {
  return ((SECOND_CEILING - creationSecond(createdAtMs)) << LOW_BITS) | (LOW_CEILING - BigInt(listingId));
}

/** `id` is the listing's id (also the `listing_id` attribute); the engine's own is documentId, written at its edge (documentValues). */
export type EngineDocument = { id: number; terms: string; tags: string } & Record<EngineAttribute, number>;

/** 32 bits of SHA-1 over the text fields: what the check compares for text the engine does not store. */
export function textHash(terms: string, tags: string): number {
  return createHash('sha1').update(`${terms}\u0000${tags}`).digest().readUInt32BE(0);
}

export function toDocument(row: ListingSourceRow): EngineDocument {
  const jobDate = dayNumber(row.job_date);
  const jobEnd = dayNumber(row.job_end_date) ?? jobDate;
  const hasPoint = row.latitude != null && row.longitude != null;
  // The listing's index tokens (search-text/analysis.ts), as SQL's full-text indexes hold them.
  const terms = row.search_terms == null ? '' : String(row.search_terms);
  const tags = documentTags(row);
  return {
    id: Number(row.id),
    listing_id: Number(row.id),
    terms,
    tags,
    user_id: idOrZero(row.user_id),
    category_id: idOrZero(row.category_id),
    job_type: idOrZero(row.job_type),
    state: idOrZero(row.state),
    lga_id: idOrZero(row.lga_id),
    min_amount: minorUnits(row.min_amount) ?? -1,
    max_amount: minorUnits(row.max_amount) ?? -1,
    job_date: jobDate ?? NULL_DATE,
    job_end: jobEnd ?? 0,
    has_point: hasPoint ? 1 : 0,
    lat: hasPoint ? Number(row.latitude) : 0,
    lng: hasPoint ? Number(row.longitude) : 0,
    created_at: epochMs(row.created_at) ?? 0,
    expires_at: epochMs(row.expires_at) ?? 0,
    text_hash: textHash(terms, tags),
    facet_key: facetKey(idOrZero(row.category_id), idOrZero(row.job_type), idOrZero(row.state)),
  };
}

/** The REPLACE column list and one row's values, in the index's order. */
export const DOCUMENT_COLUMNS = ['id', ...ENGINE_FIELDS, ...ENGINE_ATTRIBUTES.map(([name]) => name)] as const;

export function documentValues(document: EngineDocument): unknown[] {
  return DOCUMENT_COLUMNS.map((column) => (column === 'id' ? documentId(document.id, document.created_at) : document[column as keyof EngineDocument]));
}
