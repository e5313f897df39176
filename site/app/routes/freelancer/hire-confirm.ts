import { failureKey, requireParty, throwIfNotFound, toastRedirect } from '~/utils/hires.server';
import type { Hire } from '~/utils/hires';
import { authed, pathId } from '~/utils/market.server';
import { redirect } from 'react-router';
import type { Route } from './+types/hire-confirm';

/**
 * /freelancer/hires/:id/confirm, the SMS's link (docs/shift-confirmation.md): signed in, opening it
 * confirms the shift and shows the hire; signed out, it signs in first and comes back here. A tap
 * from another site's page (Sec-Fetch-Site cross-site or same-site) confirms nothing: it shows the
 * hire page, whose Confirm button posts with the form's CSRF token.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireParty(request);
  const id = pathId(params.id);
  const back = `/freelancer/hires/${id}`;
  const from = request.headers.get('sec-fetch-site');
  if (from && from !== 'none' && from !== 'same-origin') throw redirect(back);
  const res = await authed<Hire>(request, `/freelancer/hires/${id}/confirm`, { method: 'POST', body: { via: 'link' } });
  throwIfNotFound(res);
  if (!res.ok) return toastRedirect(request, back, { type: 'error', key: failureKey(res) });
  return toastRedirect(request, back, { type: 'success', key: 'hires.confirmedToast' });
}
