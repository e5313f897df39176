/**
 * The job search in SphinxQL (docs/search.md "The search engine"): the same criteria as
 * buildJobSearch (api/src/search-engine/job-search.sql.ts) answered from the engine's index of open
 * listings, with the same matches, order and total as the SQL search on MariaDB, plus the facet
 * counts. Only the page's ids (and the total, from SHOW META) come from the engine; the rows are
 * read from the database by id.
 *
 * Statements are run with mysql2's `query` (client-side placeholders); SphinxQL refuses prepared
 * statements. Values are numbers or one MATCH string made of index tokens (`[a-z0-9]` only:
 * search-text/text-query.ts), which mysql2 escapes as a string literal.
 */
import { JOB_FACETS, type JobFacets, type JobSort } from '@gigmarket/shared';
import { engineMatch, scoped, titleClause, type TextQuery } from '../search-text/text-query';
import { boundingBox, EARTH_RADIUS_KM, facetList, type JobSearchCriteria, type SqlStatement } from './job-search.sql';
import { dayNumber, documentId, ENGINE_EPOCH_MS, EXPIRY_DIGITS, EXPIRY_TAG, GEO_LEVELS, minorUnits, tag, UNGROUPABLE_FACET_KEY } from './engine-document';
import type { SearchCursor } from './search-cursor';

/** The radius GEODIST's haversine uses (6,384 km, in Sphinx 2.2 and Manticore alike); SQL's is 6,371 km. */
export const ENGINE_EARTH_RADIUS_KM = 6384;

/**
 * "Best match" in the engine (docs/search.md "Best match"): the listings matching the most of the
 * search's keywords, those of the title counting again (the title's marked tokens are asked with
 * MAYBE), then the newest. SQL counts clauses where this counts keywords.
 */
export const RELEVANCE_RANKER = "ranker=expr('sum(word_count)')";

/** Why a search is answered from SQL while an engine is configured (the counter's labels, docs/search.md). */
export type FallbackReason = 'down' | 'behind' | 'out_of_step' | 'error' | 'timeout' | 'deep_page' | 'sort' | 'verified_employers';

/**
 * Combinations of category, job type and state the facet statement may answer (the seed's data has
 * at most 9 x 7 x 38); more, and the counts are left out.
 */
export const FACET_GROUPS = 20_000;

export interface EngineSearchStatements {
  /** The page's ids and employers (and `d`, the engine's distance, when there is a centre), then SHOW META's total. */
  page: SqlStatement;
  /**
   * The facet counts of the search, every condition applied: one GROUP BY of the three dimensions
   * together (`facet_key`), a row per combination, each dimension summed by facetCounts. Three
   * groupings in one batch shared the match but read each match's attributes once per grouping
   * (docs/decisions/0019-search-engine.md, "Amended: one grouping for the facets"). The page is
   * sent apart: with its own order in the batch, nothing is shared. Null when not asked for.
   */
  facets: SqlStatement | null;
  /** Results before the page that the engine's total does not count (the pages before a cursor). */
  skipped: number;
}

export interface EngineSearchOptions {
  index: string;
  /** SEARCH_MAX_MATCHES: the deepest offset + per_page the engine answers. */
  maxMatches: number;
  /** The criteria's `now` in ms (expired listings never show). */
  nowMs: number;
  /** Count facets (false when this search's counts are cached). */
  facets: boolean;
}

/** The engine's radius for SQL's: GEODIST's sphere is larger by 6384/6371. */
export function engineRadiusKm(radiusKm: number): number {
  return (radiusKm * ENGINE_EARTH_RADIUS_KM) / EARTH_RADIUS_KM;
}

/** The grid cells (engine-document.ts geoCell, the document's side) covering a radius's box, at the finest level needing at most `max` tokens. */
export function geoCells(latitude: number, longitude: number, radiusKm: number, max = 40): string[] | null {
  const box = boundingBox(latitude, longitude, radiusKm);
  for (let level = 0; level < GEO_LEVELS.length; level++) {
    const size = GEO_LEVELS[level];
    const x0 = Math.floor((box.minLat + 90) / size);
    const x1 = Math.floor((box.maxLat + 90) / size);
    const y0 = Math.floor((box.minLng + 180) / size);
    const y1 = Math.floor((box.maxLng + 180) / size);
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > max) continue;
    const cells: string[] = [];
    for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) cells.push(`zg${level}x${x}y${y}`);
    return cells;
  }
  return null;
}

interface Condition {
  sql: string;
  params: unknown[];
}

/**
 * The filter tokens of the criteria (engine-document.ts `tag`): one token for two or three of
 * category, job type and state (tag.combined: its list is exactly their documents), else the one
 * asked, and the LGA's.
 */
function filterTags(criteria: JobSearchCriteria): { tags: string[]; combined: boolean } {
  const { category_id: category, job_type: jobType, state } = criteria;
  const asked = [category, jobType, state].filter((value) => value !== undefined).length;
  const tags: string[] = [];
  if (asked >= 2) tags.push(tag.combined(category ?? null, jobType ?? null, state ?? null));
  else if (category !== undefined) tags.push(tag.category(category));
  else if (jobType !== undefined) tags.push(tag.jobType(jobType));
  else if (state !== undefined) tags.push(tag.state(state));
  if (criteria.lga_id !== undefined) tags.push(tag.lga(criteria.lga_id));
  return { tags, combined: asked >= 2 };
}

/**
 * The attribute filters of the criteria. Category, job type, state and LGA are left out when
 * their tokens are in the MATCH (`tagged`), which already holds exactly their documents.
 */
function conditions(criteria: JobSearchCriteria, tagged: boolean): Condition[] {
  const out: Condition[] = [];
  if (!tagged) {
    if (criteria.category_id !== undefined) out.push({ sql: 'category_id = ?', params: [criteria.category_id] });
    if (criteria.job_type !== undefined) out.push({ sql: 'job_type = ?', params: [criteria.job_type] });
    if (criteria.state !== undefined) out.push({ sql: 'state = ?', params: [criteria.state] });
    if (criteria.lga_id !== undefined) out.push({ sql: 'lga_id = ?', params: [criteria.lga_id] });
  }
  // SQL: `max_amount >= ?` and `min_amount <= ?`, never true on NULL (-1 here).
  if (criteria.min_amount !== undefined) out.push({ sql: 'max_amount >= ?', params: [minorUnits(criteria.min_amount)] });
  if (criteria.max_amount !== undefined) out.push({ sql: 'min_amount BETWEEN 0 AND ?', params: [minorUnits(criteria.max_amount)] });
  if (criteria.date !== undefined) {
    const day = dayNumber(criteria.date);
    out.push({ sql: 'job_date <= ? AND job_end >= ?', params: [day, day] });
  }
  if (criteria.point && criteria.radius_km !== undefined) {
    out.push({ sql: 'has_point = 1 AND d <= ?', params: [engineRadiusKm(criteria.radius_km)] });
  }
  // "Verified employers only": the badge holders, read from the database (user ids start at 1).
  if (criteria.verified_employers && criteria.verifiedEmployerIds) {
    const ids = criteria.verifiedEmployerIds.length ? [...criteria.verifiedEmployerIds] : [0];
    out.push({ sql: `user_id IN (${ids.map(() => '?').join(', ')})`, params: ids });
  }
  // Blocks and hidden employers (docs/roster.md): the searcher's own list of employers.
  if (criteria.excludedEmployerIds?.length) {
    out.push({ sql: `user_id NOT IN (${criteria.excludedEmployerIds.map(() => '?').join(', ')})`, params: [...criteria.excludedEmployerIds] });
  }
  return out;
}

/**
 * The expiry tokens (engine-document.ts expiryTags) of every second up to `now`: prefixes whose
 * documents are only listings past their expiry, which a search leaves out by them. Null when
 * `now` is not a whole second (the tokens' rounding is not exact) or outside the seconds they
 * count (2000-2136).
 */
export function expiredCover(nowMs: number): string[] | null {
  const end = (nowMs - ENGINE_EPOCH_MS) / 1000 + 1;
  if (!Number.isInteger(end) || end <= 0 || end >= 16 ** EXPIRY_DIGITS) return null;
  const digits = end.toString(16).padStart(EXPIRY_DIGITS, '0');
  const cover: string[] = [];
  for (let position = 0; position < EXPIRY_DIGITS; position++) {
    for (let digit = 0; digit < parseInt(digits[position], 16); digit++) cover.push(`${EXPIRY_TAG}${digits.slice(0, position)}${digit.toString(16)}`);
  }
  return cover;
}

interface Match {
  expression: string | null;
  /** The filters' tokens are in it (their attribute filters are not needed). */
  tagged: boolean;
}

/**
 * The MATCH expression: the user's words in the text fields, the filters' tokens in `tags` so the
 * inverted index narrows the documents instead of their attributes being read, and the expired
 * listings left out by their tokens. Reading a token's documents costs several times a full
 * scan's per document (docs/decisions/0019-search-engine.md): one filter token alone, a category
 * or a state (5-15% of the open listings), is left to the attribute filters when there are no
 * words; an LGA, a radius's cells, or a combined token narrow enough. No expression when nothing
 * narrows: the engine then reads every document.
 */
function matchExpression(criteria: JobSearchCriteria, words: string | null, cells: string[] | null, expired: string[]): Match {
  const filters = filterTags(criteria);
  const parts: string[] = [];
  if (words) parts.push(words);
  const tagTerms = [...filters.tags];
  if (cells) tagTerms.push(cells.length === 1 ? cells[0] : `(${cells.join(' | ')})`);
  const tagged = words !== null || cells !== null || criteria.lga_id !== undefined || filters.combined;
  if (tagTerms.length && tagged) parts.push(`(@tags ${tagTerms.join(' ')})`);
  if (!parts.length) return { expression: null, tagged: false };
  if (expired.length) parts.push(`-(@tags ${expired.join(' | ')})`);
  return { expression: parts.join(' '), tagged };
}

/**
 * The understood words in the `terms` field (docs/search.md "Understanding a search"): every clause,
 * or any (a partial answer). For "Best match" each clause also asks its title tokens, as more
 * alternatives of the same clause (`(plumber | "pipe fitter" | xtplumber | "xtpipe xtfitter")`): a
 * listing holds its title's words both plain and marked (analysis.ts listingSearchTerms), so a
 * clause's title tokens match no listing its own alternatives do not, and the matches stay the
 * same while the ranker counts the title's keywords too. The same keywords were asked before as
 * `(clauses) MAYBE (titles)`, which Sphinx 2.2 evaluated 4-5 times slower for a word with synonyms
 * (docs/performance.md, "Search after the understanding step: what cost").
 */
function wordsExpression(text: TextQuery | null | undefined, relevance: boolean): string | null {
  if (!text?.clauses.length) return null;
  const clauses = scoped(text.clauses, text.scope);
  const asked = relevance
    ? clauses.map((clause, index) => ({ alternatives: [...clause.alternatives, ...titleClause(text.clauses[index], text.scope).alternatives] }))
    : clauses;
  const body = engineMatch(asked, text.mode);
  return body ? `(@terms ${body})` : null;
}

function distanceSelect(criteria: JobSearchCriteria): SqlStatement | null {
  if (!criteria.point) return null;
  return { sql: 'GEODIST(lat, lng, ?, ?, {in=degrees, out=km, method=haversine}) AS d', params: [criteria.point.latitude, criteria.point.longitude] };
}

/**
 * The order of each sort, SQL's exactly. Ascending document ids are newest first (created_at DESC,
 * id DESC: engine-document.ts documentId), an order that reads no attribute; other ties are broken
 * by the listing's id.
 */
function orderBy(sort: JobSort, ranked: boolean, hasPoint: boolean): string {
  const sorted = sortOrder(sort, hasPoint);
  // A partial answer and "Best match" rank by the keywords matched first (RELEVANCE_RANKER).
  return ranked ? `WEIGHT() DESC, ${sorted}` : sorted;
}

function sortOrder(sort: JobSort, hasPoint: boolean): string {
  switch (sort) {
    case 'amount':
      return 'min_amount ASC, listing_id ASC';
    case 'amount_desc':
      return 'max_amount DESC, listing_id DESC';
    case 'distance':
      // SQL sorts a NULL distance first (MariaDB and SQLite alike): listings without a point.
      return hasPoint ? 'has_point ASC, d ASC, listing_id ASC' : 'id ASC';
    case 'relevance':
      return hasPoint ? 'has_point ASC, d ASC, id ASC' : 'id ASC';
    default:
      return 'id ASC';
  }
}

/**
 * The results after a cursor's last one, in its order (engine-document.ts: NULL amounts are -1,
 * ascending document ids are newest first). The engine's WHERE joins filters with AND only, so an
 * "after" of two keys is a select-list expression filtered on.
 */
function afterCursor(cursor: SearchCursor): { column: string | null; condition: string } {
  const id = Math.trunc(cursor.id);
  switch (cursor.sort) {
    case 'newest':
      return { column: null, condition: `id > ${documentId(id, cursor.key ?? 0)}` };
    case 'amount': {
      const amount = cursor.key ?? -1;
      return { column: `IF(min_amount > ${amount}, 1, IF(min_amount = ${amount} AND listing_id > ${id}, 1, 0)) AS after_cursor`, condition: 'after_cursor = 1' };
    }
    case 'amount_desc': {
      const amount = cursor.key ?? -1;
      return { column: `IF(max_amount < ${amount}, 1, IF(max_amount = ${amount} AND listing_id < ${id}, 1, 0)) AS after_cursor`, condition: 'after_cursor = 1' };
    }
  }
}

/**
 * The statements for the criteria, or why the engine cannot answer them (the search then runs on
 * SQL): the employer-rating order (ratings live in the database), or a page deeper than
 * SEARCH_MAX_MATCHES.
 */
export function buildEngineSearch(criteria: JobSearchCriteria, options: EngineSearchOptions): EngineSearchStatements | { refused: FallbackReason } {
  if (criteria.sort === 'employer_rating') return { refused: 'sort' };
  if (criteria.verified_employers && !criteria.verifiedEmployerIds) return { refused: 'verified_employers' };
  // After a cursor: the results after its key, from the first (search-cursor.ts); however deep, within the match cap.
  const after = criteria.after?.sort === criteria.sort && (!criteria.text || criteria.text.mode === 'all') ? criteria.after : null;
  const offset = after ? 0 : (criteria.page - 1) * criteria.per_page;
  if (offset + criteria.per_page > options.maxMatches) return { refused: 'deep_page' };

  const cells = criteria.point && criteria.radius_km !== undefined ? geoCells(criteria.point.latitude, criteria.point.longitude, criteria.radius_km) : null;
  const distance = distanceSelect(criteria);
  const text = criteria.text?.clauses.length ? criteria.text : null;
  const relevance = criteria.sort === 'relevance' && text !== null;
  const ranked = relevance || text?.mode === 'any' || (text !== null && text.scope !== 'names');
  const words = wordsExpression(text, relevance);
  const expired = expiredCover(options.nowMs);
  const match = matchExpression(criteria, words, cells, expired ?? []);
  const all = conditions(criteria, match.tagged);
  // Expired listings are left out by their tokens in a MATCH; without one, by `expires_at`.
  if (!match.expression || !expired) all.unshift({ sql: 'expires_at > ?', params: [options.nowMs] });
  const where = [...(match.expression ? [{ sql: 'MATCH(?)', params: [match.expression] as unknown[] }] : []), ...all];
  const whereSql = where.map((condition) => condition.sql).join(' AND ');
  const whereParams = where.flatMap((condition) => condition.params);

  const columns = ['listing_id', 'user_id'];
  const columnParams: unknown[] = [];
  if (distance) {
    columns.push(distance.sql);
    columnParams.push(...distance.params);
  }
  const keyset = after ? afterCursor(after) : null;
  if (keyset?.column) columns.push(keyset.column);
  const ranker = ranked ? RELEVANCE_RANKER : 'ranker=none';
  const page: SqlStatement = {
    sql:
      `SELECT ${columns.join(', ')} FROM ${options.index} WHERE ${whereSql}${keyset ? ` AND ${keyset.condition}` : ''}` +
      ` ORDER BY ${orderBy(criteria.sort, ranked, Boolean(distance))} LIMIT ${offset}, ${criteria.per_page}` +
      // Only as deep as the page: the engine keeps offset + per_page matches in its sorting queue.
      ` OPTION max_matches=${Math.max(offset + criteria.per_page, 20)}, ${ranker}`,
    params: [...columnParams, ...whereParams],
  };
  const facets: SqlStatement | null = options.facets
    ? {
        // One grouping by the three dimensions together (facetKey); facetCounts sums each dimension.
        sql:
          `SELECT ${distance ? `${distance.sql}, ` : ''}${JOB_FACETS.join(', ')}, facet_key, COUNT(*) AS n FROM ${options.index} WHERE ${whereSql}` +
          ` GROUP BY facet_key LIMIT 0, ${FACET_GROUPS} OPTION max_matches=${FACET_GROUPS}, ranker=none`,
        params: [...(distance ? distance.params : []), ...whereParams],
      }
    : null;
  return { page, facets, skipped: after ? (criteria.page - 1) * criteria.per_page : 0 };
}

/**
 * The facet statement's groups (one per combination of category, job type and state, with `n`)
 * as the answer's facets, each dimension summed: known values (not the NULLs' 0), most jobs first,
 * then by id. Null when the statement filled every group it may answer, or a match's ids were past
 * facetKey's ranges.
 */
export function facetCounts(groups: Record<string, unknown>[]): JobFacets | null {
  if (groups.length >= FACET_GROUPS || groups.some((row) => Number(row.facet_key) === UNGROUPABLE_FACET_KEY)) return null;
  const out = {} as JobFacets;
  for (const facet of JOB_FACETS) {
    const sums = new Map<number, number>();
    for (const row of groups) {
      const value = Number(row[facet]);
      if (value > 0) sums.set(value, (sums.get(value) ?? 0) + Number(row.n));
    }
    out[facet] = facetList(sums);
  }
  return out;
}
