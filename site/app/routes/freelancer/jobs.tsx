import { GeneralErrorBoundary } from '~/components/error-boundary';
import { JobSearch } from '~/components/job-search';
import { requireUserType } from '~/utils/auth.server';
import { loadJobSearch } from '~/utils/job-search.server';
import type { Route } from './+types/jobs';

export const handle = { titleKey: 'jobs.title' };

export async function loader({ request }: Route.LoaderArgs) {
  await requireUserType(request, 'freelancer');
  return loadJobSearch(request, 'freelancer');
}

export default function Jobs({ loaderData }: Route.ComponentProps) {
  return <JobSearch loaderData={loaderData} base="/freelancer/jobs" jobHref={(id) => `/freelancer/details/${id}`} saveSearch />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
