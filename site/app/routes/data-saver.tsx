import { redirect } from 'react-router';
import { safeRedirect } from '~/utils/auth.server';
import { dataSaverCookie } from '~/utils/data-saver.server';
import { checkCsrf, readFormData } from '~/utils/session.server';
import type { Route } from './+types/data-saver';

export function loader() {
  return redirect('/home');
}

/** The account page's "Data saver" switch: works as a plain form, back where it came from. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  await checkCsrf(request, form);
  const on = form.get('data_saver') === '1';
  return redirect(safeRedirect(form.get('redirectTo'), '/home'), { headers: { 'Set-Cookie': await dataSaverCookie.serialize(on ? '1' : '0') } });
}
