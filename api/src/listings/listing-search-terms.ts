import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntitySubscriberInterface, InsertEvent, UpdateEvent } from 'typeorm';
import { searchTermsColumns } from '../search-text/analysis';
import { Listing } from './listing.entity';

/** The columns a listing's index tokens are made of (search-text/analysis.ts listingSearchTerms). */
const TOKEN_SOURCES = ['job_title', 'work_description', 'category_id', 'job_type'] as const;

/**
 * A listing saved through TypeORM with its text gets its index tokens (`search_terms`, docs/search.md
 * "The listing's tokens") in the same write, whoever saves it: the back office, fixtures, imports.
 * An update through a query builder names only the columns it sets, so the writers that edit text
 * that way set the tokens themselves (employer-listings); rows written by raw SQL get theirs from
 * the search outbox's worker within a second.
 */
@Injectable()
export class ListingSearchTerms implements EntitySubscriberInterface<Listing> {
  constructor(@InjectDataSource() dataSource: DataSource) {
    dataSource.subscribers.push(this);
  }

  listenTo() {
    return Listing;
  }

  beforeInsert(event: InsertEvent<Listing>): void {
    const listing = event.entity;
    if (listing && listing.search_terms == null) Object.assign(listing, searchTermsColumns(listing));
  }

  /** A whole entity saved (`save`): its tokens follow its text when a source column changed. */
  beforeUpdate(event: UpdateEvent<Listing>): void {
    const listing = event.entity as Partial<Listing> | undefined;
    if (!listing || !event.databaseEntity || listing.job_title === undefined) return;
    const changed = TOKEN_SOURCES.some((column) => listing[column] !== undefined && listing[column] !== event.databaseEntity[column]);
    if (changed || listing.search_terms === undefined) Object.assign(listing, searchTermsColumns(listing));
  }
}
