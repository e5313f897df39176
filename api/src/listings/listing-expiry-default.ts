import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntitySubscriberInterface, InsertEvent } from 'typeorm';
import { listingExpiresAt } from '@gigmarket/shared';
import { Clock } from '../common/clock';
import { Listing } from './listing.entity';

/**
 * An open listing inserted without `expires_at` (fixtures, imports, plain-object saves) gets the
 * rule's default, so "every open listing has expires_at" holds whoever writes it. The employer
 * and back-office paths set it themselves; all read the injected clock.
 */
@Injectable()
export class ListingExpiryDefault implements EntitySubscriberInterface<Listing> {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly clock: Clock,
  ) {
    dataSource.subscribers.push(this);
  }

  listenTo() {
    return Listing;
  }

  beforeInsert(event: InsertEvent<Listing>): void {
    const listing = event.entity;
    if (listing && listing.status === 'open' && !listing.expires_at) listing.expires_at = listingExpiresAt(listing, this.clock.now());
  }
}
