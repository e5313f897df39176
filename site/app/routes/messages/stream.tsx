import { env } from '~/utils/env.server';
import { getSession } from '~/utils/session.server';
import type { Route } from './+types/stream';

/**
 * /messages/stream: the browser's EventSource reads the API's GET /api/messages/stream through
 * the site (same origin, so the CSP's connect-src 'self' holds and the token stays in the cookie).
 * `no-transform` keeps the compression middleware from buffering the events.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = (await getSession(request)).get('token');
  if (!token) return new Response('Unauthorized', { status: 401 });
  let upstream: Response;
  try {
    upstream = await fetch(`${env.API_URL}/messages/stream`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
      signal: request.signal,
    });
  } catch {
    return new Response('Unavailable', { status: 503 });
  }
  if (!upstream.ok || !upstream.body) return new Response(null, { status: upstream.status === 401 ? 401 : 502 });
  return new Response(upstream.body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}
