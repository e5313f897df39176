import { env } from '~/utils/env.server';
import type { Route } from './+types/uploads';

/** Uploaded images are served through the site, so the browser never talks to the API. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const name = params.filename;
  if (!/^[\w.-]+$/.test(name)) throw new Response('Not found', { status: 404 });
  // `?w=` asks for WebP at a width; the API says which widths it renders.
  const width = new URL(request.url).searchParams.get('w');
  if (width !== null && !/^\d{1,4}$/.test(width)) throw new Response('Bad width', { status: 400 });
  const res = await fetch(`${env.API_URL}/uploads/${encodeURIComponent(name)}${width === null ? '' : `?w=${width}`}`);
  if (res.status === 400) throw new Response('Bad width', { status: 400 });
  if (!res.ok || !res.body) throw new Response('Not found', { status: 404 });
  const headers = new Headers();
  for (const h of ['Content-Type', 'Content-Length', 'Cache-Control', 'ETag', 'Last-Modified']) {
    const v = res.headers.get(h);
    if (v) headers.set(h, v);
  }
  headers.set('X-Content-Type-Options', 'nosniff');
  return new Response(res.body, { status: 200, headers });
}
