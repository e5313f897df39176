import type { Notice } from '~/components/bell';
import { uploadUrl } from '~/utils/api.server';
import { requireUserType } from '~/utils/auth.server';
import { authed } from '~/utils/market.server';

/**
 * What the user shell of /employer/* and /freelancer/* needs: the signed-in user of that type
 * (others go to /unauthorized, anonymous users to /login) and their notifications.
 */
export async function loadShell(request: Request, userType: 'employer' | 'freelancer') {
  const user = await requireUserType(request, userType);
  const [res, unread] = await Promise.all([authed<Notice[]>(request, '/notifications'), authed<{ unread: number }>(request, '/messages/unread')]);
  return {
    unread: unread.ok ? (unread.body.data?.unread ?? 0) : 0,
    user: { name: user.name || `${user.first_name} ${user.last_name}`, avatar: uploadUrl(user.avatar), user_type: userType },
    notices: res.ok && Array.isArray(res.body.data) ? res.body.data : [],
  };
}

export type ShellData = Awaited<ReturnType<typeof loadShell>>;
