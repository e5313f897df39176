import { cachedAnswer, newest } from '~/utils/feeds.server';
import { getLocale, getT } from '~/utils/i18n.server';
import { FeedUnavailable, feedPage, feedPageNumber, jobsJsonFeed } from '~/utils/job-feeds.server';
import { siteOrigin } from '~/utils/site-urls.server';
import type { Route } from './+types/feeds.jobs-json';

/** /feeds/jobs.json?page=&lang=: the open jobs as JSON Feed 1.1 (docs/seo-and-feeds.md "Job boards"). */
export async function loader({ request }: Route.LoaderArgs) {
  const page = feedPageNumber(request);
  if (page === null) return new Response(JSON.stringify({ error: 'page must be a whole number from 1' }), { status: 400, headers: { 'Content-Type': 'application/json' } });
  const [language, t] = await Promise.all([getLocale(request), getT(request)]);
  try {
    const feed = await feedPage(page, request);
    const body = JSON.stringify(jobsJsonFeed(feed, { origin: siteOrigin(request), language, publisher: t('app.name') }));
    return cachedAnswer(request, body, 'application/feed+json; charset=utf-8', newest(feed.items.map((job) => job.updated_at)));
  } catch (error) {
    if (error instanceof FeedUnavailable) return new Response('Feed unavailable', { status: 503, headers: { 'Retry-After': '60' } });
    throw error;
  }
}
