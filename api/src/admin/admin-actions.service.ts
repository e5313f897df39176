import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { LISTING_ACTIONS, type ListingAction } from '@gigmarket/shared';
import { JobApplication } from '../applications/job-application.entity';
import { DomainError } from '../common/domain-error';
import { Clock } from '../common/clock';
import { transaction } from '../common/transaction';
import { assertMayOpen } from '../safety/moderation';
import { HiresService } from '../hires/hires.service';
import { ADMIN_MESSAGES } from '../i18n/messages/admin';
import { MARKET_MESSAGES } from '../i18n/messages/market';
import { Listing } from '../listings/listing.entity';
import { openingChanges } from '../listings/listing-opening';
import { LISTING_TRANSITIONS } from './resources/activity.resources';
import { COMMON_MESSAGES } from '../i18n/messages/spec';

// Keep the explicit actions and the PUT rule the same lifecycle.
for (const { from, to } of Object.values(LISTING_ACTIONS)) {
  if (!LISTING_TRANSITIONS[from].includes(to))
    throw new Error(`Listing action ${from} -> ${to} is not a lifecycle transition`);
}

/**
 * The back office's workflow actions. Each runs in one transaction and changes state with a
 * conditional UPDATE (`... WHERE status = <expected>`), so two admins clicking at once cannot
 * both succeed.
 */
@Injectable()
export class AdminActionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hires: HiresService,
    private readonly clock: Clock,
  ) {}

  /** pending -> approved, on the employer's behalf: `accepted_by` is the listing's employer. */
  approve(id: number, adminId: number): Promise<JobApplication> {
    return this.decide(id, 'approved', adminId);
  }

  /** pending -> disapproved; the freelancer is told. */
  disapprove(id: number, adminId: number): Promise<JobApplication> {
    return this.decide(id, 'disapproved', adminId);
  }

  private decide(id: number, decision: 'approved' | 'disapproved', adminId: number): Promise<JobApplication> {
    return transaction(this.dataSource, async (manager) => {
      const { application, listing } = await this.applicationWithListing(manager, id);
      return this.hires.decide(manager, application, listing, decision, { actor: 'admin', actorId: adminId });
    });
  }

  /** draft -> open (publish), open -> closed (close), closed -> open (reopen). */
  changeListingStatus(id: number, action: ListingAction): Promise<Listing> {
    const { from, to } = LISTING_ACTIONS[action];
    return transaction(this.dataSource, async (manager) => {
      const listing = await manager.findOne(Listing, { where: { id } });
      if (!listing) throw new DomainError(COMMON_MESSAGES.noRecord('listing', id), HttpStatus.NOT_FOUND);
      if (action === 'reopen' && listing.positions_filled >= listing.positions) throw new DomainError(MARKET_MESSAGES.reopenFull, HttpStatus.CONFLICT);
      // Hidden by reports or taken down: only the moderation's restore brings it back (docs/trust.md).
      if (to === 'open') assertMayOpen(listing);
      // Opening sets the expiry and keeps the first publishing (docs/hire-to-pay.md "Marketplace health").
      const opening = to === 'open' ? openingChanges(listing, this.clock.now()) : {};
      const changed = await manager.update(Listing, { id, status: from, deleted_at: IsNull() }, { status: to, ...opening });
      if (!changed.affected)
        throw new DomainError(ADMIN_MESSAGES.listingActionRefused(action, from, listing.status), HttpStatus.CONFLICT);
      return manager.findOneOrFail(Listing, { where: { id } });
    });
  }

  private async applicationWithListing(manager: DataSource['manager'], id: number) {
    const application = await manager.findOne(JobApplication, { where: { id } });
    if (!application) throw new DomainError(COMMON_MESSAGES.noRecord('job application', id), HttpStatus.NOT_FOUND);
    const listing = await manager.findOne(Listing, { where: { id: application.listing_id } });
    if (!listing) throw new DomainError(COMMON_MESSAGES.applicationListingDeleted, HttpStatus.CONFLICT);
    return { application, listing };
  }
}
