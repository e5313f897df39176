/**
 * The job search as plain SQL with `?` placeholders (both mysql2 and better-sqlite3 use them),
 * so the service and the benchmark run exactly the same statements.
 *
 * Text: the understood words' clauses (search-text/text-query.ts) over the listings' index tokens,
 * FTS5 `listings_fts MATCH` on SQLite, `MATCH ... AGAINST` in boolean mode on MySQL/MariaDB
 * (decision 0003, docs/search.md "Understanding a search"). Distance: a bounding box on the indexed latitude/longitude first, then the
 * exact haversine distance.
 */
import { JOB_FACETS, JOB_SORTS, type JobFacet, type JobFacets, type JobSort } from '@gigmarket/shared';
import { openFacetCounter, rowCountSql } from '../common/row-counts';
import { VERIFIED_EMPLOYER_SQL } from '../identity/badges';
import { booleanMatch, ftsMatch, impliedPhrasesDropped, ownClause, scoped, titleClause, type TextAlternative, type TextClause, type TextQuery } from '../search-text/text-query';
import type { SearchCursor } from './search-cursor';

export type SqlDialect = 'sqlite' | 'mysql';

// The orders live in packages/shared (the site offers the same list); `relevance` is "Best match":
// with words, the listings matching most of them in their title, then by the words typed, first
// (textRanks), then the newest.
export { JOB_SORTS, type JobSort };

export interface JobSearchCriteria {
  /** What was typed (counted in popular searches); the search reads `text`. */
  q?: string;
  /**
   * The words understood (docs/search.md "Understanding a search"): clauses every listing must
   * match (`all`), or at least one of, the most matched first (`any`). None: no words.
   */
  text?: TextQuery | null;
  category_id?: number;
  job_type?: number;
  state?: number;
  /** lgas.id: jobs whose point is in this LGA. */
  lga_id?: number;
  /** Jobs paying at least this (their upper amount reaches it). */
  min_amount?: number;
  /** Jobs paying at most this (their lower amount is within it). */
  max_amount?: number;
  /** YYYY-MM-DD: jobs taking place on that day (job_date .. job_end_date). */
  date?: string;
  /** Centre for distance filter and sort. */
  point?: { latitude: number; longitude: number };
  radius_km?: number;
  /** Only jobs whose employer holds the "ID verified" badge (docs/trust.md). */
  verified_employers?: boolean;
  /**
   * With `verified_employers`, for the engine: the badge holders' ids, read from the database just
   * before (the engine's documents carry no badge). Absent: the engine leaves the search to SQL.
   */
  verifiedEmployerIds?: readonly number[];
  /**
   * Employers whose jobs this searcher never sees: those who blocked them and those they hid
   * (docs/roster.md). Read per searcher; absent or empty for most, who then pay nothing.
   */
  excludedEmployerIds?: readonly number[];
  sort: JobSort;
  /**
   * The time (`YYYY-MM-DD HH:MM:SS.mmm`, UTC) before which a listing must not have expired:
   * expired listings never show, even before the expiry task closes them.
   */
  now: string;
  /**
   * For `employer_rating`: SQL answering `(ratee_id, total, n)` of revealed ratings per person,
   * and the platform mean (both made by the server, never from the query string).
   */
  employerRating?: { statsSql: string; mean: number; weight: number };
  page: number;
  per_page: number;
  /**
   * "Load more" by cursor (search-cursor.ts): the engine answers the results after its key, however
   * deep; SQL answers its page number (the same results while nothing changes).
   */
  after?: SearchCursor;
}

export interface SqlStatement {
  sql: string;
  params: unknown[];
}

export const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE = 111.045;
const NEWEST_FIRST = 'l.created_at DESC, l.id DESC';
/** The conditions of "open, not expired, not deleted" that begin every search without text. */
const OPEN_CONDITIONS = 3;

/** Latitude/longitude bounds holding every point within `radiusKm` of the centre. */
export function boundingBox(latitude: number, longitude: number, radiusKm: number) {
  const dLat = radiusKm / KM_PER_DEGREE;
  const cos = Math.cos((latitude * Math.PI) / 180);
  const dLng = cos > 1e-6 ? Math.min(180, radiusKm / (KM_PER_DEGREE * cos)) : 180;
  return {
    minLat: Math.max(-90, latitude - dLat),
    maxLat: Math.min(90, latitude + dLat),
    minLng: Math.max(-180, longitude - dLng),
    maxLng: Math.min(180, longitude + dLng),
  };
}

/** Great-circle distance in km, as the SQL computes it (for tests and checks). */
export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = (value: number) => (value * Math.PI) / 180;
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

function distanceSql(point: { latitude: number; longitude: number }): SqlStatement {
  return {
    sql:
      `(${2 * EARTH_RADIUS_KM} * ASIN(MIN_ONE(SQRT(POWER(SIN(RADIANS(l.latitude - ?) / 2), 2)` +
      ` + COS(RADIANS(?)) * COS(RADIANS(l.latitude)) * POWER(SIN(RADIANS(l.longitude - ?) / 2), 2)))))`,
    params: [point.latitude, point.latitude, point.longitude],
  };
}

/** Columns of one search result (joined names included, in both languages). */
const RESULT_COLUMNS = [
  'l.id',
  'l.user_id',
  'l.job_title',
  'l.category_id',
  'c.category_name',
  'c.category_name_fr',
  'l.job_type',
  'jt.name AS job_type_name',
  'jt.name_fr AS job_type_name_fr',
  'l.state',
  's.name AS state_name',
  's.name_fr AS state_name_fr',
  'l.lga_id',
  'g.name AS lga_name',
  'gs.name AS lga_state_name',
  'gs.name_fr AS lga_state_name_fr',
  'l.pricing',
  'l.amount',
  'l.min_amount',
  'l.max_amount',
  'l.job_date',
  'l.job_end_date',
  'l.job_time',
  'l.job_sart_time',
  'l.job_end_time',
  'l.location',
  'l.latitude',
  'l.longitude',
  'l.work_duration',
  'l.created_at',
  'p.company_name',
  'u.avatar AS company_logo',
];

/**
 * The page query and the count query for the criteria. The WHERE clause is shared; the page
 * query also joins the display names.
 */
export interface JobSearchStatements {
  page: SqlStatement;
  count: SqlStatement;
  /**
   * The page rows carry the total (`total_rows`, a window count): run `count` only when the page
   * is empty. Used for text on MySQL/MariaDB, where the full-text lookup is the costly part and
   * doing it once beats doing it for the page and again for the count.
   */
  pageHasTotal: boolean;
  /** One row when any listing matches (suggestions ask whether a search finds anything). */
  exists: SqlStatement;
}

export function buildJobSearch(dialect: SqlDialect, criteria: JobSearchCriteria): JobSearchStatements {
  // Text on MySQL/MariaDB runs on `listings_open_text` alone (decision 0012): the open, undeleted
  // listings' text with every column the search filters and sorts by, so a common word's
  // thousands of matches never read the wide rows of `listings`. Membership is "open and not
  // deleted"; expiry is still tested here.
  const text = criteria.text?.clauses.length ? criteria.text : null;
  const clauses = text ? scoped(text.clauses, text.scope) : [];
  const textMatch = text && dialect === 'mysql' ? booleanMatch(clauses, text.mode) : null;
  // The words' matches, read from `listing_open_terms` (docs/search.md "The SQL path's words on
  // MariaDB"): the listings matching them, one row each, with their flags per clause and expiry applied.
  const terms = text && textMatch ? openTermsMatch(text, criteria.sort === 'relevance', criteria.now) : null;
  // "Not deleted" as an anti-join on the (small) set of deleted ids: every other condition on
  // status and id is then answered from indexes alone, without reading each listing's row.
  // "Open" is status open and not expired (the expiry task closes expired rows, so the second
  // test is answered inside every status-led index, which carries expires_at last).
  const where: string[] = terms ? [] : ["l.status = 'open'", 'l.expires_at > ?', 'l.id NOT IN (SELECT d.id FROM listings d WHERE d.deleted_at IS NOT NULL)'];
  const params: unknown[] = terms ? [] : [criteria.now];

  if (text && dialect === 'sqlite') {
    const match = ftsMatch(clauses, text.mode);
    if (match) {
      // `+` keeps SQLite from driving the search by the (often many) text matches, seeking each
      // row: it walks an index (status + created_at, latitude/longitude, ...) and probes the
      // matches instead, without reading rows that do not make the page.
      where.push('+l.id IN (SELECT rowid FROM listings_fts WHERE listings_fts MATCH ?)');
      params.push(match);
    }
  }
  if (criteria.category_id !== undefined) {
    where.push('l.category_id = ?');
    params.push(criteria.category_id);
  }
  if (criteria.job_type !== undefined) {
    where.push('l.job_type = ?');
    params.push(criteria.job_type);
  }
  if (criteria.state !== undefined) {
    where.push('l.state = ?');
    params.push(criteria.state);
  }
  if (criteria.lga_id !== undefined) {
    // `listings_open_text` carries no LGA: the text path asks listings' lga_id index instead.
    where.push(terms ? 'l.id IN (SELECT x.id FROM listings x WHERE x.lga_id = ?)' : 'l.lga_id = ?');
    params.push(criteria.lga_id);
  }
  if (criteria.min_amount !== undefined) {
    where.push('l.max_amount >= ?');
    params.push(criteria.min_amount);
  }
  if (criteria.max_amount !== undefined) {
    where.push('l.min_amount <= ?');
    params.push(criteria.max_amount);
  }
  if (criteria.date !== undefined) {
    where.push('l.job_date <= ? AND COALESCE(l.job_end_date, l.job_date) >= ?');
    params.push(criteria.date, criteria.date);
  }
  // `listings_open_text` carries user_id too, so both sources filter the same way.
  if (criteria.verified_employers) where.push(VERIFIED_EMPLOYER_SQL('l'));
  if (criteria.excludedEmployerIds?.length) {
    where.push(`l.user_id NOT IN (${criteria.excludedEmployerIds.map(() => '?').join(', ')})`);
    params.push(...criteria.excludedEmployerIds);
  }

  let distance: SqlStatement | null = null;
  if (criteria.point) {
    distance = distanceSql(criteria.point);
    if (criteria.radius_km !== undefined) {
      const box = boundingBox(criteria.point.latitude, criteria.point.longitude, criteria.radius_km);
      where.push('l.latitude BETWEEN ? AND ?', 'l.longitude BETWEEN ? AND ?');
      params.push(box.minLat, box.maxLat, box.minLng, box.maxLng);
      where.push(`${distance.sql} <= ?`);
      params.push(...distance.params, criteria.radius_km);
    }
  }

  const minOne = (sql: string) =>
    // ASIN needs its argument within [-1, 1]; rounding can push SQRT(...) a hair above 1.
    dialect === 'sqlite' ? sql.replace(/MIN_ONE\(/g, 'MIN(1, ') : sql.replace(/MIN_ONE\(/g, 'LEAST(1, ');
  const whereSql = minOne(where.join(' AND '));
  // Text on MySQL/MariaDB: the matched listings alone when nothing else is asked (their id and
  // created_at are all the newest-first or best-match page needs), else joined to their open copies for the filters, one
  // primary-key read each.
  const joined = terms !== null && (where.length > 0 || distance !== null || (criteria.sort !== 'newest' && criteria.sort !== 'relevance'));
  const source = terms ? (joined ? `(${terms.sql}) g JOIN listings_open_text l ON l.id = g.id` : `(${terms.sql}) l`) : 'listings';
  const sourceParams = terms ? terms.params : [];
  const whereClause = where.length ? ` WHERE ${whereSql}` : '';

  // Employer rating: the Bayesian average of docs/trust.md; employers not yet rated sort last.
  const rating = criteria.sort === 'employer_rating' ? criteria.employerRating : undefined;
  const ratingSql = rating
    ? `CASE WHEN er.n IS NULL THEN -1 ELSE (${rating.weight * rating.mean} * 1.0 + er.total) / (${rating.weight} + er.n) END`
    : null;
  // "Best match" and the partial answer (docs/search.md "Best match"): clauses matched, then
  // clauses matched in the title, each a membership test of the listing in one clause's matches.
  const ranks = terms ? terms.ranks(joined ? 'g.' : 'l.') : text ? textRanks(dialect, text, criteria.sort === 'relevance') : [];
  const byRank = (prefix: string) => ranks.map((rank) => `${prefix}${rank.name} DESC`).join(', ');
  const order = (distanceColumn: string, ratingColumn = 'rating_sort', rankPrefix = '') => {
    const ranked = byRank(rankPrefix);
    const sorted = sortOrder(distanceColumn, ratingColumn);
    return ranked ? `${ranked}, ${sorted}` : sorted;
  };
  const sortOrder = (distanceColumn: string, ratingColumn: string) => {
    switch (criteria.sort) {
      case 'amount':
        return 'l.min_amount ASC, l.id ASC';
      case 'amount_desc':
        return 'l.max_amount DESC, l.id DESC';
      case 'distance':
        return distance ? `${distanceColumn} ASC, l.id ASC` : NEWEST_FIRST;
      case 'employer_rating':
        return rating ? `${ratingColumn} DESC, l.created_at DESC, l.id DESC` : NEWEST_FIRST;
      case 'relevance':
        // Then the nearest, when the search has a centre, then the newest.
        return distance ? `${distanceColumn} ASC, ${NEWEST_FIRST}` : NEWEST_FIRST;
      default:
        return NEWEST_FIRST;
    }
  };

  // Late row lookup: the inner query finds the page's ids (from indexes where it can, skipping
  // OFFSET rows without reading them); only those rows are read and joined to their names.
  const pageHasTotal = terms !== null;
  const innerSelect =
    (distance ? `l.id, ${minOne(distance.sql)} AS distance_km` : 'l.id, NULL AS distance_km') +
    (pageHasTotal ? ', COUNT(*) OVER () AS total_rows' : ', NULL AS total_rows') +
    (ratingSql ? `, ${ratingSql} AS rating_sort` : '') +
    ranks.map((rank) => `, ${rank.sql} AS ${rank.name}`).join('');
  const innerParams = [...(distance ? distance.params : []), ...ranks.flatMap((rank) => rank.params)];
  const offset = (criteria.page - 1) * criteria.per_page;
  const ratingJoin = rating ? ` LEFT JOIN (${rating.statsSql}) er ON er.ratee_id = l.user_id` : '';
  // Every open listing, newest first (the jobs page as first opened): MariaDB's optimizer may pick
  // another covering status-led index and sort 20,000-40,000 entries for a deep page; the
  // `status, created_at, id, expires_at` index walks them in order and stops at the page.
  const everyOpen = !terms && where.length === OPEN_CONDITIONS;
  const innerOrder = order('distance_km', ratingSql ?? '');
  const hint = dialect === 'mysql' && everyOpen && innerOrder === NEWEST_FIRST ? ' FORCE INDEX (IDX_listings_status_created_at_id_expires_at)' : '';
  const inner = `SELECT ${innerSelect} FROM ${terms ? source : `${source} l${hint}`}${ratingJoin}${whereClause} ORDER BY ${innerOrder} LIMIT ? OFFSET ?`;
  const pageSql =
    `SELECT ${[...RESULT_COLUMNS, 'k.distance_km', 'k.total_rows'].join(', ')} FROM (${inner}) k` +
    ' JOIN listings l ON l.id = k.id' +
    ' LEFT JOIN categories c ON c.id = l.category_id' +
    ' LEFT JOIN jobtypes jt ON jt.id = l.job_type' +
    ' LEFT JOIN states s ON s.id = l.state' +
    ' LEFT JOIN lgas g ON g.id = l.lga_id' +
    ' LEFT JOIN states gs ON gs.id = g.state_id' +
    ' LEFT JOIN users u ON u.id = l.user_id' +
    ' LEFT JOIN profiles p ON p.user_id = l.user_id' +
    ` ORDER BY ${order('k.distance_km', 'k.rating_sort', 'k.')}`;

  return {
    page: { sql: pageSql, params: [...innerParams, ...sourceParams, ...params, criteria.per_page, offset] },
    // Without text or filters the search lists every open listing: its total needs no count.
    count: everyOpen
      ? openListingsCount(criteria.now)
      : { sql: `SELECT COUNT(*) AS total FROM ${terms ? source : `${source} l`}${whereClause}`, params: [...sourceParams, ...params] },
    pageHasTotal,
    exists: { sql: `SELECT l.id FROM ${terms ? source : `${source} l`}${whereClause} LIMIT 1`, params: [...sourceParams, ...params] },
  };
}

/**
 * The ranks a text search orders by before its sort (docs/search.md "Best match"), each the number
 * of clauses a listing matches one way, each clause one membership test:
 *
 * - `rank_named`, by its own words or names, and `rank_matched`, by any alternative, related words
 *   included: when a listing need not match them all (a partial answer), or may match them by
 *   related words (one clause asked with them);
 * - with "Best match": `rank_title`, clauses matched in the title (by own words or names; related
 *   words too once they are asked), then `rank_own`, clauses matched by the words typed themselves
 *   (exactness).
 */
function textRanks(dialect: SqlDialect, text: TextQuery, relevance: boolean): (SqlStatement & { name: string })[] {
  const member = (clause: TextClause): SqlStatement | null => {
    if (!clause.alternatives.length) return null;
    return dialect === 'sqlite'
      ? { sql: '(l.id IN (SELECT rowid FROM listings_fts WHERE listings_fts MATCH ?))', params: [ftsMatch([clause], 'all')] }
      : { sql: '(MATCH (l.search_terms) AGAINST (? IN BOOLEAN MODE) > 0)', params: [booleanMatch([clause], 'all')] };
  };
  const count = (name: string, clauses: readonly TextClause[]): SqlStatement & { name: string } => {
    const parts = clauses.map(member).filter((part): part is SqlStatement => part !== null);
    return { name, sql: parts.length ? `(${parts.map((part) => part.sql).join(' + ')})` : '0', params: parts.flatMap((part) => part.params) };
  };
  const ranks: (SqlStatement & { name: string })[] = [];
  const widened = text.scope !== 'names';
  if (text.mode === 'any' || widened) ranks.push(count('rank_named', scoped(text.clauses, 'names')));
  if (text.mode === 'any' && widened) ranks.push(count('rank_matched', text.clauses));
  if (relevance) ranks.push(count('rank_title', text.clauses.map((clause) => titleClause(clause, text.scope))), count('rank_own', text.clauses.map(ownClause)));
  return ranks;
}

/**
 * MySQL/MariaDB: the listings a text search matches, read from `listing_open_terms` (one row per
 * token of each open listing, kept beside `listings_open_text` by triggers, migration
 * 1735800000000; docs/search.md "The SQL path's words on MariaDB") instead of the full-text index,
 * which reads about five pages and the row of every match (docs/performance.md). Single tokens are
 * entries of the term index, a prefix (`clean*`) a range of it; a phrase (rare: those a clause's
 * single tokens imply are left out, as booleanMatch does) still asks the full-text index, whose
 * matches are added. Grouped per listing: one row per match, its `created_at`, and per clause
 * a flag of each membership the ranks count (textRanks: matched, named, in the title, own words).
 * Same matches and the same ranks as the full-text statement (checked by the suites on MariaDB).
 */
function openTermsMatch(text: TextQuery, relevance: boolean, now: string): { sql: string; params: unknown[]; ranks: (prefix: string) => (SqlStatement & { name: string })[] } {
  const clauses = scoped(text.clauses, text.scope);
  const flags: { name: string; alternatives: readonly TextAlternative[] }[] = clauses.map((clause, i) => ({ name: `c${i}`, alternatives: clause.alternatives }));
  const rankFlags: { name: string; flags: string[] }[] = [];
  const widened = text.scope !== 'names';
  if (text.mode === 'any' || widened) {
    scoped(text.clauses, 'names').forEach((clause, i) => flags.push({ name: `n${i}`, alternatives: clause.alternatives }));
    rankFlags.push({ name: 'rank_named', flags: text.clauses.map((_, i) => `n${i}`) });
  }
  if (text.mode === 'any' && widened) rankFlags.push({ name: 'rank_matched', flags: clauses.map((_, i) => `c${i}`) });
  if (relevance) {
    text.clauses.forEach((clause, i) => flags.push({ name: `t${i}`, alternatives: titleClause(clause, text.scope).alternatives }));
    text.clauses.forEach((clause, i) => flags.push({ name: `o${i}`, alternatives: ownClause(clause).alternatives }));
    rankFlags.push({ name: 'rank_title', flags: text.clauses.map((_, i) => `t${i}`) }, { name: 'rank_own', flags: text.clauses.map((_, i) => `o${i}`) });
  }
  const parts = flags.map((flag) => ({ name: flag.name, ...termParts(flag.alternatives) }));
  const every = { singles: [...new Set(parts.flatMap((part) => part.singles))], prefixes: [...new Set(parts.flatMap((part) => part.prefixes))], phrases: [] };
  const params: unknown[] = [];
  const termFlags = parts.map((part) => `${termCondition(part, params)} AS ${part.name}`);
  const termArm = `SELECT t.listing_id AS id, t.created_at, ${termFlags.join(', ')} FROM listing_open_terms t WHERE ${termCondition(every, params)} AND t.expires_at > ?`;
  params.push(now);
  let phraseArm = '';
  const phrases = parts.flatMap((part) => part.phrases);
  if (phrases.length) {
    const phraseFlags = parts.map((part) => {
      if (!part.phrases.length) return `0 AS ${part.name}`;
      params.push(phraseMatch(part.phrases));
      return `(MATCH (o.search_terms) AGAINST (? IN BOOLEAN MODE) > 0) AS ${part.name}`;
    });
    phraseArm = ` UNION ALL SELECT o.id, o.created_at, ${phraseFlags.join(', ')} FROM listings_open_text o WHERE MATCH (o.search_terms) AGAINST (? IN BOOLEAN MODE) AND o.expires_at > ?`;
    params.push(phraseMatch(phrases), now);
  }
  const having = clauses.map((_, i) => `MAX(m.c${i}) > 0`).join(text.mode === 'all' ? ' AND ' : ' OR ');
  const sql =
    `SELECT m.id, MAX(m.created_at) AS created_at, ${parts.map((part) => `MAX(m.${part.name}) AS ${part.name}`).join(', ')}` +
    ` FROM (${termArm}${phraseArm}) m GROUP BY m.id HAVING ${having}`;
  return {
    sql,
    params,
    ranks: (prefix) => rankFlags.map((rank) => ({ name: rank.name, sql: `(${rank.flags.map((flag) => `${prefix}${flag}`).join(' + ')})`, params: [] })),
  };
}

/** Alternatives as the term index asks them: exact tokens, prefixes and phrases (those a token implies left out). */
function termParts(alternatives: readonly TextAlternative[]) {
  const kept = impliedPhrasesDropped(alternatives);
  return {
    singles: kept.filter((a) => a.tokens.length === 1 && !a.prefix).map((a) => a.tokens[0]),
    prefixes: kept.filter((a) => a.tokens.length === 1 && a.prefix).map((a) => a.tokens[0]),
    phrases: kept.filter((a) => a.tokens.length > 1),
  };
}

/** `t.term IN (?, ...) OR t.term LIKE ?` (tokens are `[a-z0-9]`: no LIKE wildcard in them); 0 when none. */
function termCondition(part: { singles: readonly string[]; prefixes: readonly string[] }, params: unknown[]): string {
  const ors: string[] = [];
  if (part.singles.length) {
    ors.push(`t.term IN (${part.singles.map(() => '?').join(', ')})`);
    params.push(...part.singles);
  }
  for (const prefix of part.prefixes) {
    ors.push('t.term LIKE ?');
    params.push(`${prefix}%`);
  }
  return ors.length ? `(${ors.join(' OR ')})` : '0';
}

const phraseMatch = (phrases: readonly TextAlternative[]) => phrases.map((a) => `"${a.tokens.join(' ')}"`).join(' ');

/**
 * The rows of a page whose ids the search engine found (docs/search.md "The search engine"): the
 * same columns, names and distance as buildJobSearch's page, read by primary key. They must still
 * be open, undeleted and unexpired now: a listing closed in the moment since the engine last heard
 * of it is left out rather than shown. The caller puts them in the engine's order.
 */
export function buildJobRowsById(
  dialect: SqlDialect,
  ids: number[],
  criteria: Pick<JobSearchCriteria, 'point' | 'now' | 'verified_employers' | 'excludedEmployerIds'>,
): SqlStatement {
  const distance = criteria.point ? distanceSql(criteria.point) : null;
  const minOne = (sql: string) => (dialect === 'sqlite' ? sql.replace(/MIN_ONE\(/g, 'MIN(1, ') : sql.replace(/MIN_ONE\(/g, 'LEAST(1, '));
  const marks = ids.map(() => '?').join(', ');
  const excluded = criteria.excludedEmployerIds ?? [];
  return {
    sql:
      `SELECT ${[...RESULT_COLUMNS, distance ? `${minOne(distance.sql)} AS distance_km` : 'NULL AS distance_km'].join(', ')} FROM listings l` +
      ' LEFT JOIN categories c ON c.id = l.category_id' +
      ' LEFT JOIN jobtypes jt ON jt.id = l.job_type' +
      ' LEFT JOIN states s ON s.id = l.state' +
      ' LEFT JOIN lgas g ON g.id = l.lga_id' +
      ' LEFT JOIN states gs ON gs.id = g.state_id' +
      ' LEFT JOIN users u ON u.id = l.user_id' +
      ' LEFT JOIN profiles p ON p.user_id = l.user_id' +
      ` WHERE l.id IN (${marks || 'NULL'}) AND l.status = 'open' AND l.deleted_at IS NULL AND l.expires_at > ?` +
      // A badge withdrawn since the engine was asked: the listing is left out of the page.
      (criteria.verified_employers ? ` AND ${VERIFIED_EMPLOYER_SQL('l')}` : '') +
      // A block or hide made since the engine was asked (the engine leaves them out too).
      (excluded.length ? ` AND l.user_id NOT IN (${excluded.map(() => '?').join(', ')})` : ''),
    params: [...(distance ? distance.params : []), ...ids, criteria.now, ...excluded],
  };
}

/** Every open listing in the default order: no text, no filter, no radius (SQL answers it from an index and a counter). */
export function isEveryOpenListing(criteria: JobSearchCriteria): boolean {
  return (
    !criteria.text?.clauses.length &&
    criteria.category_id === undefined &&
    criteria.job_type === undefined &&
    criteria.state === undefined &&
    criteria.lga_id === undefined &&
    criteria.min_amount === undefined &&
    criteria.max_amount === undefined &&
    criteria.date === undefined &&
    criteria.radius_km === undefined &&
    !criteria.verified_employers &&
    !criteria.excludedEmployerIds?.length &&
    (criteria.sort === 'newest' || criteria.sort === 'relevance')
  );
}

/**
 * The total of every open listing without counting them (decision 0012): the exact counter of
 * undeleted open listings (`row_counts`, kept by triggers) less those already past `expires_at`
 * that the expiry task has not closed yet, a short range of the `status, expires_at` index: no
 * walk of the open entries (200,000 of them, 30 ms, at a million listings; docs/performance.md).
 */
/** Open listings the search no longer shows: past `expires_at` (or without one), not closed by the expiry task yet. */
const OPEN_PAST_EXPIRY = "x.status = 'open' AND (x.expires_at IS NULL OR x.expires_at <= ?) AND x.deleted_at IS NULL";

/** A facet's sums as the answer lists them: values with a job, most jobs first, then by id. */
export function facetList(sums: Map<number, number>): JobFacets[JobFacet] {
  return [...sums]
    .filter(([, count]) => count > 0)
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value - b.value);
}

function openListingsCount(now: string): SqlStatement {
  const open = rowCountSql('listings', { column: 'status', values: ['open'] });
  return {
    sql:
      `SELECT (${open.sql}) - (SELECT COUNT(*) FROM listings x WHERE ${OPEN_PAST_EXPIRY}) AS total`,
    params: [...open.params, now],
  };
}

/**
 * The facet counts of every open listing without grouping them (the jobs page as first opened):
 * the exact counters of open listings per category, job type and state (`row_counts`, kept by
 * triggers, migration 1734300000000) less the open ones already past `expires_at` that the expiry
 * task has not closed yet, as openListingsCount does for the total. Two statements; facetsFromCounters
 * puts their rows together.
 */
export function buildOpenListingFacets(now: string): { counted: SqlStatement; expired: SqlStatement } {
  const columns = JOB_FACETS.map((column) => `'${openFacetCounter(column)}'`).join(', ');
  return {
    counted: {
      sql: `SELECT column_name, value, SUM(n) AS n FROM row_counts WHERE table_name = 'listings' AND column_name IN (${columns}) GROUP BY column_name, value`,
      params: [],
    },
    expired: {
      sql:
        `SELECT ${JOB_FACETS.join(', ')}, COUNT(*) AS n FROM listings x WHERE ${OPEN_PAST_EXPIRY} GROUP BY ${JOB_FACETS.join(', ')}`,
      params: [now],
    },
  };
}

/** buildOpenListingFacets's rows as the answer's facets (facetList). */
export function facetsFromCounters(counted: Record<string, unknown>[], expired: Record<string, unknown>[]): JobFacets {
  const out = {} as JobFacets;
  for (const facet of JOB_FACETS) {
    const sums = new Map<number, number>();
    for (const row of counted) if (row.column_name === openFacetCounter(facet)) sums.set(Number(row.value), Number(row.n));
    for (const row of expired) {
      const value = row[facet];
      if (value !== null && value !== undefined) sums.set(Number(value), (sums.get(Number(value)) ?? 0) - Number(row.n));
    }
    out[facet] = facetList(sums);
  }
  return out;
}

/** A time as the search compares it with `expires_at` (UTC, both databases). */
export function sqlNow(date: Date): string {
  return date.toISOString().slice(0, 23).replace('T', ' ');
}
