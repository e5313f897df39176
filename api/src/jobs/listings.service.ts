import { Injectable } from '@nestjs/common';
import { In, Repository } from 'typeorm';
import { DEFAULT_SETTINGS, type Language } from '@gigmarket/shared';
import type { JobApplication } from '../applications/job-application.entity';
import { InjectJobApplications } from '../applications/repositories';
import { Clock } from '../common/clock';
import { localName } from '../i18n/i18n';
import type { AdminSettings } from '../settings/admin-settings.entity';
import { InjectAdminSettings } from '../settings/repositories';
import type { FeaturedJobDto } from '../listings/dto/featured-listings-query.dto';
import type { Listing } from '../listings/listing.entity';
import { InjectListings } from '../listings/repositories';

const POPULAR_WINDOW_MS = 30 * 24 * 3600 * 1000;

@Injectable()
export class ListingsService {
  constructor(
    @InjectListings() private readonly listings: Repository<Listing>,
    @InjectAdminSettings() private readonly settings: Repository<AdminSettings>,
    @InjectJobApplications() private readonly applications: Repository<JobApplication>,
    private readonly clock: Clock,
  ) {}

  async currency(): Promise<string> {
    const [row] = await this.settings.find({ order: { id: 'ASC' }, take: 1 });
    return row?.currency || DEFAULT_SETTINGS.currency;
  }

  /**
   * PRODUCT.md: the open listings with the most applications in the last 30 days, newest first on
   * ties; their state and job type named in `language`.
   */
  async featured(limit: number, language: Language): Promise<FeaturedJobDto[]> {
    const now = this.clock.now();
    const since = new Date(now.getTime() - POPULAR_WINDOW_MS);
    const ranked = await this.listings
      .createQueryBuilder('listing')
      .select('listing.id', 'id')
      .leftJoin(this.applications.metadata.target, 'application', 'application.listing_id = listing.id AND application.created_at >= :since', { since })
      .where('listing.status = :status', { status: 'open' })
      .andWhere('listing.deleted_at IS NULL')
      .andWhere('listing.expires_at > :now', { now })
      .groupBy('listing.id')
      .addGroupBy('listing.created_at')
      .orderBy('COUNT(application.id)', 'DESC')
      .addOrderBy('listing.created_at', 'DESC')
      .addOrderBy('listing.id', 'DESC')
      .limit(limit)
      .getRawMany<{ id: number | string }>();
    const ids = ranked.map((row) => Number(row.id));
    if (!ids.length) return [];
    const [rows, currency] = await Promise.all([
      this.listings.find({ where: { id: In(ids) }, relations: { user: { profile: true }, stateRef: true, jobtype: true } }),
      this.currency(),
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids
      .map((id) => byId.get(id))
      .filter((row): row is Listing => row !== undefined)
      .map((listing) => ({
        id: listing.id,
        job_title: listing.job_title,
        user: { company: listing.user?.profile?.company_name ?? null },
        state: { name: listing.stateRef ? localName(language, listing.stateRef.name, listing.stateRef.name_fr) : null },
        currency,
        min_amount: listing.min_amount,
        company_logo: listing.user?.avatar ?? null,
        jobtype: { name: listing.jobtype ? localName(language, listing.jobtype.name, listing.jobtype.name_fr) : null },
        work_duration: listing.work_duration,
      }));
  }
}
