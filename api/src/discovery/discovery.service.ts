import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, Repository, type SelectQueryBuilder } from 'typeorm';
import type { Language } from '@gigmarket/shared';
import { Clock } from '../common/clock';
import { localName } from '../i18n/i18n';
import type { Listing } from '../listings/listing.entity';
import { InjectListings } from '../listings/repositories';
import { PostsService } from '../posts/posts.service';
import { MarketplaceSettingsService } from '../settings/marketplace-settings.service';
import type { DiscoveryJobRefPageDto, DiscoveryPostRefListDto, FeedPageDto } from './discovery-answers.dto';

/**
 * What search engines and job boards are given (docs/seo-and-feeds.md): the open jobs (open,
 * visible, not deleted, not expired: what the job search shows) and the published posts.
 */
@Injectable()
export class DiscoveryService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly marketplace: MarketplaceSettingsService,
    private readonly posts: PostsService,
    @InjectListings() private readonly listings: Repository<Listing>,
  ) {}

  private open(): SelectQueryBuilder<Listing> {
    return this.listings
      .createQueryBuilder('l')
      .where('l.status = :status', { status: 'open' })
      .andWhere(new Brackets((b) => b.where('l.expires_at IS NULL').orWhere('l.expires_at > :now', { now: this.clock.now() })))
      .andWhere('l.moderation = :visible', { visible: 'visible' })
      .andWhere('l.deleted_at IS NULL');
  }

  /** The sitemap's walk: ids above `after`, by id, from the index (status, id, expires_at, updated_at). */
  async jobRefs(after: number, limit: number): Promise<DiscoveryJobRefPageDto> {
    const [rows, total] = await Promise.all([
      this.open().select(['l.id', 'l.updated_at']).andWhere('l.id > :after', { after }).orderBy('l.id', 'ASC').take(limit).getMany(),
      this.open().getCount(),
    ]);
    return {
      items: rows.map((row) => ({ id: row.id, updated_at: row.updated_at })),
      total,
      next_after: rows.length === limit ? rows[rows.length - 1].id : null,
    };
  }

  /** Published posts a visitor can read without a password. */
  async postRefs(): Promise<DiscoveryPostRefListDto> {
    return { items: await this.posts.publicRefs() };
  }

  /** One page of the feeds, newest first, names in `language`. */
  async feed(page: number, perPage: number, language: Language): Promise<FeedPageDto> {
    const [rows, total] = await this.open()
      .leftJoinAndSelect('l.jobtype', 'jobtype')
      .leftJoinAndSelect('l.category', 'category')
      .leftJoinAndSelect('l.stateRef', 'stateRef')
      .leftJoinAndSelect('l.lga', 'lga')
      .leftJoinAndSelect('lga.state', 'lgaState')
      .leftJoinAndSelect('l.user', 'user')
      .leftJoinAndSelect('user.profile', 'profile')
      .orderBy('l.id', 'DESC')
      .skip((page - 1) * perPage)
      .take(perPage)
      .getManyAndCount();
    const { currency } = await this.marketplace.get(this.dataSource.manager);
    return {
      items: rows.map((l) => ({
        id: l.id,
        title: l.job_title,
        description: l.work_description ?? l.job_title,
        date_posted: l.published_at ?? l.created_at,
        updated_at: l.updated_at,
        valid_through: l.expires_at,
        company: l.user?.profile?.company_name ?? null,
        city: l.lga?.name ?? null,
        state: l.lga?.state ? localName(language, l.lga.state.name, l.lga.state.name_fr) : l.stateRef ? localName(language, l.stateRef.name, l.stateRef.name_fr) : null,
        country: 'NG',
        min_amount: l.min_amount ?? l.amount,
        max_amount: l.max_amount ?? l.amount,
        pricing: l.pricing,
        currency,
        job_type: l.jobtype ? localName(language, l.jobtype.name, l.jobtype.name_fr) : null,
        category: l.category ? localName(language, l.category.category_name, l.category.category_name_fr) : null,
      })),
      total,
      page,
      per_page: perPage,
    };
  }
}
