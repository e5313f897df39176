import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Listing } from '../listings/listing.entity';

/** What the favourites are told, by whom: the offers' notices register here (a floor above). */
export type RosterFirstTeller = (manager: EntityManager, listing: Listing, favourites: number[]) => Promise<void>;

/**
 * The seam between publishing (this floor) and the notices (HireNotices, on the hires' floor):
 * `offers/roster-first-notices.ts` registers the teller at start-up, as tasks register with the
 * scheduler, so no import runs up a floor (docs/architecture.md "Floors").
 */
@Injectable()
export class RosterFirstAnnouncer {
  private teller: RosterFirstTeller | null = null;

  use(teller: RosterFirstTeller): void {
    this.teller = teller;
  }

  async tell(manager: EntityManager, listing: Listing, favourites: number[]): Promise<void> {
    if (!this.teller) throw new Error('No roster-first teller registered (OffersModule)');
    await this.teller(manager, listing, favourites);
  }
}
