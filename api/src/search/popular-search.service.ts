import { Injectable } from '@nestjs/common';
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
 * searches of the same term never lose a count or create a second row.
 */
@Injectable()
export class PopularSearchService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The upsert statement for a normalised word. */
  static upsertSql(dialect: 'sqlite' | 'mysql'): string {
    return dialect === 'mysql'
      ? 'INSERT INTO popularsearch (word, count, created_at, updated_at) VALUES (?, 1, UTC_TIMESTAMP(), UTC_TIMESTAMP()) ON DUPLICATE KEY UPDATE count = count + 1, updated_at = UTC_TIMESTAMP()'
      : "INSERT INTO popularsearch (word, count, created_at, updated_at) VALUES (?, 1, datetime('now'), datetime('now')) ON CONFLICT(word) DO UPDATE SET count = count + 1, updated_at = datetime('now')";
  }

  private get dialect(): 'sqlite' | 'mysql' {
    return this.dataSource.options.type === 'mysql' ? 'mysql' : 'sqlite';
  }

  /** Records one submitted term; answers the normalised word (null when nothing was worth storing). */
  async record(term: string | null | undefined): Promise<string | null> {
    const word = normaliseSearchTerm(term);
    if (!word) return null;
    await this.dataSource.query(PopularSearchService.upsertSql(this.dialect), [word]);
    return word;
  }

  /** Most searched terms, optionally those starting with (or containing a word starting with) `prefix`. */
  async suggestions(prefix: string | undefined, limit: number): Promise<SuggestionDto[]> {
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
