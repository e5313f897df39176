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
  // Conversations and alerts
  'messagereports',
  'savedsearches',
  // USSD: the sessions, read-only.
  'ussdsessions',
  // Places (docs/places.md): Nigeria's 774 local government areas, read-only reference data.
  'lgas',
  // Verified people, safe jobs (docs/trust.md): identity checks with their audit trail, and the
  // queue of reports and flagged text on jobs.
  'identities',
  'listingreports',
  // Finding work (docs/search.md "The dictionary"): the search dictionary's groups of synonyms.
  'synonyms',
] as const;
export type AdminResource = (typeof ADMIN_RESOURCES)[number];

export const ADMIN_ACTIONS = ['list', 'show', 'create', 'edit', 'delete', 'export'] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** Resources only the superadmin manages, whatever a role says. */
export const SUPERADMIN_ONLY_RESOURCES: readonly AdminResource[] = ['users', 'roles', 'permissions'];

/**
 * Rights finer than a resource's actions, named `resource.right` like the others and granted the
 * same way (a role holds them; the superadmin has them all):
 * - `transactions.account_numbers`: full payout bank account numbers; everyone else reads
 *   `******6789` (`maskAccountNumber`).
 */
export const ADMIN_EXTRA_PERMISSIONS = ['transactions.account_numbers'] as const;
export type AdminExtraPermission = (typeof ADMIN_EXTRA_PERMISSIONS)[number];

/** Who may read full bank account numbers in the back office. */
export const ACCOUNT_NUMBERS_PERMISSION: AdminExtraPermission = 'transactions.account_numbers';

export type PermissionName = `${AdminResource}.${AdminAction}` | AdminExtraPermission;

export function permissionName(resource: AdminResource, action: AdminAction): PermissionName {
  return `${resource}.${action}`;
}

/** Every permission: one per action of each resource, then the extra rights. */
export const ALL_PERMISSIONS: PermissionName[] = [
  ...ADMIN_RESOURCES.flatMap((resource) => ADMIN_ACTIONS.map((action) => permissionName(resource, action))),
  ...ADMIN_EXTRA_PERMISSIONS,
];
