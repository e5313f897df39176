/**
 * Answers for crawlers and job boards (docs/seo-and-feeds.md): a body with a strong `ETag` (its
 * hash) and `Last-Modified`, or 304 when the client's copy is current: `If-None-Match` decides when
 * sent (RFC 9110 13.2.2), else `If-Modified-Since`.
 */
import { createHash } from 'node:crypto';

export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

function matches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  // Weak comparison: W/"x" and "x" are the same representation for a GET.
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export function cachedAnswer(request: Request, body: string, contentType: string, lastModified: Date | null, extra: Record<string, string> = {}): Response {
  const etag = etagOf(body);
  const headers = new Headers({ 'Content-Type': contentType, ETag: etag, 'Cache-Control': 'public, max-age=300', ...extra });
  // HTTP dates have whole seconds.
  const modified = lastModified ? new Date(Math.floor(lastModified.getTime() / 1000) * 1000) : null;
  if (modified) headers.set('Last-Modified', modified.toUTCString());
  const ifNoneMatch = request.headers.get('If-None-Match');
  const ifModifiedSince = request.headers.get('If-Modified-Since');
  const since = ifModifiedSince ? Date.parse(ifModifiedSince) : NaN;
  const fresh = ifNoneMatch !== null ? matches(ifNoneMatch, etag) : modified !== null && Number.isFinite(since) && modified.getTime() <= since;
  if (fresh) {
    headers.delete('Content-Type');
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { status: 200, headers });
}

/** The newest of the dates (ISO strings or Dates); null for none. */
export function newest(dates: Array<string | Date | null | undefined>): Date | null {
  let best: number | null = null;
  for (const value of dates) {
    if (!value) continue;
    const time = new Date(value).getTime();
    if (Number.isFinite(time) && (best === null || time > best)) best = time;
  }
  return best === null ? null : new Date(best);
}
