import { Injectable } from '@nestjs/common';
import type { Language } from '@gigmarket/shared';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, MoreThan, Repository } from 'typeorm';
import { Clock } from '../common/clock';
import type { Category } from '../categories/category.entity';
import { InjectCategories } from '../categories/repositories';
import { localName } from '../i18n/i18n';
import type { Listing } from '../listings/listing.entity';
import { InjectListings } from '../listings/repositories';
import { LISTING_VIEW_RELATIONS, listingView } from '../listings/listing-view';
import { ListingsService } from '../jobs/listings.service';
import { MarketplaceSettingsService } from '../settings/marketplace-settings.service';
import { PostsService } from '../posts/posts.service';
import type { HomeDataDto } from './home-answers.dto';

/** The /home landing page: featured and latest open jobs, categories (named in the reader's language), latest published posts. */
@Injectable()
export class HomeService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly marketplace: MarketplaceSettingsService,
    private readonly listings: ListingsService,
    private readonly posts: PostsService,
    private readonly clock: Clock,
    @InjectListings() private readonly listingRows: Repository<Listing>,
    @InjectCategories() private readonly categories: Repository<Category>,
  ) {}

  async home(language: Language): Promise<HomeDataDto> {
    const manager = this.dataSource.manager;
    const [settings, featured, latest, categories, posts] = await Promise.all([
      this.marketplace.get(manager),
      this.listings.featured(3, language),
      this.listingRows.find({
        where: { status: 'open', deleted_at: IsNull(), expires_at: MoreThan(this.clock.now()) },
        relations: LISTING_VIEW_RELATIONS,
        order: { created_at: 'DESC', id: 'DESC' },
        take: 8,
      }),
      this.categories.find({ where: { category_status: 'active' } }),
      this.posts.latest(3),
    ]);
    const collator = new Intl.Collator(language);
    return {
      currency: settings.currency,
      featured,
      latest: latest.map((listing) => listingView(listing, settings.currency, language)),
      categories: categories
        .map((c) => ({ id: c.id, category_name: localName(language, c.category_name, c.category_name_fr), category_slug: c.category_slug, category_image: c.category_image }))
        .sort((a, b) => collator.compare(a.category_name, b.category_name) || a.id - b.id),
      posts,
    };
  }
}
