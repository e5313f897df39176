/**
 * The loader of a job search page (docs/search.md): the freelancers' (signed in, GET /api/jobs)
 * and the visitors' before sign-up (anonymous, GET /api/home/jobs; docs/site.md "Public browsing").
 */
import type { JobSearchData } from '~/components/job-search';
import { cardFields } from '~/components/job-card';
import type { PlaceLga } from '~/routes/places/lgas';
import { api, type ApiSchemas } from './api.server';
import { authed, loadCategories } from './market.server';
import { messageKey } from './messages';
import { loadLgas } from './places.server';
import { loadLookup } from './profile.server';
import { filtersFromUrl, filtersToApi } from './search';

export async function loadJobSearch(request: Request, who: 'freelancer' | 'anonymous'): Promise<JobSearchData> {
  const filters = filtersFromUrl(new URL(request.url).searchParams);
  const query = `${filtersToApi(filters)}&facets=false`;
  const [categories, jobTypes, states, res] = await Promise.all([
    loadCategories(request),
    loadLookup(request, 'jobtypes'),
    loadLookup(request, 'states'),
    // The answer as the API contract describes it (generated types): a change that breaks the cards fails the type check.
    // Without the facet counts: they are loaded when the filters open (jobs-facets.tsx).
    who === 'freelancer'
      ? authed<ApiSchemas['JobSearchPageDto']>(request, `/jobs?${query}`)
      : api<ApiSchemas['JobSearchPageDto']>(`/home/jobs?${query}`, { request }),
  ]);
  const [lgas, near] = await Promise.all([
    loadLgas(request, filters.state),
    filters.near_lga ? api<PlaceLga>(`/lookups/lgas/${filters.near_lga}`, { request }).then((r) => (r.ok ? (r.body.data ?? null) : null)) : Promise.resolve(null),
  ]);
  return {
    filters,
    categories: categories.map((c) => ({ id: c.id, name: c.category_name })),
    jobTypes: jobTypes.items,
    states: states.items,
    lgas,
    near,
    // The near-area form lists the LGAs of the area's state.
    nearLgas: near && String(near.state_id) !== filters.state ? await loadLgas(request, near.state_id) : lgas,
    // Each job as its card shows it (the site's data budget, docs/performance.md).
    result: res.ok ? { ...res.body.data!, items: res.body.data!.items.map(cardFields) } : null,
    error: res.ok ? null : messageKey(res.body),
  };
}

/** The facet counts of the search in the URL, or null (docs/search.md "Facets"). */
export async function loadJobFacets(request: Request, who: 'freelancer' | 'anonymous') {
  const filters = filtersFromUrl(new URL(request.url).searchParams);
  const res =
    who === 'freelancer'
      ? await authed<ApiSchemas['JobSearchFacetsDto']>(request, `/jobs/facets?${filtersToApi(filters)}`)
      : await api<ApiSchemas['JobSearchFacetsDto']>(`/home/jobs/facets?${filtersToApi(filters)}`, { request });
  return { facets: res.ok ? (res.body.data?.facets ?? null) : null };
}
