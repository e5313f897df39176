import { HttpStatus } from '@nestjs/common';
import { IsNull, type EntityManager } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { MARKET_MESSAGES } from '../i18n/messages/market';
import { Listing } from './listing.entity';

/**
 * The caller's listing (not deleted) or 404: the same answer whether it is missing or another's.
 * A shift of a job with several days is reached through its job, never on its own (docs/shifts.md).
 * `lock` takes a row lock on MySQL/MariaDB (SQLite serialises writers anyway).
 */
export async function ownListing(manager: EntityManager, userId: number, id: number, lock = false): Promise<Listing> {
  const listing = await manager.findOne(Listing, {
    where: { id, user_id: userId, deleted_at: IsNull(), parent_listing_id: IsNull() },
    ...(lock && manager.connection.options.type === 'mysql' ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
  if (!listing) throw new DomainError(MARKET_MESSAGES.listingNotFound, HttpStatus.NOT_FOUND);
  return listing;
}
