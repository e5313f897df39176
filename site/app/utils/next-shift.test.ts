import { describe, expect, it } from 'vitest';
import { nextShiftFirst } from './hires';

const hire = (id: number, job: number, listing: number, day: number) => ({
  id,
  listing: { id: listing, job_id: job },
  starts_at: `2031-01-0${day}T07:00:00.000Z`,
  ends_at: `2031-01-0${day}T16:00:00.000Z`,
});

describe('nextShiftFirst (docs/shifts.md)', () => {
  it('puts a job’s shifts together where the first stood, the next one first and the ended ones last', () => {
    const items = [hire(1, 10, 13, 5), hire(2, 20, 20, 1), hire(3, 10, 11, 3), hire(4, 10, 12, 4)];
    const sorted = nextShiftFirst(items, new Date('2031-01-03T20:00:00.000Z'));
    expect(sorted.map((item) => item.id)).toEqual([4, 1, 3, 2]);
  });
});
