import { STATEMENT_PERIOD } from '@gigmarket/shared';
import { proxyPdf } from '~/utils/documents.server';
import type { Route } from './+types/statement-pdf';

/** /freelancer/statements/:period/pdf: the earnings statement as a PDF (GET /api/freelancer/statements/:period/pdf). */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!STATEMENT_PERIOD.test(params.period ?? '')) return new Response('Not found', { status: 404 });
  return proxyPdf(request, `/freelancer/statements/${params.period}/pdf`);
}
