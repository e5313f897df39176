import { redirect } from 'react-router';
import { requireUser, safeRedirect } from '~/utils/auth.server';
import { authed, finish, readForm, str, formId } from '~/utils/market.server';
import type { Route } from './+types/notifications';

export function loader() {
  return redirect('/dashboard');
}

/** Deletes one of the caller's notifications; the layouts' loaders then reload the list. */
export async function action({ request }: Route.ActionArgs) {
  await requireUser(request);
  const form = await readForm(request);
  const id = formId(form, 'id');
  const back = safeRedirect(str(form, 'back'), '/dashboard');
  const res = await authed(request, `/notifications/${id}`, { method: 'DELETE' });
  if (res.ok) return redirect(back);
  return finish(request, res, back, 'shell.noticeDeleted');
}
