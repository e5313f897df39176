import { HttpStatus, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, Repository, type EntityManager } from 'typeorm';
import { transaction } from '../common/transaction';
import { jobEndsAt, jobStartsAt, notSelected, type ApplicationStatus, type JobSource } from '@gigmarket/shared';
import { SourceCountsService } from '../discovery/source-counts.service';
import { DomainError } from '../common/domain-error';
import { isUniqueViolation } from '../common/database-errors';
import type { Listing } from '../listings/listing.entity';
import { InjectListings } from '../listings/repositories';
import { MARKET_MESSAGES } from '../i18n/messages/market';
import { MarketplaceSettingsService } from '../settings/marketplace-settings.service';
import { NotificationsService } from '../notifications/notifications.service';
import { applicationData } from '../webhook-outbox/webhook-payloads';
import { WebhookOutbox } from '../webhook-outbox/webhook-outbox';
import { JobApplication } from './job-application.entity';
import { RosterExclusions } from '../roster/roster-exclusions';
import type { OwnApplicationViewDto, ApplicationViewDto, AppliedDto } from './application-answers.dto';
import { chooseShifts } from './chosen-shifts';

/** `listing`: the application's job, for whether it is still in the running (not needed once decided). */
export function applicationView(application: JobApplication, listing?: Pick<Listing, 'positions' | 'positions_filled'> | null): ApplicationViewDto {
  return {
    id: application.id,
    listing_id: application.listing_id,
    status: application.status,
    not_selected: notSelected(application.status, listing),
    price: application.price,
    new_price: application.new_price,
    accepted_by: application.accepted_by,
    agreed_amount_minor: application.agreed_amount_minor,
    created_at: application.created_at,
    updated_at: application.updated_at,
  };
}

/** Applying (freelancers) and reading one's own applications; each write in one transaction with its notifications. */
@Injectable()
export class ApplicationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly marketplace: MarketplaceSettingsService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    @InjectListings() private readonly listings: Repository<Listing>,
    private readonly sourceCounts: SourceCountsService,
    private readonly webhooks: WebhookOutbox,
    private readonly roster: RosterExclusions,
  ) {}

  /** One application per freelancer and job; drafts, closed jobs and one's own are refused. */
  async apply(userId: number, listingId: number, newPrice: string | undefined, source?: JobSource, shiftIds?: number[]): Promise<AppliedDto> {
    try {
      const view = await transaction(this.dataSource, async (manager) => {
        const listing = await manager.withRepository(this.listings).findOne({ where: { id: listingId, deleted_at: IsNull() } });
        // Blocked by the employer: the same answer as a missing job, so they are not told who (docs/roster.md).
        if (!listing || (await this.roster.isBlocked(listing.user_id, userId, manager))) throw new DomainError(MARKET_MESSAGES.listingNotFound, HttpStatus.NOT_FOUND);
        if (listing.user_id === userId) throw new DomainError(MARKET_MESSAGES.applyOwn, HttpStatus.FORBIDDEN);
        // Offered to the favourites first (docs/roster.md "Roster first"): they apply as to an open job; anyone else finds no job.
        const window = listing.status === 'draft' && listing.public_from !== null;
        if (window && !(await this.roster.isFavourite(listing.user_id, userId, manager))) throw new DomainError(MARKET_MESSAGES.listingNotFound, HttpStatus.NOT_FOUND);
        if (listing.status === 'draft' && !window) throw new DomainError(MARKET_MESSAGES.applyDraft, HttpStatus.CONFLICT);
        if (listing.closed_reason === 'filled' || listing.positions_filled >= listing.positions)
          throw new DomainError(MARKET_MESSAGES.applyFull, HttpStatus.CONFLICT);
        if (!window && (listing.status !== 'open' || (listing.expires_at && listing.expires_at.getTime() <= this.clock.now().getTime())))
          throw new DomainError(MARKET_MESSAGES.applyClosed, HttpStatus.CONFLICT);
        // A job with shifts (docs/shifts.md): one application per shift chosen, each on the shift's own listing.
        const targets = await chooseShifts(manager, this.listings, listing, userId, shiftIds, this.clock.now());
        if (!targets) {
          if (await manager.exists(JobApplication, { where: { user_id: userId, listing_id: listingId } })) {
            throw new DomainError(MARKET_MESSAGES.alreadyApplied, HttpStatus.CONFLICT);
          }
        }
        const views: ApplicationViewDto[] = [];
        for (const target of targets ?? [listing]) {
          // The unique (user_id, listing_id) constraint settles a race between two requests.
          const inserted = await manager.insert(JobApplication, {
            user_id: userId,
            listing_id: target.id,
            price: listing.amount ?? listing.min_amount,
            new_price: newPrice ?? null,
            status: 'pending',
            accepted_by: null,
          });
          const application = await manager.findOneOrFail(JobApplication, { where: { id: Number(inserted.identifiers[0].id) } });
          await this.webhooks.record(manager, 'application.created', listing.user_id, applicationData(application, target));
          views.push(applicationView(application, target));
        }
        await this.notifications.applicationReceived(manager, {
          freelancerId: userId,
          employerId: listing.user_id,
          jobTitle: listing.job_title,
          listingId: listing.id,
        });
        return { ...views[0], applications: views };
      });
      // After the commit, not waited for (docs/seo-and-feeds.md "Where views come from").
      if (source) this.sourceCounts.record(listingId, 'application', source);
      return view;
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError(MARKET_MESSAGES.alreadyApplied, HttpStatus.CONFLICT);
      throw error;
    }
  }

  /**
   * The pending application a direct offer's acceptance makes (docs/roster.md "Book again"), in
   * the caller's transaction, at the offered price: the hire's state machine approves it next.
   * The offer already checked the job, the freelancer and the block; the unique pair still holds.
   */
  async insertForOffer(manager: EntityManager, listing: Pick<Listing, 'id' | 'user_id' | 'job_title'>, freelancerId: number, price: string): Promise<JobApplication> {
    const inserted = await manager.insert(JobApplication, {
      user_id: freelancerId,
      listing_id: listing.id,
      price,
      new_price: null,
      status: 'pending',
      accepted_by: null,
    });
    const application = await manager.findOneOrFail(JobApplication, { where: { id: Number(inserted.identifiers[0].id) } });
    await this.webhooks.record(manager, 'application.created', listing.user_id, applicationData(application, listing as Listing));
    return application;
  }

  async listOwn(userId: number, status: ApplicationStatus | undefined, page: number, perPage: number) {
    const manager = this.dataSource.manager;
    const [rows, total] = await manager.findAndCount(JobApplication, {
      where: { user_id: userId, ...(status ? { status } : {}) },
      relations: { listing: { user: { profile: true } } },
      withDeleted: true,
      order: { created_at: 'DESC', id: 'DESC' },
      skip: (page - 1) * perPage,
      take: perPage,
    });
    const { currency } = await this.marketplace.get(manager);
    return { items: rows.map((row) => this.ownView(row, currency)), total, page, per_page: perPage };
  }

  /** One of the caller's applications; another's is a 404. */
  async showOwn(userId: number, id: number): Promise<OwnApplicationViewDto> {
    const manager = this.dataSource.manager;
    const row = await manager.findOne(JobApplication, {
      where: { id, user_id: userId },
      relations: { listing: { user: { profile: true } } },
      withDeleted: true,
    });
    if (!row) throw new DomainError(MARKET_MESSAGES.applicationNotFound, HttpStatus.NOT_FOUND);
    return this.ownView(row, (await this.marketplace.get(manager)).currency);
  }

  private ownView(row: JobApplication, currency: string): OwnApplicationViewDto {
    return {
      ...applicationView(row, row.listing),
      listing: {
        id: row.listing_id,
        job_title: row.listing?.job_title ?? '',
        status: row.listing?.status ?? 'closed',
        deleted: Boolean(row.listing?.deleted_at),
        company_name: row.listing?.user?.profile?.company_name ?? null,
        currency,
        job_id: row.listing?.parent_listing_id ?? row.listing_id,
        starts_at: row.listing ? jobStartsAt(row.listing) : null,
        ends_at: row.listing ? jobEndsAt(row.listing) : null,
      },
    };
  }
}
