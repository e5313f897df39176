/**
 * The job boards' feeds (docs/seo-and-feeds.md "Job boards"): the open jobs, newest first, 500 a
 * page (`?page=`), in the common job-board XML (Indeed's shape) and as JSON Feed 1.1. Every job
 * link carries `ref=feed`, so the visits they bring are counted as the feed's.
 */
import type { Language } from '@gigmarket/shared';
import { api } from './api.server';
import type { ApiSchemas } from './api-schemas';
import { localizedUrl } from './job-posting';
import { xmlEscape } from './site-urls.server';

export type FeedPage = ApiSchemas['FeedPageDto'];
type FeedJob = FeedPage['items'][number];
export const FEED_PAGE_SIZE = 500;

export class FeedUnavailable extends Error {}

export function feedPageNumber(request: Request): number | null {
  const raw = new URL(request.url).searchParams.get('page');
  if (raw === null || raw === '') return 1;
  return /^\d{1,6}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
}

/** Names (state, job type) in the request's language: its ?lang=, else cookie or browser. */
export async function feedPage(page: number, request: Request): Promise<FeedPage> {
  const res = await api<FeedPage>(`/discovery/feed?page=${page}&per_page=${FEED_PAGE_SIZE}`, { request });
  if (!res.ok || !res.body.data) throw new FeedUnavailable(String(res.status));
  return res.body.data;
}

export function jobUrl(origin: string, id: number, language: Language): string {
  return `${localizedUrl(origin, `/jobs/${id}`, language)}&ref=feed`;
}

const amount = (value: string | null | undefined): string | null => (value == null || value === '' ? null : String(Number(value)));

/** "NGN 50000 - 80000", or "NGN 50000": the whole job's price. */
export function salaryText(job: FeedJob): string {
  const low = amount(job.min_amount);
  const high = amount(job.max_amount);
  if (!low && !high) return '';
  return low && high && low !== high ? `${job.currency} ${low} - ${high}` : `${job.currency} ${low ?? high}`;
}

const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
// Characters XML 1.0 does not allow, whatever the escaping.
const xmlSafe = (text: string) => text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');

export function pages(feed: FeedPage): number {
  return Math.max(1, Math.ceil(feed.total / feed.per_page));
}

export function jobsXml(feed: FeedPage, options: { origin: string; language: Language; publisher: string; built: Date }): string {
  const jobs = feed.items.map((job) =>
    [
      '<job>',
      `<title>${cdata(xmlSafe(job.title))}</title>`,
      `<date>${cdata(new Date(job.date_posted).toUTCString())}</date>`,
      `<referencenumber>${cdata(String(job.id))}</referencenumber>`,
      `<url>${cdata(jobUrl(options.origin, job.id, options.language))}</url>`,
      `<company>${cdata(xmlSafe(job.company ?? options.publisher))}</company>`,
      `<city>${cdata(xmlSafe(job.city ?? ''))}</city>`,
      `<state>${cdata(xmlSafe(job.state ?? ''))}</state>`,
      `<country>${cdata(job.country)}</country>`,
      `<description>${cdata(xmlSafe(job.description))}</description>`,
      `<salary>${cdata(salaryText(job))}</salary>`,
      `<jobtype>${cdata(xmlSafe(job.job_type ?? ''))}</jobtype>`,
      job.category ? `<category>${cdata(xmlSafe(job.category))}</category>` : '',
      job.valid_through ? `<expirationdate>${cdata(new Date(job.valid_through).toUTCString())}</expirationdate>` : '',
      '</job>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<source>',
    `<publisher>${xmlEscape(options.publisher)}</publisher>`,
    `<publisherurl>${xmlEscape(options.origin)}</publisherurl>`,
    `<lastBuildDate>${options.built.toUTCString()}</lastBuildDate>`,
    ...jobs,
    '</source>',
    '',
  ].join('\n');
}

export function jobsJsonFeed(feed: FeedPage, options: { origin: string; language: Language; publisher: string }): object {
  const page = feed.page;
  const feedUrl = (n: number) => `${options.origin}/feeds/jobs.json?lang=${options.language}${n > 1 ? `&page=${n}` : ''}`;
  return {
    version: 'https://jsonfeed.org/version/1.1',
    title: options.publisher,
    home_page_url: `${options.origin}/home`,
    feed_url: feedUrl(page),
    ...(page < pages(feed) ? { next_url: feedUrl(page + 1) } : {}),
    language: options.language,
    items: feed.items.map((job) => ({
      id: String(job.id),
      url: jobUrl(options.origin, job.id, options.language),
      title: job.title,
      content_text: job.description,
      date_published: new Date(job.date_posted).toISOString(),
      date_modified: new Date(job.updated_at).toISOString(),
      ...(job.category ? { tags: [job.category] } : {}),
      _gigmarket: {
        company: job.company,
        city: job.city,
        state: job.state,
        country: job.country,
        currency: job.currency,
        min_amount: job.min_amount,
        max_amount: job.max_amount,
        job_type: job.job_type,
        valid_through: job.valid_through ? new Date(job.valid_through).toISOString() : null,
      },
    })),
  };
}
