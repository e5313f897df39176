import { HttpStatus } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { jobStartsAt, MAX_POSITIONS } from '@gigmarket/shared';
import { DomainError } from '../common/domain-error';
import { Listing } from './listing.entity';
import { MARKET_MESSAGES } from '../i18n/messages/market';

/** What a change of the filled positions did to the listing, for the notices that follow it. */
export interface PositionChange {
  listing: Listing;
  /** The last position was just taken: the job left search. */
  filled: boolean;
  /** With `filled`: the job was open and is now closed as `filled`. */
  closed: boolean;
  /** A position was freed on a full job that is still ahead: it is back in search. */
  reopened: boolean;
  /**
   * For a shift (docs/shifts.md): what the change did to its job, the listing people see, which
   * fills when its last shift does. The shift itself is never public.
   */
  job?: PositionChange;
}

/**
 * A listing's positions (docs/hire-to-pay.md "Jobs that fill"). A full job is closed as `filled`,
 * so it leaves every place that shows open jobs at once (search, the home page, the featured job,
 * alerts, USSD); it reopens by itself when a position frees before the job starts. Called only by
 * the hire's owner (hires/hire-state.ts), inside the transaction that moves the hire.
 */
export async function shiftPositions(manager: EntityManager, listingId: number, delta: 1 | -1, now: Date): Promise<PositionChange> {
  const query = manager
    .createQueryBuilder()
    .update(Listing)
    .set({ positions_filled: () => `positions_filled ${delta > 0 ? '+' : '-'} 1` })
    .where('id = :listingId', { listingId });
  // The guard makes the take atomic: two approvals racing for the last position cannot both pass.
  query.andWhere(delta > 0 ? 'positions_filled < positions' : 'positions_filled > 0');
  const result = await query.execute();
  const listing = await manager.findOneOrFail(Listing, { where: { id: listingId }, withDeleted: true });
  if (result.affected !== 1 && delta > 0) {
    throw new DomainError(MARKET_MESSAGES.positionsFull(listing.positions), HttpStatus.CONFLICT);
  }
  const change = await settle(manager, listing, now);
  if (listing.parent_listing_id === null) return change;
  const job = await settleJob(manager, listing.parent_listing_id, now);
  return job ? { ...change, job } : change;
}

/**
 * A job with shifts (docs/shifts.md) holds the positions of its least filled shift: it is full,
 * and closes as filled, when every shift is full, and reopens as one frees before the job starts.
 * Its row is already locked by `lockPositions`, so its shifts' counts read here are current.
 */
async function settleJob(manager: EntityManager, jobId: number, now: Date): Promise<PositionChange | null> {
  const query = manager
    .createQueryBuilder(Listing, 'shift')
    .select(['shift.id', 'shift.positions', 'shift.positions_filled'])
    .where('shift.parent_listing_id = :jobId', { jobId });
  // A locking read: on InnoDB a plain one could answer the transaction's older snapshot.
  if (manager.connection.options.type === 'mysql') query.setLock('pessimistic_write');
  const shifts = await query.getMany();
  if (!shifts.length) return null;
  const filled = Math.min(...shifts.map((shift) => shift.positions_filled));
  await manager.update(Listing, { id: jobId }, { positions_filled: filled });
  const job = await manager.findOneOrFail(Listing, { where: { id: jobId }, withDeleted: true });
  return settle(manager, job, now);
}

/**
 * The listing's row, locked for the rest of the caller's transaction (MySQL; SQLite's
 * transactions already queue): moves that take or free a position take it before writing
 * anything, so approvals racing for one job queue instead of deadlocking.
 */
export async function lockPositions(manager: EntityManager, listingId: number): Promise<void> {
  if (manager.connection.options.type !== 'mysql') return;
  // A shift's job first (docs/shifts.md): moves on any shift of one job queue on the job's row,
  // always in the same order (job, then shift), so they never deadlock on each other.
  const shift = await manager.findOne(Listing, { where: { id: listingId }, withDeleted: true, select: { id: true, parent_listing_id: true } });
  if (shift?.parent_listing_id) {
    await manager.createQueryBuilder(Listing, 'listing').select('listing.id').where('listing.id = :id', { id: shift.parent_listing_id }).setLock('pessimistic_write').withDeleted().getOne();
  }
  await manager.createQueryBuilder(Listing, 'listing').select('listing.id').where('listing.id = :listingId', { listingId }).setLock('pessimistic_write').withDeleted().getOne();
}

/**
 * The employer changes how many people the job hires: never below the positions already filled.
 * More positions on a full job that is still ahead put it back in search.
 */
export async function resizePositions(manager: EntityManager, listing: Listing, positions: number, now: Date): Promise<PositionChange> {
  if (!Number.isInteger(positions) || positions < 1 || positions > MAX_POSITIONS) {
    throw DomainError.field('positions', 'range', MARKET_MESSAGES.positionsRange(MAX_POSITIONS));
  }
  const result = await manager
    .createQueryBuilder()
    .update(Listing)
    .set({ positions })
    .where('id = :id AND positions_filled <= :positions', { id: listing.id, positions })
    .execute();
  const current = await manager.findOneOrFail(Listing, { where: { id: listing.id }, withDeleted: true });
  if (result.affected !== 1) {
    throw DomainError.field('positions', 'filled', MARKET_MESSAGES.positionsBelowFilled(current.positions_filled));
  }
  return settle(manager, current, now);
}

/** A listing is full when every position is taken. */
export const isFull = (listing: Pick<Listing, 'positions' | 'positions_filled'>) => listing.positions_filled >= listing.positions;

/** Whether a job is still ahead: it has not started (or, without a date, not expired). */
function stillAhead(listing: Listing, now: Date): boolean {
  const start = jobStartsAt(listing);
  if (start) return start.getTime() > now.getTime();
  return !listing.expires_at || listing.expires_at.getTime() > now.getTime();
}

/** Brings `filled_at` and the filled closure in line with the positions. */
async function settle(manager: EntityManager, listing: Listing, now: Date): Promise<PositionChange> {
  const change: PositionChange = { listing, filled: false, closed: false, reopened: false };
  if (isFull(listing)) {
    if (listing.filled_at) return change;
    // A job still offered to the favourites first (docs/roster.md "Roster first") that they fill
    // closes as filled too, so it never opens to everyone with no place left.
    const closes = listing.status === 'open' || (listing.status === 'draft' && listing.public_from != null);
    await manager.update(
      Listing,
      { id: listing.id },
      closes ? { filled_at: now, status: 'closed', closed_reason: 'filled' } : { filled_at: now },
    );
    return { ...change, filled: true, closed: closes, listing: { ...listing, filled_at: now, ...(closes ? { status: 'closed', closed_reason: 'filled' } : {}) } as Listing };
  }
  if (!listing.filled_at && listing.closed_reason !== 'filled') return change;
  // A job hidden by reports or taken down (docs/trust.md) stays out of search until an admin restores it.
  const reopens =
    listing.status === 'closed' && listing.closed_reason === 'filled' && (listing.moderation ?? 'visible') === 'visible' && !listing.deleted_at && stillAhead(listing, now);
  await manager.update(Listing, { id: listing.id }, reopens ? { filled_at: null, status: 'open', closed_reason: null } : { filled_at: null });
  return { ...change, reopened: reopens, listing: { ...listing, filled_at: null, ...(reopens ? { status: 'open', closed_reason: null } : {}) } as Listing };
}
