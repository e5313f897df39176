/**
 * Whose pages these are, for the service worker's cache (docs/offline.md): every document names
 * its sign-in with an opaque `X-GM-Viewer` (a hash of the session's token; '-' for nobody), and
 * pages of a signed-in user are `Cache-Control: private, no-store`: no shared cache keeps them, and
 * the browser keeps them neither on disk nor in its back/forward cache, so Back after a logout on a
 * shared phone asks the server again (docs/offline.md "A shared phone forgets"). The service worker
 * drops what it kept when the viewer changes (logout, another sign-in).
 */
import { createHmac } from 'node:crypto';
import { env } from './env.server';
import { getSession } from './session.server';

export const VIEWER_HEADER = 'X-GM-Viewer';

export async function markViewer(request: Request, headers: Headers): Promise<void> {
  const token = (await getSession(request)).get('token');
  if (!token) {
    headers.set(VIEWER_HEADER, '-');
    return;
  }
  headers.set(VIEWER_HEADER, createHmac('sha256', env.SESSION_SECRET).update(token).digest('base64url').slice(0, 22));
  headers.set('Cache-Control', 'private, no-store');
  headers.append('Vary', 'Cookie');
}
