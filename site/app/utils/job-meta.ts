/**
 * What a shared job link previews (docs/site.md "Link previews"): the facts a person decides on
 * (pay, day and hours, area, the employer's verified badge), the page's title and description,
 * and the Open Graph and Twitter tags with the job's card picture. Pure: the route's loader calls
 * it with the request's translator, the card picture and the share text read the same facts.
 */
import type { Language, PublicJobAvailability } from '@gigmarket/shared';
import type { MetaDescriptor } from 'react-router';
import { formatArea } from './area';
import { date, price } from './format';

type Translate = (key: string, options?: Record<string, string | number>) => string;

/** The fields of a public job (GET /api/home/jobs/:id) that the preview reads. */
export interface PreviewJob {
  id: number;
  job_title: string;
  pricing?: string;
  amount?: string | null;
  min_amount?: string | null;
  max_amount?: string | null;
  currency?: string | null;
  job_date?: string | null;
  job_end_date?: string | null;
  job_time?: string | null;
  job_sart_time?: string | null;
  job_end_time?: string | null;
  lga?: { name: string; state_name: string } | null;
  stateName?: string | null;
  work_description?: string | null;
  employer_verified_at?: string | Date | null;
  availability?: PublicJobAvailability;
  updated_at?: string | Date | null;
  company?: { company_name?: string | null } | null;
}

export interface JobFacts {
  title: string;
  pay: string;
  /** "12 Dec 2030 · 09:00–17:00" */
  when: string;
  /** "Ikeja, Lagos" */
  area: string;
  verified: boolean;
  availability: PublicJobAvailability;
  /** "Filled", "Expired", "Closed" in the page's language; "" while open. */
  status: string;
}

const hhmm = (value: string | null | undefined) => (value ? value.slice(0, 5) : '');

/** Day and hours: "12 Dec 2030 – 14 Dec 2030 · 09:00–17:00", or the employer's words for the time ("Morning"). */
export function jobWhen(job: PreviewJob, locale: Language): string {
  const start = date(job.job_date, locale);
  const end = job.job_end_date && job.job_end_date !== job.job_date ? date(job.job_end_date, locale) : '';
  const day = [start, end].filter(Boolean).join(' – ');
  const from = hhmm(job.job_sart_time);
  const to = hhmm(job.job_end_time);
  const hours = from && to ? `${from}–${to}` : from || (job.job_time ?? '').trim();
  return [day, hours].filter(Boolean).join(' · ');
}

export function jobFacts(job: PreviewJob, locale: Language, t: Translate): JobFacts {
  const availability = job.availability ?? 'open';
  return {
    title: job.job_title.trim(),
    pay: price(job, locale),
    when: jobWhen(job, locale),
    area: job.lga ? formatArea(job.lga, null, locale) : (job.stateName ?? ''),
    verified: Boolean(job.employer_verified_at),
    availability,
    status: availability === 'open' ? '' : t(`share.status.${availability}`),
  };
}

/** The meta description: pay, day and hours, area, the badge; then what became of the job; then the work, cut to about 200 characters. */
export function jobDescription(job: PreviewJob, facts: JobFacts, t: Translate): string {
  const lead = [facts.pay, facts.when, facts.area, facts.verified ? t('share.verifiedEmployer') : ''].filter(Boolean).join(' · ');
  const parts = [facts.status ? t('share.noLonger', { status: facts.status.toLocaleLowerCase() }) : '', lead];
  let text = parts.filter(Boolean).join(' — ');
  const work = (job.work_description ?? '').replace(/\s+/g, ' ').trim();
  if (work) text = `${text}. ${work}`;
  return text.length > 200 ? `${text.slice(0, 199).trimEnd()}…` : text;
}

/** The page's title: "Filled: Paint a shop front · ₦15,000 | GigMarket". */
export function jobTitle(facts: JobFacts, siteName: string): string {
  const title = facts.status ? `${facts.status}: ${facts.title}` : facts.title;
  return `${[title, facts.pay].filter(Boolean).join(' · ')} | ${siteName}`;
}

/** Open Graph locales: the page's language and the other (docs/site.md "Link previews"). */
export const OG_LOCALES: Record<Language, string> = { en: 'en_NG', fr: 'fr_FR' };

/** The version of a job's card: it changes when the job is edited or what became of it changes. */
export function cardVersion(job: PreviewJob): string {
  const at = job.updated_at ? new Date(job.updated_at).getTime() : 0;
  return `${Number.isNaN(at) ? 0 : at}-${job.availability ?? 'open'}`;
}

/** The job page's own address, per language: English without a parameter, French with `?lang=fr`. */
export function canonicalUrl(origin: string, jobId: number, locale: Language): string {
  const url = new URL(`/jobs/${jobId}`, origin);
  if (locale !== 'en') url.searchParams.set('lang', locale);
  return url.toString();
}

export function cardImageUrl(origin: string, job: PreviewJob, locale: Language): string {
  const url = new URL(`/jobs/${job.id}/card.png`, origin);
  url.searchParams.set('lang', locale);
  url.searchParams.set('v', cardVersion(job));
  return url.toString();
}

export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** Every tag of a job page's `meta` export. */
export function buildJobMeta(input: { job: PreviewJob; locale: Language; origin: string; t: Translate; siteName: string }): MetaDescriptor[] {
  const { job, locale, origin, t, siteName } = input;
  const facts = jobFacts(job, locale, t);
  const title = jobTitle(facts, siteName);
  const description = jobDescription(job, facts, t);
  const url = canonicalUrl(origin, job.id, locale);
  const image = cardImageUrl(origin, job, locale);
  const alt = t('share.cardAlt', { title: facts.title, pay: facts.pay, area: facts.area });
  const other: Language = locale === 'en' ? 'fr' : 'en';
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { tagName: 'link', rel: 'alternate', hrefLang: locale, href: url },
    { tagName: 'link', rel: 'alternate', hrefLang: other, href: canonicalUrl(origin, job.id, other) },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: OG_LOCALES[locale] },
    { property: 'og:locale:alternate', content: OG_LOCALES[other] },
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(CARD_SIZE.width) },
    { property: 'og:image:height', content: String(CARD_SIZE.height) },
    { property: 'og:image:alt', content: alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: alt },
  ];
}
