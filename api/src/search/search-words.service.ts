import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { TaskScheduler } from '../common/scheduler';
import { transaction } from '../common/transaction';
import type { Listing } from '../listings/listing.entity';
import { InjectListings } from '../listings/repositories';
import { fold, stemToken, words } from '../search-text/analysis';

export const SEARCH_WORDS_TASK = 'search-words';
/** How often the words of the open listings are counted again (a new listing's new words wait for it). */
const RECOUNT_EVERY_MS = 10 * 60_000;
const READ_BATCH = 2000;
const WRITE_BATCH = 500;
/** Words as stored: letters only (a number is never a typo of another), 3 to 64 of them. */
const WORD = /^[a-z]{3,64}$/;

/**
 * The words the open listings hold (docs/search.md "Typos"), what a misspelt word is corrected to:
 * `search_words`, counted again from the open listings every ten minutes (and at once when it is
 * empty and listings are open) by one process at a time. Typo correction reads it through the
 * lexicon (lexicon.service.ts).
 */
@Injectable()
export class SearchWordsService implements OnModuleInit {
  private readonly logger = new Logger('SearchWords');
  private counting: Promise<number> | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectListings() private readonly listings: Repository<Listing>,
    private readonly scheduler: TaskScheduler,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({ name: SEARCH_WORDS_TASK, everyMs: RECOUNT_EVERY_MS, run: () => this.recount() });
  }

  /** Counts the open listings' words again and replaces the table (one count at a time in this process). Answers the words stored. */
  recount(): Promise<number> {
    this.counting ??= this.count().finally(() => (this.counting = null));
    return this.counting;
  }

  private async count(): Promise<number> {
    const started = Date.now();
    const counts = new Map<string, number>();
    let afterId = 0;
    for (;;) {
      const rows = await this.listings
        .createQueryBuilder('l')
        .select(['l.id AS id', 'l.job_title AS job_title', 'l.work_description AS work_description'])
        .where("l.status = 'open' AND l.deleted_at IS NULL AND l.id > :afterId", { afterId })
        .orderBy('l.id', 'ASC')
        .limit(READ_BATCH)
        .getRawMany<{ id: number; job_title: string; work_description: string | null }>();
      if (!rows.length) break;
      for (const row of rows) {
        const seen = new Set(words(`${row.job_title} ${row.work_description ?? ''}`).map(fold).filter((word) => WORD.test(word)));
        for (const word of seen) counts.set(word, (counts.get(word) ?? 0) + 1);
      }
      afterId = Number(rows[rows.length - 1].id);
    }
    const entries = [...counts];
    await transaction(this.dataSource, async (manager) => {
      await manager.query('DELETE FROM search_words');
      for (let start = 0; start < entries.length; start += WRITE_BATCH) {
        const chunk = entries.slice(start, start + WRITE_BATCH);
        await manager.query(
          `INSERT INTO search_words (word, listings, token_en, token_fr) VALUES ${chunk.map(() => '(?, ?, ?, ?)').join(', ')}`,
          chunk.flatMap(([word, listings]) => [word, listings, stemToken(word, 'en'), stemToken(word, 'fr')]),
        );
      }
    });
    this.logger.log(`${entries.length} words of the open listings counted in ${Date.now() - started} ms`);
    return entries.length;
  }

  /** Asks the background task to count now (nothing when background tasks are off, as in tests). */
  requestRecount(): void {
    void this.scheduler.trigger(SEARCH_WORDS_TASK).catch(() => undefined);
  }

  /** Every stored word with its count and tokens. */
  async all(): Promise<{ word: string; listings: number; token_en: string; token_fr: string }[]> {
    const rows = (await this.dataSource.query('SELECT word, listings, token_en, token_fr FROM search_words')) as {
      word: string;
      listings: number | string;
      token_en: string;
      token_fr: string;
    }[];
    return rows.map((row) => ({ ...row, listings: Number(row.listings) }));
  }
}
