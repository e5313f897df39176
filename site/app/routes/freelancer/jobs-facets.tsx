import { requireUserType } from '~/utils/auth.server';
import { authed } from '~/utils/market.server';
import { filtersFromUrl, filtersToApi } from '~/utils/search';
import type { ApiSchemas } from '~/utils/api.server';
import type { Route } from './+types/jobs-facets';

/**
 * The counts per category, job type and state of the search in the URL, loaded when its filters
 * open (docs/search.md "Facets"); null when the API has none (it answered from SQL) or failed,
 * and the filters then show plain choices.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUserType(request, 'freelancer');
  const filters = filtersFromUrl(new URL(request.url).searchParams);
  const res = await authed<ApiSchemas['JobSearchFacetsDto']>(request, `/jobs/facets?${filtersToApi(filters)}`);
  return { facets: res.ok ? (res.body.data?.facets ?? null) : null };
}
