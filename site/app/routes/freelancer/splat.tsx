import { redirect } from 'react-router';
import { requireUserType } from '~/utils/auth.server';
import type { Route } from './+types/splat';

/** Pages of the freelancer area not built yet: checked like the rest, then home. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUserType(request, 'freelancer');
  throw redirect('/home');
}
