import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { JobFacets } from '@gigmarket/shared';
import { countedRows } from '../common/row-counts';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { JobSearchCriteria } from './job-search.sql';
import { EngineClient, isUnreachable, type EngineRows } from './engine-client';
import { buildEngineSearch, facetCounts, type EngineSearchStatements, type FallbackReason } from './engine-query';
import { outboxLag } from './search-outbox';

/** Where the engine stands, as the health answer and the log say it. */
export type EngineState = 'off' | 'up' | 'down' | 'behind' | 'out_of_step';

export interface EngineAnswer {
  /** The page's listing ids, in the engine's order. */
  ids: number[];
  /** Their employers, as the engine knows them (the caller reads their standing beside the rows). */
  userIds: number[];
  total: number;
  /**
   * The facet counts, still being counted when the page is answered: the caller reads the page's
   * rows meanwhile. Null when not asked, left out at the group limit, or when counting them failed
   * (the page stands; docs/search.md "The search engine").
   */
  facets: Promise<JobFacets | null>;
}

export type EngineOutcome = { answer: EngineAnswer } | { fallback: FallbackReason };

export interface SearchEngineHealth {
  /** `off` without SEARCH_URL; otherwise what the last look found. */
  status: EngineState;
  /** Age of the oldest outbox row (ms), when the last look found one waiting. */
  lag_ms: number | null;
  /** Outbox rows waiting (counted up to 10,000). */
  waiting: number | null;
  /** Documents in the engine and open listings in the database, at the last look. */
  documents: number | null;
  open_listings: number | null;
  last_error: string | null;
  /** Searches this process answered from the engine, and from SQL by reason, since it started. */
  answered: { engine: number; sql: Partial<Record<FallbackReason, number>> };
}

interface Freshness {
  state: Exclude<EngineState, 'off' | 'down'>;
  lagMs: number | null;
  waiting: number;
  documents: number;
  open: number;
}

/**
 * The engine is out of step (never built, its data lost, a rebuild half done) when its documents
 * and the open listings differ by more than this; finer differences are `npm run search:check`'s.
 */
export function outOfStep(documents: number, open: number): boolean {
  if (open > 0 && documents === 0) return true;
  return Math.abs(documents - open) > Math.max(50, open / 100);
}

const LOG_REPEAT_MS = 60_000;

/**
 * The job search's engine (docs/search.md "The search engine"): asks it for a page's ids, the
 * total and the facet counts, and decides when not to. The engine is never a single point of
 * failure: when it is down (a connection refused, a time-out), behind (an outbox row older than
 * SEARCH_MAX_LAG_MS) or out of step with the database, the search answers from SQL, with one log
 * line per change of state, the health answer's `search` and a counter per reason; it asks the
 * engine again SEARCH_RETRY_MS later, or as soon as the outbox worker reaches it.
 */
@Injectable()
export class SearchEngineService implements OnApplicationShutdown {
  private readonly logger = new Logger('SearchEngine');
  readonly client: EngineClient | null;
  private downUntil = 0;
  private state: EngineState;
  private lastError: string | null = null;
  private readonly answered: SearchEngineHealth['answered'] = { engine: 0, sql: {} };
  private freshness: Freshness | null = null;
  private freshnessAt = 0;
  private freshnessCheck: Promise<Freshness> | null = null;
  private readonly facetCache = new Map<string, { at: number; facets: JobFacets }>();
  private readonly logged = new Map<string, number>();
  private statusCommand: 'TABLE' | 'INDEX' | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    this.client = config.SEARCH_URL ? new EngineClient(config.SEARCH_URL, config.SEARCH_TIMEOUT_MS) : null;
    this.state = this.client ? 'up' : 'off';
  }

  get enabled(): boolean {
    return this.client !== null;
  }

  get index(): string {
    return this.config.SEARCH_INDEX;
  }

  private get dialect(): 'mysql' | 'sqlite' {
    return this.dataSource.options.type === 'mysql' ? 'mysql' : 'sqlite';
  }

  /** How long one look at the outbox and the engine's size is reused. */
  private get freshnessTtlMs(): number {
    return Math.min(1000, this.config.SEARCH_MAX_LAG_MS / 2);
  }

  /**
   * The page's ids, total and facets from the engine, or why the search must answer from SQL;
   * null without an engine. `facets: false` skips the counts (the caller has no use for them).
   */
  async search(criteria: JobSearchCriteria, options: { facets: boolean }): Promise<EngineOutcome | null> {
    if (!this.client) return null;
    const outcome = await this.ask(criteria, options.facets);
    if ('fallback' in outcome) this.answered.sql[outcome.fallback] = (this.answered.sql[outcome.fallback] ?? 0) + 1;
    else this.answered.engine++;
    return outcome;
  }

  /**
   * The facet counts of a search on their own (the filters, opened: docs/search.md "Facets"),
   * without its page; null without an engine. Whatever the page or the order, the counts are the
   * first page's, and one search's counts are reused for SEARCH_FACET_CACHE_MS.
   */
  async facets(criteria: JobSearchCriteria): Promise<{ facets: JobFacets | null } | { fallback: FallbackReason } | null> {
    if (!this.client) return null;
    const cacheKey = facetKey(criteria);
    const cached = this.cachedFacets(cacheKey);
    if (cached) return { facets: cached };
    const counting = { ...criteria, page: 1, sort: criteria.sort === 'employer_rating' ? ('newest' as const) : criteria.sort };
    const statements = await this.statementsIfReady(counting, true);
    if ('fallback' in statements) return statements;
    try {
      return { facets: this.counted(await this.client.query(statements.facets!.sql, statements.facets!.params), cacheKey) };
    } catch (error) {
      return { fallback: this.failed(error, 'facets') };
    }
  }

  /** The engine's statements for the criteria, when the engine can answer them now (up, in step, not refused). */
  private async statementsIfReady(criteria: JobSearchCriteria, facets: boolean): Promise<EngineSearchStatements | { fallback: FallbackReason }> {
    const statements = buildEngineSearch(criteria, {
      index: this.index,
      maxMatches: this.config.SEARCH_MAX_MATCHES,
      nowMs: Date.parse(`${criteria.now.replace(' ', 'T')}Z`),
      facets,
    });
    if ('refused' in statements) return { fallback: statements.refused };
    if (Date.now() < this.downUntil) return { fallback: 'down' };
    const look = await this.currentFreshness();
    if ('reason' in look) return { fallback: look.reason };
    if (look.freshness.state !== 'up') return { fallback: look.freshness.state };
    return statements;
  }

  private async ask(criteria: JobSearchCriteria, wantFacets: boolean): Promise<EngineOutcome> {
    const client = this.client!;
    const cacheKey = wantFacets ? facetKey(criteria) : null;
    const cached = cacheKey ? this.cachedFacets(cacheKey) : null;
    const statements = await this.statementsIfReady(criteria, wantFacets && !cached);
    if ('fallback' in statements) return statements;

    // The facet statement on a second connection beside the page.
    const counting = statements.facets ? client.query(statements.facets.sql, statements.facets.params) : null;
    // Settled here, so a failure is never unhandled while the page is answered.
    const facets: Promise<JobFacets | null> = counting ? counting.then((groups) => this.counted(groups, cacheKey), (error) => this.facetsFailed(error)) : Promise.resolve(cached);
    try {
      // SHOW META answers for the statement before it, on the same connection: sent together.
      const [rows, meta] = (await client.query(`${statements.page.sql}; SHOW META`, statements.page.params)) as unknown as [EngineRows, EngineRows];
      const total = statements.skipped + Number(meta.find((row) => row.Variable_name === 'total_found')?.Value ?? 0);
      return { answer: { ids: rows.map((row) => Number(row.listing_id)), userIds: rows.map((row) => Number(row.user_id)), total, facets } };
    } catch (error) {
      return { fallback: this.failed(error, 'search') };
    }
  }

  /** The facet statement's groups as counts, remembered for the search's other pages. */
  private counted(groups: EngineRows, cacheKey: string | null): JobFacets | null {
    const facets = facetCounts(groups);
    if (!facets) this.warnOnce('facet-groups', 'search facets left out: the facet statement reached its group limit, or an id past the facet key');
    else if (cacheKey && this.config.SEARCH_FACET_CACHE_MS > 0) this.rememberFacets(cacheKey, facets);
    return facets;
  }

  /** Counting the facets failed after the page was asked for: the page stands, without counts. */
  private facetsFailed(error: unknown): null {
    this.failed(error, 'facets');
    return null;
  }

  /** The outbox worker reached the engine: it is up; re-read the outbox and the counts before the next search. */
  reachable(): void {
    this.downUntil = 0;
    this.invalidate();
    if (this.state === 'down') this.transition('up', 'answering searches again');
  }

  /**
   * The engine changed (outbox applied, rebuilt): look at the outbox and its size again before the
   * next search. (Facet counts keep their SEARCH_FACET_CACHE_MS: they may be that old by contract.)
   */
  invalidate(): void {
    this.freshnessAt = 0;
  }

  /** A failed call to the engine, from the search or the worker: down when it cannot be reached. */
  failed(error: unknown, where: string): FallbackReason {
    const message = error instanceof Error ? error.message : String(error);
    this.lastError = message;
    if (isUnreachable(error)) {
      this.downUntil = Date.now() + this.config.SEARCH_RETRY_MS;
      this.transition('down', `${where}: ${message}; answering from SQL for ${this.config.SEARCH_RETRY_MS} ms`);
      return (error as { code?: string }).code === 'ENGINE_TIMEOUT' ? 'timeout' : 'down';
    }
    this.warnOnce(`${where}: ${message}`, `search engine ${where} refused: ${message}; answering from SQL`);
    return 'error';
  }

  private transition(state: EngineState, why: string): void {
    if (this.state === state) return;
    const before = this.state;
    this.state = state;
    const line = `search engine ${before} -> ${state}: ${why}`;
    if (state === 'up') this.logger.log(line);
    else this.logger.warn(line);
  }

  private warnOnce(key: string, line: string): void {
    const last = this.logged.get(key) ?? 0;
    if (Date.now() - last < LOG_REPEAT_MS) return;
    this.logged.set(key, Date.now());
    this.logger.warn(line);
  }

  /** The outbox's lag and the engine's size, looked at once per SEARCH_MAX_LAG_MS / 2 (at most a second). */
  private async currentFreshness(): Promise<{ freshness: Freshness } | { reason: FallbackReason }> {
    if (this.freshness && Date.now() - this.freshnessAt < this.freshnessTtlMs) return { freshness: this.freshness };
    if (!this.freshnessCheck) {
      this.freshnessCheck = this.lookAtFreshness().finally(() => (this.freshnessCheck = null));
    }
    try {
      return { freshness: await this.freshnessCheck };
    } catch (error) {
      return { reason: this.failed(error, 'status') };
    }
  }

  private async lookAtFreshness(): Promise<Freshness> {
    const [lag, open, documents] = await Promise.all([
      outboxLag(this.dataSource, this.dialect),
      countedRows(this.dataSource.manager, 'listings', { column: 'status', values: ['open'] }),
      this.documents(),
    ]);
    const state: Freshness['state'] =
      lag.ageMs !== null && lag.ageMs > this.config.SEARCH_MAX_LAG_MS ? 'behind' : outOfStep(documents, open) ? 'out_of_step' : 'up';
    const freshness: Freshness = { state, lagMs: lag.ageMs, waiting: lag.waiting, documents, open };
    this.freshness = freshness;
    this.freshnessAt = Date.now();
    this.downUntil = 0;
    if (state === 'behind') this.transition('behind', `the oldest outbox row waits ${Math.round(lag.ageMs ?? 0)} ms (over ${this.config.SEARCH_MAX_LAG_MS}); answering from SQL`);
    else if (state === 'out_of_step') this.transition('out_of_step', `${documents} documents for ${open} open listings; answering from SQL (npm run search:reindex)`);
    else this.transition('up', 'in step with the database');
    return freshness;
  }

  /** The index's document count (SHOW TABLE ... STATUS in Manticore, SHOW INDEX ... STATUS in Sphinx 2.2). */
  async documents(): Promise<number> {
    const rows = await this.status();
    return Number(rows.find((row) => row.Variable_name === 'indexed_documents')?.Value ?? 0);
  }

  /** The index's status rows (SHOW TABLE ... STATUS in Manticore, SHOW INDEX ... STATUS in Sphinx 2.2). */
  async status(): Promise<EngineRows> {
    const client = this.client!;
    const ask = async (command: 'TABLE' | 'INDEX') => client.query(`SHOW ${command} ${this.index} STATUS`);
    if (this.statusCommand) return ask(this.statusCommand);
    try {
      const rows = await ask('TABLE');
      this.statusCommand = 'TABLE';
      return rows;
    } catch (error) {
      if (isUnreachable(error)) throw error;
      const rows = await ask('INDEX');
      this.statusCommand = 'INDEX';
      return rows;
    }
  }

  private cachedFacets(key: string): JobFacets | null {
    const hit = this.facetCache.get(key);
    return hit && Date.now() - hit.at < this.config.SEARCH_FACET_CACHE_MS ? hit.facets : null;
  }

  private rememberFacets(key: string, facets: JobFacets): void {
    this.facetCache.delete(key);
    if (this.facetCache.size >= 1000) this.facetCache.delete(this.facetCache.keys().next().value as string);
    this.facetCache.set(key, { at: Date.now(), facets });
  }

  health(): SearchEngineHealth {
    const look = this.freshness;
    return {
      status: this.client ? (Date.now() < this.downUntil ? 'down' : this.state) : 'off',
      lag_ms: look?.lagMs === null || look?.lagMs === undefined ? null : Math.round(look.lagMs),
      waiting: look?.waiting ?? null,
      documents: look?.documents ?? null,
      open_listings: look?.open ?? null,
      last_error: this.lastError,
      answered: { engine: this.answered.engine, sql: { ...this.answered.sql } },
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client?.close();
  }
}

/** One search's facet counts are the same on every page and in every order. */
function facetKey(criteria: JobSearchCriteria): string {
  const { text, category_id, job_type, state, lga_id, min_amount, max_amount, date, point, radius_km, verified_employers, verifiedEmployerIds, excludedEmployerIds } = criteria;
  return JSON.stringify([text ?? null, category_id, job_type, state, lga_id, min_amount, max_amount, date, point ?? null, point ? radius_km : null, verified_employers ? (verifiedEmployerIds ?? null) : null, excludedEmployerIds?.length ? excludedEmployerIds : null]);
}
