import { HttpStatus } from '@nestjs/common';
import type { EntityManager, Repository } from 'typeorm';
import { jobStartsAt } from '@gigmarket/shared';
import { DomainError } from '../common/domain-error';
import { MARKET_MESSAGES } from '../i18n/messages/market';
import { SHIFT_MESSAGES } from '../i18n/messages/shifts';
import type { Listing } from '../listings/listing.entity';
import { JobApplication } from './job-application.entity';

/**
 * The shifts a freelancer applies for on a job with several days (docs/shifts.md), or null for
 * an ordinary job. Chosen shifts must be the job's, not started, not full and not applied for
 * yet; without a choice, every shift that is still open to them.
 */
export async function chooseShifts(manager: EntityManager, listings: Repository<Listing>, job: Listing, userId: number, chosen: number[] | undefined, now: Date): Promise<Listing[] | null> {
  const shifts = await manager.withRepository(listings).find({ where: { parent_listing_id: job.id }, order: { job_date: 'ASC', job_sart_time: 'ASC' } });
  if (!shifts.length) {
    if (chosen) throw DomainError.field('shift_ids', 'shifts', SHIFT_MESSAGES.notAShift);
    return null;
  }
  const applied = new Set(
    (await manager.find(JobApplication, { where: shifts.map((shift) => ({ user_id: userId, listing_id: shift.id })), select: { id: true, listing_id: true } })).map(
      (application) => application.listing_id,
    ),
  );
  const started = (shift: Listing) => (jobStartsAt(shift)?.getTime() ?? Infinity) <= now.getTime();
  const full = (shift: Listing) => shift.positions_filled >= shift.positions;
  if (!chosen) {
    const open = shifts.filter((shift) => !started(shift) && !full(shift) && !applied.has(shift.id));
    if (!open.length) {
      if (shifts.some((shift) => applied.has(shift.id))) throw new DomainError(MARKET_MESSAGES.alreadyApplied, HttpStatus.CONFLICT);
      throw new DomainError(SHIFT_MESSAGES.noShiftOpen, HttpStatus.CONFLICT);
    }
    return open;
  }
  const byId = new Map(shifts.map((shift) => [shift.id, shift]));
  const picked: Listing[] = [];
  for (const id of chosen) {
    const shift = byId.get(id);
    if (!shift) throw DomainError.field('shift_ids', 'shift', SHIFT_MESSAGES.notOfJob);
    if (applied.has(id)) throw new DomainError(MARKET_MESSAGES.alreadyApplied, HttpStatus.CONFLICT);
    if (started(shift)) throw new DomainError(SHIFT_MESSAGES.started, HttpStatus.CONFLICT);
    if (full(shift)) throw new DomainError(SHIFT_MESSAGES.full, HttpStatus.CONFLICT);
    picked.push(shift);
  }
  return picked.sort((a, b) => (jobStartsAt(a)?.getTime() ?? 0) - (jobStartsAt(b)?.getTime() ?? 0));
}
