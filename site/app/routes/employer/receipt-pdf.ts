import { proxyPdf } from '~/utils/documents.server';
import { pathId } from '~/utils/market.server';
import type { Route } from './+types/receipt-pdf';

/** /employer/payments/:id/receipt/pdf: the payment's receipt as a PDF (GET /api/employer/payments/:id/receipt/pdf). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return proxyPdf(request, `/employer/payments/${pathId(params.id)}/receipt/pdf`);
}
