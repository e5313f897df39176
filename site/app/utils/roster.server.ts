import { safeReturnPath } from './return-to';
import { authed, finish, formId, readForm, str } from './market.server';

/**
 * Where a roster or hidden-employers form goes back to: the page it was posted from when it is one
 * of the party's own pages, else the list (docs/roster.md).
 */
export function backTo(form: FormData, party: 'employer' | 'freelancer', fallback: string): string {
  const to = safeReturnPath(str(form, 'back'), fallback);
  return to.startsWith(`/${party}/`) ? to : fallback;
}

/** The employer's roster forms: add to or remove from favourites, block or unblock (PUT and DELETE on the API). */
export async function rosterAction(request: Request) {
  const form = await readForm(request);
  const id = formId(form, 'user_id');
  const back = backTo(form, 'employer', '/employer/roster');
  switch (str(form, 'intent')) {
    case 'favourite':
      return finish(
        request,
        await authed(request, `/employer/favourites/${id}`, { method: 'PUT' }),
        back,
        'roster.added',
      );
    case 'remove':
      return finish(
        request,
        await authed(request, `/employer/favourites/${id}`, { method: 'DELETE' }),
        back,
        'roster.removed',
      );
    case 'block':
      return finish(
        request,
        await authed(request, `/employer/blocks/${id}`, { method: 'PUT' }),
        back,
        'roster.blocked',
      );
    default:
      return finish(
        request,
        await authed(request, `/employer/blocks/${id}`, { method: 'DELETE' }),
        back,
        'roster.unblocked',
      );
  }
}

/** The freelancer's forms: hide an employer's jobs, or show them again. */
export async function hiddenEmployersAction(request: Request) {
  const form = await readForm(request);
  const id = formId(form, 'user_id');
  const back = backTo(form, 'freelancer', '/freelancer/account/hidden-employers');
  if (str(form, 'intent') === 'hide')
    return finish(
      request,
      await authed(request, `/freelancer/hidden-employers/${id}`, { method: 'PUT' }),
      back,
      'roster.hidden',
    );
  return finish(
    request,
    await authed(request, `/freelancer/hidden-employers/${id}`, { method: 'DELETE' }),
    back,
    'roster.shown',
  );
}
