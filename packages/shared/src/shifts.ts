import { jobEndsAt, jobStartsAt } from './listing-expiry.js';

/**
 * Several days in one job (docs/shifts.md): each shift is its own hire unit, with the job's
 * positions per shift. "Every Saturday for six weeks" fits; more is two jobs.
 */
export const SHIFTS = {
  /** At most this many shifts in one job. */
  max: 14,
  /** A job with shifts has at least two (one shift is an ordinary job). */
  min: 2,
} as const;

/**
 * What one payment covers (docs/shifts.md "Funding every shift at once"): the hire paid from
 * (`next`, the default), or every unfunded shift of its freelancer on the job with one charge (`all`).
 */
export const FUND_COVERS = ['next', 'all'] as const;
export type FundCover = (typeof FUND_COVERS)[number];

/** One shift as the employer posts it: a day, its start and its end (same day, Lagos time). */
export interface ShiftInput {
  date: string;
  start_time: string;
  end_time: string;
}

/** Why a list of shifts is refused: the field (`shifts` or `shifts.N.<field>`) and the rule. */
export interface ShiftProblem {
  field: string;
  rule: 'count' | 'order' | 'overlap' | 'future' | 'end_after_start';
  index: number | null;
}

/**
 * Checks posted shifts (each already well-formed: a date, HH:MM times): between `SHIFTS.min` and
 * `SHIFTS.max`, each ending after it starts on its day, the first starting after `now`, in order
 * and without overlapping. Answers the first problem, or null. The site's form and the API share it.
 */
export function shiftProblem(shifts: readonly ShiftInput[], now: Date): ShiftProblem | null {
  if (shifts.length < SHIFTS.min || shifts.length > SHIFTS.max) return { field: 'shifts', rule: 'count', index: null };
  let previousEnd: number | null = null;
  let previousStart: number | null = null;
  for (const [index, shift] of shifts.entries()) {
    const start = shiftStartsAt(shift);
    const end = shiftEndsAt(shift);
    if (!start || !end) return { field: `shifts.${index}.date`, rule: 'future', index };
    if (shift.end_time <= shift.start_time) return { field: `shifts.${index}.end_time`, rule: 'end_after_start', index };
    if (start.getTime() <= now.getTime()) return { field: `shifts.${index}.date`, rule: 'future', index };
    if (previousStart !== null && start.getTime() <= previousStart) return { field: `shifts.${index}.date`, rule: 'order', index };
    if (previousEnd !== null && start.getTime() < previousEnd) return { field: `shifts.${index}.start_time`, rule: 'overlap', index };
    previousStart = start.getTime();
    previousEnd = end.getTime();
  }
  return null;
}

export const shiftStartsAt = (shift: ShiftInput) => jobStartsAt({ job_date: shift.date, job_sart_time: shift.start_time });
export const shiftEndsAt = (shift: ShiftInput) => jobEndsAt({ job_date: shift.date, job_end_time: shift.end_time });

/**
 * The shift to show first: the earliest that has not ended at `now`, else the last one. Hire
 * pages and USSD put it first (docs/shifts.md "Next shift first").
 */
export function nextShiftIndex<T extends { starts_at: string | Date | null; ends_at: string | Date | null }>(shifts: readonly T[], now: Date): number {
  if (!shifts.length) return -1;
  const index = shifts.findIndex((shift) => shift.ends_at !== null && new Date(shift.ends_at).getTime() > now.getTime());
  return index === -1 ? shifts.length - 1 : index;
}

/** Where an item of a list stands among its job's shifts: its job, and its shift's start and end. */
export interface ShiftPlace {
  jobId: number;
  startsAt: string | Date | null;
  endsAt: string | Date | null;
}

/**
 * A list of hires or applications with a job's shifts together where the first of them stood,
 * the next shift first: those not ended at `now` by start, then the ended ones, latest first. An
 * item of an ordinary job keeps its place. The site's hire list and USSD's "My jobs" order so
 * (docs/shifts.md "Next shift first").
 */
export function nextShiftFirst<T>(items: readonly T[], now: Date, placeOf: (item: T) => ShiftPlace): T[] {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const job = placeOf(item).jobId;
    groups.set(job, [...(groups.get(job) ?? []), item]);
  }
  const at = (value: string | Date | null) => (value === null ? 0 : new Date(value).getTime());
  const ahead = (item: T) => at(placeOf(item).endsAt) > now.getTime();
  const starts = (item: T) => at(placeOf(item).startsAt);
  return [...groups.values()].flatMap((group) =>
    group.length === 1
      ? group
      : [...group.filter(ahead).sort((a, b) => starts(a) - starts(b)), ...group.filter((item) => !ahead(item)).sort((a, b) => starts(b) - starts(a))],
  );
}
