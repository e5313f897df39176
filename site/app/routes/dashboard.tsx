import { redirect } from 'react-router';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { requireUser } from '~/utils/auth.server';
import type { Route } from './+types/dashboard';

export const handle = { titleKey: 'dashboard.title' };

/** No visible content: sends the user to their current route. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  throw redirect(user.current_route || '/user-welcome');
}

export default function Dashboard() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
