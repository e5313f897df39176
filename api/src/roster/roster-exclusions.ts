import { Injectable, Module } from '@nestjs/common';
import type { EntityManager, Repository } from 'typeorm';
import type { EmployerBlock, Favourite, HiddenEmployer } from './roster.entities';
import { InjectEmployerBlocks, InjectFavourites, InjectHiddenEmployers, ROSTER_REPOSITORIES } from './repositories';

/**
 * What blocks and hidden employers take away from a freelancer (docs/roster.md "Where it is
 * enforced"): the search, the job page, applying, and an employer's applicants list ask here.
 */
@Injectable()
export class RosterExclusions {
  constructor(
    @InjectEmployerBlocks() private readonly blocks: Repository<EmployerBlock>,
    @InjectHiddenEmployers() private readonly hidden: Repository<HiddenEmployer>,
    @InjectFavourites() private readonly favourites: Repository<Favourite>,
  ) {}

  /**
   * Whether the freelancer is among the employer's favourites ("Roster first": who sees a job
   * before it opens). A block removes the favourite, so a blocked freelancer never is one.
   */
  async isFavourite(employerId: number, freelancerId: number, manager?: EntityManager): Promise<boolean> {
    if (!freelancerId) return false;
    const favourites = manager ? manager.withRepository(this.favourites) : this.favourites;
    return favourites.exists({ where: { employer_id: employerId, freelancer_id: freelancerId } });
  }

  /** The employer's favourites' ids (in the caller's transaction when given). */
  async favouriteIds(employerId: number, manager?: EntityManager): Promise<number[]> {
    const favourites = manager ? manager.withRepository(this.favourites) : this.favourites;
    const rows = await favourites.find({ where: { employer_id: employerId }, select: { id: true, freelancer_id: true }, order: { id: 'ASC' } });
    return rows.map((row) => row.freelancer_id);
  }

  /**
   * The employers whose jobs a freelancer's search leaves out: those who blocked them and those
   * they hid. Two reads of a unique or plain index on freelancer_id; empty for nobody (id 0).
   */
  async excludedEmployers(freelancerId: number): Promise<number[]> {
    if (!freelancerId) return [];
    const [blockedBy, hidden] = await Promise.all([
      this.blocks.find({ where: { freelancer_id: freelancerId }, select: { id: true, employer_id: true }, take: 5000 }),
      this.hidden.find({ where: { freelancer_id: freelancerId }, select: { id: true, employer_id: true }, take: 5000 }),
    ]);
    return [...new Set([...blockedBy, ...hidden].map((row) => row.employer_id))].sort((a, b) => a - b);
  }

  /** Whether the employer blocked the freelancer (in the caller's transaction when given). */
  async isBlocked(employerId: number, freelancerId: number, manager?: EntityManager): Promise<boolean> {
    const blocks = manager ? manager.withRepository(this.blocks) : this.blocks;
    return blocks.exists({ where: { employer_id: employerId, freelancer_id: freelancerId } });
  }

  /** Whether the freelancer hid the employer's jobs. */
  async isHidden(freelancerId: number, employerId: number): Promise<boolean> {
    return this.hidden.exists({ where: { freelancer_id: freelancerId, employer_id: employerId } });
  }

  /** The freelancers an employer blocked (for their applicants lists). */
  async blockedBy(employerId: number): Promise<Set<number>> {
    const rows = await this.blocks.find({ where: { employer_id: employerId }, select: { id: true, freelancer_id: true } });
    return new Set(rows.map((row) => row.freelancer_id));
  }
}

/** The roster's tables and RosterExclusions, without the routes: what search, applying and applicants need. */
@Module({
  imports: [ROSTER_REPOSITORIES],
  providers: [RosterExclusions],
  exports: [ROSTER_REPOSITORIES, RosterExclusions],
})
export class RosterAccessModule {}
