/**
 * The back-office resources: the spec's twenty, then the money views of hire to pay, then
 * the trust views (ratings, reliability events). Each name is
 * the REST path, the react-admin resource and the i18n key.
 */
export const ADMIN_RESOURCES = [
  'users',
  'roles',
  'permissions',
  'categories',
  'industries',
  'jobtypes',
  'skills',
  'countries',
  'states',
  'listings',
  'jobapplication',
  'transactions',
  'bookmarks',
  'connections',
  'portfolio',
  'posts',
  'postscategory',
  'notifications',
  'popularsearch',
  'adminsettings',
  'ledger',
  'payouts',
  'disputes',
  'refunds',
  'reconciliation',
  'ratings',
  'reliability',
  // Conversations and alerts (issue 14)
  'messagereports',
  'savedsearches',
  // USSD (issue 18): the sessions, read-only.
  'ussdsessions',
  // Places (docs/places.md): Nigeria's 774 local government areas, read-only reference data.
  'lgas',
] as const;
export type AdminResource = (typeof ADMIN_RESOURCES)[number];

export const ADMIN_ACTIONS = ['list', 'show', 'create', 'edit', 'delete', 'export'] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** Resources only the superadmin manages, whatever a role says. */
export const SUPERADMIN_ONLY_RESOURCES: readonly AdminResource[] = ['users', 'roles', 'permissions'];

export type PermissionName = `${AdminResource}.${AdminAction}`;

export function permissionName(resource: AdminResource, action: AdminAction): PermissionName {
  return `${resource}.${action}`;
}

export const ALL_PERMISSIONS: PermissionName[] = ADMIN_RESOURCES.flatMap((resource) =>
  ADMIN_ACTIONS.map((action) => permissionName(resource, action)),
);
