import type { AdminResource } from './resources.js';

/**
 * The fields each back-office list may be sorted by, besides `id` (always sortable). The API
 * refuses any other `sort` with a 400 naming the field; the back office offers a column's sort
 * only when its field is here. One list for both, so they cannot drift apart.
 *
 * `adminsettings` is a single record with its own controller: nothing to sort.
 */
export const ADMIN_SORTABLE = {
  users: [
    'name',
    'first_name',
    'last_name',
    'email',
    'phone',
    'user_type',
    'status',
    'role_id',
    'created_at',
    'updated_at',
  ],
  roles: ['name', 'created_at', 'updated_at'],
  permissions: ['name', 'resource', 'action'],
  categories: ['category_name', 'category_slug', 'category_status', 'category_type', 'created_at', 'updated_at'],
  industries: ['name'],
  jobtypes: ['name'],
  skills: ['name'],
  countries: ['name', 'code', 'currency', 'phone_code'],
  states: ['name', 'country_id'],
  lgas: ['name', 'state_id', 'id'],
  listings: ['job_title', 'min_amount', 'max_amount', 'amount', 'created_at', 'updated_at', 'status', 'job_date'],
  jobapplication: ['status', 'price', 'new_price', 'listing_id', 'user_id', 'created_at', 'updated_at'],
  transactions: [
    'amount',
    'amount_paid',
    'charges',
    'status',
    'currency',
    'transaction_id',
    'transaction_type',
    'created_at',
    'updated_at',
  ],
  bookmarks: ['user_id', 'listing_id', 'created_at'],
  connections: ['freelancer_id', 'employer_id', 'created_at'],
  portfolio: ['title', 'portfolio_type', 'user_id', 'created_at', 'updated_at'],
  posts: [
    'post_title',
    'post_slug',
    'post_status',
    'post_type',
    'menu_order',
    'featured',
    'trending',
    'created_at',
    'updated_at',
  ],
  postscategory: ['name', 'slug', 'status', 'created_at'],
  notifications: ['title', 'notice_type', 'audience', 'user_id', 'created_at'],
  popularsearch: ['word', 'count', 'created_at', 'updated_at'],
  adminsettings: [],
  ledger: ['created_at', 'amount_minor', 'account_code', 'posting_kind'],
  payouts: ['created_at', 'updated_at', 'amount_minor', 'status', 'attempts'],
  disputes: ['created_at', 'resolved_at', 'status'],
  refunds: ['created_at', 'updated_at', 'amount_minor', 'status', 'attempts', 'next_attempt_at'],
  reconciliation: ['detected_at', 'kind', 'reference'],
  ratings: ['created_at', 'stars', 'hidden_at'],
  reliability: ['created_at', 'resolved_at', 'kind', 'status'],
  messagereports: ['created_at', 'resolved_at', 'status'],
  savedsearches: ['created_at', 'match_count', 'pending_count', 'last_digest_at', 'name'],
  ussdsessions: ['started_at', 'updated_at', 'hops', 'outcome', 'phone'],
  identities: ['created_at', 'requested_at', 'verified_at'],
  listingreports: ['created_at'],
  synonyms: ['terms_en', 'terms_fr', 'created_at', 'updated_at'],
} as const satisfies Record<AdminResource, readonly string[]>;

/** The fields `resource`'s list may be sorted by (besides `id`). */
export function adminSortable(resource: AdminResource): readonly string[] {
  return ADMIN_SORTABLE[resource];
}
