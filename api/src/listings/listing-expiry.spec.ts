import { listingExpiresAt } from '@gigmarket/shared';

describe('listingExpiresAt', () => {
  const published = new Date('2026-11-01T08:00:00Z');
  it('is the end date at the end time in Lagos (UTC+1)', () => {
    expect(listingExpiresAt({ job_date: '2026-12-01', job_end_date: '2026-12-03', job_end_time: '17:30' }, published).toISOString()).toBe('2026-12-03T16:30:00.000Z');
  });
  it('falls back to the job date and the close of the day', () => {
    expect(listingExpiresAt({ job_date: '2026-12-01', job_end_date: null, job_end_time: null }, published).toISOString()).toBe('2026-12-01T22:59:00.000Z');
  });
  it('is 30 days after publishing when the job has no date', () => {
    expect(listingExpiresAt({}, published).toISOString()).toBe('2026-12-01T08:00:00.000Z');
  });
});
