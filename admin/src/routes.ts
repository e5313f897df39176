import type { AdminResource } from '@gigmarket/shared';

/**
 * The back office's resources: the API's admin resources, and the superadmin's API keys
 * (docs/api-keys.md) and the employers' webhook endpoints (docs/webhooks.md), which have their own
 * controllers (`/api/admin/apikeys`, `/api/admin/webhooks`) and no role permission.
 */
export type BackOfficeResource = AdminResource | 'apikeys' | 'webhooks';

/**
 * react-admin resources are named by the path they live at (docs/back-office.md, "Routes and access"),
 * so `/admin/categories` is the `admin/categories` resource. Each maps to its REST name under
 * `/api/admin/<rest>` and to the permission prefix `<rest>.<action>`.
 */
export const RESOURCE_PATHS = {
  users: 'admin/manage/users',
  roles: 'admin/manage/users/roles',
  permissions: 'admin/manage/permissions',
  categories: 'admin/categories',
  industries: 'admin/industries',
  jobtypes: 'admin/jobtypes',
  skills: 'admin/skills',
  countries: 'admin/countries',
  states: 'admin/states',
  lgas: 'admin/lgas',
  listings: 'admin/listings',
  jobapplication: 'admin/jobapplication',
  transactions: 'admin/transactions',
  bookmarks: 'admin/bookmarks',
  connections: 'admin/connections',
  portfolio: 'admin/portfolio',
  posts: 'admin/posts',
  postscategory: 'admin/postscategory',
  notifications: 'admin/custom-messages',
  popularsearch: 'admin/popularsearch',
  adminsettings: 'admin/adminsettings',
  ledger: 'admin/ledger',
  payouts: 'admin/payouts',
  refunds: 'admin/refunds',
  disputes: 'admin/disputes',
  reconciliation: 'admin/reconciliation',
  ratings: 'admin/ratings',
  reliability: 'admin/reliability',
  messagereports: 'admin/messagereports',
  savedsearches: 'admin/savedsearches',
  ussdsessions: 'admin/ussd-sessions',
  identities: 'admin/identities',
  listingreports: 'admin/listingreports',
  synonyms: 'admin/synonyms',
  apikeys: 'admin/apikeys',
  webhooks: 'admin/webhooks',
} as const satisfies Record<BackOfficeResource, string>;

export type ResourcePath = (typeof RESOURCE_PATHS)[BackOfficeResource];

const REST_BY_PATH = new Map<string, BackOfficeResource>(
  (Object.entries(RESOURCE_PATHS) as [BackOfficeResource, string][]).map(([rest, path]) => [path, rest]),
);

/** The REST name of a react-admin resource (`admin/custom-messages` -> `notifications`). */
export function restName(resource: string): BackOfficeResource | undefined {
  return REST_BY_PATH.get(resource);
}

/** The react-admin resource of a REST name (`notifications` -> `admin/custom-messages`). */
export function resourcePath(rest: BackOfficeResource): ResourcePath {
  return RESOURCE_PATHS[rest];
}

export const DASHBOARD_PATH = '/admin/dashboard';
export const PROFILE_PATH = '/account/profile';
export const CHANGE_PASSWORD_PATH = '/account/change-password';
/** The ledger's accounts and trial balance: a page of its own beside the ledger entries. */
export const LEDGER_ACCOUNTS_PATH = '/admin/ledger/accounts';
/** WhatsApp and SMS messages and their cost per day (docs/whatsapp.md "Consent and cost"), linked from the settings. */
export const MESSAGING_COST_PATH = '/admin/messaging/cost';
