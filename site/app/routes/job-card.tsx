import { LANGUAGES } from '@gigmarket/shared';
import { api } from '~/utils/api.server';
import { getLocale, getT } from '~/utils/i18n.server';
import { cardEtag, etagMatches, jobCard } from '~/utils/job-card-image.server';
import { cardVersion, jobFacts, type PreviewJob } from '~/utils/job-meta';
import { pathId } from '~/utils/market.server';
import { siteOrigin } from '~/utils/site-urls.server';
import type { Route } from './+types/job-card';

/**
 * A job's card picture for link previews (`og:image`, docs/site.md "Link previews"): 1200x630
 * PNG, drawn once per version of the job and language. The address names the version (`v`), so
 * the answer may be kept a day.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const res = await api<PreviewJob>(`/home/jobs/${pathId(params.id)}`, { request });
  if (!res.ok || !res.body.data) return new Response(null, { status: res.status === 404 ? 404 : 502 });
  const job = res.body.data;
  const [locale, t] = await Promise.all([getLocale(request), getT(request)]);
  const lang = LANGUAGES.includes(locale) ? locale : 'en';
  const key = `${job.id}:${cardVersion(job)}:${lang}`;
  const host = new URL(siteOrigin(request)).host;
  const headers = { 'Cache-Control': 'public, max-age=86400', ETag: cardEtag(key, host) };
  if (etagMatches(request.headers.get('If-None-Match'), headers.ETag)) return new Response(null, { status: 304, headers });
  const png = await jobCard(key, () => ({
    facts: jobFacts(job, lang, t),
    brand: t('share.cardBrand'),
    verified: t('share.verifiedEmployer'),
    apply: t('share.cardApply'),
    host,
  }));
  return new Response(new Uint8Array(png), {
    headers: { ...headers, 'Content-Type': 'image/png', 'Content-Length': String(png.length) },
  });
}
