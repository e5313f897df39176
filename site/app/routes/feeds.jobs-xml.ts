import { cachedAnswer, newest } from '~/utils/feeds.server';
import { getLocale, getT } from '~/utils/i18n.server';
import { FeedUnavailable, feedPage, feedPageNumber, jobsXml, pages } from '~/utils/job-feeds.server';
import { siteOrigin } from '~/utils/site-urls.server';
import type { Route } from './+types/feeds.jobs-xml';

/** /feeds/jobs.xml?page=&lang=: the job boards' XML feed (docs/seo-and-feeds.md "Job boards"). */
export async function loader({ request }: Route.LoaderArgs) {
  const page = feedPageNumber(request);
  if (page === null) return new Response('page must be a whole number from 1', { status: 400 });
  const [language, t] = await Promise.all([getLocale(request), getT(request)]);
  const origin = siteOrigin(request);
  try {
    const feed = await feedPage(page, request);
    const lastModified = newest(feed.items.map((job) => job.updated_at));
    // The build date is the newest change, so an unchanged feed is the same bytes (and ETag).
    const body = jobsXml(feed, { origin, language, publisher: t('app.name'), built: lastModified ?? new Date(0) });
    const next: Record<string, string> = page < pages(feed) ? { Link: `<${origin}/feeds/jobs.xml?lang=${language}&page=${page + 1}>; rel="next"` } : {};
    return cachedAnswer(request, body, 'application/xml; charset=utf-8', lastModified, next);
  } catch (error) {
    if (error instanceof FeedUnavailable) return new Response('Feed unavailable', { status: 503, headers: { 'Retry-After': '60' } });
    throw error;
  }
}
