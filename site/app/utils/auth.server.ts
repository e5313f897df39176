import { safeReturnPath } from './return-to';
/** Guards: called first in a loader or action, they throw redirects. */
import { redirect } from 'react-router';
import type { SiteUserType } from '@gigmarket/shared';
import { api, type CurrentUser } from './api.server';
import { commit, getSession } from './session.server';

const cache = new WeakMap<Request, Promise<CurrentUser | null>>();

/** The signed-in user (fetched from the API once per request), or null. */
export function getUser(request: Request): Promise<CurrentUser | null> {
  let pending = cache.get(request);
  if (!pending) {
    pending = (async () => {
      const session = await getSession(request);
      const token = session.get('token');
      if (!token) return null;
      const res = await api<CurrentUser>('/auth/me', { token, request });
      if (res.ok && res.body.data) return res.body.data;
      if (res.status === 401) return null;
      if (res.transportError) throw new Response(res.transportError, { status: 503 });
      return null;
    })();
    cache.set(request, pending);
  }
  return pending;
}

export async function getToken(request: Request): Promise<string | undefined> {
  return (await getSession(request)).get('token');
}

function originalUrl(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** A signed-in user, or a redirect to /login?redirect=<original url> (a dead token is dropped). */
export async function requireUser(request: Request): Promise<CurrentUser> {
  const user = await getUser(request);
  if (user) return user;
  const session = await getSession(request);
  const params = new URLSearchParams({ redirect: originalUrl(request) });
  const headers = new Headers();
  if (session.get('token')) {
    session.unset('token');
    headers.append('Set-Cookie', await commit(session));
  }
  throw redirect(`/login?${params}`, { headers });
}

/** A user of the given type, or /unauthorized (anonymous users go to /login first). */
export async function requireUserType(request: Request, type: SiteUserType): Promise<CurrentUser> {
  const user = await requireUser(request);
  if (user.user_type !== type) {
    throw redirect(`/unauthorized?${new URLSearchParams({ page: new URL(request.url).pathname })}`);
  }
  return user;
}

/** Anonymous pages send a signed-in user to /dashboard. */
export async function requireAnonymous(request: Request): Promise<void> {
  const session = await getSession(request);
  if (session.get('token')) throw redirect('/dashboard');
}

/** Only same-site paths are followed after sign-in. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/dashboard'): string {
  return safeReturnPath(to, fallback);
}
