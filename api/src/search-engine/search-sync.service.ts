import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager, EntitySubscriberInterface } from 'typeorm';
import { withKeyLock } from '../common/keyed-lock';
import { countedRows } from '../common/row-counts';
import { TaskScheduler } from '../common/scheduler';
import { afterCommit, transaction } from '../common/transaction';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { Listing } from '../listings/listing.entity';
import { ENGINE_ATTRIBUTES } from './engine-index';
import { DOCUMENT_COLUMNS, documentId, documentValues, isIndexable, MAX_LISTING_ID, toDocument, type EngineDocument } from './engine-document';
import type { EngineRows, EngineRun } from './engine-client';
import { SearchEngineService } from './search-engine.service';
import { refreshSearchTerms } from '../search-text/listing-terms';
import { deleteOutbox, deleteOutboxThrough, outboxHighWater, readListings, readOpenListings, readOutbox } from './search-outbox';

export const SEARCH_SYNC_TASK = 'search-sync';

type Queryable = Pick<DataSource | EntityManager, 'query'>;

/** Outbox rows read per round, documents per REPLACE. */
const OUTBOX_BATCH = 500;
const REPLACE_BATCH = 200;
const REBUILD_BATCH = 2000;
const CHECK_BATCH = 5000;

/** How often the worker looks whether the engine is empty while the database has open listings. */
const EMPTY_CHECK_MS = 60_000;
/** How often the worker compacts the index (the outbox's writes gather in the RAM chunk). */
const COMPACT_EVERY_MS = 60 * 60_000;

export interface DrainResult {
  /** Outbox rows applied (deleted). */
  applied: number;
  /** Documents written by a rebuild the worker ran itself: the engine was empty (a new volume, its data lost). */
  rebuilt?: number;
  replaced: number;
  deleted: number;
  /** Why nothing was applied: no engine (the rows were dropped), another process holds the lock, or the engine failed. */
  skipped?: 'no_engine' | 'locked' | 'engine_failed';
}

export interface RebuildResult {
  documents: number;
  /** Documents the engine held that are not open listings any more. */
  removed: number;
  seconds: number;
}

export interface CheckReport {
  open_listings: number;
  documents: number;
  /** Open listings missing from the engine, documents that are not open listings, and documents whose values differ. */
  missing: number[];
  extra: number[];
  stale: number[];
  /** Outbox rows waiting when the check ended (differences they cover are still on their way). */
  waiting: number;
  in_step: boolean;
  /** With `repair`: outbox rows written for every id above. */
  repaired: number;
}

/**
 * Keeps the engine in step with the database (docs/search.md "The search engine"):
 *
 * - `drain()` applies the outbox: for each listing named, it reads the listing as it is now and
 *   REPLACEs its document when it is open and not deleted, DELETEs it otherwise, then deletes the
 *   rows it read. Applying the current state makes it idempotent and in order per listing: a row
 *   written while it ran stays and is applied next round. It runs on the scheduling seam (BullMQ
 *   with REDIS_URL, in-process timers otherwise) every SEARCH_SYNC_EVERY_MS and right after each
 *   listing write through TypeORM commits; one drain at a time per database (MySQL GET_LOCK).
 * - `rebuild()` (`npm run search:reindex`) writes every open listing again and removes documents
 *   that are no longer open, then drops the outbox rows it covered.
 * - `check()` (`npm run search:check`) compares the engine with the database's open set.
 *
 * Without an engine the worker drops the outbox's rows, so it never grows. An engine found empty
 * while the database has open listings (turned on for the first time, a new volume) is filled by
 * the worker with the rebuild; `npm run search:reindex` does the same by hand.
 */
@Injectable()
export class SearchSyncService implements OnModuleInit {
  private readonly logger = new Logger('SearchSync');
  private emptyCheckedAt = 0;
  private compactedAt = Date.now();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly engine: SearchEngineService,
    private readonly scheduler: TaskScheduler,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({ name: SEARCH_SYNC_TASK, everyMs: this.config.SEARCH_SYNC_EVERY_MS, run: () => this.drain() });
    if (!this.engine.enabled) return;
    // A listing written through TypeORM wakes the worker once its transaction commits, instead of at the next tick.
    const scheduler = this.scheduler;
    const nudge = () => void afterCommit(() => scheduler.trigger(SEARCH_SYNC_TASK));
    const listings = this.dataSource.getMetadata('listings').target;
    const subscriber: EntitySubscriberInterface<Listing> = {
      listenTo: () => listings,
      afterInsert: nudge,
      afterUpdate: nudge,
      afterRemove: nudge,
      afterSoftRemove: nudge,
      afterRecover: nudge,
    };
    this.dataSource.subscribers.push(subscriber);
  }

  private get mysql(): boolean {
    return this.dataSource.options.type === 'mysql';
  }

  /**
   * One drain or rebuild at a time per database: MySQL's GET_LOCK (named after the schema, so
   * other schemas on the server are not held up; released if the process dies), an in-process
   * lock on SQLite (one process writes an SQLite file).
   */
  private async exclusive<T>(waitSeconds: number, work: () => Promise<T>): Promise<T | 'locked'> {
    if (!this.mysql) return withKeyLock(`search-sync:${this.config.SEARCH_INDEX}`, work);
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    const name = `CONCAT('gig_search.', DATABASE(), '.', ?)`;
    try {
      const [row] = (await runner.query(`SELECT GET_LOCK(${name}, ?) AS got`, [this.config.SEARCH_INDEX, waitSeconds])) as { got: unknown }[];
      if (Number(row?.got) !== 1) return 'locked';
      try {
        return await work();
      } finally {
        await runner.query(`SELECT RELEASE_LOCK(${name})`, [this.config.SEARCH_INDEX]).catch(() => undefined);
      }
    } finally {
      await runner.release();
    }
  }

  /**
   * Reads that must see committed data only. TypeORM's SQLite driver shares one connection with
   * whatever transaction is open, so on SQLite they queue behind it in a transaction of their own
   * (common/transaction.ts); MySQL reads committed rows on its own pooled connection.
   */
  private consistent<T>(work: (db: Queryable) => Promise<T>): Promise<T> {
    return this.mysql ? work(this.dataSource) : transaction(this.dataSource, (manager) => work(manager));
  }

  /** Applies the outbox to the engine until it is empty (see the class). Never throws for the engine: it reports. */
  async drain(): Promise<DrainResult> {
    const result: DrainResult = { applied: 0, replaced: 0, deleted: 0 };
    const client = this.engine.client;
    if (!client) {
      result.applied = await this.refreshTermsOnly();
      return { ...result, skipped: 'no_engine' };
    }
    if (Date.now() - this.emptyCheckedAt >= EMPTY_CHECK_MS) {
      this.emptyCheckedAt = Date.now();
      try {
        const rebuilt = await this.buildIfEmpty();
        if (rebuilt !== null) result.rebuilt = rebuilt;
      } catch (error) {
        this.engine.failed(error, 'outbox');
        return { ...result, skipped: 'engine_failed' };
      }
    }
    if (Date.now() - this.compactedAt >= COMPACT_EVERY_MS) {
      this.compactedAt = Date.now();
      await this.compact();
    }
    // Nothing waiting (nearly always): no lock taken.
    if (!(await readOutbox(this.dataSource, 1)).length) return result;
    const outcome = await this.exclusive(0, async () => {
      for (;;) {
        const round = await this.consistent(async (db) => {
          const rows = await readOutbox(db, OUTBOX_BATCH);
          if (!rows.length) return 'empty' as const;
          const ids = [...new Set(rows.map((row) => row.listing_id))];
          // Tokens a raw write left behind its text are written first (their change is a new outbox row).
          await refreshSearchTerms(db, ids);
          const documents = (await readListings(db, ids)).filter(isIndexable).map(toDocument);
          const kept = new Set(documents.map((document) => document.id));
          const gone = ids.filter((id) => !kept.has(id));
          try {
            await client.withConnection(async (run) => {
              // A listing gone from the open set, or whose creation time (so its document id) changed:
              // its old document goes before the new one is written, so a search never sees both.
              const held = await this.documentIdsOf(run, ids);
              const written = new Set(documents.map((document) => String(documentId(document.id, document.created_at))));
              await this.remove(run, held.filter((id) => !written.has(id)));
              await this.replace(run, documents);
            });
          } catch (error) {
            this.engine.failed(error, 'outbox');
            return 'failed' as const;
          }
          await deleteOutbox(db, rows.map((row) => row.id));
          result.applied += rows.length;
          result.replaced += documents.length;
          result.deleted += gone.length;
          return 'applied' as const;
        });
        if (round === 'empty') return;
        if (round === 'failed') {
          result.skipped = 'engine_failed';
          return;
        }
        this.engine.reachable();
      }
    });
    if (outcome === 'locked') result.skipped = 'locked';
    if (result.applied) this.engine.invalidate();
    return result;
  }

  /**
   * Without an engine: the outbox's listings get their index tokens written again where their text
   * changed without them (a raw SQL edit), so SQL's full-text indexes follow, and the rows are
   * dropped. Answers the rows dropped.
   */
  private async refreshTermsOnly(): Promise<number> {
    let dropped = 0;
    for (;;) {
      const round = await this.consistent(async (db) => {
        const rows = await readOutbox(db, OUTBOX_BATCH);
        if (!rows.length) return 0;
        await refreshSearchTerms(db, [...new Set(rows.map((row) => row.listing_id))]);
        await deleteOutbox(db, rows.map((row) => row.id));
        return rows.length;
      });
      if (!round) return dropped;
      dropped += round;
    }
  }

  /**
   * An engine with no documents while the database has open listings (a new volume, its data
   * lost) is filled by the worker itself, with the rebuild; the search answers from SQL meanwhile
   * (out of step). Null when it was not empty. The worker looks at most once a minute.
   */
  async buildIfEmpty(): Promise<number | null> {
    const [documents, open] = await Promise.all([
      this.engine.documents(),
      countedRows(this.dataSource.manager, 'listings', { column: 'status', values: ['open'] }),
    ]);
    if (documents > 0 || open === 0) return null;
    this.logger.warn(`the search engine holds nothing for ${open} open listings: rebuilding it`);
    const result = await this.rebuild();
    this.logger.log(`search engine rebuilt: ${result.documents} documents in ${result.seconds.toFixed(1)} s`);
    return result.documents;
  }

  /**
   * Writes the RAM chunk to disk and merges the disk chunks into one (in the background, in both
   * engines): the engine reads an optimized disk chunk faster than the RAM chunk's segments
   * (docs/decisions/0019-search-engine.md). After a rebuild, and once an hour for what
   * the outbox added. Best effort: a refusal is logged, never thrown.
   */
  async compact(options: { waitForMerge?: boolean } = {}): Promise<void> {
    const client = this.engine.client;
    if (!client) return;
    try {
      await client.query(`FLUSH RAMCHUNK ${this.engine.index}`, [], 60_000);
      await client.query(`OPTIMIZE INDEX ${this.engine.index}`, [], 60_000).catch(() => client.query(`OPTIMIZE TABLE ${this.engine.index}`, [], 60_000));
      if (options.waitForMerge) await this.merged(60_000);
    } catch (error) {
      this.logger.warn(`search engine compaction refused: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /**
   * Resolves once the background merge OPTIMIZE started is done (one disk chunk in Sphinx 2.2;
   * Manticore says `optimizing` 0, leaving up to twice the cores' chunks), or after `limitMs`.
   * A rebuild waits for it: Sphinx 2.2's merge beside writes and scans is where it has failed.
   */
  private async merged(limitMs: number): Promise<void> {
    const deadline = Date.now() + limitMs;
    while (Date.now() < deadline) {
      const status = await this.engine.status();
      const chunks = Number(status.find((row) => row.Variable_name === 'disk_chunks')?.Value ?? 0);
      const optimizing = status.find((row) => row.Variable_name === 'optimizing')?.Value;
      if (chunks <= 1 || optimizing === '0') return;
      await new Promise((done) => setTimeout(done, 20));
    }
  }

  private async replace(run: EngineRun, documents: EngineDocument[]): Promise<void> {
    const row = `(${DOCUMENT_COLUMNS.map(() => '?').join(', ')})`;
    for (let start = 0; start < documents.length; start += REPLACE_BATCH) {
      const chunk = documents.slice(start, start + REPLACE_BATCH);
      await run(
        `REPLACE INTO ${this.engine.index} (${DOCUMENT_COLUMNS.join(', ')}) VALUES ${chunk.map(() => row).join(', ')}`,
        chunk.flatMap(documentValues),
      );
    }
  }

  /** The document ids the engine holds for these listings (one each, unless a creation time changed). */
  private async documentIdsOf(run: EngineRun, listingIds: number[]): Promise<string[]> {
    const held: string[] = [];
    for (let start = 0; start < listingIds.length; start += 1000) {
      const chunk = listingIds.slice(start, start + 1000);
      const most = chunk.length * 4 + 16;
      const rows = (await run(
        `SELECT id FROM ${this.engine.index} WHERE listing_id IN (${chunk.map(() => '?').join(', ')}) LIMIT 0, ${most} OPTION max_matches=${most}, ranker=none`,
        chunk,
      )) as EngineRows;
      held.push(...rows.map((row) => String(row.id)));
    }
    return held;
  }

  /** Deletes documents by their engine ids (decimal strings: they pass 2^53). */
  private async remove(run: EngineRun, documentIds: string[]): Promise<void> {
    for (let start = 0; start < documentIds.length; start += 1000) {
      const chunk = documentIds.slice(start, start + 1000);
      await run(`DELETE FROM ${this.engine.index} WHERE id IN (${chunk.map(() => '?').join(', ')})`, chunk.map((id) => BigInt(id)));
    }
  }

  /**
   * Writes every open listing to the engine again and deletes the documents of listings no longer
   * open, holding the worker's lock (the outbox waits, and the API answers from SQL once it is
   * SEARCH_MAX_LAG_MS behind); then drops the outbox rows written before it began, which it covered.
   * `truncate` empties the index first (the search answers from SQL until it is full again).
   */
  async rebuild(options: { truncate?: boolean; progress?: (documents: number) => void } = {}): Promise<RebuildResult> {
    const client = this.engine.client;
    if (!client) throw new Error('SEARCH_URL is not set: there is no engine to rebuild');
    const started = Date.now();
    const outcome = await this.exclusive(60, async () => {
      const high = await outboxHighWater(this.dataSource);
      if (options.truncate) await client.query(`TRUNCATE RTINDEX ${this.engine.index}`, [], 60_000);
      // Each open listing's document id as written.
      const open = new Map<number, string>();
      let last = 0;
      for (;;) {
        const listings = await this.consistent((db) => readOpenListings(db, last, REBUILD_BATCH));
        if (!listings.length) break;
        const documents = listings.map(toDocument);
        await client.withConnection((run) => this.replace(run, documents), 60_000);
        for (const document of documents) open.set(document.id, String(documentId(document.id, document.created_at)));
        last = documents[documents.length - 1].id;
        options.progress?.(open.size);
      }
      let removed = 0;
      if (!options.truncate) {
        const extra: string[] = [];
        await this.walkEngine(0, MAX_LISTING_ID, (document) => {
          if (open.get(document.id) !== document.documentId) extra.push(document.documentId);
        });
        await client.withConnection((run) => this.remove(run, extra), 60_000);
        removed = extra.length;
      }
      if (high) await deleteOutboxThrough(this.dataSource, high);
      return { documents: open.size, removed };
    });
    if (outcome === 'locked') throw new Error('another drain or rebuild held the search lock for 60 s');
    await this.compact({ waitForMerge: true });
    this.engine.reachable();
    return { ...outcome, seconds: (Date.now() - started) / 1000 };
  }

  /** Documents per statement of walkEngine (smaller in tests, to cross its batches). */
  walkBatch = CHECK_BATCH;

  /**
   * Every document of a listing with `from < id <= to` (from 0: a document without a listing id
   * too), in listing id order, with its attributes, `id` the listing's and `documentId` the
   * engine's (engine-document.ts documentId). A listing may have several documents (a creation
   * time changed, a drain failed half way): the last listing of a full batch is read whole.
   */
  private async walkEngine(from: number, to: number, visit: (document: Record<string, unknown> & { id: number; documentId: string }) => void): Promise<void> {
    const client = this.engine.client!;
    const columns = `id, ${ENGINE_ATTRIBUTES.map(([name]) => name).join(', ')}`;
    const each = (rows: EngineRows) => rows.forEach((row) => visit({ ...row, id: Number(row.listing_id), documentId: String(row.id) }));
    const batch = this.walkBatch;
    let after = from;
    let first = from === 0;
    for (;;) {
      const rows = await client.query(
        `SELECT ${columns} FROM ${this.engine.index} WHERE listing_id ${first ? '>=' : '>'} ? AND listing_id <= ? ORDER BY listing_id ASC, id ASC LIMIT 0, ${batch} OPTION max_matches=${batch}, ranker=none`,
        [after, Math.min(to, MAX_LISTING_ID)],
        60_000,
      );
      first = false;
      if (rows.length < batch) return each(rows);
      const last = Number(rows[rows.length - 1].listing_id);
      each(rows.filter((row) => Number(row.listing_id) !== last));
      each(
        await client.query(
          `SELECT ${columns} FROM ${this.engine.index} WHERE listing_id = ? ORDER BY id ASC LIMIT 0, ${CHECK_BATCH} OPTION max_matches=${CHECK_BATCH}, ranker=none`,
          [last],
          60_000,
        ),
      );
      after = last;
    }
  }

  /**
   * Compares the engine with the database's open set: membership, every attribute and the text's
   * hash. With `repair`, writes an outbox row for each difference (the worker then fixes them).
   */
  async check(options: { repair?: boolean } = {}): Promise<CheckReport> {
    if (!this.engine.client) throw new Error('SEARCH_URL is not set: there is no engine to check');
    const report: CheckReport = { open_listings: 0, documents: 0, missing: [], extra: [], stale: [], waiting: 0, in_step: false, repaired: 0 };
    const attributes = ENGINE_ATTRIBUTES.map(([name]) => name);
    let last = 0;
    const compareRange = async (expected: Map<number, EngineDocument>, from: number, to: number) => {
      await this.walkEngine(from, to, (held) => {
        report.documents++;
        const want = expected.get(held.id);
        if (!want) return void report.extra.push(held.id);
        expected.delete(held.id);
        const differs = held.documentId !== String(documentId(want.id, want.created_at)) || attributes.some((name) =>
          name === 'lat' || name === 'lng' ? Math.abs(Number(held[name]) - want[name]) > 1e-4 : Number(held[name]) !== want[name],
        );
        if (differs) report.stale.push(held.id);
      });
      report.missing.push(...expected.keys());
    };
    for (;;) {
      const listings = await this.consistent((db) => readOpenListings(db, last, CHECK_BATCH));
      if (!listings.length) break;
      const expected = new Map(listings.map((row) => [Number(row.id), toDocument(row)] as const));
      report.open_listings += expected.size;
      const to = Number(listings[listings.length - 1].id);
      await compareRange(expected, last, to);
      last = to;
    }
    await compareRange(new Map(), last, MAX_LISTING_ID);
    const [{ n }] = (await this.dataSource.query('SELECT COUNT(*) AS n FROM search_outbox')) as { n: unknown }[];
    report.waiting = Number(n);
    report.in_step = !report.missing.length && !report.extra.length && !report.stale.length;
    if (options.repair && !report.in_step) {
      const ids = [...report.missing, ...report.extra, ...report.stale];
      for (let start = 0; start < ids.length; start += 1000) {
        const chunk = ids.slice(start, start + 1000);
        await this.dataSource.query(`INSERT INTO search_outbox (listing_id) VALUES ${chunk.map(() => '(?)').join(', ')}`, chunk);
      }
      report.repaired = ids.length;
      this.logger.warn(`search check: ${ids.length} differences written to the outbox for the worker`);
    }
    return report;
  }
}
