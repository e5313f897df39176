import { GeneralErrorBoundary } from '~/components/error-boundary';
import { HIRE_FILTERS, HireList } from '~/components/hires';
import type { Hire } from '~/utils/hires';
import { hiresPath, requireParty } from '~/utils/hires.server';
import { must, type Page } from '~/utils/market.server';
import type { Route } from './+types/hires';

export const handle = { titleKey: 'hires.title' };

/** /employer/hires and /freelancer/hires: GET /api/<side>/hires?status=&page=&per_page=10. */
export async function loader({ request }: Route.LoaderArgs) {
  const party = await requireParty(request);
  const url = new URL(request.url);
  const status = HIRE_FILTERS.find((s) => s === url.searchParams.get('status')) ?? '';
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const d = await must<Page<Hire>>(request, hiresPath(party, status, page));
  return { party, status, items: d.items, page: d.page || page, pages: Math.max(1, Math.ceil(d.total / (d.per_page || 10))) };
}

export default function Hires({ loaderData }: Route.ComponentProps) {
  return <HireList {...loaderData} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
