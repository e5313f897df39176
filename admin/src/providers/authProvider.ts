import { SUPERADMIN_ONLY_RESOURCES, type AdminResource } from '@gigmarket/shared';
import { HttpError, type AuthProvider } from 'react-admin';
import { restName } from '../routes';
import { API_URL, httpClient, uploadUrl } from './httpClient';
import {
  clearSession,
  getStoredUser,
  getToken,
  setSession,
  setStoredUser,
  type CurrentUser,
} from './token';

/** Pages every signed-in admin may open (no permission of their own). */
const OPEN_TO_ADMINS = new Set(['dashboard', 'account', 'profile', 'change-password']);

let currentUserRequest: Promise<CurrentUser> | null = null;

/** GET /api/auth/me once per session (spec: "At startup ... the current user is fetched"). */
function fetchCurrentUser(): Promise<CurrentUser> {
  if (!currentUserRequest) {
    currentUserRequest = httpClient(`${API_URL}/auth/me`)
      .then(({ json }) => {
        const user = (json as { data: CurrentUser }).data;
        setStoredUser(user);
        return user;
      })
      .catch((error: unknown) => {
        currentUserRequest = null;
        throw error;
      });
  }
  return currentUserRequest;
}

async function currentUser(): Promise<CurrentUser | null> {
  if (!getToken()) return null;
  return getStoredUser() ?? fetchCurrentUser();
}

export function isSuperadmin(user: Pick<CurrentUser, 'user_type'> | null | undefined): boolean {
  return user?.user_type === 'superadmin';
}

/**
 * The one access rule of the back office: the superadmin passes everything; users, roles and
 * permissions are the superadmin's alone; everybody else needs `<rest resource>.<action>`.
 */
export function userCanAccess(
  user: Pick<CurrentUser, 'user_type' | 'permissions'> | null | undefined,
  resource: string,
  action: string,
): boolean {
  if (!user) return false;
  if (isSuperadmin(user)) return true;
  if (OPEN_TO_ADMINS.has(resource)) return true;
  const rest = restName(resource) ?? (resource as AdminResource);
  // The API keys and webhook endpoints are the superadmin's alone (no role permission names them).
  if (rest === 'apikeys' || rest === 'webhooks' || SUPERADMIN_ONLY_RESOURCES.includes(rest)) return false;
  // react-admin asks for `read` on some reference fields; treat it as `show`.
  const wanted = action === 'read' ? 'show' : action;
  return (user.permissions ?? []).includes(`${rest}.${wanted}`);
}

function statusOf(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error) {
    return (error as { status?: number }).status;
  }
  return undefined;
}

export const authProvider: AuthProvider = {
  async login({ email, password }: { email: string; password: string }) {
    try {
      const { json } = await httpClient(`${API_URL}/auth/admin/login`, {
        method: 'POST',
        body: JSON.stringify({ email, password }),
      });
      const { token, user } = (json as { data: { token: string; user: CurrentUser | null } }).data;
      currentUserRequest = null;
      setSession(token, user ?? null);
      if (!user || !Array.isArray(user.permissions)) await fetchCurrentUser();
      return { redirectTo: '/admin/dashboard' };
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) {
        throw new Error('Invalid login credentials', { cause: error });
      }
      throw error;
    }
  },

  async logout() {
    const hadToken = Boolean(getToken());
    currentUserRequest = null;
    if (hadToken) {
      try {
        await httpClient(`${API_URL}/auth/logout`, { method: 'POST' });
      } catch {
        // The token may already be dead; signing out locally is what matters.
      }
    }
    clearSession();
    return '/login';
  },

  async checkAuth() {
    if (!getToken()) throw new Error('ra.auth.auth_check_error');
    try {
      await fetchCurrentUser();
    } catch (error) {
      if (statusOf(error) === 401) {
        clearSession();
        throw new Error('ra.auth.auth_check_error', { cause: error });
      }
      if (!getStoredUser()) throw error;
    }
  },

  async checkError(error) {
    const status = statusOf(error);
    if (status === 401) {
      clearSession();
      currentUserRequest = null;
      throw new Error('ra.auth.auth_check_error');
    }
    // 403 is a missing permission, not a dead session: stay signed in.
  },

  async getIdentity() {
    const user = await currentUser();
    if (!user) throw new Error('ra.auth.auth_check_error');
    return {
      id: user.id,
      fullName: user.name ?? [user.first_name, user.last_name].filter(Boolean).join(' '),
      avatar: uploadUrl(user.avatar),
      email: user.email ?? undefined,
      userType: user.user_type,
    };
  },

  async getPermissions() {
    const user = await currentUser();
    return user ? { userType: user.user_type, permissions: user.permissions ?? [] } : null;
  },

  async canAccess({ resource, action }) {
    return userCanAccess(await currentUser(), resource, action);
  },
};

/** Drops the cached current user, e.g. after the profile changes. */
export function refreshCurrentUser(): Promise<CurrentUser> {
  currentUserRequest = null;
  return fetchCurrentUser();
}
