import type { UserType } from '@gigmarket/shared';

/** Who is calling: attached to the request by the access guard. */
export interface AuthUser {
  id: number;
  user_type: UserType;
  role_id: number | null;
  /** `resource.action` names of the user's role (empty for non-admins). */
  permissions: string[];
  /** The token's id, for logout. */
  tokenId: string;
}
