import { Outlet } from 'react-router';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { requireUserType } from '~/utils/auth.server';
import type { Route } from './+types/layout';

/** freelancer/*: signed-in freelancers only (others go to /unauthorized, anonymous users to /login). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUserType(request, 'freelancer');
  return null;
}

export default function FreelancerLayout() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
