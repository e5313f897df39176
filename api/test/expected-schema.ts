import type { TableShape } from './support/schema';

/**
 * The schema the migrations must build, identical on SQLite and MariaDB. Change it together
 * with a migration.
 */
export const EXPECTED_SCHEMA: Record<string, TableShape> = {
  adminsettings: {
    columns: ['commission_percent', 'company_address', 'company_intro', 'company_logo', 'company_name', 'confirm_ask_hours', 'confirm_warn_hours', 'currency', 'file_max', 'gateway_fee', 'id', 'image_max', 'late_cancel_fee_percent', 'payment_email', 'payment_public_key', 'payment_secret_key', 'profile_payment_not_allowed', 'site_url', 'support_email', 'updated_at', 'ussd_allowed_addresses', 'ussd_gateway_secret', 'ussd_service_code', 'video_max', 'whatsapp_daily_cap', 'whatsapp_rate_authentication_micros', 'whatsapp_rate_marketing_micros', 'whatsapp_rate_service_micros', 'whatsapp_rate_utility_micros'],
    uniques: [],
    indexes: [],
    foreignKeys: [],
  },
  api_keys: {
    columns: ['created_at', 'expires_at', 'id', 'last_used_at', 'name', 'prefix', 'revoked_at', 'revoked_by', 'scopes', 'secret_hash', 'user_id'],
    uniques: ['secret_hash'],
    indexes: ['user_id,revoked_at'],
    foreignKeys: ['revoked_by -> users', 'user_id -> users'],
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
  favourites: {
    columns: ['created_at', 'employer_id', 'freelancer_id', 'id'],
    uniques: ['employer_id,freelancer_id'],
    indexes: ['freelancer_id'],
    foreignKeys: ['employer_id -> users', 'freelancer_id -> users'],
  },
  employer_blocks: {
    columns: ['created_at', 'employer_id', 'freelancer_id', 'id'],
    uniques: ['employer_id,freelancer_id'],
    indexes: ['freelancer_id'],
    foreignKeys: ['employer_id -> users', 'freelancer_id -> users'],
  },
  offers: {
    columns: ['amount', 'answered_at', 'application_id', 'created_at', 'employer_id', 'expires_at', 'freelancer_id', 'id', 'listing_id', 'open_if_declined', 'status', 'updated_at'],
    uniques: [],
    indexes: ['application_id', 'employer_id', 'freelancer_id', 'listing_id', 'status,expires_at'],
    foreignKeys: ['application_id -> jobapplication', 'employer_id -> users', 'freelancer_id -> users', 'listing_id -> listings'],
  },
  hidden_employers: {
    columns: ['created_at', 'employer_id', 'freelancer_id', 'id'],
    uniques: ['freelancer_id,employer_id'],
    indexes: ['employer_id'],
    foreignKeys: ['employer_id -> users', 'freelancer_id -> users'],
  },
  categories: {
    columns: ['category_description', 'category_image', 'category_name', 'category_name_fr', 'category_slug', 'category_status', 'category_type', 'created_at', 'id', 'updated_at'],
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
  consents: {
    columns: ['by_user_id', 'channel', 'created_at', 'granted', 'id', 'kind', 'user_id', 'version'],
    uniques: [],
    indexes: ['user_id,kind,id'],
    foreignKeys: ['by_user_id -> users', 'user_id -> users'],
  },
  data_exports: {
    columns: ['channel', 'created_at', 'expires_at', 'file_name', 'id', 'ready_at', 'requested_by', 'size', 'status', 'user_id'],
    uniques: [],
    indexes: ['status,expires_at', 'user_id,created_at'],
    foreignKeys: ['requested_by -> users', 'user_id -> users'],
  },
  countries: {
    columns: ['code', 'currency', 'id', 'name', 'phone_code'],
    uniques: ['code'],
    indexes: [],
    foreignKeys: [],
  },
  dispute_statements: {
    columns: ['created_at', 'dispute_id', 'id', 'photo', 'statement', 'user_id'],
    uniques: ['dispute_id,user_id'],
    indexes: ['user_id'],
    foreignKeys: ['dispute_id -> disputes', 'user_id -> users'],
  },
  disputes: {
    columns: ['application_id', 'created_at', 'freelancer_amount_minor', 'id', 'note', 'opened_by', 'reason', 'resolution', 'resolved_at', 'resolved_by', 'status'],
    uniques: ['application_id'],
    indexes: ['opened_by', 'resolved_by', 'status,created_at'],
    foreignKeys: ['application_id -> jobapplication', 'opened_by -> users', 'resolved_by -> users'],
  },
  hire_events: {
    columns: ['actor', 'actor_id', 'application_id', 'at', 'from_status', 'id', 'move', 'to_status'],
    uniques: [],
    indexes: ['actor_id', 'application_id,id'],
    foreignKeys: ['actor_id -> users', 'application_id -> jobapplication'],
  },
  idempotency_keys: {
    columns: ['action', 'body', 'created_at', 'id', 'idem_key', 'request_hash', 'status', 'user_id'],
    uniques: ['user_id,action,idem_key'],
    indexes: ['created_at'],
    foreignKeys: ['user_id -> users'],
  },
  industries: {
    columns: ['id', 'name', 'name_fr'],
    uniques: ['name'],
    indexes: [],
    foreignKeys: [],
  },
  jobapplication: {
    columns: ['accepted_by', 'agreed_amount_minor', 'auto_complete_at', 'cancel_fee_minor', 'cancel_note', 'cancel_reason', 'cancelled_at', 'cancelled_by', 'checkin_reminded_at', 'commission_percent', 'completed_at', 'completed_by', 'confirm_asked_at', 'confirmed_at', 'confirmed_on_time', 'confirmed_via', 'created_at', 'fee_minor', 'funded_at', 'id', 'listing_id', 'new_price', 'paid_at', 'price', 'released_at', 'started_at', 'status', 'submitted_at', 'unconfirmed_warned_at', 'updated_at', 'user_id'],
    uniques: ['user_id,listing_id'],
    indexes: ['accepted_by', 'cancelled_by', 'listing_id,status', 'status,auto_complete_at', 'status,created_at', 'status,submitted_at'],
    foreignKeys: ['accepted_by -> users', 'cancelled_by -> users', 'listing_id -> listings', 'user_id -> users'],
  },
  jobtypes: {
    columns: ['id', 'name', 'name_fr'],
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
  // Sums per account family, Lagos month and side, kept by a trigger on ledger_entries (migration 1733900000000).
  ledger_totals: {
    columns: ['account', 'amount_minor', 'direction', 'entries', 'period', 'slot'],
    uniques: [],
    indexes: [],
    foreignKeys: [],
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
  listing_source_counts: {
    columns: ['applications', 'day', 'listing_id', 'shares', 'source', 'views'],
    uniques: [],
    indexes: ['day,source'],
    foreignKeys: ['listing_id -> listings'],
  },
  listings: {
    columns: ['address', 'amount', 'category_id', 'closed_reason', 'created_at', 'deleted_at', 'expected_result', 'expires_at', 'filled_at', 'id', 'job_date', 'job_end_date', 'job_end_time', 'job_sart_time', 'job_time', 'job_title', 'job_type', 'latitude', 'lga_id', 'location', 'longitude', 'max_amount', 'min_amount', 'moderated_at', 'moderation', 'moderation_reason', 'parent_listing_id', 'pictures', 'positions', 'positions_filled', 'pricing', 'public_from', 'published_at', 'search_terms', 'search_terms_version', 'state', 'status', 'updated_at', 'user_id', 'work_description', 'work_duration'],
    uniques: [],
    indexes: ['category_id', 'category_id,status,deleted_at,min_amount', 'created_at', 'deleted_at', 'filled_at,published_at,deleted_at', 'job_date', 'job_type', 'latitude,longitude', 'lga_id', 'min_amount', 'parent_listing_id', 'public_from', 'published_at,closed_reason,deleted_at', 'search_terms_version', 'state', 'status,category_id,created_at,id,expires_at', 'status,category_id,state,min_amount,id,expires_at', 'status,created_at,id,expires_at', 'status,expires_at', 'status,id,expires_at,updated_at', 'status,latitude,longitude,expires_at', 'status,lga_id,created_at,id,expires_at', 'status,max_amount,id,min_amount,expires_at', 'status,min_amount,id,max_amount,expires_at', 'status,state,created_at,id,expires_at', 'user_id,id', 'user_id,status'],
    foreignKeys: ['category_id -> categories', 'job_type -> jobtypes', 'lga_id -> lgas', 'parent_listing_id -> listings', 'state -> states', 'user_id -> users'],
  },
  notifications: {
    columns: ['audience', 'created_at', 'id', 'link', 'message', 'message_key', 'notice_type', 'params', 'read_at', 'title', 'user_id'],
    uniques: [],
    indexes: ['notice_type', 'user_id,created_at'],
    foreignKeys: ['user_id -> users'],
  },
  // Verified people, safe jobs (migration 1734100000000, docs/trust.md)
  identity_checks: {
    columns: ['account_last4', 'bank_code', 'bank_name', 'channel', 'created_at', 'customer_code', 'failed_at', 'id', 'payment_event_id', 'payout_account', 'reason', 'requested_at', 'revoke_reason', 'revoked_at', 'revoked_by', 'status', 'updated_at', 'use_for_payouts', 'user_id', 'user_type', 'verified_at'],
    uniques: ['user_id'],
    indexes: ['created_at', 'customer_code', 'payment_event_id', 'requested_at', 'revoked_by', 'status,user_id', 'user_type,status', 'verified_at'],
    foreignKeys: ['payment_event_id -> payment_events', 'revoked_by -> users', 'user_id -> users'],
  },
  identity_events: {
    columns: ['action', 'by_user_id', 'channel', 'created_at', 'id', 'identity_id', 'reason', 'user_id'],
    uniques: [],
    indexes: ['by_user_id', 'identity_id,id', 'user_id,action,created_at'],
    foreignKeys: ['by_user_id -> users', 'identity_id -> identity_checks', 'user_id -> users'],
  },
  listing_reports: {
    columns: ['created_at', 'hid', 'id', 'listing_id', 'message_id', 'note', 'outcome', 'reason', 'reporter_id', 'reporter_verified', 'reviewed_at', 'reviewed_by', 'rule'],
    uniques: ['listing_id,reporter_id'],
    indexes: ['created_at', 'message_id', 'reason,created_at', 'reporter_id', 'reporter_id,created_at', 'reviewed_by'],
    foreignKeys: ['listing_id -> listings', 'message_id -> messages', 'reporter_id -> users', 'reviewed_by -> users'],
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
    indexes: ['freelancer_id', 'status,amount_minor', 'status,created_at'],
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
    columns: ['company_name', 'country_id', 'created_at', 'description', 'designation', 'gender', 'id', 'latitude', 'lga', 'lga_id', 'location', 'longitude', 'post_code', 'state_id', 'updated_at', 'user_id', 'video', 'website'],
    uniques: ['user_id'],
    indexes: ['country_id', 'lga_id', 'state_id'],
    foreignKeys: ['country_id -> countries', 'lga_id -> lgas', 'state_id -> states', 'user_id -> users'],
  },
  ratings: {
    columns: ['application_id', 'comment', 'created_at', 'hidden_at', 'hidden_by', 'hidden_reason', 'id', 'ratee_id', 'rater_id', 'stars'],
    uniques: ['application_id,rater_id'],
    indexes: ['hidden_by', 'ratee_id,created_at', 'rater_id'],
    foreignKeys: ['application_id -> jobapplication', 'hidden_by -> users', 'ratee_id -> users', 'rater_id -> users'],
  },
  receipt_sequence: {
    columns: ['id', 'last_number'],
    uniques: [],
    indexes: [],
    foreignKeys: [],
  },
  receipts: {
    columns: ['application_id', 'created_at', 'id', 'number', 'transaction_id', 'user_id'],
    uniques: ['number', 'transaction_id'],
    indexes: ['user_id'],
    foreignKeys: ['transaction_id -> transactions', 'user_id -> users'],
  },
  reconciliation_items: {
    columns: ['detected_at', 'id', 'kind', 'ours', 'reference', 'resolved_at', 'theirs'],
    uniques: ['kind,reference'],
    indexes: ['detected_at'],
    foreignKeys: [],
  },
  refunds: {
    columns: ['amount_minor', 'application_id', 'attempts', 'charge_part', 'charge_reference', 'created_at', 'currency', 'employer_id', 'failure_reason', 'gateway_refund_id', 'id', 'next_attempt_at', 'reason', 'reference', 'status', 'updated_at'],
    uniques: ['charge_reference,charge_part'],
    indexes: ['application_id', 'employer_id,id', 'reference', 'status,next_attempt_at'],
    foreignKeys: ['application_id -> jobapplication', 'employer_id -> users'],
  },
  reliability_events: {
    columns: ['application_id', 'contest_note', 'contested_at', 'created_at', 'id', 'kind', 'note', 'resolved_at', 'resolved_by', 'status', 'user_id'],
    uniques: ['application_id,user_id,kind'],
    indexes: ['kind,status,created_at', 'resolved_by', 'user_id,created_at'],
    foreignKeys: ['application_id -> jobapplication', 'resolved_by -> users', 'user_id -> users'],
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
    columns: ['id', 'name', 'name_fr'],
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
  lgas: {
    columns: ['aliases', 'id', 'latitude', 'longitude', 'name', 'state_id'],
    uniques: ['state_id,name'],
    indexes: [],
    foreignKeys: ['state_id -> states'],
  },
  states: {
    columns: ['country_id', 'id', 'name', 'name_fr'],
    uniques: ['country_id,name'],
    indexes: [],
    foreignKeys: ['country_id -> countries'],
  },
  transactions: {
    columns: ['account', 'account_name', 'account_number', 'amount', 'amount_minor', 'amount_paid', 'application_id', 'authorization_url', 'bank_name', 'charges', 'comment', 'created_at', 'currency', 'failure_reason', 'fee_minor', 'gateway_fee_minor', 'id', 'paid_at', 'paid_to', 'payment_gateway', 'status', 'transaction_id', 'transaction_type', 'updated_at', 'user_id'],
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
    columns: ['avatar', 'created_at', 'email', 'email_verified_at', 'erase_after', 'erased_at', 'first_name', 'gender', 'id', 'language', 'last_name', 'location', 'name', 'password', 'phone', 'profile_completed_at', 'role_id', 'sms_job_alerts', 'sms_message_nudges', 'status', 'tax_id', 'tax_id_reminded_year', 'updated_at', 'user_type', 'ussd_pin_attempts', 'ussd_pin_hash', 'ussd_pin_locked_until'],
    uniques: ['email', 'phone'],
    indexes: ['erase_after', 'name', 'role_id', 'status', 'user_type,created_at', 'user_type,name'],
    foreignKeys: ['role_id -> roles'],
  },
  userskills: {
    columns: ['id', 'skill_id', 'user_id'],
    uniques: ['user_id,skill_id'],
    indexes: ['skill_id'],
    foreignKeys: ['skill_id -> skills', 'user_id -> users'],
  },
  ussd_sessions: {
    columns: ['expires_at', 'gateway', 'hops', 'id', 'language', 'last_screen', 'lga_id', 'network', 'outcome', 'phone', 'session_id', 'started_at', 'state', 'updated_at', 'user_id'],
    uniques: ['gateway,session_id'],
    indexes: ['lga_id', 'started_at', 'user_id'],
    foreignKeys: ['lga_id -> lgas', 'user_id -> users'],
  },
  verification_codes: {
    columns: ['action', 'attempts', 'code_hash', 'consumed_at', 'created_at', 'expires_at', 'id', 'user_id', 'verified_at'],
    uniques: [],
    indexes: ['user_id,action,created_at'],
    foreignKeys: ['user_id -> users'],
  },
  // Conversations and alerts
  alert_log: {
    columns: ['application_id', 'channel', 'created_at', 'id', 'items', 'kind', 'saved_search_id', 'user_id'],
    uniques: [],
    indexes: ['application_id,created_at', 'kind,created_at', 'saved_search_id,created_at', 'user_id,created_at'],
    foreignKeys: ['application_id -> jobapplication', 'saved_search_id -> saved_searches', 'user_id -> users'],
  },
  message_blocks: {
    columns: ['blocked_id', 'blocker_id', 'created_at', 'id'],
    uniques: ['blocker_id,blocked_id'],
    indexes: ['blocked_id'],
    foreignKeys: ['blocked_id -> users', 'blocker_id -> users'],
  },
  message_reports: {
    columns: ['created_at', 'id', 'message_id', 'reason', 'reporter_id', 'resolution_note', 'resolved_at', 'resolved_by', 'status'],
    uniques: ['message_id,reporter_id'],
    indexes: ['reporter_id', 'resolved_by', 'status,created_at'],
    foreignKeys: ['message_id -> messages', 'reporter_id -> users', 'resolved_by -> users'],
  },
  messages: {
    columns: ['application_id', 'attachment', 'body', 'created_at', 'id', 'nudged_at', 'recipient_id', 'seen_at', 'sender_id'],
    uniques: [],
    indexes: ['application_id,id', 'recipient_id,seen_at', 'seen_at,nudged_at,created_at', 'sender_id'],
    foreignKeys: ['application_id -> jobapplication', 'recipient_id -> users', 'sender_id -> users'],
  },
  saved_searches: {
    columns: ['created_at', 'id', 'last_digest_at', 'last_listing_id', 'last_matched_at', 'match_count', 'name', 'pending_count', 'query', 'sms_enabled', 'token', 'user_id'],
    uniques: ['token'],
    indexes: ['user_id'],
    foreignKeys: ['user_id -> users'],
  },
  // Exact counters of the big lists and the open listings (migration 1733100000000)
  row_counts: {
    columns: ['column_name', 'n', 'slot', 'table_name', 'value'],
    uniques: [],
    indexes: [],
    foreignKeys: [],
  },
  // The search engine's outbox, written by triggers on listings (migration 1734000000000, decision 0019)
  search_outbox: {
    columns: ['created_at', 'id', 'listing_id'],
    uniques: [],
    indexes: [],
    foreignKeys: [],
  },
  // The search dictionary and the open listings' words (migration 1734400000000, docs/search.md)
  synonyms: {
    columns: ['created_at', 'id', 'related', 'terms_en', 'terms_fr', 'updated_at'],
    uniques: [],
    indexes: [],
    foreignKeys: [],
  },
  search_words: {
    columns: ['listings', 'token_en', 'token_fr', 'word'],
    uniques: [],
    indexes: [],
    foreignKeys: [],
  },
  // Outbound webhooks (migration 1735430000000, docs/webhooks.md)
  webhook_events: {
    columns: ['created_at', 'event_id', 'fanned_out_at', 'id', 'owner_id', 'payload', 'type'],
    uniques: ['event_id'],
    indexes: ['created_at', 'fanned_out_at,id', 'owner_id'],
    foreignKeys: ['owner_id -> users'],
  },
  webhook_endpoints: {
    columns: ['created_at', 'description', 'disabled_at', 'disabled_reason', 'enabled', 'events', 'failing_since', 'id', 'previous_secret', 'previous_secret_until', 'secret', 'updated_at', 'url', 'user_id'],
    uniques: [],
    indexes: ['user_id'],
    foreignKeys: ['user_id -> users'],
  },
  webhook_deliveries: {
    columns: ['attempts', 'claim_token', 'claimed_until', 'created_at', 'delivered_at', 'endpoint_id', 'event_id', 'id', 'last_attempt_at', 'last_status_code', 'next_attempt_at', 'status'],
    uniques: ['endpoint_id,event_id'],
    indexes: ['endpoint_id,id', 'event_id', 'status,next_attempt_at'],
    foreignKeys: ['endpoint_id -> webhook_endpoints', 'event_id -> webhook_events'],
  },
  webhook_attempts: {
    columns: ['attempted_at', 'delivery_id', 'duration_ms', 'error', 'id', 'response_body', 'status_code', 'succeeded'],
    uniques: [],
    indexes: ['delivery_id,id'],
    foreignKeys: ['delivery_id -> webhook_deliveries'],
  },
  // WhatsApp as a channel (migration 1735650000000, docs/whatsapp.md)
  whatsapp_inbound: {
    columns: ['context_wamid', 'created_at', 'id', 'reply_id', 'sent_at', 'text', 'type', 'user_id', 'wa_id', 'wamid'],
    uniques: ['wamid'],
    indexes: ['user_id', 'wa_id,id'],
    foreignKeys: ['user_id -> users'],
  },
  whatsapp_outbound: {
    columns: ['category', 'created_at', 'day', 'delivered_at', 'error_code', 'error_title', 'failed_at', 'id', 'kind', 'payload', 'price_micros', 'read_at', 'sent_at', 'status', 'updated_at', 'user_id', 'wa_id', 'wamid'],
    uniques: ['wamid'],
    indexes: ['day,wa_id', 'user_id', 'wa_id,id'],
    foreignKeys: ['user_id -> users'],
  },
  // Being told on WhatsApp (migration 1735700000000, docs/whatsapp.md "Being told")
  whatsapp_notices: {
    columns: ['channel', 'claimed_at', 'created_at', 'error_code', 'event_key', 'id', 'language', 'notice', 'sms_text', 'sms_to', 'template_values', 'user_id', 'wamid'],
    uniques: ['user_id,event_key'],
    indexes: ['channel,id', 'wamid'],
    foreignKeys: ['user_id -> users'],
  },
  // Consent and cost (migration 1735790000000, docs/whatsapp.md "Consent and cost")
  whatsapp_days: {
    columns: ['day', 'opened'],
    uniques: [],
    indexes: [],
    foreignKeys: [],
  },
  // Every SMS counted on its Lagos day (migration 1735950000000, docs/whatsapp.md "Consent and cost")
  sms_days: {
    columns: ['day', 'kind', 'messages'],
    uniques: [],
    indexes: [],
    foreignKeys: [],
  },
  // The signed links already opened (migration 1735830000000, docs/whatsapp.md "Links instead of secrets")
  signed_link_uses: {
    columns: ['digest', 'expires_at', 'used_at'],
    uniques: [],
    indexes: [],
    foreignKeys: [],
  },
  // One charge funding several shifts: the hires it covers and each one's part (migration 1735960000000, docs/shifts.md)
  charge_shares: {
    columns: ['amount_minor', 'application_id', 'charge_reference', 'created_at', 'fee_minor', 'id'],
    uniques: ['charge_reference,application_id'],
    indexes: ['application_id'],
    foreignKeys: ['application_id -> jobapplication'],
  },
};
