import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, Repository } from 'typeorm';
import type { Language } from '@gigmarket/shared';
import { isUniqueViolation } from '../common/database-errors';
import { DomainError } from '../common/domain-error';
import type { Listing } from '../listings/listing.entity';
import { InjectListings } from '../listings/repositories';
import { MARKET_MESSAGES } from '../i18n/messages/market';
import { LISTING_VIEW_RELATIONS, listingView } from '../listings/listing-view';
import { MarketplaceSettingsService } from '../settings/marketplace-settings.service';
import { Bookmark } from './bookmark.entity';
import { transaction } from '../common/transaction';
import type { SavedJobDto } from './bookmark-answers.dto';

/** A freelancer's saved jobs: one row per user and listing (unique constraint). */
@Injectable()
export class BookmarksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly marketplace: MarketplaceSettingsService,
    @InjectListings() private readonly listings: Repository<Listing>,
  ) {}

  async save(userId: number, listingId: number): Promise<{ id: number; listing_id: number }> {
    try {
      return await transaction(this.dataSource, async (manager) => {
        const listing = await manager.withRepository(this.listings).findOne({ where: { id: listingId, status: 'open', deleted_at: IsNull() } });
        if (!listing) throw new DomainError(MARKET_MESSAGES.listingNotFound, HttpStatus.NOT_FOUND);
        if (await manager.exists(Bookmark, { where: { user_id: userId, listing_id: listingId } })) {
          throw new DomainError(MARKET_MESSAGES.alreadyBookmarked, HttpStatus.CONFLICT);
        }
        const result = await manager.insert(Bookmark, { user_id: userId, listing_id: listingId });
        return { id: Number(result.identifiers[0].id), listing_id: listingId };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError(MARKET_MESSAGES.alreadyBookmarked, HttpStatus.CONFLICT);
      throw error;
    }
  }

  async remove(userId: number, listingId: number): Promise<void> {
    const result = await this.dataSource.getRepository(Bookmark).delete({ user_id: userId, listing_id: listingId });
    if (!result.affected) throw new DomainError(MARKET_MESSAGES.bookmarkNotFound, HttpStatus.NOT_FOUND);
  }

  /** Saved jobs, newest saved first; a job deleted since is listed with `listing: null`. */
  async list(userId: number, language: Language): Promise<SavedJobDto[]> {
    const manager = this.dataSource.manager;
    const rows = await manager.find(Bookmark, { where: { user_id: userId }, order: { created_at: 'DESC', id: 'DESC' }, take: 500 });
    const ids = rows.map((row) => row.listing_id);
    const listings = ids.length
      ? await this.listings.find({ where: ids.map((id) => ({ id, deleted_at: IsNull() })), relations: LISTING_VIEW_RELATIONS })
      : [];
    const byId = new Map(listings.map((listing) => [listing.id, listing]));
    const { currency } = await this.marketplace.get(manager);
    return rows.map((row) => {
      const listing = byId.get(row.listing_id);
      return { id: row.id, listing_id: row.listing_id, created_at: row.created_at, listing: listing ? listingView(listing, currency, language) : null };
    });
  }
}
