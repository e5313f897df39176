import { shortDate } from './screen';

describe('shortDate', () => {
  it('writes the day first, on the Lagos calendar', () => {
    expect(shortDate(new Date('2026-03-04T10:00:00Z'))).toBe('04/03');
    expect(shortDate(new Date('2026-03-04T10:00:00Z'), true)).toBe('04/03/2026');
    // 23:30 UTC is already the next day in Lagos (UTC+1).
    expect(shortDate(new Date('2026-12-31T23:30:00Z'), true)).toBe('01/01/2027');
  });

  it('reads a job’s calendar date as it is written', () => {
    expect(shortDate('2026-11-29', true)).toBe('29/11/2026');
    expect(shortDate('2026-11-29')).toBe('29/11');
  });
});
