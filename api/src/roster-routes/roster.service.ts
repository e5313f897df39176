import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import { HIRE_STATUSES } from '@gigmarket/shared';
import type { JobApplication } from '../applications/job-application.entity';
import { InjectJobApplications } from '../applications/repositories';
import { isUniqueViolation } from '../common/database-errors';
import { DomainError } from '../common/domain-error';
import { transaction } from '../common/transaction';
import { ROSTER_MESSAGES } from '../i18n/messages/roster';
import { PublicProfileService } from '../profiles/public-profile.service';
import { TrustService } from '../trust/trust.service';
import type { BlockedFreelancerDto, HiddenEmployerDto, RosterChangeDto, RosterEntryDto, RosterLastJobDto } from './roster-answers.dto';
import type { EmployerBlock, Favourite, HiddenEmployer } from '../roster/roster.entities';
import { InjectEmployerBlocks, InjectFavourites, InjectHiddenEmployers } from '../roster/repositories';

/** The most rows one list answers (a roster is people one employer hired). */
const LIST_MAX = 500;

const dateOnly = (value: unknown) => (value === null || value === undefined ? null : value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

/**
 * Favourites and blocks (an employer's, of freelancers they hired) and hidden employers (a
 * freelancer's): docs/roster.md. Every row belongs to the caller; adds are idempotent.
 */
@Injectable()
export class RosterService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly profiles: PublicProfileService,
    private readonly trust: TrustService,
    @InjectFavourites() private readonly favourites: Repository<Favourite>,
    @InjectEmployerBlocks() private readonly blocks: Repository<EmployerBlock>,
    @InjectHiddenEmployers() private readonly hidden: Repository<HiddenEmployer>,
    @InjectJobApplications() private readonly applications: Repository<JobApplication>,
  ) {}

  /** The employer's latest hire of each freelancer (any hire status), newest first. */
  private async lastHires(employerId: number, freelancerIds: number[], manager?: EntityManager): Promise<Map<number, RosterLastJobDto>> {
    if (!freelancerIds.length) return new Map();
    const applications = manager ? manager.withRepository(this.applications) : this.applications;
    const rows = await applications
      .createQueryBuilder('application')
      .withDeleted()
      .innerJoinAndSelect('application.listing', 'listing')
      .where('listing.user_id = :employerId', { employerId })
      .andWhere('application.user_id IN (:...freelancerIds)', { freelancerIds })
      .andWhere('application.status IN (:...statuses)', { statuses: [...HIRE_STATUSES] })
      .orderBy('application.created_at', 'DESC')
      .addOrderBy('application.id', 'DESC')
      .getMany();
    const last = new Map<number, RosterLastJobDto>();
    for (const row of rows) {
      if (last.has(row.user_id)) continue;
      last.set(row.user_id, {
        listing_id: row.listing_id,
        job_title: row.listing!.job_title,
        job_date: dateOnly(row.listing!.job_date),
        status: row.status,
        applied_at: row.created_at,
      });
    }
    return last;
  }

  /** A freelancer the employer hired, or 404 (no such freelancer) / 403 (never hired by them). */
  private async hiredFreelancer(manager: EntityManager, employerId: number, freelancerId: number): Promise<void> {
    const person = (await this.profiles.summaries([freelancerId])).get(freelancerId);
    if (!person || person.user_type !== 'freelancer') throw new DomainError(ROSTER_MESSAGES.freelancerNotFound, HttpStatus.NOT_FOUND);
    if (!(await this.lastHires(employerId, [freelancerId], manager)).size) throw new DomainError(ROSTER_MESSAGES.notHired, HttpStatus.FORBIDDEN);
  }

  /** Inserts the pair unless it is there; a concurrent insert of the same pair counts as "already there". */
  private async insertOnce(write: () => Promise<boolean>): Promise<boolean> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async addFavourite(employerId: number, freelancerId: number): Promise<RosterChangeDto> {
    const created = await this.insertOnce(() =>
      transaction(this.dataSource, async (manager) => {
        await this.hiredFreelancer(manager, employerId, freelancerId);
        if (await manager.withRepository(this.blocks).exists({ where: { employer_id: employerId, freelancer_id: freelancerId } }))
          throw new DomainError(ROSTER_MESSAGES.favouriteBlocked, HttpStatus.CONFLICT);
        const favourites = manager.withRepository(this.favourites);
        if (await favourites.exists({ where: { employer_id: employerId, freelancer_id: freelancerId } })) return false;
        await favourites.insert({ employer_id: employerId, freelancer_id: freelancerId });
        return true;
      }),
    );
    return { user_id: freelancerId, created };
  }

  async removeFavourite(employerId: number, freelancerId: number): Promise<void> {
    const result = await this.favourites.delete({ employer_id: employerId, freelancer_id: freelancerId });
    if (!result.affected) throw new DomainError(ROSTER_MESSAGES.favouriteNotFound, HttpStatus.NOT_FOUND);
  }

  /** The employer's roster, newest added first: each freelancer's card, badge, rating, reliability and last job. */
  async roster(employerId: number): Promise<RosterEntryDto[]> {
    const rows = await this.favourites.find({ where: { employer_id: employerId }, order: { created_at: 'DESC', id: 'DESC' }, take: LIST_MAX });
    const ids = rows.map((row) => row.freelancer_id);
    const [people, standing, last] = await Promise.all([this.profiles.summaries(ids), this.trust.standing(ids), this.lastHires(employerId, ids)]);
    return rows.map((row) => {
      const { rating, reliability, verified_at } = standing.get(row.freelancer_id)!;
      const person = people.get(row.freelancer_id);
      return {
        freelancer_id: row.freelancer_id,
        created_at: row.created_at,
        freelancer: person ? { ...person, verified_at } : null,
        rating,
        reliability,
        last_job: last.get(row.freelancer_id) ?? null,
      };
    });
  }

  /** Blocks a freelancer the employer hired; they leave the employer's favourites in the same transaction. */
  async block(employerId: number, freelancerId: number): Promise<RosterChangeDto> {
    const created = await this.insertOnce(() =>
      transaction(this.dataSource, async (manager) => {
        await this.hiredFreelancer(manager, employerId, freelancerId);
        await manager.withRepository(this.favourites).delete({ employer_id: employerId, freelancer_id: freelancerId });
        const blocks = manager.withRepository(this.blocks);
        if (await blocks.exists({ where: { employer_id: employerId, freelancer_id: freelancerId } })) return false;
        await blocks.insert({ employer_id: employerId, freelancer_id: freelancerId });
        return true;
      }),
    );
    return { user_id: freelancerId, created };
  }

  async unblock(employerId: number, freelancerId: number): Promise<void> {
    const result = await this.blocks.delete({ employer_id: employerId, freelancer_id: freelancerId });
    if (!result.affected) throw new DomainError(ROSTER_MESSAGES.blockNotFound, HttpStatus.NOT_FOUND);
  }

  async listBlocks(employerId: number): Promise<BlockedFreelancerDto[]> {
    const rows = await this.blocks.find({ where: { employer_id: employerId }, order: { created_at: 'DESC', id: 'DESC' }, take: LIST_MAX });
    const people = await this.profiles.summaries(rows.map((row) => row.freelancer_id));
    return rows.map((row) => ({ freelancer_id: row.freelancer_id, created_at: row.created_at, freelancer: people.get(row.freelancer_id) ?? null }));
  }

  /** A freelancer hides an employer's jobs from their search; any employer may be hidden. */
  async hide(freelancerId: number, employerId: number): Promise<RosterChangeDto> {
    const person = (await this.profiles.summaries([employerId])).get(employerId);
    if (!person || person.user_type !== 'employer') throw new DomainError(ROSTER_MESSAGES.employerNotFound, HttpStatus.NOT_FOUND);
    const created = await this.insertOnce(async () => {
      if (await this.hidden.exists({ where: { freelancer_id: freelancerId, employer_id: employerId } })) return false;
      await this.hidden.insert({ freelancer_id: freelancerId, employer_id: employerId });
      return true;
    });
    return { user_id: employerId, created };
  }

  async unhide(freelancerId: number, employerId: number): Promise<void> {
    const result = await this.hidden.delete({ freelancer_id: freelancerId, employer_id: employerId });
    if (!result.affected) throw new DomainError(ROSTER_MESSAGES.hiddenNotFound, HttpStatus.NOT_FOUND);
  }

  async listHidden(freelancerId: number): Promise<HiddenEmployerDto[]> {
    const rows = await this.hidden.find({ where: { freelancer_id: freelancerId }, order: { created_at: 'DESC', id: 'DESC' }, take: LIST_MAX });
    const people = await this.profiles.summaries(rows.map((row) => row.employer_id));
    return rows.map((row) => ({ employer_id: row.employer_id, created_at: row.created_at, employer: people.get(row.employer_id) ?? null }));
  }
}
