import { Injectable } from '@nestjs/common';
import { In, IsNull, type EntityManager, type FindOptionsWhere, type Repository } from 'typeorm';
import {
  HIRE_MOVES,
  POSITION_HOLDING_STATUSES,
  type ApplicationStatus,
  type HireMove,
  type WebhookEventType,
} from '@gigmarket/shared';
import type { JobApplication } from '../applications/job-application.entity';
import { InjectJobApplications } from '../applications/repositories';
import { Clock } from '../common/clock';
import { post, type PostingRequest } from '../ledger/ledger';
import { lockPositions, shiftPositions, type PositionChange } from '../listings/listing-positions';
import type { Listing } from '../listings/listing.entity';
import { InjectListings } from '../listings/repositories';
import { hireData, listingData } from '../webhook-outbox/webhook-payloads';
import { WebhookOutbox } from '../webhook-outbox/webhook-outbox';
import type { HireEventDto } from './hire-answers.dto';
import { HireEvent, type HireActor } from './hire-event.entity';
import { HireNotices } from './hire-notices';

/** A move found the hire somewhere it cannot start from (thrown inside the caller's transaction). */
export class StaleMove extends Error {
  constructor(
    readonly id: number,
    readonly status: ApplicationStatus | null,
  ) {
    super(`Hire ${id} is ${status ?? 'gone'}`);
  }
}

export interface MoveOptions {
  actor: HireActor;
  actorId?: number | null;
  /** Columns written with the status (timestamps, frozen amounts). */
  set?: Partial<JobApplication>;
  /** Ledger postings written in the same transaction. */
  postings?: PostingRequest[];
  /** A narrower set of starting statuses than the move allows. */
  from?: readonly ApplicationStatus[];
}

export interface MoveResult {
  /** The hire as it was before the move. */
  before: JobApplication;
  /** The hire after it. */
  after: JobApplication;
  positions: PositionChange | null;
}

/**
 * The webhook event each move sends to the employer's endpoints (docs/webhooks.md); the other moves
 * (disapprove, dispute: see DisputesService, resolveRefund, reversePayout) send none of these.
 */
export const HIRE_WEBHOOK_EVENTS: Partial<Record<HireMove, WebhookEventType>> = {
  approve: 'hire.approved',
  fund: 'hire.funded',
  start: 'hire.checked_in',
  done: 'hire.done',
  complete: 'hire.completed',
  resolveRelease: 'hire.completed',
  payOut: 'hire.paid',
  cancel: 'hire.cancelled',
  lapse: 'hire.cancelled',
  cancelFunded: 'hire.cancelled',
  noShow: 'hire.cancelled',
};

const holds = (status: ApplicationStatus) => (POSITION_HOLDING_STATUSES as readonly string[]).includes(status);

/** How a move changes the positions its listing has filled: +1, -1 or 0 (the same for every starting status). */
export function positionDelta(move: HireMove): -1 | 0 | 1 {
  const { from, to } = HIRE_MOVES[move];
  const deltas = new Set(from.map((status: ApplicationStatus) => Number(holds(to)) - Number(holds(status))));
  if (deltas.size !== 1) throw new Error(`Move ${move} changes positions differently by its starting status`);
  return [...deltas][0] as -1 | 0 | 1;
}

/**
 * The hire's state machine (docs/hire-to-pay.md): the only writer of a job application's status.
 * Each move is a conditional UPDATE from the status it read under a row lock, in the caller's
 * transaction, with the listing's positions, the hire's timeline and the move's ledger postings;
 * so two racing requests move a hire once, and a move that cannot post changes nothing.
 */
@Injectable()
export class HireStateMachine {
  constructor(
    @InjectJobApplications() private readonly applications: Repository<JobApplication>,
    private readonly clock: Clock,
    private readonly notices: HireNotices,
    private readonly webhooks: WebhookOutbox,
    @InjectListings() private readonly listings: Repository<Listing>,
  ) {}

  /**
   * Reads a hire with its row locked until the transaction ends (SELECT ... FOR UPDATE) on MySQL.
   * SQLite runs one write transaction at a time, so a plain read is already serialised.
   */
  async lock(manager: EntityManager, id: number): Promise<JobApplication | null> {
    const query = manager.withRepository(this.applications).createQueryBuilder('application').where('application.id = :id', { id });
    if (manager.connection.options.type === 'mysql') query.setLock('pessimistic_write');
    return query.getOne();
  }

  async move(manager: EntityManager, id: number, move: HireMove, options: MoveOptions): Promise<MoveResult> {
    const before = await this.lock(manager, id);
    if (!before) throw new StaleMove(id, null);
    const allowed: readonly ApplicationStatus[] = options.from ?? HIRE_MOVES[move].from;
    if (!allowed.includes(before.status)) throw new StaleMove(id, before.status);
    const to = HIRE_MOVES[move].to;
    const delta = positionDelta(move);
    // Moves that take or free a position queue on the listing's row before writing anything, so
    // approvals racing for one job wait their turn instead of deadlocking on what the writes lock
    // (InnoDB; a deadlock's victim used to answer 503).
    if (delta !== 0) await lockPositions(manager, before.listing_id);
    const moved = await manager.withRepository(this.applications).update({ id, status: before.status }, { ...options.set, status: to });
    if (moved.affected !== 1) throw new StaleMove(id, before.status);

    const now = this.clock.now();
    const positions = delta === 0 ? null : await shiftPositions(manager, before.listing_id, delta, now);
    await manager.insert(HireEvent, {
      application_id: id,
      move,
      from_status: before.status,
      to_status: to,
      actor: options.actor,
      actor_id: options.actorId ?? null,
      at: now,
    });
    for (const posting of options.postings ?? []) await post(manager, posting);
    if (positions?.filled) await this.notices.jobFilled(manager, positions.listing);
    const after = { ...before, ...options.set, status: to } as JobApplication;
    await this.tellWebhooks(manager, move, before, after, positions);
    return { before, after, positions };
  }

  /**
   * The move's events for the listing's employer, in the move's transaction (the outbox). A shift's
   * listing is never public (docs/shifts.md): its job fills and closes, so the job's events go out.
   */
  private async tellWebhooks(manager: EntityManager, move: HireMove, before: JobApplication, after: JobApplication, positions: PositionChange | null): Promise<void> {
    const type = HIRE_WEBHOOK_EVENTS[move];
    const seen = positions && positions.listing.parent_listing_id !== null ? (positions.job ?? null) : positions;
    if (!type && !seen?.filled) return;
    const listing =
      positions?.listing ??
      (await manager.withRepository(this.listings).findOneOrFail({ where: { id: before.listing_id }, withDeleted: true, select: { id: true, user_id: true, job_title: true } }));
    if (type) await this.webhooks.record(manager, type, listing.user_id, hireData(after, before.status, move, listing));
    if (seen?.filled) await this.webhooks.record(manager, 'listing.filled', listing.user_id, { listing: listingData(seen.listing) });
    if (seen?.closed) await this.webhooks.record(manager, 'listing.closed', listing.user_id, { listing: listingData(seen.listing) });
  }

  /**
   * Writes columns of a hire that are not its status (the shift's confirmation, docs/shift-confirmation.md)
   * as one conditional UPDATE: only while the hire is at one of `statuses` and each column of `unset`
   * is still empty. Answers whether it wrote, so of racing callers exactly one does.
   */
  async markIf(
    manager: EntityManager,
    id: number,
    statuses: readonly ApplicationStatus[],
    unset: readonly (keyof JobApplication)[],
    set: Partial<Omit<JobApplication, 'status'>>,
  ): Promise<boolean> {
    const where = { id, status: In([...statuses]), ...Object.fromEntries(unset.map((column) => [column, IsNull()])) } as FindOptionsWhere<JobApplication>;
    const written = await manager.withRepository(this.applications).update(where, set);
    return written.affected === 1;
  }

  /** The hire's timeline, oldest first. */
  async timeline(manager: EntityManager, id: number): Promise<HireEventDto[]> {
    return manager.find(HireEvent, { where: { application_id: id }, order: { id: 'ASC' } });
  }
}
