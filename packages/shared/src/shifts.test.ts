import { describe, expect, it } from 'vitest';
import { nextShiftFirst, nextShiftIndex } from './shifts.js';

const item = (id: number, job: number, day: number) => ({
  id,
  job,
  starts_at: `2031-01-0${day}T07:00:00.000Z`,
  ends_at: `2031-01-0${day}T16:00:00.000Z`,
});
const placeOf = (entry: ReturnType<typeof item>) => ({ jobId: entry.job, startsAt: entry.starts_at, endsAt: new Date(entry.ends_at) });

describe('the next shift first (docs/shifts.md)', () => {
  const now = new Date('2031-01-03T20:00:00.000Z');

  it('puts a job’s shifts together where the first stood, the next one first and the ended ones last, latest first', () => {
    const items = [item(1, 10, 5), item(2, 20, 1), item(3, 10, 3), item(4, 10, 4), item(5, 10, 2)];
    expect(nextShiftFirst(items, now, placeOf).map((entry) => entry.id)).toEqual([4, 1, 3, 5, 2]);
  });

  it('leaves a list without several shifts of one job as it is', () => {
    const items = [item(1, 10, 5), item(2, 20, 1), item(3, 30, 3)];
    expect(nextShiftFirst(items, now, placeOf).map((entry) => entry.id)).toEqual([1, 2, 3]);
  });

  it('picks the earliest shift not ended, else the last', () => {
    const shifts = [item(1, 10, 3), item(2, 10, 4), item(3, 10, 5)];
    expect(nextShiftIndex(shifts, now)).toBe(1);
    expect(nextShiftIndex(shifts, new Date('2031-01-06T00:00:00.000Z'))).toBe(2);
    expect(nextShiftIndex([], now)).toBe(-1);
  });
});
