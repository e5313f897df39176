import { requireUserType } from '~/utils/auth.server';
import { verifyReturn } from '~/utils/hires.server';
import type { Route } from './+types/hire-return';

/**
 * Where Paystack sends the browser back (`?reference=&trxref=`). The query string is never
 * trusted: it only triggers POST /api/employer/hires/:id/verify, which checks the API's own
 * stored reference with Paystack; then back to the hire page with a toast.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUserType(request, 'employer');
  return verifyReturn(request, Number(params.id));
}
