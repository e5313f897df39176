import { HttpStatus } from '@nestjs/common';
import { IDENTITY_MESSAGES } from '../i18n/messages/shared';
import { DomainError } from '../common/domain-error';
import type { Listing } from '../listings/listing.entity';

/**
 * A job hidden by reports or taken down stays out of search until an admin restores it
 * (docs/trust.md "Reports"): opening it (publish, reopen, the back office's status) answers 409.
 */
export function assertMayOpen(listing: Pick<Listing, 'moderation'>): void {
  if (listing.moderation === 'hidden') throw new DomainError(IDENTITY_MESSAGES.underReview, HttpStatus.CONFLICT);
  if (listing.moderation === 'taken_down') throw new DomainError(IDENTITY_MESSAGES.isTakenDown, HttpStatus.CONFLICT);
}
