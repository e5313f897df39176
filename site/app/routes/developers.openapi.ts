import { env } from '~/utils/env.server';

/**
 * The API's OpenAPI 3.1 document for other systems (the one `api/openapi.json` holds), served on
 * the site's own address for the Developers page: the API itself is not always reachable from the
 * internet (docs/deploy.md).
 */
export async function loader() {
  const answer = await fetch(`${env.API_URL}/docs-json`, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
  if (!answer?.ok) return new Response('The API document is not available right now.', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' } });
  return new Response(await answer.text(), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=300', 'Content-Disposition': 'inline; filename="gigmarket-openapi.json"' },
  });
}
