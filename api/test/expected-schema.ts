import type { TableShape } from './support/schema';

/**
 * The schema the migrations must build, identical on SQLite and MariaDB. Change it together
 * with a migration.
 */
export const EXPECTED_SCHEMA: Record<string, TableShape> = {
  adminsettings: {
    columns: ['commission_percent', 'company_address', 'company_intro', 'company_logo', 'company_name', 'currency', 'file_max', 'gateway_fee', 'id', 'image_max', 'payment_email', 'payment_public_key', 'payment_secret_key', 'profile_payment_not_allowed', 'site_url', 'support_email', 'updated_at', 'video_max'],
    uniques: [],
    indexes: [],
    foreignKeys: [],
  },
  auth_tokens: {
    columns: ['created_at', 'expires_at', 'id', 'revoked_at', 'user_id'],
    uniques: [],
    indexes: ['user_id'],
    foreignKeys: ['user_id -> users'],
  },
  bank_accounts: {
    columns: ['account_name', 'account_number', 'bank_code', 'bank_name', 'created_at', 'id', 'recipient_code', 'updated_at', 'user_id'],
    uniques: ['user_id'],
    indexes: [],
    foreignKeys: ['user_id -> users'],
  },
  bookmarks: {
    columns: ['created_at', 'id', 'listing_id', 'user_id'],
    uniques: ['user_id,listing_id'],
    indexes: ['listing_id'],
    foreignKeys: ['listing_id -> listings', 'user_id -> users'],
  },
  categories: {
    columns: ['category_description', 'category_image', 'category_name', 'category_slug', 'category_status', 'category_type', 'created_at', 'id', 'updated_at'],
    uniques: ['category_slug'],
    indexes: ['category_status'],
    foreignKeys: [],
  },
  connections: {
    columns: ['created_at', 'employer_id', 'freelancer_id', 'id'],
    uniques: ['freelancer_id,employer_id'],
    indexes: ['employer_id'],
    foreignKeys: ['employer_id -> users', 'freelancer_id -> users'],
  },
  countries: {
    columns: ['code', 'currency', 'id', 'name', 'phone_code'],
    uniques: ['code'],
    indexes: [],
    foreignKeys: [],
  },
  disputes: {
    columns: ['application_id', 'created_at', 'freelancer_amount_minor', 'id', 'note', 'opened_by', 'reason', 'resolution', 'resolved_at', 'resolved_by', 'status'],
    uniques: ['application_id'],
    indexes: ['opened_by', 'resolved_by', 'status,created_at'],
    foreignKeys: ['application_id -> jobapplication', 'opened_by -> users', 'resolved_by -> users'],
  },
  industries: {
    columns: ['id', 'name'],
    uniques: ['name'],
    indexes: [],
    foreignKeys: [],
  },
  jobapplication: {
    columns: ['accepted_by', 'agreed_amount_minor', 'cancel_reason', 'cancelled_at', 'cancelled_by', 'completed_at', 'completed_by', 'created_at', 'funded_at', 'id', 'listing_id', 'new_price', 'paid_at', 'price', 'started_at', 'status', 'submitted_at', 'updated_at', 'user_id'],
    uniques: ['user_id,listing_id'],
    indexes: ['accepted_by', 'cancelled_by', 'listing_id,status', 'status,created_at', 'status,submitted_at'],
    foreignKeys: ['accepted_by -> users', 'cancelled_by -> users', 'listing_id -> listings', 'user_id -> users'],
  },
  jobtypes: {
    columns: ['id', 'name'],
    uniques: ['name'],
    indexes: [],
    foreignKeys: [],
  },
  ledger_accounts: {
    columns: ['application_id', 'code', 'created_at', 'id', 'kind', 'may_go_negative', 'normal_side', 'user_id'],
    uniques: ['code'],
    indexes: ['application_id', 'user_id'],
    foreignKeys: ['application_id -> jobapplication', 'user_id -> users'],
  },
  ledger_entries: {
    columns: ['account_code', 'account_id', 'amount_minor', 'application_id', 'created_at', 'direction', 'id', 'posting_id', 'posting_key', 'posting_kind'],
    uniques: [],
    indexes: ['account_code,id', 'account_id,direction', 'application_id', 'posting_id', 'posting_kind,id'],
    foreignKeys: ['account_id -> ledger_accounts', 'application_id -> jobapplication', 'posting_id -> ledger_postings'],
  },
  ledger_postings: {
    columns: ['application_id', 'created_at', 'id', 'idempotency_key', 'kind', 'memo', 'reference'],
    uniques: ['idempotency_key'],
    indexes: ['application_id', 'reference'],
    foreignKeys: ['application_id -> jobapplication'],
  },
  listings: {
    columns: ['address', 'amount', 'category_id', 'created_at', 'deleted_at', 'expected_result', 'id', 'job_date', 'job_end_date', 'job_end_time', 'job_sart_time', 'job_time', 'job_title', 'job_type', 'latitude', 'location', 'longitude', 'max_amount', 'min_amount', 'pictures', 'pricing', 'state', 'status', 'updated_at', 'user_id', 'work_description', 'work_duration'],
    uniques: [],
    indexes: ['category_id', 'category_id,status,deleted_at,min_amount', 'created_at', 'deleted_at', 'job_date', 'job_type', 'latitude,longitude', 'min_amount', 'state', 'status,category_id,created_at', 'status,created_at', 'status,latitude,longitude', 'status,state,created_at', 'user_id,status'],
    foreignKeys: ['category_id -> categories', 'job_type -> jobtypes', 'state -> states', 'user_id -> users'],
  },
  notifications: {
    columns: ['audience', 'created_at', 'id', 'message', 'notice_type', 'read_at', 'title', 'user_id'],
    uniques: [],
    indexes: ['notice_type', 'user_id,created_at'],
    foreignKeys: ['user_id -> users'],
  },
  payment_events: {
    columns: ['created_at', 'event', 'event_key', 'id', 'outcome', 'payload', 'provider', 'reference'],
    uniques: ['provider,event_key'],
    indexes: ['reference'],
    foreignKeys: [],
  },
  payouts: {
    columns: ['amount_minor', 'application_id', 'attempts', 'created_at', 'failure_reason', 'freelancer_id', 'id', 'reference', 'status', 'updated_at'],
    uniques: ['application_id'],
    indexes: ['freelancer_id', 'status,created_at'],
    foreignKeys: ['application_id -> jobapplication', 'freelancer_id -> users'],
  },
  permissions: {
    columns: ['action', 'id', 'name', 'resource'],
    uniques: ['name'],
    indexes: [],
    foreignKeys: [],
  },
  popularsearch: {
    columns: ['count', 'created_at', 'id', 'updated_at', 'word'],
    uniques: ['word'],
    indexes: ['count'],
    foreignKeys: [],
  },
  portfolio: {
    columns: ['created_at', 'id', 'link', 'portfolio_type', 'title', 'updated_at', 'upload_name', 'user_id'],
    uniques: [],
    indexes: ['user_id'],
    foreignKeys: ['user_id -> users'],
  },
  posts: {
    columns: ['created_at', 'featured', 'hide_title', 'id', 'menu_order', 'post_description', 'post_image', 'post_link', 'post_password', 'post_protect', 'post_slug', 'post_status', 'post_title', 'post_type', 'postscategory_id', 'seo_description', 'seo_title', 'short_description', 'trending', 'updated_at'],
    uniques: ['post_slug'],
    indexes: ['post_status,created_at', 'postscategory_id'],
    foreignKeys: ['postscategory_id -> postscategory'],
  },
  postscategory: {
    columns: ['created_at', 'id', 'name', 'slug', 'status', 'updated_at'],
    uniques: ['slug'],
    indexes: [],
    foreignKeys: [],
  },
  profiles: {
    columns: ['company_name', 'country_id', 'created_at', 'description', 'designation', 'gender', 'id', 'latitude', 'lga', 'location', 'longitude', 'post_code', 'state_id', 'updated_at', 'user_id', 'video', 'website'],
    uniques: ['user_id'],
    indexes: ['country_id', 'state_id'],
    foreignKeys: ['country_id -> countries', 'state_id -> states', 'user_id -> users'],
  },
  reconciliation_items: {
    columns: ['detected_at', 'id', 'kind', 'ours', 'reference', 'resolved_at', 'theirs'],
    uniques: ['kind,reference'],
    indexes: ['detected_at'],
    foreignKeys: [],
  },
  role_permissions: {
    columns: ['permission_id', 'role_id'],
    uniques: [],
    indexes: ['permission_id'],
    foreignKeys: ['permission_id -> permissions', 'role_id -> roles'],
  },
  roles: {
    columns: ['created_at', 'description', 'id', 'name', 'updated_at'],
    uniques: ['name'],
    indexes: [],
    foreignKeys: [],
  },
  skills: {
    columns: ['id', 'name'],
    uniques: ['name'],
    indexes: [],
    foreignKeys: [],
  },
  socialmedia: {
    columns: ['id', 'link', 'name', 'user_id'],
    uniques: ['user_id,name'],
    indexes: [],
    foreignKeys: ['user_id -> users'],
  },
  states: {
    columns: ['country_id', 'id', 'name'],
    uniques: ['country_id,name'],
    indexes: [],
    foreignKeys: ['country_id -> countries'],
  },
  transactions: {
    columns: ['account', 'account_name', 'account_number', 'amount', 'amount_minor', 'amount_paid', 'application_id', 'authorization_url', 'bank_name', 'charges', 'comment', 'created_at', 'currency', 'failure_reason', 'fee_minor', 'id', 'paid_at', 'paid_to', 'payment_gateway', 'status', 'transaction_id', 'transaction_type', 'updated_at', 'user_id'],
    uniques: ['transaction_id'],
    indexes: ['application_id', 'paid_to', 'status,created_at', 'transaction_type,status', 'user_id'],
    foreignKeys: ['application_id -> jobapplication', 'paid_to -> users', 'user_id -> users'],
  },
  userindustry: {
    columns: ['id', 'industry_id', 'user_id'],
    uniques: ['user_id,industry_id'],
    indexes: ['industry_id'],
    foreignKeys: ['industry_id -> industries', 'user_id -> users'],
  },
  userjobtype: {
    columns: ['id', 'jobtype_id', 'user_id'],
    uniques: ['user_id,jobtype_id'],
    indexes: ['jobtype_id'],
    foreignKeys: ['jobtype_id -> jobtypes', 'user_id -> users'],
  },
  users: {
    columns: ['avatar', 'created_at', 'email', 'email_verified_at', 'first_name', 'gender', 'id', 'last_name', 'location', 'name', 'password', 'phone', 'profile_completed_at', 'role_id', 'status', 'updated_at', 'user_type'],
    uniques: ['email', 'phone'],
    indexes: ['role_id', 'status', 'user_type,created_at'],
    foreignKeys: ['role_id -> roles'],
  },
  userskills: {
    columns: ['id', 'skill_id', 'user_id'],
    uniques: ['user_id,skill_id'],
    indexes: ['skill_id'],
    foreignKeys: ['skill_id -> skills', 'user_id -> users'],
  },
  verification_codes: {
    columns: ['action', 'attempts', 'code_hash', 'consumed_at', 'created_at', 'expires_at', 'id', 'user_id', 'verified_at'],
    uniques: [],
    indexes: ['user_id,action,created_at'],
    foreignKeys: ['user_id -> users'],
  },
};
