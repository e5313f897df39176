import { redirect } from 'react-router';
import { api } from '~/utils/api.server';
import { checkCsrf, getSession, sessionStorage, readFormData } from '~/utils/session.server';
import type { Route } from './+types/logout';

/**
 * What a logout asks the browser to forget on a shared phone (docs/offline.md "A shared phone
 * forgets"): its HTTP and back/forward caches and the site's storage (the service worker's caches,
 * the outbox). Cookies are left: the session cookie is ended by Set-Cookie, and the language and
 * data-saver choices belong to the phone, not to the user.
 */
const CLEAR_SITE_DATA = '"cache", "storage"';

export function loader() {
  return redirect('/login');
}

/** Logout revokes the token at the API, then forgets the session. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  await checkCsrf(request, form);
  const session = await getSession(request);
  const token = session.get('token');
  if (token) await api('/auth/logout', { method: 'POST', token, request });
  const headers = new Headers({ 'Set-Cookie': await sessionStorage.destroySession(session), 'Clear-Site-Data': CLEAR_SITE_DATA });
  return redirect('/login', { headers });
}
