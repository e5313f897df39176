import { GeneralErrorBoundary } from '~/components/error-boundary';
import { requireUserType } from '~/utils/auth.server';
import { verifyReturn } from '~/utils/hires.server';
import { useTranslation } from '~/utils/i18n';
import type { Route } from './+types/hire-return';
import { pathId } from '~/utils/market.server';

export const handle = { titleKey: 'hires.paymentPendingTitle' };

/**
 * Where Paystack sends the browser back (`?reference=&trxref=`). The query string is never
 * trusted: it only triggers POST /api/employer/hires/:id/verify, which checks the API's own
 * stored reference with Paystack; then back to the hire page with a toast.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUserType(request, 'employer');
  return verifyReturn(request, pathId(params.id));
}

/** Never shown in practice: the loader always redirects (a 404 shows the boundary below). */
export default function HireReturn() {
  const { t } = useTranslation();
  return (
    <main id="main" className="content">
      <p role="status">{t('hires.paymentPending')}</p>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
