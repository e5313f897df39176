import { Outlet, useLocation } from 'react-router';
import { UserShell } from '~/components/user-shell';
import type { ShellData } from '~/utils/shell.server';

/** The shell around every employer or freelancer page; the profile-completion pages keep their own header. */
export function ShellLayout({ loaderData }: { loaderData: ShellData }) {
  const { pathname } = useLocation();
  if (/\/signup\/?$/.test(pathname)) return <Outlet />;
  return (
    <UserShell user={loaderData.user} notices={loaderData.notices} unread={loaderData.unread}>
      <Outlet />
    </UserShell>
  );
}
