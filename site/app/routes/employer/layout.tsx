import { GeneralErrorBoundary } from '~/components/error-boundary';
import { ShellLayout } from '~/components/shell-layout';
import { loadShell } from '~/utils/shell.server';
import type { Route } from './+types/layout';

/** employer/*: signed-in employers only (others go to /unauthorized, anonymous users to /login). */
export async function loader({ request }: Route.LoaderArgs) {
  return loadShell(request, 'employer');
}

export default function Layout({ loaderData }: Route.ComponentProps) {
  return <ShellLayout loaderData={loaderData} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
