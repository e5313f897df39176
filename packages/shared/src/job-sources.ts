/**
 * Where a job page's visitors come from (docs/seo-and-feeds.md "Where views come from"): counted per
 * job, day and source, never per visitor.
 * - `share`: a link carrying `ref=share` (the Share action adds it);
 * - `feed`: a link carrying `ref=feed` (every link in the job feeds);
 * - `search`: a search engine's page as the referrer;
 * - `other`: another site's page as the referrer;
 * - `direct`: no referrer, or a page of this site.
 */
export const JOB_SOURCES = ['share', 'feed', 'search', 'other', 'direct'] as const;
export type JobSource = (typeof JOB_SOURCES)[number];

/** What is counted per job, day and source. */
export const JOB_SOURCE_EVENTS = ['view', 'share', 'application'] as const;
export type JobSourceEvent = (typeof JOB_SOURCE_EVENTS)[number];

/** Referrer hosts counted as search engines: the host itself or any of its subdomains, any country ending. */
export const SEARCH_ENGINE_HOSTS = ['google', 'bing.com', 'duckduckgo.com', 'yahoo', 'yandex', 'baidu.com', 'ecosia.org', 'qwant.com', 'search.brave.com'] as const;

function isSearchEngine(host: string): boolean {
  const labels = host.toLowerCase().split('.');
  return SEARCH_ENGINE_HOSTS.some((engine) => {
    if (engine.includes('.')) return host === engine || host.endsWith(`.${engine}`);
    // "google" matches google.com, www.google.com.ng, news.google.fr: a label of the host.
    return labels.slice(0, -1).includes(engine);
  });
}

/**
 * The source of one visit: the link's `ref` first (`share`, `feed`), then the referrer's host
 * (`siteHost` is this site's own host: its pages count as direct).
 */
export function jobSource(ref: string | null | undefined, referrer: string | null | undefined, siteHost?: string | null): JobSource {
  if (ref === 'share' || ref === 'feed') return ref;
  if (!referrer) return 'direct';
  let host: string;
  try {
    host = new URL(referrer).hostname;
  } catch {
    return 'direct';
  }
  if (!host || (siteHost && host === siteHost.split(':')[0])) return 'direct';
  return isSearchEngine(host) ? 'search' : 'other';
}
