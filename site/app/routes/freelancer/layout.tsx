import { GeneralErrorBoundary } from '~/components/error-boundary';
import { ShellLayout } from '~/components/shell-layout';
import { loadShell } from '~/utils/shell.server';
import { readSignedLink } from '~/utils/signed-link.server';
import type { Route } from './+types/layout';

/** freelancer/*: signed-in freelancers only (others go to /unauthorized, anonymous users to /login). */
export async function loader({ request }: Route.LoaderArgs) {
  // A link from the WhatsApp chat (My money, Verify my ID): checked once, then the page.
  await readSignedLink(request);
  return loadShell(request, 'freelancer');
}

export default function Layout({ loaderData }: Route.ComponentProps) {
  return <ShellLayout loaderData={loaderData} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
