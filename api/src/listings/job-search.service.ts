import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { JobApplication } from '../applications/job-application.entity';
import { Bookmark } from '../bookmarks/bookmark.entity';
import { PROFILE_LOCATION_MESSAGES } from '../profiles/profile-location.messages';
import { DomainError } from '../common/domain-error';
import { Connection } from '../connections/connection.entity';
import { PopularSearchService } from '../search/popular-search.service';
import { Profile } from '../users/profile.entity';
import { JobSearchQueryDto } from './job-search.dto';
import { buildJobSearch, haversineKm, JobSearchCriteria, SqlDialect, sqlNow } from './job-search.sql';
import { Clock } from '../common/clock';
import { PLACES_MESSAGES, PLACES_SEARCH_MESSAGES } from '../locations/places.messages';
import { PlacesService } from '../locations/places.service';
import { Listing } from './listing.entity';
import { LISTING_VIEW_RELATIONS, listingView, ListingView } from './listing-view';
import { JOINED_HIRE_STATUSES, RATING_LIMITS, type RatingSummary, type ReliabilitySummary } from '@gigmarket/shared';
import { TrustService } from '../trust/trust.service';
import { MARKET_MESSAGES } from './marketplace.messages';
import { MarketplaceSettingsService } from '../settings/marketplace-settings.service';

export interface JobSearchItem {
  id: number;
  job_title: string;
  category: { id: number | null; category_name: string | null };
  jobtype: { id: number | null; name: string | null };
  state: { id: number | null; name: string | null };
  /** The LGA holding the job's point: cards read "Ikeja, Lagos · 2.6 km" (docs/places.md). */
  lga: { id: number; name: string; state_name: string } | null;
  pricing: string;
  amount: string | null;
  min_amount: string | null;
  max_amount: string | null;
  currency: string;
  job_date: string | null;
  job_end_date: string | null;
  job_time: string | null;
  /** HH:MM (the cards show the hours beside the date). */
  job_sart_time: string | null;
  job_end_time: string | null;
  location: string | null;
  latitude: string | null;
  longitude: string | null;
  distance_km: number | null;
  work_duration: string | null;
  created_at: string;
  company: { user_id: number; company_name: string | null; company_logo: string | null };
  employer_rating: RatingSummary;
  employer_reliability: ReliabilitySummary;
}

export interface JobSearchResult {
  items: JobSearchItem[];
  total: number;
  page: number;
  per_page: number;
  pages: number;
  /** The centre used for distance, when one was used. */
  point: { latitude: number; longitude: number } | null;
}

export interface JobDetails extends ListingView {
  /** km from the caller's profile location, when both points are known. */
  distance_km: number | null;
  employer_rating: RatingSummary;
  employer_reliability: ReliabilitySummary;
  applied: boolean;
  application: { id: number; status: string; price: string | null; new_price: string | null } | null;
  bookmarked: boolean;
  connected: boolean;
  /** Today's commission (percent), so the freelancer sees their net before applying. */
  commission_percent: string;
}

type Row = Record<string, unknown>;

/**
 * A job as someone not hired for it sees it (docs/places.md): the area ("Ikeja, Lagos"), not the
 * street address or the exact point, which only the employer, the back office and the hired
 * freelancer read.
 */
function withoutExactPlace(view: ListingView): ListingView {
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
@Injectable()
export class JobSearchService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly marketplace: MarketplaceSettingsService,
    private readonly popular: PopularSearchService,
    private readonly trust: TrustService,
    private readonly clock: Clock,
    private readonly places: PlacesService,
  ) {}

  /** Open and not past its expiry (docs/search.md): what a freelancer can apply to now. */
  isOpenNow(listing: Pick<Listing, 'status' | 'expires_at'>): boolean {
    return listing.status === 'open' && (!listing.expires_at || listing.expires_at.getTime() > this.clock.now().getTime());
  }

  get dialect(): SqlDialect {
    return this.dataSource.options.type === 'mysql' ? 'mysql' : 'sqlite';
  }

  /** Turns the query into criteria; the distance centre defaults to the caller's profile location. */
  async criteria(userId: number, query: JobSearchQueryDto): Promise<JobSearchCriteria> {
    const sort = query.sort ?? 'newest';
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
      const profile = await this.dataSource.getRepository(Profile).findOne({ where: { user_id: userId }, select: { id: true, latitude: true, longitude: true } });
      if (profile?.latitude === null || profile?.latitude === undefined || profile.longitude === null) {
        throw DomainError.field('latitude', 'required', MARKET_MESSAGES.noPoint);
      }
      point = { latitude: Number(profile.latitude), longitude: Number(profile.longitude) };
    }
    if (query.min_amount !== undefined && query.max_amount !== undefined && query.min_amount > query.max_amount) {
      throw DomainError.field('max_amount', 'range', 'max_amount must not be lower than min_amount');
    }
    return {
      q: query.q?.trim() || undefined,
      category_id: query.category_id,
      job_type: query.job_type,
      state: query.state,
      lga_id: query.lga_id,
      min_amount: query.min_amount,
      max_amount: query.max_amount,
      date: query.date,
      point,
      radius_km: query.radius_km,
      sort,
      now: sqlNow(this.clock.now()),
      page: query.page ?? 1,
      per_page: query.per_page ?? 20,
    };
  }

  async search(userId: number, query: JobSearchQueryDto): Promise<JobSearchResult> {
    const [criteria, mean] = await Promise.all([this.criteria(userId, query), this.trust.platformMean()]);
    if (criteria.sort === 'employer_rating')
      criteria.employerRating = { statsSql: this.trust.ratingStatsSql(), mean, weight: RATING_LIMITS.bayesianWeight };
    const { page, count, pageHasTotal } = buildJobSearch(this.dialect, criteria);
    const [rows, countRows, settings] = await Promise.all([
      this.dataSource.query(page.sql, page.params) as Promise<Row[]>,
      pageHasTotal ? Promise.resolve(null) : (this.dataSource.query(count.sql, count.params) as Promise<Row[]>),
      this.marketplace.get(this.dataSource.manager),
      // A submitted term is counted once: on its first page, not again while paging through it.
      criteria.q && criteria.page === 1 ? this.popular.record(criteria.q) : Promise.resolve(null),
    ]);
    const totalRow = countRows?.[0] ?? (rows.length ? { total: rows[0].total_rows } : ((await this.dataSource.query(count.sql, count.params)) as Row[])[0]);
    const total = Number(totalRow?.total ?? 0);
    // One statement for the page's employers: their ratings and reliability.
    const standing = await this.trust.standing(rows.map((row) => Number(row.user_id)), mean);
    return {
      items: rows.map((row) => ({
        ...this.item(row, settings.currency),
        employer_rating: standing.get(Number(row.user_id))!.rating,
        employer_reliability: standing.get(Number(row.user_id))!.reliability,
      })),
      total,
      page: criteria.page,
      per_page: criteria.per_page,
      pages: Math.ceil(total / criteria.per_page),
      point: criteria.point ?? null,
    };
  }

  private item(row: Row, currency: string): Omit<JobSearchItem, 'employer_rating' | 'employer_reliability'> {
    return {
      id: Number(row.id),
      job_title: String(row.job_title),
      category: { id: row.category_id === null ? null : Number(row.category_id), category_name: text(row.category_name) },
      jobtype: { id: row.job_type === null ? null : Number(row.job_type), name: text(row.job_type_name) },
      state: { id: row.state === null ? null : Number(row.state), name: text(row.state_name) },
      lga: row.lga_id === null || row.lga_id === undefined ? null : { id: Number(row.lga_id), name: String(row.lga_name), state_name: String(row.lga_state_name) },
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
   * A job that is no longer open stays readable to a freelancer who applied to it.
   */
  async details(userId: number, id: number): Promise<JobDetails> {
    const manager = this.dataSource.manager;
    const listing = await manager.findOne(Listing, { where: { id, deleted_at: IsNull() }, relations: LISTING_VIEW_RELATIONS });
    if (!listing) throw new NotFoundException(MARKET_MESSAGES.listingNotFound);
    const [application, bookmarked, connected, settings, viewer] = await Promise.all([
      manager.findOne(JobApplication, { where: { listing_id: id, user_id: userId } }),
      manager.exists(Bookmark, { where: { listing_id: id, user_id: userId } }),
      manager.exists(Connection, { where: { freelancer_id: userId, employer_id: listing.user_id } }),
      this.marketplace.get(manager),
      manager.findOne(Profile, { where: { user_id: userId }, select: { id: true, latitude: true, longitude: true } }),
    ]);
    if (!this.isOpenNow(listing) && !application) throw new NotFoundException(MARKET_MESSAGES.listingNotFound);
    const hired = application !== null && (JOINED_HIRE_STATUSES as readonly string[]).includes(application.status);
    const view = listingView(listing, settings.currency);
    return {
      ...(hired ? view : withoutExactPlace(view)),
      distance_km: distanceKm(viewer, listing),
      ...(await this.employerTrust(listing.user_id)),
      applied: Boolean(application),
      application: application
        ? { id: application.id, status: application.status, price: application.price, new_price: application.new_price }
        : null,
      bookmarked,
      connected,
      commission_percent: settings.commissionPercent,
    };
  }

  /** The employer's rating and reliability, for a job's page. */
  async employerTrust(employerId: number): Promise<{ employer_rating: RatingSummary; employer_reliability: ReliabilitySummary }> {
    const { rating, reliability } = (await this.trust.standing([employerId])).get(employerId)!;
    return {
      employer_rating: rating,
      employer_reliability: reliability,
    };
  }

  /** A public job page: open, non-deleted listings only. */
  async publicJob(id: number): Promise<ListingView & { employer_rating: RatingSummary; employer_reliability: ReliabilitySummary }> {
    const manager = this.dataSource.manager;
    const listing = await manager.findOne(Listing, { where: { id, status: 'open', deleted_at: IsNull() }, relations: LISTING_VIEW_RELATIONS });
    if (!listing || !this.isOpenNow(listing)) throw new NotFoundException(MARKET_MESSAGES.listingNotFound);
    return { ...withoutExactPlace(listingView(listing, (await this.marketplace.get(manager)).currency)), ...(await this.employerTrust(listing.user_id)) };
  }
}
