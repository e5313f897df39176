import { centsToAmount, lastTwelveMonths } from './dashboard.service';

describe('dashboard helpers', () => {
  it('names the twelve months ending with the current one, across a year end', () => {
    const { keys, labels, start } = lastTwelveMonths(new Date('2026-03-10T08:00:00Z'));
    expect(keys).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(labels).toEqual(['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar']);
    expect(start.toISOString()).toBe('2025-04-01T00:00:00.000Z');
  });

  it('formats cents exactly, whatever the driver answers', () => {
    expect(centsToAmount('123487')).toBe('1234.87');
    expect(centsToAmount(123487)).toBe('1234.87');
    expect(centsToAmount('123487.0')).toBe('1234.87');
    expect(centsToAmount(null)).toBe('0.00');
    expect(centsToAmount('900719925474099312')).toBe('9007199254740993.12');
    expect(centsToAmount(5)).toBe('0.05');
  });
});
