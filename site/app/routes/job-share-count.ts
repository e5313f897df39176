import { JOB_SOURCES, type JobSource } from '@gigmarket/shared';
import { api } from '~/utils/api.server';
import { pathId } from '~/utils/market.server';
import type { Route } from './+types/job-share-count';

/**
 * One share of a job, counted by where the sharer came from (docs/seo-and-feeds.md "Where views
 * come from"). The Share action sends it with `navigator.sendBeacon` and never waits for it.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const asked = new URL(request.url).searchParams.get('source');
  const source: JobSource = JOB_SOURCES.includes(asked as JobSource) ? (asked as JobSource) : 'direct';
  const res = await api(`/home/jobs/${pathId(params.id)}/shares?source=${source}`, { method: 'POST', request });
  return new Response(null, { status: res.ok ? 204 : res.status === 404 ? 404 : 502 });
}
