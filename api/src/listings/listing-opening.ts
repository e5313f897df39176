import { listingExpiresAt } from '@gigmarket/shared';
import { DomainError } from '../common/domain-error';
import { LISTING_EXPIRY_MESSAGES } from '../i18n/messages/shared';
import type { Listing } from './listing.entity';

type OpeningListing = Pick<Listing, 'job_date' | 'job_end_date' | 'job_end_time' | 'published_at' | 'closed_reason'>;

/**
 * What the back office writes when it opens a listing (its Publish and Reopen buttons, and the
 * edit form's status or dates): the expiry from the job's dates on the injected clock's `now`, no
 * closed reason, and the first publishing kept. A job already over is refused on its date, as the
 * employer's own publish refuses it (docs/search.md "Listing expiry").
 */
export function openingChanges(listing: Partial<OpeningListing>, now: Date): Partial<Listing> {
  const expires_at = listingExpiresAt(listing, now);
  if (expires_at.getTime() <= now.getTime()) {
    const field = listing.job_end_date ? 'job_end_date' : 'job_date';
    const message = listing.closed_reason === 'expired' ? LISTING_EXPIRY_MESSAGES.newDateNeeded : LISTING_EXPIRY_MESSAGES.endInPast;
    throw DomainError.field(field, 'future', message);
  }
  return { expires_at, closed_reason: null, ...(listing.published_at ? {} : { published_at: now }) };
}
