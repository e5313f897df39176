import { env } from '~/utils/env.server';
import { getSession } from '~/utils/session.server';
import type { Route } from './+types/attachment';
import { pathId } from '~/utils/market.server';

/** /messages/attachment/:id: a message's image or PDF through the site (the API answers 404 to anyone but the thread's two sides). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const token = (await getSession(request)).get('token');
  if (!token) return new Response('Not found', { status: 404 });
  const upstream = await fetch(`${env.API_URL}/messages/${pathId(params.id)}/attachment`, { headers: { Authorization: `Bearer ${token}` }, signal: request.signal }).catch(() => null);
  if (!upstream || !upstream.ok || !upstream.body) return new Response('Not found', { status: upstream?.status === 404 ? 404 : 502 });
  const headers = new Headers({ 'Cache-Control': 'private, max-age=3600', 'X-Content-Type-Options': 'nosniff' });
  for (const name of ['Content-Type', 'Content-Length', 'Content-Disposition']) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { headers });
}
