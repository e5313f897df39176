import { visitorLanguage } from './api.server';
import { env } from './env.server';
import { getSession } from './session.server';

/**
 * A receipt's or statement's PDF (docs/tax-and-statements.md) through the site, in the visitor's
 * language: the API answers 404 to anyone but its payer or freelancer.
 */
export async function proxyPdf(request: Request, apiPath: string): Promise<Response> {
  const token = (await getSession(request)).get('token');
  if (!token) return new Response('Not found', { status: 404 });
  const upstream = await fetch(`${env.API_URL}${apiPath}`, {
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': await visitorLanguage(request) },
    signal: request.signal,
  }).catch(() => null);
  if (!upstream || !upstream.ok || !upstream.body) {
    const status = upstream?.status;
    return new Response(status === 404 ? 'Not found' : 'Bad request', { status: status === 404 || status === 400 ? status : 502 });
  }
  const headers = new Headers({ 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' });
  for (const name of ['Content-Type', 'Content-Length', 'Content-Disposition']) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { headers });
}

/** The statement periods Money offers: this year and last, this month and the two before (Lagos). */
export function statementPeriods(now: Date): { years: string[]; months: string[] } {
  const lagos = new Date(now.getTime() + 3_600_000);
  const year = lagos.getUTCFullYear();
  const months = [0, 1, 2].map((back) => {
    const at = new Date(Date.UTC(year, lagos.getUTCMonth() - back, 1));
    return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
  });
  return { years: [String(year), String(year - 1)], months };
}
