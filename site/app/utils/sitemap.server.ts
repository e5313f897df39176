/**
 * The sitemap (docs/seo-and-feeds.md "Search engines"): every open job and published post, once
 * per language (`?lang=en`, `?lang=fr`), each listing the others as hreflang alternates, with
 * `lastmod`. Past SITEMAP_MAX_URLS addresses (50,000, the protocol's limit) /sitemap.xml becomes
 * a sitemap index over /sitemaps/posts.xml and /sitemaps/jobs-<after>.xml, each a keyset page of
 * the API's walk (GET /api/discovery/jobs?after=).
 */
import { LANGUAGES } from '@gigmarket/shared';
import { api } from './api.server';
import { newest } from './feeds.server';
import { alternates, xmlEscape } from './site-urls.server';
import type { ApiSchemas } from './api-schemas';

type JobRefPage = ApiSchemas['DiscoveryJobRefPageDto'];
type PostRefs = ApiSchemas['DiscoveryPostRefListDto'];
export type Entry = { path: string; lastmod: string };

export function maxUrls(): number {
  const configured = Number(process.env.SITEMAP_MAX_URLS);
  return Number.isInteger(configured) && configured >= LANGUAGES.length ? Math.min(configured, 50_000) : 50_000;
}
/** Pages per sitemap file: each is listed once per language. */
export const pagesPerFile = () => Math.floor(maxUrls() / LANGUAGES.length);

export class SitemapUnavailable extends Error {}

export async function jobPage(after: number, limit: number): Promise<JobRefPage> {
  const res = await api<JobRefPage>(`/discovery/jobs?after=${after}&limit=${limit}`);
  if (!res.ok || !res.body.data) throw new SitemapUnavailable(`jobs: ${res.status}`);
  return res.body.data;
}

export async function postEntries(): Promise<Entry[]> {
  const res = await api<PostRefs>('/discovery/posts');
  if (!res.ok || !res.body.data) throw new SitemapUnavailable(`posts: ${res.status}`);
  return res.body.data.items.map((post) => ({ path: `/posts/${encodeURIComponent(post.post_slug)}`, lastmod: new Date(post.updated_at).toISOString() }));
}

export const jobEntries = (page: JobRefPage): Entry[] => page.items.map((job) => ({ path: `/jobs/${job.id}`, lastmod: new Date(job.updated_at).toISOString() }));

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function urlset(origin: string, entries: Entry[]): string {
  const urls = entries.flatMap((entry) => {
    const links = alternates(origin, entry.path)
      .map((alt) => `<xhtml:link rel="alternate" hreflang="${alt.language}" href="${xmlEscape(alt.href)}"/>`)
      .join('');
    return alternates(origin, entry.path)
      .filter((alt) => alt.language !== 'x-default')
      .map((alt) => `<url><loc>${xmlEscape(alt.href)}</loc><lastmod>${entry.lastmod}</lastmod>${links}</url>`);
  });
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(origin: string, files: { path: string; lastmod: Date | null }[]): string {
  const items = files.map((file) => `<sitemap><loc>${xmlEscape(origin + file.path)}</loc>${file.lastmod ? `<lastmod>${file.lastmod.toISOString()}</lastmod>` : ''}</sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** /sitemap.xml: the whole set in one file, or the index when it does not fit. */
export async function rootSitemap(origin: string): Promise<{ body: string; lastModified: Date | null }> {
  const perFile = pagesPerFile();
  const [posts, first] = await Promise.all([postEntries(), jobPage(0, perFile)]);
  if (first.total + posts.length <= perFile) {
    const entries = [...jobEntries(first), ...posts];
    return { body: urlset(origin, entries), lastModified: newest(entries.map((e) => e.lastmod)) };
  }
  const files: { path: string; lastmod: Date | null }[] = [{ path: '/sitemaps/posts.xml', lastmod: newest(posts.map((p) => p.lastmod)) }];
  let after = 0;
  let page = first;
  for (;;) {
    // A last page can be empty when the one before was exactly full: no file for it.
    if (page.items.length > 0) files.push({ path: `/sitemaps/jobs-${after}.xml`, lastmod: newest(page.items.map((j) => j.updated_at)) });
    if (page.next_after === null) break;
    after = page.next_after;
    page = await jobPage(after, perFile);
  }
  return { body: sitemapIndex(origin, files), lastModified: newest(files.map((f) => f.lastmod)) };
}
