/**
 * Every column that points at a person, and what "Download my data" does with it
 * (docs/privacy.md "Download my data"). `test/data-export.e2e-spec.ts` reads TypeORM's entity
 * metadata and fails when a table gains such a column that is in neither list: a new kind of
 * record about people is exported, or its reason for not being is written here.
 */

/** A column refers to a person when it is a relation to `users` or is named like one. */
export const PERSON_COLUMN = /(^|_)(user_id|owner_id|freelancer_id|employer_id|sender_id|recipient_id|rater_id|ratee_id|blocker_id|blocked_id|reporter_id|actor_id)$|_by$|^paid_to$/;

/** `table.column` -> the archive's file that holds the person's rows found through it. */
export const EXPORTED: Record<string, string> = {
  'profiles.user_id': 'account.json',
  'userskills.user_id': 'account.json',
  'userindustry.user_id': 'account.json',
  'userjobtype.user_id': 'account.json',
  'socialmedia.user_id': 'account.json',
  'listings.user_id': 'listings.json',
  'jobapplication.user_id': 'applications.json',
  'jobapplication.accepted_by': 'applications.json',
  'jobapplication.completed_by': 'applications.json',
  'jobapplication.cancelled_by': 'applications.json',
  'hire_events.actor_id': 'hire_events.json',
  'disputes.opened_by': 'disputes.json',
  'dispute_statements.user_id': 'disputes.json',
  'messages.sender_id': 'messages.json',
  'messages.recipient_id': 'messages.json',
  'message_blocks.blocker_id': 'blocks.json',
  'message_reports.reporter_id': 'reports.json',
  'listing_reports.reporter_id': 'reports.json',
  'ratings.rater_id': 'ratings.json',
  'ratings.ratee_id': 'ratings.json',
  'reliability_events.user_id': 'reliability_events.json',
  'notifications.user_id': 'notifications.json',
  'saved_searches.user_id': 'saved_searches.json',
  'alert_log.user_id': 'alerts_sent.json',
  'bookmarks.user_id': 'bookmarks.json',
  'favourites.employer_id': 'roster.json',
  'employer_blocks.employer_id': 'roster.json',
  'hidden_employers.freelancer_id': 'roster.json',
  'offers.employer_id': 'roster.json',
  'offers.freelancer_id': 'roster.json',
  'connections.freelancer_id': 'connections.json',
  'connections.employer_id': 'connections.json',
  'portfolio.user_id': 'portfolio.json',
  'transactions.user_id': 'payments.csv',
  'transactions.paid_to': 'payments.csv',
  'payouts.freelancer_id': 'payouts.csv',
  'refunds.employer_id': 'refunds.csv',
  'receipts.user_id': 'receipts.csv',
  'bank_accounts.user_id': 'bank_accounts.json',
  'identity_checks.user_id': 'identity_checks.json',
  'identity_events.user_id': 'identity_checks.json',
  'consents.user_id': 'consents.json',
  'auth_tokens.user_id': 'sessions.json',
  'ussd_sessions.user_id': 'sessions.json',
  'api_keys.user_id': 'api_keys.json',
  'webhook_endpoints.user_id': 'webhooks.json',
  'whatsapp_inbound.user_id': 'whatsapp.json',
  'whatsapp_outbound.user_id': 'whatsapp.json',
  'whatsapp_notices.user_id': 'whatsapp.json',
};

/** `table.column` -> why the archive does not hold what it points at. */
export const NOT_EXPORTED: Record<string, string> = {
  'message_blocks.blocked_id': 'who blocked the person is the blocker’s data, not theirs',
  'favourites.freelancer_id': 'an employer’s roster is the employer’s data (exported to them), not the freelancer’s',
  'employer_blocks.freelancer_id': 'who blocked the person is the blocker’s data, not theirs (docs/roster.md: the freelancer is not told who)',
  'hidden_employers.employer_id': 'a freelancer hiding an employer’s jobs is the freelancer’s data, not the employer’s',
  'verification_codes.user_id': 'one-time sign-in codes: secrets, kept one day',
  'idempotency_keys.user_id': 'a technical replay guard for retried requests, kept one day',
  'webhook_events.owner_id': 'copies of hire records already in applications.json, sent to the owner’s own webhooks',
  'ledger_accounts.user_id': 'the double-entry mirror of the payments, payouts and refunds already exported as CSV',
  'data_exports.user_id': 'the archives themselves; each is deleted 24 hours after it is ready',
  'data_exports.requested_by': 'the administrator who asked for an archive for the person',
  'consents.by_user_id': 'the administrator who recorded a consent for the person',
  'api_keys.revoked_by': 'the administrator who revoked a key (the key itself is exported)',
  'disputes.resolved_by': 'the administrator who resolved a dispute (the dispute is exported to its parties)',
  'ratings.hidden_by': 'the administrator who hid a rating (the rating is exported)',
  'reliability_events.resolved_by': 'the administrator who resolved a contest (the event is exported)',
  'message_reports.resolved_by': 'the administrator who resolved a report (the report is exported to its reporter)',
  'listing_reports.reviewed_by': 'the administrator who reviewed a report (the report is exported to its reporter)',
  'identity_checks.revoked_by': 'the administrator who revoked a badge (the check is exported)',
  'identity_events.by_user_id': 'the administrator behind an identity event (the event is exported)',
};
