import { Injectable, HttpStatus } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, Repository } from 'typeorm';
import type { JobApplication } from '../applications/job-application.entity';
import { InjectJobApplications } from '../applications/repositories';
import type { Bookmark } from '../bookmarks/bookmark.entity';
import { InjectBookmarks } from '../bookmarks/repositories';
import { localName } from '../i18n/i18n';
import { PROFILE_LOCATION_MESSAGES } from '../i18n/messages/places';
import { DomainError } from '../common/domain-error';
import type { Connection } from '../connections/connection.entity';
import { InjectConnections } from '../connections/repositories';
import { PopularSearchService } from '../search/popular-search.service';
import { SearchLexiconService } from '../search/lexicon.service';
import type { Profile } from '../users/profile.entity';
import { InjectProfiles } from '../users/repositories';
import { JobSearchQueryDto } from './job-search.dto';
import { buildJobRowsById, buildJobSearch, buildOpenListingFacets, facetsFromCounters, haversineKm, isEveryOpenListing, JobSearchCriteria, SqlDialect, sqlNow } from '../search-engine/job-search.sql';
import { Clock } from '../common/clock';
import { PLACES_MESSAGES, PLACES_SEARCH_MESSAGES } from '../i18n/messages/places';
import { PlacesService } from '../locations/places.service';
import type { Listing } from '../listings/listing.entity';
import { InjectListings } from '../listings/repositories';
import { LISTING_VIEW_RELATIONS, listingView } from '../listings/listing-view';
import { JOB_FACETS, JOINED_HIRE_STATUSES, notSelected, RATING_LIMITS, type JobFacets, type Language } from '@gigmarket/shared';
import type { RatingSummaryDto, ReliabilitySummaryDto } from '../listings/listing-answers.dto';
import { SearchEngineService } from '../search-engine/search-engine.service';
import { TrustService, type TrustStanding } from '../trust/trust.service';
import { verifiedUserIds } from '../identity/badges';
import { amountKey, decodeCursor, encodeCursor, isCursorSort } from '../search-engine/search-cursor';
import { epochMs } from '../search-engine/engine-document';
import { MARKET_MESSAGES } from '../i18n/messages/market';
import { RosterExclusions } from '../roster/roster-exclusions';
import { MarketplaceSettingsService } from '../settings/marketplace-settings.service';
import type { ListingViewDto, JobDetailsDto, PublicJobDto } from '../listings/listing-answers.dto';
import type { PublicJobAvailability } from '@gigmarket/shared';
import type { JobSearchItemDto, JobSearchPageDto } from './job-search.answer.dto';

/** How long the badge holders read for the engine's "verified employers only" are reused, and the most it is asked about. */
const VERIFIED_IDS_TTL_MS = 5_000;
const VERIFIED_IDS_MAX = 10_000;

/** One step of a search's words (textSteps), and whether it searches the corrected words. */
interface TextStep {
  text: JobSearchCriteria['text'] | null;
  corrected: boolean;
}

/** The words of a search as the lexicon understood them (criteria's `understood`). */
type UnderstoodSearch = Awaited<ReturnType<SearchLexiconService['understand']>>;

/** A search's answer is `JobSearchPageDto` (the OpenAPI document's); this name is what the USSD menu reads. */
export type JobSearchResult = JobSearchPageDto;

/** Which store answered a search, and why SQL when an engine is configured (the `X-Search-Source` header). */
export type JobSearchSource = 'engine' | 'sql' | `sql; reason=${string}` | 'sql+counted-facets';

type Row = Record<string, unknown>;

/** SQL (and the source it names), SQL with the database's counters for every open listing, or the engine. */
type SearchRoute = { store: 'sql'; source: JobSearchSource } | { store: 'counters' } | { store: 'engine' };

/**
 * A job as someone not hired for it sees it (docs/places.md): the area ("Ikeja, Lagos"), not the
 * street address or the exact point, which only the employer, the back office and the hired
 * freelancer read.
 */
function withoutExactPlace(view: ListingViewDto): ListingViewDto {
  return { ...view, address: null, latitude: null, longitude: null };
}

/** km between the viewer's profile point and the job's, to one decimal; null unless both are known. */
function distanceKm(viewer: Pick<Profile, 'latitude' | 'longitude'> | null, listing: Pick<Listing, 'latitude' | 'longitude'>): number | null {
  if (viewer?.latitude == null || viewer.longitude == null || listing.latitude == null || listing.longitude == null) return null;
  return Math.round(haversineKm(Number(viewer.latitude), Number(viewer.longitude), Number(listing.latitude), Number(listing.longitude)) * 10) / 10;
}

const decimal = (value: unknown, scale: number) => (value === null || value === undefined ? null : Number(value).toFixed(scale));
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const hhmm = (value: unknown) => (value === null || value === undefined ? null : String(value).slice(0, 5));
const dateOnly = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : text(value));
const dateTime = (value: unknown) =>
  value instanceof Date ? value.toISOString() : typeof value === 'string' ? new Date(`${value.replace(' ', 'T')}Z`).toISOString() : String(value);

/** Freelancers' job search over open, non-deleted listings, and the job details page. */
/** The criteria with how their words were understood. */
type SearchCriteria = JobSearchCriteria & { understood: UnderstoodSearch | null };

@Injectable()
export class JobSearchService {
  private verified: { at: number; ids: Promise<number[] | null> } | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly marketplace: MarketplaceSettingsService,
    private readonly popular: PopularSearchService,
    private readonly lexicon: SearchLexiconService,
    private readonly trust: TrustService,
    private readonly clock: Clock,
    private readonly places: PlacesService,
    private readonly engine: SearchEngineService,
    @InjectListings() private readonly listings: Repository<Listing>,
    @InjectJobApplications() private readonly applications: Repository<JobApplication>,
    @InjectBookmarks() private readonly bookmarks: Repository<Bookmark>,
    @InjectConnections() private readonly connections: Repository<Connection>,
    @InjectProfiles() private readonly profiles: Repository<Profile>,
    private readonly roster: RosterExclusions,
  ) {}

  /** Open and not past its expiry (docs/search.md): what a freelancer can apply to now. */
  isOpenNow(listing: Pick<Listing, 'status' | 'expires_at'>): boolean {
    return listing.status === 'open' && (!listing.expires_at || listing.expires_at.getTime() > this.clock.now().getTime());
  }

  get dialect(): SqlDialect {
    return this.dataSource.options.type === 'mysql' ? 'mysql' : 'sqlite';
  }

  /**
   * Turns the query into criteria; the distance centre defaults to the caller's profile location.
   * The words are understood once here, for every path (docs/search.md "Understanding a search"):
   * a place among them becomes the place filter when the query names none.
   */
  async criteria(userId: number, query: JobSearchQueryDto, { placeFromWords = true } = {}): Promise<JobSearchCriteria & { understood: UnderstoodSearch | null }> {
    const placeGiven = !placeFromWords || query.state !== undefined || query.lga_id !== undefined || query.near_lga !== undefined || query.latitude !== undefined;
    const understood = query.q?.trim() ? await this.lexicon.understand(query.q, { placeAllowed: !placeGiven, corrections: query.typos !== false }) : null;
    const place = understood?.placeNames ?? null;
    const sort = query.sort ?? (understood?.clauses.length ? 'relevance' : 'newest');
    let point: JobSearchCriteria['point'];
    if ((query.latitude === undefined) !== (query.longitude === undefined)) {
      throw DomainError.field('latitude', 'pair', PROFILE_LOCATION_MESSAGES.pair);
    }
    if (query.near_lga !== undefined) {
      if (query.latitude !== undefined) throw DomainError.field('near_lga', 'pair', PLACES_SEARCH_MESSAGES.nearLgaOrPoint);
      const lga = await this.places.get(query.near_lga);
      if (!lga) throw DomainError.field('near_lga', 'exists', PLACES_MESSAGES.notFound);
      point = { latitude: lga.latitude, longitude: lga.longitude };
    } else if (query.latitude !== undefined && query.longitude !== undefined) {
      point = { latitude: query.latitude, longitude: query.longitude };
    } else if (query.radius_km !== undefined || sort === 'distance') {
      const profile = await this.profiles.findOne({ where: { user_id: userId }, select: { id: true, latitude: true, longitude: true } });
      if (profile?.latitude === null || profile?.latitude === undefined || profile.longitude === null) {
        throw DomainError.field('latitude', 'required', MARKET_MESSAGES.noPoint);
      }
      point = { latitude: Number(profile.latitude), longitude: Number(profile.longitude) };
    }
    if (query.min_amount !== undefined && query.max_amount !== undefined && query.min_amount > query.max_amount) {
      throw DomainError.field('max_amount', 'range', MARKET_MESSAGES.maxBelowMin);
    }
    // Employers who blocked the searcher or whom they hid (docs/roster.md): a filter only when there are any.
    const excluded = await this.roster.excludedEmployers(userId);
    const after = query.after === undefined ? undefined : decodeCursor(query.after);
    if (after === null) throw DomainError.field('after', 'cursor', MARKET_MESSAGES.cursorInvalid);
    if (after && after.sort !== sort) throw DomainError.field('after', 'sort', MARKET_MESSAGES.cursorSort);
    return {
      q: query.q?.trim() || undefined,
      text: understood?.clauses.length ? { clauses: understood.clauses, mode: 'all', scope: 'names' } : null,
      understood,
      category_id: query.category_id,
      job_type: query.job_type,
      state: query.state ?? (place?.kind === 'state' ? place.id : undefined),
      lga_id: query.lga_id ?? (place?.kind === 'lga' ? place.id : undefined),
      min_amount: query.min_amount,
      max_amount: query.max_amount,
      date: query.date,
      point,
      radius_km: query.radius_km,
      verified_employers: query.verified_employers || undefined,
      excludedEmployerIds: excluded.length ? excluded : undefined,
      sort,
      // In whole seconds, as MariaDB's DATETIME holds them: the engine leaves expired listings out
      // by the second (api/src/search-engine/engine-query.ts expiredCover), and SQL answers the same.
      now: sqlNow(new Date(Math.floor(this.clock.now().getTime() / 1000) * 1000)),
      page: after?.page ?? query.page ?? 1,
      per_page: query.per_page ?? 20,
      after,
    };
  }

  /** The search for other channels (USSD's "Jobs near me"): no facet counts. */
  async search(userId: number, query: JobSearchQueryDto, language: Language): Promise<JobSearchResult> {
    return (await this.searchWithSource(userId, query, language, { facets: false })).result;
  }

  /**
   * The search, from the engine when one is configured and can answer (docs/search.md "The search
   * engine"), else from SQL; `source` says which (and why SQL), for the `X-Search-Source` header.
   * The page's rows always come from the database, their names in `language`.
   */
  async searchWithSource(
    userId: number,
    query: JobSearchQueryDto,
    language: Language,
    options: { facets?: boolean } = {},
  ): Promise<{ result: JobSearchResult; source: JobSearchSource }> {
    const wantFacets = options.facets ?? true;
    const mean = await this.trust.platformMean();
    let criteria = await this.rated(await this.criteria(userId, query), mean);
    // A submitted term is counted once: on its first page, not again while paging through it
    // (written after the answer: docs/search.md "Popular searches").
    if (criteria.q && criteria.page === 1) this.popular.record(criteria.q);

    let { page, early, step } = await this.stepped(criteria, wantFacets, mean);
    if (page.total === 0 && criteria.understood?.place) {
      // A place name that jobs also hold as a word ("Garki": an LGA of Jigawa, a district of
      // Abuja) is searched as a word when its place has nothing (docs/search.md "Places").
      const asWords = await this.rated(await this.criteria(userId, query, { placeFromWords: false }), mean);
      const found = await this.stepped(asWords, wantFacets, mean);
      // Only when every word is found, the place's too: "driver lekki" keeps its place and its wider area.
      if (found.page.total > 0 && found.step.text?.mode !== 'any') ({ criteria, page, early, step } = { criteria: asWords, ...found });
    }
    const corrected = step.corrected;
    const partial = step.text?.mode === 'any' && page.total > 0;
    const understanding = criteria.understood ? await this.understanding(criteria, language, { corrected, partial, total: page.total }, mean) : null;
    const settings = await this.marketplace.get(this.dataSource.manager);
    // One statement for the page's employers: their ratings and reliability (read beside the rows
    // from the engine's employers, checked against the rows': an owner never changes through the API).
    const owners = page.rows.map((row) => Number(row.user_id));
    let standing = early ? await early : null;
    if (!standing || owners.some((id) => !standing!.has(id))) standing = await this.trust.standing(owners, mean);
    return {
      source: page.source,
      result: {
        items: page.rows.map((row) => ({
          ...this.item(row, settings.currency, language),
          employer_rating: standing.get(Number(row.user_id))!.rating,
          employer_reliability: standing.get(Number(row.user_id))!.reliability,
          employer_verified_at: standing.get(Number(row.user_id))!.verified_at,
        })),
        total: page.total,
        page: criteria.page,
        per_page: criteria.per_page,
        pages: Math.ceil(page.total / criteria.per_page),
        point: criteria.point ?? null,
        facets: page.facets,
        understanding,
        next: this.next(criteria, page.rows, page.total),
      },
    };
  }

  private rated<T extends JobSearchCriteria>(criteria: T, mean: number): T {
    if (criteria.sort === 'employer_rating')
      criteria.employerRating = { statsSql: this.trust.ratingStatsSql(), mean, weight: RATING_LIMITS.bayesianWeight };
    return criteria;
  }

  /**
   * Every word by its own words or names first; then corrected words; then related words too, or,
   * for several words, the jobs matching the most of them (docs/search.md "Best match").
   */
  private async stepped(criteria: SearchCriteria, wantFacets: boolean, mean: number) {
    let page!: Awaited<ReturnType<JobSearchService['answer']>>['page'];
    let early: Promise<Map<number, TrustStanding>> | null = null;
    let step: TextStep = { text: criteria.text ?? null, corrected: false };
    for (step of this.textSteps(criteria)) {
      criteria.text = step.text;
      ({ page, early } = await this.answer(criteria, wantFacets, mean));
      if (page.total > 0) break;
    }
    return { page, early, step };
  }

  /** The cursor of the page after this one (search-cursor.ts), for the orders that have one; null on the last page. */
  private next(criteria: JobSearchCriteria, rows: Row[], total: number): string | null {
    const last = rows.at(-1);
    if (!last || !isCursorSort(criteria.sort) || criteria.text?.mode === 'any' || criteria.page * criteria.per_page >= total) return null;
    const key = criteria.sort === 'newest' ? epochMs(last.created_at) : amountKey(criteria.sort === 'amount' ? last.min_amount : last.max_amount);
    return encodeCursor({ sort: criteria.sort, page: criteria.page + 1, key, id: Number(last.id) });
  }

  /** One page of the criteria from where the route says, with the employers' standing when the engine named them early. */
  private async answer(
    criteria: JobSearchCriteria,
    wantFacets: boolean,
    mean: number,
  ): Promise<{ page: { rows: Row[]; total: number; facets: JobFacets | null; source: JobSearchSource }; early: Promise<Map<number, TrustStanding>> | null }> {
    const route = this.route(criteria);
    if (route.store === 'counters') {
      const [sql, facets] = await Promise.all([this.sqlPage(criteria), wantFacets ? this.openListingFacets(criteria) : Promise.resolve(null)]);
      return { page: { ...sql, facets, source: facets ? 'sql+counted-facets' : 'sql' }, early: null };
    }
    if (route.store === 'engine') {
      // The engine's documents carry no badge: "verified employers only" is asked by the holders' ids.
      if (criteria.verified_employers) criteria.verifiedEmployerIds = (await this.verifiedEmployers()) ?? undefined;
      const outcome = await this.engine.search(criteria, { facets: wantFacets });
      if (outcome && 'answer' in outcome) {
        const early = this.trust.standing(outcome.answer.userIds, mean);
        early.catch(() => undefined);
        // The rows are read while the engine still counts the facets.
        const [rows, facets] = await Promise.all([this.rowsByIds(outcome.answer.ids, criteria, outcome.answer.total), outcome.answer.facets]);
        return { page: { ...rows, facets, source: 'engine' }, early };
      }
      return { page: { ...(await this.sqlPage(criteria)), facets: null, source: outcome ? `sql; reason=${outcome.fallback}` : 'sql' }, early: null };
    }
    return { page: { ...(await this.sqlPage(criteria)), facets: null, source: route.source }, early: null };
  }

  /**
   * How the words were understood, for the page to say (docs/search.md "Understanding a search"):
   * the words searched, the corrections made (when the words as typed found nothing), the place
   * taken from the words, whether the answer is partial, and, when the place has no such job, how
   * many the wider area has.
   */
  private async understanding(
    criteria: JobSearchCriteria & { understood: UnderstoodSearch | null },
    language: Language,
    { corrected, partial, total }: { corrected: boolean; partial: boolean; total: number },
    mean: number,
  ): Promise<JobSearchPageDto['understanding']> {
    const understood = criteria.understood!;
    const place = understood.placeNames;
    let wider: NonNullable<JobSearchPageDto['understanding']>['wider'] = null;
    if (place && total === 0) {
      // The place's state (for an LGA), then everywhere: the nearest area with such jobs.
      const areas = place.kind === 'lga' ? [place.state_id, null] : [null];
      for (const state of areas) {
        const { page } = await this.answer({ ...criteria, state: state ?? undefined, lga_id: undefined, page: 1, per_page: 1 }, false, mean);
        wider = { state_id: state, state_name: state === null ? null : SearchLexiconService.placeName(place, language).state_name, total: page.total };
        if (page.total > 0) break;
      }
    }
    return {
      searched: corrected ? understood.corrected!.searched : understood.searched,
      corrections: corrected ? understood.corrected!.corrections : [],
      place: place ? { kind: place.kind, id: place.id, state_id: place.state_id, ...SearchLexiconService.placeName(place, language), words: understood.place!.words } : null,
      partial,
      wider,
    };
  }

  /**
   * A search's facet counts on their own, asked for when the filters open (docs/search.md
   * "Facets"): from the engine, or the database's counters for every open listing; null when
   * the search would answer from SQL. Not a search: nothing is counted in popular searches.
   */
  async facetsWithSource(userId: number, query: JobSearchQueryDto): Promise<{ facets: JobFacets | null; source: JobSearchSource }> {
    const criteria = await this.criteria(userId, query);
    const route = this.route(criteria);
    if (route.store === 'sql') return { facets: null, source: route.source };
    if (route.store === 'counters') return { facets: await this.openListingFacets(criteria), source: 'sql+counted-facets' };
    if (criteria.verified_employers) criteria.verifiedEmployerIds = (await this.verifiedEmployers()) ?? undefined;
    // The counts of the answer the search gives: the same steps as searchWithSource, the first that counts a job.
    for (const { text } of this.textSteps(criteria)) {
      const outcome = await this.engine.facets({ ...criteria, text });
      if (!outcome || !('facets' in outcome)) return { facets: null, source: outcome ? `sql; reason=${outcome.fallback}` : 'sql' };
      if (!outcome.facets || !text || JOB_FACETS.some((facet) => outcome.facets![facet].length)) return { facets: outcome.facets, source: 'engine' };
    }
    return { facets: { category_id: [], job_type: [], state: [] }, source: 'engine' };
  }

  /**
   * The words' steps a search takes when the one before finds nothing (searchWithSource): every
   * word by its words or names, the corrected words, then related words too (for several words,
   * any of them).
   */
  private textSteps(criteria: JobSearchCriteria & { understood: UnderstoodSearch | null }): TextStep[] {
    if (!criteria.text) return [{ text: null, corrected: false }];
    const steps: TextStep[] = [{ text: criteria.text, corrected: false }];
    const corrected = criteria.understood?.corrected?.clauses;
    if (corrected?.length) steps.push({ text: { clauses: corrected, mode: 'all', scope: 'names' }, corrected: true });
    const last = corrected?.length ? corrected : criteria.text.clauses;
    steps.push({ text: { clauses: last, mode: last.length > 1 ? 'any' : 'all', scope: 'all' }, corrected: Boolean(corrected?.length) });
    return steps;
  }

  /**
   * Where a search and its facets are answered from, before the engine is asked (docs/search.md
   * "The search engine"); the engine may still hand a search back to SQL (a fallback reason).
   */
  private route(criteria: JobSearchCriteria): SearchRoute {
    if (!this.engine.enabled) return { store: 'sql', source: 'sql' };
    // Every open listing, newest first (the jobs page as first opened): SQL walks an index and reads
    // exact counters, for the total and the facets, where the engine would read every document.
    if (isEveryOpenListing(criteria)) return { store: 'counters' };
    return { store: 'engine' };
  }

  /**
   * The "ID verified" badge holders, for the engine's "verified employers only" (docs/search.md
   * "Verified employers on the engine"): read at most every few seconds; null when there are more
   * than the engine is asked about in one statement (SQL then answers).
   */
  private async verifiedEmployers(): Promise<readonly number[] | null> {
    const now = this.clock.now().getTime();
    if (!this.verified || now - this.verified.at > VERIFIED_IDS_TTL_MS || now < this.verified.at) {
      this.verified = { at: now, ids: verifiedUserIds(this.dataSource.manager, VERIFIED_IDS_MAX) };
      this.verified.ids.catch(() => (this.verified = null));
    }
    return this.verified.ids;
  }

  /** Every open listing's facet counts from the database's counters (buildOpenListingFacets). */
  private async openListingFacets(criteria: JobSearchCriteria): Promise<JobFacets> {
    const { counted, expired } = buildOpenListingFacets(criteria.now);
    const [countedRows, expiredRows] = await Promise.all([
      this.dataSource.query(counted.sql, counted.params) as Promise<Row[]>,
      this.dataSource.query(expired.sql, expired.params) as Promise<Row[]>,
    ]);
    return facetsFromCounters(countedRows, expiredRows);
  }

  /** The page and total from SQL (buildJobSearch), as before the engine. */
  private async sqlPage(criteria: JobSearchCriteria): Promise<{ rows: Row[]; total: number }> {
    const { page, count, pageHasTotal } = buildJobSearch(this.dialect, criteria);
    const [rows, countRows] = await Promise.all([
      this.dataSource.query(page.sql, page.params) as Promise<Row[]>,
      pageHasTotal ? Promise.resolve(null) : (this.dataSource.query(count.sql, count.params) as Promise<Row[]>),
    ]);
    if (countRows) return { rows, total: Number(countRows[0]?.total ?? 0) };
    if (rows.length) return { rows, total: Number(rows[0].total_rows ?? 0) };
    // An empty first page is an empty answer: only a page past the end needs its total counted
    // (a corrected typo's first step finds nothing, and its count would be a second full-text lookup).
    if (criteria.page === 1) return { rows, total: 0 };
    return { rows, total: Number((((await this.dataSource.query(count.sql, count.params)) as Row[])[0]?.total as number | undefined) ?? 0) };
  }

  /** The engine's page read from the database by id, in the engine's order (a listing closed since is left out). */
  private async rowsByIds(ids: number[], criteria: JobSearchCriteria, total: number): Promise<{ rows: Row[]; total: number }> {
    if (!ids.length) return { rows: [], total };
    const statement = buildJobRowsById(this.dialect, ids, criteria);
    const byId = new Map(((await this.dataSource.query(statement.sql, statement.params)) as Row[]).map((row) => [Number(row.id), row]));
    const rows = ids.map((id) => byId.get(id)).filter((row): row is Row => row !== undefined);
    return { rows, total: total - (ids.length - rows.length) };
  }

  private item(row: Row, currency: string, language: Language): Omit<JobSearchItemDto, 'employer_rating' | 'employer_reliability' | 'employer_verified_at'> {
    return {
      id: Number(row.id),
      job_title: String(row.job_title),
      category: { id: row.category_id === null ? null : Number(row.category_id), category_name: localName(language, text(row.category_name), text(row.category_name_fr)) },
      jobtype: { id: row.job_type === null ? null : Number(row.job_type), name: localName(language, text(row.job_type_name), text(row.job_type_name_fr)) },
      state: { id: row.state === null ? null : Number(row.state), name: localName(language, text(row.state_name), text(row.state_name_fr)) },
      lga:
        row.lga_id === null || row.lga_id === undefined
          ? null
          : { id: Number(row.lga_id), name: String(row.lga_name), state_name: localName(language, String(row.lga_state_name), text(row.lga_state_name_fr)) },
      pricing: String(row.pricing),
      amount: decimal(row.amount, 2),
      min_amount: decimal(row.min_amount, 2),
      max_amount: decimal(row.max_amount, 2),
      currency,
      job_date: dateOnly(row.job_date),
      job_end_date: dateOnly(row.job_end_date),
      job_time: text(row.job_time),
      job_sart_time: hhmm(row.job_sart_time),
      job_end_time: hhmm(row.job_end_time),
      location: text(row.location),
      latitude: decimal(row.latitude, 7),
      longitude: decimal(row.longitude, 7),
      distance_km: row.distance_km === null || row.distance_km === undefined ? null : Math.round(Number(row.distance_km) * 100) / 100,
      work_duration: text(row.work_duration),
      created_at: dateTime(row.created_at),
      company: { user_id: Number(row.user_id), company_name: text(row.company_name), company_logo: text(row.company_logo) },
    };
  }

  /**
   * Every field of an open job and the employer's company, with what the caller did with it.
   * A job that is no longer open stays readable to a freelancer who applied to it. Its names are
   * in `language`.
   */
  async details(userId: number, id: number, language: Language): Promise<JobDetailsDto> {
    const manager = this.dataSource.manager;
    const listing = await this.listings.findOne({ where: { id, deleted_at: IsNull() }, relations: LISTING_VIEW_RELATIONS });
    if (!listing) throw new DomainError(MARKET_MESSAGES.listingNotFound, HttpStatus.NOT_FOUND);
    const [application, bookmarked, connected, settings, viewer, blocked, employerHidden] = await Promise.all([
      this.applications.findOne({ where: { listing_id: id, user_id: userId } }),
      this.bookmarks.exists({ where: { listing_id: id, user_id: userId } }),
      this.connections.exists({ where: { freelancer_id: userId, employer_id: listing.user_id } }),
      this.marketplace.get(manager),
      this.profiles.findOne({ where: { user_id: userId }, select: { id: true, latitude: true, longitude: true } }),
      this.roster.isBlocked(listing.user_id, userId),
      this.roster.isHidden(userId, listing.user_id),
    ]);
    const shiftIds = (listing.shifts ?? []).map((shift) => shift.id);
    const shiftApplications = shiftIds.length ? await this.applications.find({ where: shiftIds.map((listing_id) => ({ listing_id, user_id: userId })), order: { id: 'ASC' } }) : [];
    const shiftRows = new Map((listing.shifts ?? []).map((shift) => [shift.id, shift]));
    // A freelancer the employer blocked is answered as if the job did not exist (docs/roster.md).
    if (blocked) throw new DomainError(MARKET_MESSAGES.listingNotFound, HttpStatus.NOT_FOUND);
    // A job hidden by reports or taken down answers 404 to freelancers (docs/trust.md "Reports").
    // Offered to the employer's favourites first: only they see it until it opens (docs/roster.md "Roster first").
    const window = listing.status === 'draft' && listing.public_from && (await this.roster.isFavourite(listing.user_id, userId));
    if (listing.moderation !== 'visible' || (!this.isOpenNow(listing) && !application && !shiftApplications.length && !window)) throw new DomainError(MARKET_MESSAGES.listingNotFound, HttpStatus.NOT_FOUND);
    const roster_first = window ? { until: listing.public_from!, favourites: (await this.roster.favouriteIds(listing.user_id)).length } : null;
    const hired = [application, ...shiftApplications].some((row) => row !== null && (JOINED_HIRE_STATUSES as readonly string[]).includes(row.status));
    const view = listingView(listing, settings.currency, language);
    return {
      ...(hired ? view : withoutExactPlace(view)),
      distance_km: distanceKm(viewer, listing),
      ...(await this.employerTrust(listing.user_id)),
      applied: Boolean(application) || shiftApplications.length > 0,
      shift_applications: shiftApplications.map((row) => ({
        shift_id: row.listing_id,
        id: row.id,
        status: row.status,
        not_selected: notSelected(row.status, shiftRows.get(row.listing_id)),
        price: row.price,
        new_price: row.new_price,
      })),
      application: application
        ? { id: application.id, status: application.status, not_selected: notSelected(application.status, listing), price: application.price, new_price: application.new_price }
        : null,
      bookmarked,
      connected,
      employer_hidden: employerHidden,
      commission_percent: settings.commissionPercent,
      roster_first,
    };
  }

  /** The employer's rating and reliability, for a job's page. */
  async employerTrust(employerId: number): Promise<{ employer_rating: RatingSummaryDto; employer_reliability: ReliabilitySummaryDto; employer_verified_at: Date | null }> {
    const { rating, reliability, verified_at } = (await this.trust.standing([employerId])).get(employerId)!;
    return {
      employer_rating: rating,
      employer_reliability: reliability,
      employer_verified_at: verified_at,
    };
  }

  /**
   * The search for visitors who have not signed in (docs/site.md "Public browsing"): the same
   * answer, without a profile to take a distance centre from, and each job's area without its point.
   */
  async publicSearchWithSource(query: JobSearchQueryDto, language: Language): Promise<{ result: JobSearchResult; source: JobSearchSource }> {
    const { result, source } = await this.searchWithSource(0, query, language, { facets: query.facets ?? true });
    return { source, result: { ...result, items: result.items.map((item) => ({ ...item, latitude: null, longitude: null })) } };
  }

  /**
   * What became of a job, as its public page and its preview say it: open now; filled (every
   * position taken); expired (past its expiry); or closed (by its employer).
   */
  availability(listing: Pick<Listing, 'status' | 'expires_at' | 'closed_reason' | 'positions' | 'positions_filled'>): PublicJobAvailability {
    if (this.isOpenNow(listing)) return 'open';
    if (listing.closed_reason === 'filled' || (listing.positions > 0 && listing.positions_filled >= listing.positions)) return 'filled';
    if (listing.closed_reason === 'expired' || (listing.status === 'open' && listing.expires_at)) return 'expired';
    return 'closed';
  }

  /**
   * A public job page: an open job, or one that closed, filled or expired (its page says so); never
   * a draft, a deleted job or one hidden by moderation. The area, not the address or the point;
   * no moderation note (docs/site.md "Public browsing").
   */
  async publicJob(id: number, language: Language): Promise<PublicJobDto> {
    const manager = this.dataSource.manager;
    const listing = await this.listings.findOne({ where: { id, deleted_at: IsNull() }, relations: LISTING_VIEW_RELATIONS });
    if (!listing || listing.status === 'draft' || (listing.moderation ?? 'visible') !== 'visible') throw new DomainError(MARKET_MESSAGES.listingNotFound, HttpStatus.NOT_FOUND);
    const view = withoutExactPlace(listingView(listing, (await this.marketplace.get(manager)).currency, language));
    return { ...view, moderation_reason: null, availability: this.availability(listing), ...(await this.employerTrust(listing.user_id)) };
  }
}
