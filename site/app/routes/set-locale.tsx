import { data, redirect } from 'react-router';
import { getToken, safeRedirect } from '~/utils/auth.server';
import { isLanguage, localeCookie } from '~/utils/i18n.server';
import { authed } from '~/utils/market.server';
import { checkCsrf, readFormData } from '~/utils/session.server';
import type { Route } from './+types/set-locale';

export function loader() {
  return redirect('/home');
}

/**
 * The language switch: kept in a cookie for a year (and in localStorage by the browser); for a
 * signed-in user also on the account (`PUT /api/profile/language`), so SMS and notices follow it.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  await checkCsrf(request, form);
  const lang = form.get('lang');
  if (!isLanguage(lang)) return data({ ok: false }, { status: 400 });
  const headers = { 'Set-Cookie': await localeCookie.serialize(lang) };
  // The cookie is what the site reads: a failed save on the account does not block the switch.
  if (await getToken(request)) await authed(request, '/profile/language', { method: 'PUT', body: { language: lang } });
  // A fetcher wants data; a plain form (no JavaScript yet) goes back where it came from.
  if (request.headers.get('Accept')?.includes('text/html')) {
    return redirect(safeRedirect(form.get('redirectTo'), '/home'), { headers });
  }
  return data({ ok: true, lang }, { headers });
}
