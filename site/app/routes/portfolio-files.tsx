import { env } from '~/utils/env.server';
import type { Route } from './+types/portfolio-files';

/** Portfolio files (and profile videos) are served through the site, like uploads. */
export async function loader({ params }: Route.LoaderArgs) {
  const name = params.name;
  if (!/^[\w.-]+$/.test(name)) throw new Response('Not found', { status: 404 });
  const res = await fetch(`${env.API_URL}/portfolio/files/${encodeURIComponent(name)}`);
  if (!res.ok || !res.body) throw new Response('Not found', { status: 404 });
  const headers = new Headers();
  for (const h of ['Content-Type', 'Content-Length', 'Cache-Control', 'ETag', 'Last-Modified', 'Content-Disposition']) {
    const v = res.headers.get(h);
    if (v) headers.set(h, v);
  }
  headers.set('X-Content-Type-Options', 'nosniff');
  return new Response(res.body, { status: 200, headers });
}
