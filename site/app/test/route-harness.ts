// Route-module tests against a stubbed API: every fetch the site's server makes is recorded in
// `api.calls` and answered by `api.answer`, with a signed-in session and its CSRF token.
import { afterEach, beforeEach, vi } from 'vitest';
import { ensureCsrf, sessionStorage } from '~/utils/session.server';

export type Call = { method: string; path: string; body: unknown };
export type Answer = { status?: number; body: unknown };

/** What the stubbed API saw and how it answers; tests set `api.answer` and `api.userType`. */
export const api = {
  calls: [] as Call[],
  userType: 'employer',
  answer: ((): Answer => ({ body: { result: true, message: 'OK', data: {} } })) as (call: Call) => Answer,
};

beforeEach(() => {
  api.calls = [];
  api.userType = 'employer';
  api.answer = () => ({ body: { result: true, message: 'OK', data: {} } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = new URL(url).pathname.replace(/^\/api/, '') + new URL(url).search;
      if (path === '/auth/me')
        return Response.json({ result: true, message: 'OK', data: { id: 1, name: 'Ada', user_type: api.userType } });
      const call: Call = {
        method: init.method ?? 'GET',
        path,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      api.calls.push(call);
      const a = api.answer(call);
      return Response.json(a.body, { status: a.status ?? 200 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

export async function cookies(): Promise<{ cookie: string; csrf: string }> {
  const session = await sessionStorage.getSession();
  session.set('token', 'tok');
  const csrf = await ensureCsrf(new Request('http://site/'));
  const sessionCookie = (await sessionStorage.commitSession(session)).split(';')[0];
  return { cookie: `${sessionCookie}; ${csrf.setCookie!.split(';')[0]}`, csrf: csrf.token };
}

export async function get(url: string) {
  const { cookie } = await cookies();
  return new Request(`http://site${url}`, { headers: { Cookie: cookie } });
}

export async function post(url: string, fields: Record<string, string>) {
  const { cookie, csrf } = await cookies();
  return new Request(`http://site${url}`, {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf, ...fields }),
  });
}

/** What a route answered: a thrown or returned Response, or a data() value. */
export async function run(
  fn: () => Promise<unknown>,
): Promise<{ status: number; location?: string | null; data?: unknown }> {
  let out: unknown;
  try {
    out = await fn();
  } catch (e) {
    out = e;
  }
  if (out instanceof Response) return { status: out.status, location: out.headers.get('Location') };
  if (out && typeof out === 'object' && 'type' in out && (out as { type: string }).type === 'DataWithResponseInit') {
    const d = out as unknown as { data: unknown; init: { status?: number } | null };
    return { status: d.init?.status ?? 200, data: d.data };
  }
  return { status: 200, data: out };
}

export async function toastOf(res: Response) {
  const cookie = res.headers.get('Set-Cookie')!.split(';')[0];
  return (await sessionStorage.getSession(cookie)).get('toast');
}

export const hire = (status: string): Answer => ({
  body: { result: true, message: 'OK', data: { id: 7, status, can: { verify: status === 'approved' } } },
});
export const args = (request: Request, params: Record<string, string> = { id: '7' }) =>
  ({ request, params, context: {} }) as never;
