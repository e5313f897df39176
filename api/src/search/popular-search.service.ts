import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { SuggestionDto } from '../listings/listing-answers.dto';

/** Longest stored term (the column is VARCHAR(100)). */
export const POPULAR_WORD_MAX = 100;

/** Lower case, single spaces, letters/digits/spaces only, at most 100 characters; null when empty. */
export function normaliseSearchTerm(term: string | null | undefined): string | null {
  if (!term) return null;
  const words = term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const normalised = words.join(' ').slice(0, POPULAR_WORD_MAX).trim();
  return normalised.length >= 2 ? normalised : null;
}

/**
 * Popular searches: every term a freelancer submits is counted with one atomic upsert on the
 * unique `word` (INSERT ... ON DUPLICATE KEY UPDATE / ON CONFLICT DO UPDATE), so concurrent
 * searches of the same term, from one API or several, never lose a count or create a second row.
 *
 * The search does not wait for the count (docs/search.md "Popular searches"): `record` adds it to
 * the pending counts and returns; one round of writes at a time takes them, a term searched several
 * times meanwhile as one upsert of its sum. The suggestions and shutdown wait for the pending counts.
 */
@Injectable()
export class PopularSearchService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('PopularSearches');
  /** Counts not written yet, by word. */
  private readonly pending = new Map<string, number>();
  /** The last round of writes, started or queued; each round begins when the one before has ended. */
  private writing: Promise<void> = Promise.resolve();
  /** The round that will write the pending counts, until it takes them. */
  private queued: Promise<void> | null = null;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The upsert statement for a normalised word; its parameters are the word and its count, twice. */
  static upsertSql(dialect: 'sqlite' | 'mysql'): string {
    return dialect === 'mysql'
      ? 'INSERT INTO popularsearch (word, count, created_at, updated_at) VALUES (?, ?, UTC_TIMESTAMP(), UTC_TIMESTAMP()) ON DUPLICATE KEY UPDATE count = count + ?, updated_at = UTC_TIMESTAMP()'
      : "INSERT INTO popularsearch (word, count, created_at, updated_at) VALUES (?, ?, datetime('now'), datetime('now')) ON CONFLICT(word) DO UPDATE SET count = count + ?, updated_at = datetime('now')";
  }

  private get dialect(): 'sqlite' | 'mysql' {
    return this.dataSource.options.type === 'mysql' ? 'mysql' : 'sqlite';
  }

  /** Counts one submitted term (written shortly after); answers the normalised word, null when nothing was worth storing. */
  record(term: string | null | undefined): string | null {
    const word = normaliseSearchTerm(term);
    if (!word) return null;
    this.pending.set(word, (this.pending.get(word) ?? 0) + 1);
    this.queued ??= this.writing = this.writing.then(() => this.writeRound()).catch((error: unknown) => this.logger.error(`popular searches not counted: ${String(error)}`));
    return word;
  }

  /**
   * Resolves once every count recorded before the call is written (or given up, with a log line):
   * at most two rounds, however many searches keep coming.
   */
  settled(): Promise<void> {
    return this.queued ?? this.writing;
  }

  /** Before the database's connections close (TypeORM closes them on application shutdown). */
  async beforeApplicationShutdown(): Promise<void> {
    await this.settled();
  }

  /** One round: the pending counts, each word once with its sum; counts recorded meanwhile wait for the next. */
  private async writeRound(): Promise<void> {
    this.queued = null;
    const counts = [...this.pending];
    this.pending.clear();
    const sql = PopularSearchService.upsertSql(this.dialect);
    for (const [word, count] of counts) {
      try {
        await this.dataSource.query(sql, [word, count, count]);
      } catch (error) {
        // A suggestion's count is not worth a search's failure: it is lost, and said so.
        this.logger.warn(`popular search "${word}" not counted (${count}): ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  /** Most searched terms, optionally those starting with (or containing a word starting with) `prefix`. */
  async suggestions(prefix: string | undefined, limit: number): Promise<SuggestionDto[]> {
    await this.settled();
    // Letters, digits and single spaces only: nothing LIKE would treat specially survives.
    const word = prefix ? (prefix.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ').slice(0, POPULAR_WORD_MAX) : '';
    if (prefix && !word) return [];
    const builder = this.dataSource
      .createQueryBuilder()
      .select(['ps.word AS word', 'ps.count AS count'])
      .from('popularsearch', 'ps')
      .orderBy('ps.count', 'DESC')
      .addOrderBy('ps.word', 'ASC')
      .limit(limit);
    if (word) builder.where('(ps.word LIKE :start OR ps.word LIKE :inner)', { start: `${word}%`, inner: `% ${word}%` });
    const rows = await builder.getRawMany<{ word: string; count: number | string }>();
    return rows.map((row) => ({ word: row.word, count: Number(row.count) }));
  }
}
