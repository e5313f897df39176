import { requireUserType } from '~/utils/auth.server';
import { loadJobFacets } from '~/utils/job-search.server';
import type { Route } from './+types/jobs-facets';

/**
 * The counts per category, job type and state of the search in the URL, loaded when its filters
 * open (docs/search.md "Facets"); null when the API has none (it answered from SQL) or failed,
 * and the filters then show plain choices.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUserType(request, 'freelancer');
  return loadJobFacets(request, 'freelancer');
}
