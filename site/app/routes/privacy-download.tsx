import { env } from '~/utils/env.server';
import { pathId } from '~/utils/market.server';
import { getSession } from '~/utils/session.server';
import type { Route } from './+types/privacy-download';

/** /privacy/exports/:id/download: the person's "Download my data" ZIP through the site (the API answers it to its owner only). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const token = (await getSession(request)).get('token');
  if (!token) return new Response('Not found', { status: 404 });
  const upstream = await fetch(`${env.API_URL}/privacy/exports/${pathId(params.id)}/download`, { headers: { Authorization: `Bearer ${token}` }, signal: request.signal }).catch(() => null);
  if (!upstream || !upstream.ok || !upstream.body) {
    const status = upstream && [404, 409, 410].includes(upstream.status) ? upstream.status : 502;
    return new Response(status === 410 ? 'Expired' : 'Not found', { status });
  }
  const headers = new Headers({ 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' });
  for (const name of ['Content-Type', 'Content-Length', 'Content-Disposition']) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { headers });
}
