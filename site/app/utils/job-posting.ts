/**
 * A job as schema.org `JobPosting` JSON-LD for search engines (docs/seo-and-feeds.md "Search
 * engines"): Google's required fields (title, description, datePosted, hiringOrganization,
 * jobLocation) and recommended ones (validThrough, employmentType, baseSalary, directApply,
 * identifier). Only for an open job: a closed one has none (its page answers 410).
 */
import type { JobPosting, WithContext } from 'schema-dts';
import type { Language } from '@gigmarket/shared';
import type { ApiSchemas } from './api-schemas';

export type PostingJob = Pick<
  ApiSchemas['ListingViewDto'],
  | 'id'
  | 'job_title'
  | 'work_description'
  | 'expected_result'
  | 'created_at'
  | 'expires_at'
  | 'jobtype'
  | 'company'
  | 'lga'
  | 'stateName'
  | 'pricing'
  | 'amount'
  | 'min_amount'
  | 'max_amount'
  | 'currency'
  | 'job_date'
  | 'job_end_date'
  | 'status'
>;

const DAY_MS = 86_400_000;

/** The job's days (its date to its end date, both counted); one when undated. */
export function jobDays(job: Pick<PostingJob, 'job_date' | 'job_end_date'>): number {
  if (!job.job_date || !job.job_end_date) return 1;
  const days = Math.round((Date.parse(`${job.job_end_date}T00:00:00Z`) - Date.parse(`${job.job_date}T00:00:00Z`)) / DAY_MS) + 1;
  return Number.isFinite(days) && days >= 1 ? days : 1;
}

/**
 * Gigs are paid to a freelancer, not an employee: `CONTRACTOR` and `TEMPORARY`, with `PART_TIME`
 * when the job type says so (its English or French name).
 */
export function employmentTypes(jobtype: PostingJob['jobtype']): string[] {
  const types = ['CONTRACTOR', 'TEMPORARY'];
  if (jobtype && /part|partiel/i.test(jobtype.name)) types.push('PART_TIME');
  return types;
}

const perDay = (amount: string | null | undefined, days: number): number | null => {
  if (amount == null || amount === '') return null;
  const value = Number(amount);
  return Number.isFinite(value) && value > 0 ? Math.round((value / days) * 100) / 100 : null;
};

/**
 * The pay as Google reads it: an amount per unit of time. A job's price is for the whole job, so
 * it is given per DAY over the job's days (a one-day or undated job: the price itself).
 */
export function baseSalary(job: PostingJob): JobPosting['baseSalary'] | undefined {
  const days = jobDays(job);
  const low = perDay(job.pricing === 'range' ? job.min_amount : (job.amount ?? job.min_amount), days);
  const high = perDay(job.pricing === 'range' ? job.max_amount : null, days);
  if (low === null) return undefined;
  return {
    '@type': 'MonetaryAmount',
    currency: job.currency || 'NGN',
    value:
      high !== null && high !== low
        ? { '@type': 'QuantitativeValue', minValue: low, maxValue: high, unitText: 'DAY' }
        : { '@type': 'QuantitativeValue', value: low, unitText: 'DAY' },
  };
}

/** The page's address in one language: `?lang=` makes it language-specific (docs/seo-and-feeds.md). */
export function localizedUrl(origin: string, path: string, language: Language): string {
  return `${origin}${path}?lang=${language}`;
}

export function jobPosting(job: PostingJob, options: { origin: string; language: Language; siteName: string }): WithContext<JobPosting> | null {
  if (job.status !== 'open') return null;
  const description = [job.work_description, job.expected_result].filter((part): part is string => Boolean(part && part.trim())).join('\n\n') || job.job_title;
  // The LGA's centre: visitors never see the job's exact place (docs/places.md).
  const latitude = job.lga ? Number(job.lga.latitude) : NaN;
  const longitude = job.lga ? Number(job.lga.longitude) : NaN;
  const salary = baseSalary(job);
  const url = localizedUrl(options.origin, `/jobs/${job.id}`, options.language);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.job_title,
    description,
    datePosted: new Date(job.created_at).toISOString(),
    ...(job.expires_at ? { validThrough: new Date(job.expires_at).toISOString() } : {}),
    employmentType: employmentTypes(job.jobtype),
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company.company_name || options.siteName,
      ...(job.company.website ? { sameAs: job.company.website } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(job.lga ? { addressLocality: job.lga.name } : {}),
        ...((job.lga?.state_name ?? job.stateName) ? { addressRegion: job.lga?.state_name || job.stateName || undefined } : {}),
        addressCountry: 'NG',
      },
      ...(Number.isFinite(latitude) && Number.isFinite(longitude) ? { geo: { '@type': 'GeoCoordinates', latitude, longitude } } : {}),
    },
    ...(salary ? { baseSalary: salary } : {}),
    directApply: true,
    identifier: { '@type': 'PropertyValue', name: options.siteName, value: String(job.id) },
    url,
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the element. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
