import { loadJobFacets } from '~/utils/job-search.server';
import type { Route } from './+types/jobs-facets';

/** The facet counts of a visitor's search, loaded when its filters open (routes/jobs.tsx). */
export async function loader({ request }: Route.LoaderArgs) {
  return loadJobFacets(request, 'anonymous');
}
