import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import type { ApplicantSort, ApplicationStatus } from '@gigmarket/shared';
import type { ApplicantViewDto } from './applicant-answers.dto';
import type { ApplicationPageDto } from '../applications/application-answers.dto';
import type { EmployerApplicationsQueryDto } from '../applications/application.dto';
import { cursorAfter, cursorPage } from '../common/cursor-page';
import { applicationView } from '../applications/applications.service';
import type { JobApplication } from '../applications/job-application.entity';
import { InjectJobApplications } from '../applications/repositories';
import type { Listing } from '../listings/listing.entity';
import { InjectListings } from '../listings/repositories';
import { shiftViews } from '../listings/listing-view';
import { ownListing } from '../listings/owned-listing';
import { PublicProfileService } from '../profiles/public-profile.service';
import { TrustService } from '../trust/trust.service';
import { RosterExclusions } from '../roster/roster-exclusions';
import { HIRE_STATUSES } from '@gigmarket/shared';
import { DomainError } from '../common/domain-error';
import { MARKET_MESSAGES } from '../i18n/messages/market';

/** The employer's side of applications: who applied to a listing, with their card and standing. */
@Injectable()
export class ApplicantsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly profiles: PublicProfileService,
    private readonly trust: TrustService,
    @InjectJobApplications() private readonly applications: Repository<JobApplication>,
    private readonly roster: RosterExclusions,
    @InjectListings() private readonly listings: Repository<Listing>,
  ) {}

  /**
   * Refuses a decision on an application from a freelancer the employer blocked, as if it did not
   * exist: it is not among their applicants until they unblock (docs/roster.md).
   */
  async assertNotBlocked(employerId: number, applicationId: number): Promise<void> {
    const application = await this.applications.findOne({ where: { id: applicationId }, select: { id: true, user_id: true } });
    if (application && (await this.roster.isBlocked(employerId, application.user_id))) {
      throw new DomainError(MARKET_MESSAGES.applicationNotFound, HttpStatus.NOT_FOUND);
    }
  }

  /**
   * Every application to the caller's listings, one listing's when asked:
   * numbered pages newest first, or cursor pages in id order (docs/api-keys.md "Cursor pages").
   */
  async listAll(employerId: number, filter: EmployerApplicationsQueryDto): Promise<ApplicationPageDto> {
    const perPage = filter.per_page ?? 20;
    const cursorMode = filter.cursor !== undefined;
    const page = cursorMode ? null : (filter.page ?? 1);
    const query = this.applications
      .createQueryBuilder('application')
      .innerJoinAndSelect('application.listing', 'listing')
      .where('listing.user_id = :employerId', { employerId });
    // A freelancer the employer blocked leaves their applicants; their hires stay (docs/roster.md).
    const blocked = [...(await this.roster.blockedBy(employerId))];
    if (blocked.length)
      query.andWhere('NOT (application.user_id IN (:...blocked) AND application.status NOT IN (:...hireStatuses))', { blocked, hireStatuses: [...HIRE_STATUSES] });
    if (filter.listing_id) query.andWhere('(application.listing_id = :listingId OR listing.parent_listing_id = :listingId)', { listingId: filter.listing_id });
    if (filter.status) query.andWhere('application.status = :status', { status: filter.status });
    let rows: JobApplication[];
    let total: number;
    let next_cursor: string | null = null;
    if (cursorMode) {
      const after = cursorAfter(filter);
      total = await query.getCount();
      const read = await query.andWhere('application.id > :after', { after }).orderBy('application.id', 'ASC').take(perPage + 1).getMany();
      ({ items: rows, next_cursor } = cursorPage(read, perPage));
    } else {
      [rows, total] = await query
        .orderBy('application.created_at', 'DESC')
        .addOrderBy('application.id', 'DESC')
        .skip((page! - 1) * perPage)
        .take(perPage)
        .getManyAndCount();
    }
    return { items: rows.map((row) => applicationView(row, row.listing)), total, page, per_page: perPage, next_cursor };
  }

  /** Who applied to one of the caller's listings, with their price and public profile card. */
  async list(
    employerId: number,
    listingId: number,
    status: ApplicationStatus | undefined,
    sort: ApplicantSort = 'newest',
    minRating?: number,
  ): Promise<ApplicantViewDto[]> {
    const manager = this.dataSource.manager;
    const listing = await ownListing(manager, employerId, listingId);
    const blocked = await this.roster.blockedBy(employerId);
    // A job with shifts (docs/shifts.md): its applicants are those of its shifts, each for one shift.
    const shifts = await manager.withRepository(this.listings).find({ where: { parent_listing_id: listingId } });
    const shiftOf = new Map(shiftViews(shifts).map((shift) => [shift.id, shift]));
    const shiftRows = new Map(shifts.map((shift) => [shift.id, shift]));
    const rows = (
      await this.applications.find({
        where: [listingId, ...shifts.map((shift) => shift.id)].map((id) => ({ listing_id: id, ...(status ? { status } : {}) })),
        order: { created_at: 'DESC', id: 'DESC' },
      })
    ).filter((row) => !blocked.has(row.user_id) || (HIRE_STATUSES as readonly string[]).includes(row.status));
    const ids = rows.map((row) => row.user_id);
    // One query each for the cards and the trust standing (rating and reliability) of the whole list.
    const [people, standing] = await Promise.all([this.profiles.summaries(ids), this.trust.standing(ids)]);
    const applicants: ApplicantViewDto[] = rows.map((row) => {
      const { rating, reliability, verified_at } = standing.get(row.user_id)!;
      const person = people.get(row.user_id);
      return {
        ...applicationView(row, shiftRows.get(row.listing_id) ?? listing),
        quoted_price: row.new_price ?? row.price,
        shift: shiftOf.get(row.listing_id) ?? null,
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
