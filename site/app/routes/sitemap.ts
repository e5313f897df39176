import { cachedAnswer } from '~/utils/feeds.server';
import { rootSitemap, SitemapUnavailable } from '~/utils/sitemap.server';
import { siteOrigin } from '~/utils/site-urls.server';
import type { Route } from './+types/sitemap';

/** /sitemap.xml (docs/seo-and-feeds.md). */
export async function loader({ request }: Route.LoaderArgs) {
  try {
    const { body, lastModified } = await rootSitemap(siteOrigin(request));
    return cachedAnswer(request, body, 'application/xml; charset=utf-8', lastModified);
  } catch (error) {
    if (error instanceof SitemapUnavailable) return new Response('Sitemap unavailable', { status: 503, headers: { 'Retry-After': '60' } });
    throw error;
  }
}
