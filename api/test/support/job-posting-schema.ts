import * as z from 'zod';

/**
 * Google's JobPosting structured data: the fields it requires (title, description, datePosted,
 * hiringOrganization, jobLocation) and the ones it recommends (validThrough, employmentType,
 * baseSalary with currency and unit, directApply, identifier), as Search Central documents them
 * (developers.google.com/search/docs/appearance/structured-data/job-posting).
 */
const isoDate = z.string().refine((value) => !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}/.test(value), 'ISO 8601 date');
const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'] as const;
const UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;

const quantitative = z.union([
  z.object({ '@type': z.literal('QuantitativeValue'), value: z.number().positive(), unitText: z.enum(UNITS) }).strict(),
  z
    .object({ '@type': z.literal('QuantitativeValue'), minValue: z.number().positive(), maxValue: z.number().positive(), unitText: z.enum(UNITS) })
    .strict()
    .refine((v) => v.minValue <= v.maxValue, 'minValue <= maxValue'),
]);

export const JobPostingSchema = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('JobPosting'),
  title: z.string().min(1),
  description: z.string().min(1),
  datePosted: isoDate,
  validThrough: isoDate.optional(),
  employmentType: z.array(z.enum(EMPLOYMENT_TYPES)).min(1),
  hiringOrganization: z.object({ '@type': z.literal('Organization'), name: z.string().min(1), sameAs: z.string().url().optional() }),
  jobLocation: z.object({
    '@type': z.literal('Place'),
    address: z.object({
      '@type': z.literal('PostalAddress'),
      addressLocality: z.string().min(1).optional(),
      addressRegion: z.string().min(1),
      addressCountry: z.literal('NG'),
    }),
    geo: z.object({ '@type': z.literal('GeoCoordinates'), latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  }),
  baseSalary: z.object({ '@type': z.literal('MonetaryAmount'), currency: z.literal('NGN'), value: quantitative }),
  directApply: z.boolean(),
  identifier: z.object({ '@type': z.literal('PropertyValue'), name: z.string().min(1), value: z.string().min(1) }),
  url: z.string().url(),
});

/** The JSON-LD blocks of a page's HTML, parsed. */
export function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]) as unknown);
}
