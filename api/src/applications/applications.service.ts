import { HttpStatus, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { transaction } from '../common/transaction';
import type { ApplicationStatus } from '@gigmarket/shared';
import { DomainError } from '../common/domain-error';
import { isUniqueViolation } from '../common/database-errors';
import { EmployerListingsService } from '../listings/employer-listings.service';
import { Listing } from '../listings/listing.entity';
import { MARKET_MESSAGES } from '../i18n/messages/market';
import { MarketplaceSettingsService } from '../settings/marketplace-settings.service';
import { NotificationsService } from '../notifications/notifications.service';
import type { RatingSummary, ReliabilitySummary } from '@gigmarket/shared';
import { PersonSummary, PublicProfileService } from '../profiles/public-profile.service';
import { TrustService } from '../trust/trust.service';
import type { ApplicantSort } from './application.dto';
import { JobApplication } from './job-application.entity';

export interface ApplicationView {
  id: number;
  listing_id: number;
  status: ApplicationStatus;
  price: string | null;
  new_price: string | null;
  accepted_by: number | null;
  /** Set at approval, in minor units (docs/hire-to-pay.md). */
  agreed_amount_minor: number | null;
  created_at: Date;
  updated_at: Date;
}

export interface OwnApplicationView extends ApplicationView {
  listing: { id: number; job_title: string; status: string; deleted: boolean; company_name: string | null; currency: string };
}

export interface ApplicantView extends ApplicationView {
  /** What the employer is asked to pay: the quoted new price, else the job's price. */
  quoted_price: string | null;
  /** The card, with the "ID verified" badge's date (docs/trust.md). */
  freelancer: (PersonSummary & { verified_at: Date | null }) | null;
  rating: RatingSummary;
  reliability: ReliabilitySummary;
}

export function applicationView(application: JobApplication): ApplicationView {
  return {
    id: application.id,
    listing_id: application.listing_id,
    status: application.status,
    price: application.price,
    new_price: application.new_price,
    accepted_by: application.accepted_by,
    agreed_amount_minor: application.agreed_amount_minor,
    created_at: application.created_at,
    updated_at: application.updated_at,
  };
}

/** Applying (freelancers) and deciding (employers), each write in one transaction with its notifications. */
@Injectable()
export class ApplicationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly marketplace: MarketplaceSettingsService,
    private readonly notifications: NotificationsService,
    private readonly listings: EmployerListingsService,
    private readonly profiles: PublicProfileService,
    private readonly trust: TrustService,
    private readonly clock: Clock,
  ) {}

  /** One application per freelancer and job; drafts, closed jobs and one's own are refused. */
  async apply(userId: number, listingId: number, newPrice: string | undefined): Promise<ApplicationView> {
    try {
      return await transaction(this.dataSource, async (manager) => {
        const listing = await manager.findOne(Listing, { where: { id: listingId, deleted_at: IsNull() } });
        if (!listing) throw new DomainError(MARKET_MESSAGES.listingNotFound, HttpStatus.NOT_FOUND);
        if (listing.user_id === userId) throw new DomainError(MARKET_MESSAGES.applyOwn, HttpStatus.FORBIDDEN);
        if (listing.status === 'draft') throw new DomainError(MARKET_MESSAGES.applyDraft, HttpStatus.CONFLICT);
        if (listing.closed_reason === 'filled' || listing.positions_filled >= listing.positions)
          throw new DomainError(MARKET_MESSAGES.applyFull, HttpStatus.CONFLICT);
        if (listing.status !== 'open' || (listing.expires_at && listing.expires_at.getTime() <= this.clock.now().getTime()))
          throw new DomainError(MARKET_MESSAGES.applyClosed, HttpStatus.CONFLICT);
        if (await manager.exists(JobApplication, { where: { user_id: userId, listing_id: listingId } })) {
          throw new DomainError(MARKET_MESSAGES.alreadyApplied, HttpStatus.CONFLICT);
        }
        // The unique (user_id, listing_id) constraint settles a race between two requests.
        const inserted = await manager.insert(JobApplication, {
          user_id: userId,
          listing_id: listingId,
          price: listing.amount ?? listing.min_amount,
          new_price: newPrice ?? null,
          status: 'pending',
          accepted_by: null,
        });
        await this.notifications.applicationReceived(manager, {
          freelancerId: userId,
          employerId: listing.user_id,
          jobTitle: listing.job_title,
          listingId: listing.id,
        });
        return applicationView(await manager.findOneOrFail(JobApplication, { where: { id: Number(inserted.identifiers[0].id) } }));
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError(MARKET_MESSAGES.alreadyApplied, HttpStatus.CONFLICT);
      throw error;
    }
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
  async showOwn(userId: number, id: number): Promise<OwnApplicationView> {
    const manager = this.dataSource.manager;
    const row = await manager.findOne(JobApplication, {
      where: { id, user_id: userId },
      relations: { listing: { user: { profile: true } } },
      withDeleted: true,
    });
    if (!row) throw new DomainError(MARKET_MESSAGES.applicationNotFound, HttpStatus.NOT_FOUND);
    return this.ownView(row, (await this.marketplace.get(manager)).currency);
  }

  private ownView(row: JobApplication, currency: string): OwnApplicationView {
    return {
      ...applicationView(row),
      listing: {
        id: row.listing_id,
        job_title: row.listing?.job_title ?? '',
        status: row.listing?.status ?? 'closed',
        deleted: Boolean(row.listing?.deleted_at),
        company_name: row.listing?.user?.profile?.company_name ?? null,
        currency,
      },
    };
  }

  /** Who applied to one of the caller's listings, with their price and public profile card. */
  async applicants(
    employerId: number,
    listingId: number,
    status: ApplicationStatus | undefined,
    sort: ApplicantSort = 'newest',
    minRating?: number,
  ): Promise<ApplicantView[]> {
    const manager = this.dataSource.manager;
    await this.listings.ownListing(manager, employerId, listingId);
    const rows = await manager.find(JobApplication, {
      where: { listing_id: listingId, ...(status ? { status } : {}) },
      order: { created_at: 'DESC', id: 'DESC' },
    });
    const ids = rows.map((row) => row.user_id);
    // One query each for the cards and the trust standing (rating and reliability) of the whole list.
    const [people, standing] = await Promise.all([this.profiles.summaries(ids), this.trust.standing(ids)]);
    const applicants: ApplicantView[] = rows.map((row) => {
      const { rating, reliability, verified_at } = standing.get(row.user_id)!;
      const person = people.get(row.user_id);
      return {
        ...applicationView(row),
        quoted_price: row.new_price ?? row.price,
        freelancer: person ? { ...person, verified_at } : null,
        rating,
        reliability,
      };
    });
    const filtered =
      minRating === undefined
        ? applicants
        : applicants.filter((applicant) => applicant.rating.average !== null && applicant.rating.average >= minRating);
    // Array.prototype.sort is stable: ties keep the newest-first order.
    const desc = (a: number | null, b: number | null) => (b ?? -1) - (a ?? -1);
    if (sort === 'rating')
      filtered.sort((a, b) => desc(a.rating.average, b.rating.average) || b.rating.count - a.rating.count);
    if (sort === 'reliability')
      filtered.sort((a, b) => desc(a.reliability.score, b.reliability.score) || b.reliability.hires - a.reliability.hires);
    return filtered;
  }
}
