import { describe, expect, it } from 'vitest';
import { JobPostingSchema } from '../../../api/test/support/job-posting-schema';
import { baseSalary, jobDays, jobPosting, jsonLdText, type PostingJob } from './job-posting';

const JOB: PostingJob = {
  id: 8,
  job_title: 'Tile a kitchen floor',
  work_description: 'Lay 20 m² of tiles.',
  expected_result: 'Even grout lines',
  created_at: '2026-11-20T10:00:00.000Z',
  expires_at: '2026-12-20T10:00:00.000Z',
  jobtype: { id: 2, name: 'Temps partiel' },
  company: { user_id: 1, company_name: 'Lekki Tiles Ltd', company_logo: null, designation: null, website: 'https://lekkitiles.example' },
  lga: { id: 504, name: 'Ikeja', state_id: 25, state_name: 'Lagos', latitude: '6.6018000', longitude: '3.3515000' },
  stateName: 'Lagos',
  pricing: 'fixed',
  amount: '45000.00',
  min_amount: '45000.00',
  max_amount: '45000.00',
  currency: 'NGN',
  job_date: '2026-12-01',
  job_end_date: '2026-12-01',
  status: 'open',
};

describe('jobPosting', () => {
  it.each(['en', 'fr'] as const)('has Google’s required and recommended fields (%s)', (language) => {
    const posting = jobPosting(JOB, { origin: 'https://gigmarket.ng', language, siteName: 'GigMarket' });
    const parsed = JobPostingSchema.safeParse(posting);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(posting).toMatchObject({
      url: `https://gigmarket.ng/jobs/8?lang=${language}`,
      employmentType: ['CONTRACTOR', 'TEMPORARY', 'PART_TIME'],
      jobLocation: { geo: { latitude: 6.6018, longitude: 3.3515 }, address: { addressLocality: 'Ikeja', addressRegion: 'Lagos', addressCountry: 'NG' } },
      baseSalary: { currency: 'NGN', value: { value: 45000, unitText: 'DAY' } },
      description: 'Lay 20 m² of tiles.\n\nEven grout lines',
    });
  });

  it('has none for a job that is not open', () => {
    expect(jobPosting({ ...JOB, status: 'closed' }, { origin: 'https://gigmarket.ng', language: 'en', siteName: 'GigMarket' })).toBeNull();
  });

  it('gives a multi-day range per day over the job’s days', () => {
    const job = { ...JOB, pricing: 'range' as const, amount: null, min_amount: '60000.00', max_amount: '90000.00', job_date: '2026-12-01', job_end_date: '2026-12-03' };
    expect(jobDays(job)).toBe(3);
    expect(baseSalary(job)).toEqual({ '@type': 'MonetaryAmount', currency: 'NGN', value: { '@type': 'QuantitativeValue', minValue: 20000, maxValue: 30000, unitText: 'DAY' } });
    expect(jobDays({ job_date: null, job_end_date: null })).toBe(1);
  });

  it('writes JSON no text can break out of', () => {
    const text = jsonLdText({ title: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ title: '</script><script>alert(1)</script>' });
  });
});
