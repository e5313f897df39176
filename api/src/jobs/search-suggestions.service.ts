import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Language } from '@gigmarket/shared';
import { DataSource } from 'typeorm';
import type { SuggestionDto } from '../listings/listing-answers.dto';
import { buildJobSearch } from '../search-engine/job-search.sql';
import { SearchLexiconService } from '../search/lexicon.service';
import { PopularSearchService } from '../search/popular-search.service';
import { JobSearchService } from './job-search.service';

/** How long "this search finds open jobs" is remembered per search (a listing opening or closing shows within it). */
const FINDS_TTL_MS = 60_000;
const FINDS_CACHE_MAX = 5_000;

/**
 * The search box's suggestions (docs/search.md "Suggestions"): popular searches, most searched
 * first, then the dictionary's names a person may be typing, each only when it is in the person's
 * language (or in none: a place, an exam's name) and finds open jobs now, understood as the search
 * itself understands it.
 */
@Injectable()
export class SearchSuggestionsService {
  private readonly finds = new Map<string, { at: number; value: Promise<boolean> }>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly popular: PopularSearchService,
    private readonly lexicon: SearchLexiconService,
    private readonly jobs: JobSearchService,
  ) {}

  async suggestions(prefix: string | undefined, limit: number, language: Language): Promise<SuggestionDto[]> {
    const [popular, names] = await Promise.all([this.popular.suggestions(prefix, limit * 4), prefix ? this.lexicon.namesStarting(prefix, language, limit * 2) : Promise.resolve([])]);
    const candidates = new Map<string, SuggestionDto>();
    for (const suggestion of [...popular, ...names.map((word) => ({ word, count: 0 }))]) if (!candidates.has(suggestion.word)) candidates.set(suggestion.word, suggestion);
    const out: SuggestionDto[] = [];
    for (const suggestion of candidates.values()) {
      if (out.length >= limit) break;
      if ((await this.lexicon.inLanguage(suggestion.word, language)) && (await this.findsJobs(suggestion.word))) out.push(suggestion);
    }
    return out;
  }

  /** Whether the search finds an open job now (remembered a minute per search). */
  private findsJobs(q: string): Promise<boolean> {
    const now = Date.now();
    const known = this.finds.get(q);
    if (known && now - known.at < FINDS_TTL_MS) return known.value;
    if (this.finds.size >= FINDS_CACHE_MAX) this.finds.clear();
    const value = this.ask(q);
    this.finds.set(q, { at: now, value });
    value.catch(() => this.finds.delete(q));
    return value;
  }

  private async ask(q: string): Promise<boolean> {
    const criteria = await this.jobs.criteria(0, { q });
    // Its widest step: a search shows jobs found by related words when nothing else is found.
    if (criteria.text) criteria.text = { ...criteria.text, scope: 'all' };
    const { exists } = buildJobSearch(this.jobs.dialect, criteria);
    return ((await this.dataSource.query(exists.sql, exists.params)) as unknown[]).length > 0;
  }
}
