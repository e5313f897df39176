import type { ApiKeyScope, UserType } from '@gigmarket/shared';

/** Who is calling: attached to the request by the access guard. */
export interface AuthUser {
  id: number;
  user_type: UserType;
  role_id: number | null;
  /** `resource.action` names of the user's role (empty for non-admins). */
  permissions: string[];
  /** The token's id, for logout (`api-key:<id>` for a key). */
  tokenId: string;
  /** Set when the caller sent an API key (docs/api-keys.md): the key and the scopes it holds. */
  apiKey?: { id: number; scopes: ApiKeyScope[] };
}

/**
 * Whether `user` holds `permission` (`resource.action` or a finer right such as
 * `transactions.account_numbers`): the superadmin holds every one, an admin those of their role,
 * nobody else any. Routes ask through `@RequirePermission`; answers that show more or less by
 * permission ask here.
 */
export function holdsPermission(user: Pick<AuthUser, 'user_type' | 'permissions'> | null | undefined, permission: string): boolean {
  if (!user) return false;
  if (user.user_type === 'superadmin') return true;
  return user.user_type === 'admin' && user.permissions.includes(permission);
}
