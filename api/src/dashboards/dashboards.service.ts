import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { APPLICATION_STATUSES, JOINED_HIRE_STATUSES, LISTING_STATUSES, type ApplicationStatus, type Language, type ListingStatus } from '@gigmarket/shared';
import { fromMinor } from '../payments/money';
import type { JobApplication } from '../applications/job-application.entity';
import { InjectJobApplications } from '../applications/repositories';
import type { Bookmark } from '../bookmarks/bookmark.entity';
import { InjectBookmarks } from '../bookmarks/repositories';
import type { Connection } from '../connections/connection.entity';
import { InjectConnections } from '../connections/repositories';
import type { Listing } from '../listings/listing.entity';
import { InjectListings } from '../listings/repositories';
import { ListingsService } from '../jobs/listings.service';
import { MarketplaceSettingsService } from '../settings/marketplace-settings.service';
import { PublicProfileService } from '../profiles/public-profile.service';
import type { Transaction } from '../transactions/transaction.entity';
import { InjectTransactions } from '../transactions/repositories';
import { selectAmountSpent } from '../transactions/amount-spent';
import type { EmployerDashboardDto, FreelancerDashboardDto } from './dashboard-answers.dto';

const LATEST_APPLICANTS = 5;

@Injectable()
export class DashboardsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly marketplace: MarketplaceSettingsService,
    private readonly listings: ListingsService,
    private readonly profiles: PublicProfileService,
    @InjectListings() private readonly listingRows: Repository<Listing>,
    @InjectJobApplications() private readonly applications: Repository<JobApplication>,
    @InjectBookmarks() private readonly bookmarks: Repository<Bookmark>,
    @InjectConnections() private readonly connections: Repository<Connection>,
    @InjectTransactions() private readonly transactions: Repository<Transaction>,
  ) {}

  async employer(userId: number): Promise<EmployerDashboardDto> {
    const [byStatus, joined, waiting, spent, connections, latest, settings] = await Promise.all([
      this.listingRows
        .createQueryBuilder('l')
        .select('l.status', 'status')
        .addSelect('COUNT(*)', 'n')
        .where('l.user_id = :userId', { userId })
        .groupBy('l.status')
        .getRawMany<{ status: ListingStatus; n: number | string }>(),
      this.listingRows
        .createQueryBuilder('l')
        .where('l.user_id = :userId', { userId })
        .andWhere((qb) => {
          const sub = qb.subQuery().select('1').from(this.applications.metadata.target, 'a').where('a.listing_id = l.id').andWhere('a.status IN (:...joined)', { joined: JOINED_HIRE_STATUSES }).getQuery();
          return `EXISTS ${sub}`;
        })
        .getCount(),
      this.applications
        .createQueryBuilder('a')
        .innerJoin('a.listing', 'l', 'l.deleted_at IS NULL')
        .where('l.user_id = :userId', { userId })
        .andWhere("a.status = 'pending'")
        .getCount(),
      selectAmountSpent(this.transactions.createQueryBuilder('t').where('t.user_id = :userId', { userId }), 't').getRawOne<{ spent_minor: number | string }>(),
      this.connections.count({ where: { employer_id: userId } }),
      this.applications
        .createQueryBuilder('a')
        .innerJoinAndSelect('a.listing', 'l')
        .where('l.user_id = :userId', { userId })
        .andWhere('l.deleted_at IS NULL')
        .orderBy('a.created_at', 'DESC')
        .addOrderBy('a.id', 'DESC')
        .take(LATEST_APPLICANTS)
        .getMany(),
      this.marketplace.get(this.dataSource.manager),
    ]);
    const counts = { draft: 0, open: 0, closed: 0, total: 0 } as Record<ListingStatus | 'total', number>;
    for (const row of byStatus) {
      if ((LISTING_STATUSES as readonly string[]).includes(row.status)) counts[row.status] = Number(row.n);
    }
    counts.total = counts.draft + counts.open + counts.closed;
    const people = await this.profiles.summaries(latest.map((a) => a.user_id));
    return {
      listings: counts,
      joined,
      applications_waiting: waiting,
      amount_spent: fromMinor(Number(spent?.spent_minor ?? 0)),
      currency: settings.currency,
      connections,
      latest_applicants: latest.map((a) => ({
        id: a.id,
        status: a.status,
        price: a.price,
        new_price: a.new_price,
        created_at: a.created_at,
        listing: { id: a.listing_id, job_title: a.listing?.job_title ?? '' },
        freelancer: people.get(a.user_id) ?? null,
      })),
    };
  }

  async freelancer(userId: number, language: Language): Promise<FreelancerDashboardDto> {
    const [byStatus, saved, connections, featured] = await Promise.all([
      this.applications
        .createQueryBuilder('a')
        .select('a.status', 'status')
        .addSelect('COUNT(*)', 'n')
        .where('a.user_id = :userId', { userId })
        .groupBy('a.status')
        .getRawMany<{ status: ApplicationStatus; n: number | string }>(),
      this.bookmarks.count({ where: { user_id: userId } }),
      this.connections.count({ where: { freelancer_id: userId } }),
      this.listings.featured(1, language),
    ]);
    const applications = { ...Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])), total: 0 } as Record<ApplicationStatus | 'total', number>;
    for (const row of byStatus) {
      if ((APPLICATION_STATUSES as readonly string[]).includes(row.status)) applications[row.status] = Number(row.n);
    }
    applications.total = APPLICATION_STATUSES.reduce((sum, status) => sum + applications[status], 0);
    return { applications, saved_jobs: saved, connections, featured_job: featured[0] ?? null };
  }
}
