import { cachedAnswer, newest } from '~/utils/feeds.server';
import { jobEntries, jobPage, pagesPerFile, postEntries, SitemapUnavailable, urlset } from '~/utils/sitemap.server';
import { siteOrigin } from '~/utils/site-urls.server';
import type { Route } from './+types/sitemap-part';

/** /sitemaps/posts.xml and /sitemaps/jobs-<after>.xml: the files of the sitemap index (docs/seo-and-feeds.md). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const origin = siteOrigin(request);
  const name = params.name ?? '';
  try {
    if (name === 'posts.xml') {
      const posts = await postEntries();
      return cachedAnswer(request, urlset(origin, posts), 'application/xml; charset=utf-8', newest(posts.map((p) => p.lastmod)));
    }
    const match = /^jobs-(\d{1,10})\.xml$/.exec(name);
    if (!match) return new Response('Not found', { status: 404 });
    const entries = jobEntries(await jobPage(Number(match[1]), pagesPerFile()));
    return cachedAnswer(request, urlset(origin, entries), 'application/xml; charset=utf-8', newest(entries.map((e) => e.lastmod)));
  } catch (error) {
    if (error instanceof SitemapUnavailable) return new Response('Sitemap unavailable', { status: 503, headers: { 'Retry-After': '60' } });
    throw error;
  }
}
