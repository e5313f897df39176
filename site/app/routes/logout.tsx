import { redirect } from 'react-router';
import { api } from '~/utils/api.server';
import { checkCsrf, getSession, sessionStorage } from '~/utils/session.server';
import type { Route } from './+types/logout';

export function loader() {
  return redirect('/login');
}

/** Logout revokes the token at the API, then forgets the session. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  await checkCsrf(request, form);
  const session = await getSession(request);
  const token = session.get('token');
  if (token) await api('/auth/logout', { method: 'POST', token, request });
  return redirect('/login', { headers: { 'Set-Cookie': await sessionStorage.destroySession(session) } });
}
