import { HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { LISTING_ACTIONS, type ListingAction } from '@gigmarket/shared';
import { ApplicationsService } from '../applications/applications.service';
import { JobApplication } from '../applications/job-application.entity';
import { DomainError } from '../common/domain-error';
import { Listing } from '../listings/listing.entity';
import { LISTING_TRANSITIONS } from './resources/activity.resources';

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
    private readonly applications: ApplicationsService,
  ) {}

  /** pending -> approved, on the employer's behalf: `accepted_by` is the listing's employer. */
  approve(id: number): Promise<JobApplication> {
    return this.decide(id, 'approved');
  }

  /** pending -> disapproved; the freelancer is told. */
  disapprove(id: number): Promise<JobApplication> {
    return this.decide(id, 'disapproved');
  }

  private decide(id: number, decision: 'approved' | 'disapproved'): Promise<JobApplication> {
    return this.dataSource.transaction(async (manager) => {
      const { application, listing } = await this.applicationWithListing(manager, id);
      return this.applications.applyDecision(manager, application, listing, decision);
    });
  }

  /** draft -> open (publish), open -> closed (close), closed -> open (reopen). */
  changeListingStatus(id: number, action: ListingAction): Promise<Listing> {
    const { from, to } = LISTING_ACTIONS[action];
    return this.dataSource.transaction(async (manager) => {
      const listing = await manager.findOne(Listing, { where: { id } });
      if (!listing) throw new NotFoundException(`No listing with id ${id}`);
      const changed = await manager.update(Listing, { id, status: from, deleted_at: IsNull() }, { status: to });
      if (!changed.affected)
        throw new DomainError(
          `Only a ${from} listing can be ${action === 'publish' ? 'published' : `${action}d`} (this one is ${listing.status})`,
          HttpStatus.CONFLICT,
        );
      return manager.findOneOrFail(Listing, { where: { id } });
    });
  }

  private async applicationWithListing(manager: DataSource['manager'], id: number) {
    const application = await manager.findOne(JobApplication, { where: { id } });
    if (!application) throw new NotFoundException(`No job application with id ${id}`);
    const listing = await manager.findOne(Listing, { where: { id: application.listing_id } });
    if (!listing) throw new DomainError('The listing of this application was deleted', HttpStatus.CONFLICT);
    return { application, listing };
  }
}
