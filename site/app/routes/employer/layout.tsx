import { Outlet, useLocation } from 'react-router';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { UserShell } from '~/components/user-shell';
import type { Notice } from '~/components/bell';
import { uploadUrl } from '~/utils/api.server';
import { requireUserType } from '~/utils/auth.server';
import { authed } from '~/utils/market.server';
import type { Route } from './+types/layout';

/** employer/*: signed-in employers only (others go to /unauthorized, anonymous users to /login). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUserType(request, 'employer');
  const res = await authed<Notice[]>(request, '/notifications');
  return {
    user: { name: user.name || `${user.first_name} ${user.last_name}`, avatar: uploadUrl(user.avatar), user_type: 'employer' as const },
    notices: res.ok && Array.isArray(res.body.data) ? res.body.data : [],
  };
}

export default function Layout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  if (/\/signup\/?$/.test(pathname)) return <Outlet />;
  return (
    <UserShell user={loaderData.user} notices={loaderData.notices}>
      <Outlet />
    </UserShell>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
