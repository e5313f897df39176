import type { UserType } from './user-types.js';

export const WELCOME_ROUTE = '/user-welcome';
export const ADMIN_HOME_ROUTE = '/admin/dashboard';

/** PRODUCT.md "Current route": where /dashboard and a login without `redirect` go. */
export function currentRouteFor(userType: UserType | string, profileComplete: boolean): string {
  if (userType === 'superadmin' || userType === 'admin') return ADMIN_HOME_ROUTE;
  if (!profileComplete) return WELCOME_ROUTE;
  return `/${userType === 'employer' ? 'employer' : 'freelancer'}/dashboard`;
}
