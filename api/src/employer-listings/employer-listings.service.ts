import { searchTermsColumns } from '../search-text/analysis';
import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull, MoreThan, Repository } from 'typeorm';
import { cursorAfter, cursorPage } from '../common/cursor-page';
import { LISTING_ACTIONS, listingExpiresAt, ROSTER_FIRST, type Language, type ListingAction, type ListingStatus } from '@gigmarket/shared';
import { Clock } from '../common/clock';
import { transaction } from '../common/transaction';
import type { JobApplication } from '../applications/job-application.entity';
import { InjectJobApplications } from '../applications/repositories';
import type { Category } from '../categories/category.entity';
import { InjectCategories } from '../categories/repositories';
import { DomainError } from '../common/domain-error';
import type { State } from '../locations/state.entity';
import { InjectStates } from '../locations/repositories';
import { PlacesService } from '../locations/places.service';
import type { JobType } from '../lookups/lookup.entities';
import { InjectJobTypes } from '../lookups/repositories';
import { UploadsService } from '../uploads/uploads.service';
import { CreateListingDto, EmployerListingsQueryDto, ListingFieldsDto, ReopenListingDto, UpdateListingDto } from '../listings/listing.dto';
import { ownListing } from '../listings/owned-listing';
import type { Listing } from '../listings/listing.entity';
import { InjectListings } from '../listings/repositories';
import { isFull, resizePositions } from '../listings/listing-positions';
import { LISTING_VIEW_RELATIONS, listingView } from '../listings/listing-view';
import { MARKET_MESSAGES } from '../i18n/messages/market';
import { LISTING_EXPIRY_MESSAGES } from '../i18n/messages/shared';
import { message, type Message } from '../i18n/message';
import { PROFILE_LOCATION_MESSAGES } from '../i18n/messages/places';
import { MarketplaceSettingsService } from '../settings/marketplace-settings.service';
import { flagListingText } from '../safety/flags';
import { assertMayOpen } from '../safety/moderation';
import { listingData } from '../webhook-outbox/webhook-payloads';
import { WebhookOutbox } from '../webhook-outbox/webhook-outbox';
import type { ListingViewDto, EmployerListingRowDto } from '../listings/listing-answers.dto';
import { ROSTER_FIRST_MESSAGES } from '../i18n/messages/roster-first';
import { RosterExclusions } from '../roster/roster-exclusions';
import { RosterFirstAnnouncer } from './roster-first-announcer';
import { insertShifts, jobDatesFromShifts } from './job-shifts';
import { SHIFT_MESSAGES } from '../i18n/messages/shifts';

export interface Page<T> {
  items: T[];
  total: number;
  page: number | null;
  per_page: number;
  next_cursor: string | null;
}

type Fields = Partial<ListingFieldsDto>;

const FIELD_NAMES: (keyof ListingFieldsDto)[] = [
  'job_title', 'category_id', 'job_type', 'pricing', 'amount', 'min_amount', 'max_amount', 'job_date', 'job_end_date',
  'job_time', 'job_sart_time', 'job_end_time', 'address', 'state', 'location', 'latitude', 'longitude',
  'work_description', 'work_duration', 'expected_result', 'pictures',
];

/** What a published job must have, beyond a title. */
const PUBLISH_REQUIRED: (keyof ListingFieldsDto)[] = ['category_id', 'job_type', 'state', 'job_date', 'work_description'];

/** An employer's own listings: every call is scoped to the caller; another's listing is a 404. */
@Injectable()
export class EmployerListingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly marketplace: MarketplaceSettingsService,
    private readonly uploads: UploadsService,
    private readonly clock: Clock,
    private readonly places: PlacesService,
    @InjectListings() private readonly listings: Repository<Listing>,
    @InjectJobApplications() private readonly applications: Repository<JobApplication>,
    @InjectStates() private readonly states: Repository<State>,
    @InjectCategories() private readonly categories: Repository<Category>,
    @InjectJobTypes() private readonly jobTypes: Repository<JobType>,
    private readonly webhooks: WebhookOutbox,
    private readonly roster: RosterExclusions,
    private readonly announcer: RosterFirstAnnouncer,
  ) {}

  /**
   * "Roster first" (docs/roster.md): the hours asked for, checked (in range, the employer has
   * favourites); answers the favourites to tell.
   */
  private async rosterFirst(manager: EntityManager, userId: number, hours: number): Promise<number[]> {
    if (hours < ROSTER_FIRST.minHours || hours > ROSTER_FIRST.maxHours) throw DomainError.field('roster_first_hours', 'range', ROSTER_FIRST_MESSAGES.hours);
    const favourites = await this.roster.favouriteIds(userId, manager);
    if (!favourites.length) throw DomainError.field('roster_first_hours', 'favourites', ROSTER_FIRST_MESSAGES.noFavourites);
    return favourites;
  }

  /**
   * Keeps a complete job as an unpublished draft that opens at now + `hours` (the opening task
   * publishes it), and tells the favourites at once.
   */
  private async offerFirst(manager: EntityManager, id: number, hours: number, favourites: number[]): Promise<void> {
    const public_from = new Date(this.clock.now().getTime() + hours * 3_600_000);
    await manager.withRepository(this.listings).update({ id, status: 'draft' }, { public_from });
    const listing = await manager.withRepository(this.listings).findOneOrFail({ where: { id } });
    await this.announcer.tell(manager, listing, favourites);
  }

  /** The expiry of an open listing with these fields; 400 when the job has already ended. */
  private expiry(fields: Fields, dateGiven = true): Date {
    const now = this.clock.now();
    const expiresAt = listingExpiresAt(fields, now);
    if (expiresAt.getTime() <= now.getTime()) {
      const field = fields.job_end_date ? 'job_end_date' : 'job_date';
      throw DomainError.field(field, 'future', dateGiven ? LISTING_EXPIRY_MESSAGES.endInPast : LISTING_EXPIRY_MESSAGES.newDateNeeded);
    }
    return expiresAt;
  }

  private async view(manager: EntityManager, id: number, language: Language): Promise<ListingViewDto> {
    const listing = await manager.withRepository(this.listings).findOneOrFail({ where: { id }, relations: LISTING_VIEW_RELATIONS });
    return listingView(listing, (await this.marketplace.get(manager)).currency, language);
  }

  /**
   * The caller's listings: numbered pages newest first, or cursor pages in id order
   * (`query.cursor`, docs/api-keys.md "Cursor pages").
   */
  async list(userId: number, query: EmployerListingsQueryDto, language: Language): Promise<Page<EmployerListingRowDto>> {
    const manager = this.dataSource.manager;
    const status = query.status;
    const perPage = query.per_page ?? 20;
    const where = { user_id: userId, deleted_at: IsNull(), parent_listing_id: IsNull(), ...(status ? { status } : {}) };
    const cursorMode = query.cursor !== undefined;
    const page = cursorMode ? null : (query.page ?? 1);
    let rows: Listing[];
    let total: number;
    let next_cursor: string | null = null;
    if (cursorMode) {
      const after = cursorAfter(query);
      const [read, count] = await Promise.all([
        this.listings.find({ where: { ...where, id: MoreThan(after) }, relations: LISTING_VIEW_RELATIONS, order: { id: 'ASC' }, take: perPage + 1 }),
        this.listings.count({ where }),
      ]);
      ({ items: rows, next_cursor } = cursorPage(read, perPage));
      total = count;
    } else {
      [rows, total] = await this.listings.findAndCount({
        where,
        relations: LISTING_VIEW_RELATIONS,
        order: { created_at: 'DESC', id: 'DESC' },
        skip: (page! - 1) * perPage,
        take: perPage,
      });
    }
    const counts = new Map<number, { all: number; pending: number }>();
    if (rows.length) {
      const raw = await this.applications
        .createQueryBuilder('a')
        .select('a.listing_id', 'listing_id')
        .addSelect('COUNT(*)', 'all')
        .addSelect("SUM(CASE WHEN a.status = 'pending' THEN 1 ELSE 0 END)", 'pending')
        .where('a.listing_id IN (:...ids)', { ids: rows.map((row) => row.id) })
        .groupBy('a.listing_id')
        .getRawMany<{ listing_id: number | string; all: number | string; pending: number | string }>();
      for (const row of raw) counts.set(Number(row.listing_id), { all: Number(row.all), pending: Number(row.pending) });
    }
    const { currency } = await this.marketplace.get(manager);
    return {
      items: rows.map((row) => ({
        ...listingView(row, currency, language),
        applications: counts.get(row.id)?.all ?? 0,
        pending_applications: counts.get(row.id)?.pending ?? 0,
      })),
      total,
      page,
      per_page: perPage,
      next_cursor,
    };
  }

  async show(userId: number, id: number, language: Language): Promise<ListingViewDto> {
    await ownListing(this.dataSource.manager, userId, id);
    return this.view(this.dataSource.manager, id, language);
  }

  async create(userId: number, dto: CreateListingDto, language: Language): Promise<ListingViewDto> {
    const asked = dto.status ?? 'draft';
    const given = this.pick(dto);
    // Several days in one job (docs/shifts.md): the job's dates come from its shifts.
    const fields = dto.shifts ? { ...given, ...jobDatesFromShifts(given, dto.shifts, this.clock.now()) } : given;
    const hours = dto.roster_first_hours;
    if (hours !== undefined && asked !== 'open') throw DomainError.field('roster_first_hours', 'publish', ROSTER_FIRST_MESSAGES.publishOnly);
    return transaction(this.dataSource, async (manager) => {
      const favourites = hours === undefined ? null : await this.rosterFirst(manager, userId, hours);
      const values = await this.checked(manager, fields, asked, dto.lga_id);
      const expires_at = asked === 'open' ? this.expiry(values as Fields) : null;
      // Offered to the favourites first: a draft until it opens (docs/roster.md "Roster first").
      const status = favourites ? 'draft' : asked;
      const open = status === 'open';
      const result = await manager.withRepository(this.listings).insert({
        ...values,
        ...searchTermsColumns(values),
        user_id: userId,
        status,
        expires_at: open ? expires_at : null,
        published_at: open ? this.clock.now() : null,
        positions: dto.positions ?? 1,
      });
      const id = Number(result.identifiers[0].id);
      if (dto.shifts) await insertShifts(manager, this.listings, { id, user_id: userId, positions: dto.positions ?? 1, values }, dto.shifts);
      // A job text asking for a fee goes to the report queue (docs/trust.md "Flagged text").
      await flagListingText(manager, id, values, this.clock.now());
      if (favourites) await this.offerFirst(manager, id, hours!, favourites);
      return this.view(manager, id, language);
    });
  }

  async update(userId: number, id: number, dto: UpdateListingDto, language: Language): Promise<ListingViewDto> {
    return transaction(this.dataSource, async (manager) => {
      const listing = await ownListing(manager, userId, id, true);
      if (await this.hasShifts(manager, id)) {
        const changed = (['job_date', 'job_end_date', 'job_sart_time', 'job_end_time', 'positions'] as const).find((field) => dto[field] !== undefined);
        if (changed) throw DomainError.field(changed, 'shifts', SHIFT_MESSAGES.fixed);
      }
      const merged: Fields = { ...this.fromEntity(listing), ...this.pick(dto) };
      const values: Partial<Listing> = await this.checked(manager, merged, listing.status, dto.lga_id);
      // An open job's expiry follows its dates.
      if (listing.status === 'open') values.expires_at = this.expiry(values as Fields);
      await manager.withRepository(this.listings).update({ id, user_id: userId }, { ...values, ...searchTermsColumns(values) });
      await flagListingText(manager, id, { ...listing, ...values }, this.clock.now());
      if (await this.hasShifts(manager, id)) {
        // The job's text, price and place are its shifts' too; each keeps its own day and hours.
        const { job_date: _d, job_end_date: _e, job_sart_time: _s, job_end_time: _t, expires_at: _x, ...shared } = values;
        await manager.withRepository(this.listings).update({ parent_listing_id: id }, { ...shared, ...searchTermsColumns(shared) });
      }
      if (dto.positions !== undefined && dto.positions !== listing.positions) {
        const change = await resizePositions(manager, { ...listing, ...values } as Listing, dto.positions, this.clock.now());
        if (change.filled) await this.webhooks.record(manager, 'listing.filled', userId, { listing: listingData(change.listing) });
        if (change.closed) await this.webhooks.record(manager, 'listing.closed', userId, { listing: listingData(change.listing) });
      }
      return this.view(manager, id, language);
    });
  }

  /**
   * draft -> open (publish), open -> closed (close), closed -> open (reopen, optionally with new
   * dates; an expired job needs a new date). Opening sets `expires_at` from the job's dates.
   */
  async transition(userId: number, id: number, action: ListingAction, language: Language, dates: ReopenListingDto = {}, rosterFirstHours?: number): Promise<ListingViewDto> {
    return transaction(this.dataSource, async (manager) => {
      const listing = await ownListing(manager, userId, id, true);
      const { from, to } = LISTING_ACTIONS[action];
      if (rosterFirstHours !== undefined) {
        if (listing.status === 'draft' && listing.public_from) throw DomainError.field('roster_first_hours', 'offered', ROSTER_FIRST_MESSAGES.alreadyOffered);
        if (listing.status !== 'draft') throw new DomainError(MARKET_MESSAGES.alreadyOpen, HttpStatus.CONFLICT);
        const favourites = await this.rosterFirst(manager, userId, rosterFirstHours);
        assertMayOpen(listing);
        // What publishing checks, without publishing yet.
        const values = await this.checked(manager, this.fromEntity(listing), 'open');
        this.expiry(values as Fields);
        await this.offerFirst(manager, id, rosterFirstHours, favourites);
        return this.view(manager, id, language);
      }
      if (listing.status !== from) {
        const message =
          action === 'publish' ? MARKET_MESSAGES.alreadyOpen : action === 'close' ? MARKET_MESSAGES.notOpenToClose : MARKET_MESSAGES.notClosedToReopen;
        throw new DomainError(message, HttpStatus.CONFLICT);
      }
      if (action === 'reopen' && isFull(listing)) throw new DomainError(MARKET_MESSAGES.reopenFull, HttpStatus.CONFLICT);
      // Hidden by reports or taken down: only an admin's restore brings it back (docs/trust.md).
      if (to === 'open') assertMayOpen(listing);
      // Publishing ends a roster-first window (docs/roster.md "Roster first").
      const changes: Partial<Listing> = { status: to, ...(to === 'open' ? { public_from: null } : {}) };
      if (to === 'open') {
        const given = Object.fromEntries(Object.entries(dates).filter(([, value]) => value !== undefined)) as Fields;
        const dated = (Object.keys(given) as (keyof Fields)[])[0];
        if (dated && (await this.hasShifts(manager, id))) throw DomainError.field(dated, 'shifts', SHIFT_MESSAGES.fixed);
        if (given.job_date && !given.job_end_date) given.job_end_date = null;
        const values = await this.checked(manager, { ...this.fromEntity(listing), ...given }, 'open');
        Object.assign(changes, values, { expires_at: this.expiry(values as Fields, Boolean(given.job_date) || listing.closed_reason !== 'expired'), closed_reason: null });
        // The first publishing is kept: a reopened job was published when it first opened.
        if (!listing.published_at) changes.published_at = this.clock.now();
      } else {
        changes.closed_reason = 'employer';
      }
      await manager.withRepository(this.listings).update({ id, user_id: userId, status: listing.status }, changes);
      if (to === 'closed') await this.webhooks.record(manager, 'listing.closed', userId, { listing: listingData({ ...listing, ...changes } as Listing) });
      return this.view(manager, id, language);
    });
  }

  /** Whether the listing is a job with shifts (docs/shifts.md). */
  private async hasShifts(manager: EntityManager, id: number): Promise<boolean> {
    return manager.withRepository(this.listings).exists({ where: { parent_listing_id: id } });
  }

  /** "Open to everyone now": a job offered to the favourites first is published at once. */
  async openNow(userId: number, id: number, language: Language): Promise<ListingViewDto> {
    const listing = await ownListing(this.dataSource.manager, userId, id);
    if (listing.status !== 'draft' || !listing.public_from) throw new DomainError(ROSTER_FIRST_MESSAGES.notWaiting, HttpStatus.CONFLICT);
    return this.transition(userId, id, 'publish', language);
  }

  /** Soft delete: `deleted_at` is set; applications and transactions stay. */
  async remove(userId: number, id: number): Promise<void> {
    await transaction(this.dataSource, async (manager) => {
      await ownListing(manager, userId, id, true);
      await manager.withRepository(this.listings).softDelete({ id, user_id: userId });
    });
  }

  private pick(dto: Fields): Fields {
    const out: Record<string, unknown> = {};
    for (const name of FIELD_NAMES) if (dto[name] !== undefined) out[name] = dto[name];
    return out as Fields;
  }

  private fromEntity(listing: Listing): Fields {
    return {
      ...this.pick(listing as unknown as Fields),
      latitude: listing.latitude === null ? null : Number(listing.latitude),
      longitude: listing.longitude === null ? null : Number(listing.longitude),
    };
  }

  /**
   * Checks the merged fields (references exist, amounts and dates hang together, pictures are
   * uploaded files within file_max; a published job has what freelancers need) and answers the
   * column values, prices normalised: fixed -> min = max = amount; range -> amount = max.
   */
  private async checked(manager: EntityManager, given: Fields, status: ListingStatus, lgaId?: number | null): Promise<Partial<Listing>> {
    const fail = (field: string, rule: string, said: Message) => DomainError.field(field, rule, said);
    if (!given.job_title) throw fail('job_title', 'required', message('spec.fieldRequired', { field: 'job_title' }));
    if ((given.latitude === null || given.latitude === undefined) !== (given.longitude === null || given.longitude === undefined)) {
      throw fail('latitude', 'pair', PROFILE_LOCATION_MESSAGES.pair);
    }
    if (given.state && !(await manager.withRepository(this.states).exists({ where: { id: given.state } }))) {
      throw fail('state', 'exists', MARKET_MESSAGES.stateUnknown);
    }
    // The place (docs/places.md): the point decides the LGA, an LGA alone puts the point at its
    // centre, and the state follows the LGA.
    const place = await this.places.resolve(manager, { latitude: given.latitude, longitude: given.longitude, lga_id: lgaId, state: given.state });
    const fields: Fields = { ...given, state: place.state };
    const pricing = fields.pricing ?? 'fixed';
    let amount = fields.amount ?? null;
    let min = fields.min_amount ?? null;
    let max = fields.max_amount ?? null;
    if (pricing === 'fixed') {
      amount = amount ?? min ?? null;
      min = amount;
      max = amount;
    } else {
      if (min !== null && max !== null && Number(min) > Number(max)) {
        throw fail('max_amount', 'range', MARKET_MESSAGES.maxBelowMin);
      }
      amount = max ?? min;
    }
    if (status === 'open') {
      for (const name of PUBLISH_REQUIRED) {
        if (fields[name] === null || fields[name] === undefined || fields[name] === '') {
          throw fail(name, 'required', MARKET_MESSAGES.publishNeeds(name));
        }
      }
      if (pricing === 'fixed' && amount === null) throw fail('amount', 'required', MARKET_MESSAGES.publishNeeds('amount'));
      if (pricing === 'range' && (min === null || max === null)) {
        throw fail(min === null ? 'min_amount' : 'max_amount', 'required', MARKET_MESSAGES.publishNeeds(min === null ? 'min_amount' : 'max_amount'));
      }
    }
    if (fields.job_date && fields.job_end_date && fields.job_end_date < fields.job_date) {
      throw fail('job_end_date', 'order', MARKET_MESSAGES.endDateBeforeStart);
    }
    const sameDay = !fields.job_end_date || fields.job_end_date === fields.job_date;
    if (sameDay && fields.job_sart_time && fields.job_end_time && fields.job_end_time <= fields.job_sart_time) {
      throw fail('job_end_time', 'order', MARKET_MESSAGES.endTimeBeforeStart);
    }
    if (fields.category_id && !(await manager.withRepository(this.categories).exists({ where: { id: fields.category_id } }))) {
      throw fail('category_id', 'exists', MARKET_MESSAGES.categoryUnknown);
    }
    if (fields.job_type && !(await manager.withRepository(this.jobTypes).exists({ where: { id: fields.job_type } }))) {
      throw fail('job_type', 'exists', MARKET_MESSAGES.jobTypeUnknown);
    }
    const pictures = fields.pictures ?? [];
    if (pictures.length) {
      const { fileMax } = await this.marketplace.get(manager);
      if (pictures.length > fileMax) throw fail('pictures', 'maxCount', message('spec.uploadCount', { limit: fileMax }));
      for (const picture of pictures) {
        if (!(await this.uploads.exists(picture))) throw fail('pictures', 'uploaded', MARKET_MESSAGES.pictureMissing);
      }
    }
    return {
      job_title: fields.job_title,
      category_id: fields.category_id ?? null,
      job_type: fields.job_type ?? null,
      pricing,
      amount,
      min_amount: min,
      max_amount: max,
      job_date: fields.job_date ?? null,
      job_end_date: fields.job_end_date ?? null,
      job_time: fields.job_time ?? null,
      job_sart_time: fields.job_sart_time ?? null,
      job_end_time: fields.job_end_time ?? null,
      address: fields.address ?? null,
      state: fields.state ?? null,
      location: fields.location ?? null,
      latitude: place.latitude,
      longitude: place.longitude,
      lga_id: place.lga_id,
      work_description: fields.work_description ?? null,
      work_duration: fields.work_duration ?? null,
      expected_result: fields.expected_result ?? null,
      pictures: pictures.length ? pictures : null,
    };
  }
}
