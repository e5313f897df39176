import type { EntityManager, Repository } from 'typeorm';
import { shiftProblem, type ShiftInput, type ShiftProblem } from '@gigmarket/shared';
import { DomainError } from '../common/domain-error';
import type { Message } from '../i18n/message';
import { SHIFT_MESSAGES } from '../i18n/messages/shifts';
import type { ListingFieldsDto } from '../listings/listing.dto';
import type { Listing } from '../listings/listing.entity';
import { searchTermsColumns } from '../search-text/analysis';

const SAID: Record<ShiftProblem['rule'], Message> = {
  count: SHIFT_MESSAGES.count,
  order: SHIFT_MESSAGES.order,
  overlap: SHIFT_MESSAGES.overlap,
  future: SHIFT_MESSAGES.future,
  end_after_start: SHIFT_MESSAGES.endAfterStart,
};

/**
 * A job posted with shifts (docs/shifts.md): checks them (400 with the shift's field and the
 * rule) and answers the job's own dates, from its first shift's start to its last shift's end.
 */
export function jobDatesFromShifts(given: Partial<ListingFieldsDto>, shifts: readonly ShiftInput[], now: Date): Partial<ListingFieldsDto> {
  for (const field of ['job_date', 'job_end_date', 'job_sart_time', 'job_end_time'] as const) {
    if (given[field] !== undefined && given[field] !== null) throw DomainError.field(field, 'shifts', SHIFT_MESSAGES.datesWithShifts);
  }
  const problem = shiftProblem(shifts, now);
  if (problem) throw DomainError.field(problem.field, problem.rule, SAID[problem.rule]);
  const first = shifts[0];
  const last = shifts[shifts.length - 1];
  return { job_date: first.date, job_end_date: last.date, job_sart_time: first.start_time, job_end_time: last.end_time };
}

/**
 * Inserts the job's shifts, in the job's transaction: each a listing of its own under the job,
 * with the job's text and place, its own day and hours and the job's positions, never published
 * (a draft without an opening time: no search, no alert, no public page).
 */
export async function insertShifts(
  manager: EntityManager,
  listings: Repository<Listing>,
  job: { id: number; user_id: number; positions: number; values: Partial<Listing> },
  shifts: readonly ShiftInput[],
): Promise<void> {
  for (const shift of shifts) {
    const values: Partial<Listing> = { ...job.values, job_date: shift.date, job_end_date: null, job_sart_time: shift.start_time, job_end_time: shift.end_time };
    await manager.withRepository(listings).insert({
      ...values,
      ...searchTermsColumns(values),
      user_id: job.user_id,
      status: 'draft',
      public_from: null,
      expires_at: null,
      published_at: null,
      positions: job.positions,
      parent_listing_id: job.id,
    });
  }
}
