/**
 * Verified people, safe jobs (docs/trust.md "Identity and safe jobs"): the identity check's answer,
 * what the page shows for it, and the rules of the two forms (the identity check, "Report this job"),
 * shared by the route modules and their tests.
 */
import { ACCOUNT_NUMBER_PATTERN, BVN_PATTERN, IDENTITY_STATUSES, LISTING_REPORT_REASONS, REPORT_NOTE_MAX, type IdentityStatus, type ListingReportReason } from '@gigmarket/shared';
import type { ApiSchemas } from './api-schemas';

export { LISTING_REPORT_REASONS, REPORT_NOTE_MAX };
export type { IdentityStatus, ListingReportReason };

/** `GET /api/identity` (and `POST`): the signed-in person's identity check. */
export type Identity = ApiSchemas['IdentityStatusDto'];

/** What the identity page shows: the check's status, or `locked` while no new check may be asked. */
export type IdentityShown = IdentityStatus | 'locked';

export function identityView(identity: Identity | null, now: Date = new Date()): IdentityShown {
  if (!identity) return 'none';
  if (identity.status === 'checking' || identity.status === 'verified') return identity.status;
  const lockedUntil = identity.locked_until ? new Date(identity.locked_until) : null;
  if (lockedUntil && !Number.isNaN(lockedUntil.getTime()) && lockedUntil.getTime() > now.getTime()) return 'locked';
  if (identity.attempts_left_today <= 0 && identity.status !== 'none') return 'locked';
  return (IDENTITY_STATUSES as readonly string[]).includes(identity.status) ? identity.status : 'none';
}

/** Whether the form to ask for a check is shown. */
export function canRequest(view: IdentityShown): boolean {
  return view === 'none' || view === 'failed' || view === 'revoked';
}

export type IdentityForm = { bvn: string; bank_code: string; account_number: string; use_for_payouts: boolean };

/** Digits only: spaces and dashes people type between groups are dropped. */
export function digits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The form's field errors (translation keys), the same rules as the API's. */
export function identityFormErrors(form: IdentityForm): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!BVN_PATTERN.test(form.bvn)) errors.bvn = 'identity.v.bvn';
  if (!form.bank_code) errors.bank_code = 'bank.bankRequired';
  if (!ACCOUNT_NUMBER_PATTERN.test(form.account_number)) errors.account_number = 'bank.accountNumberInvalid';
  return errors;
}

export function isReportReason(value: unknown): value is ListingReportReason {
  return typeof value === 'string' && (LISTING_REPORT_REASONS as readonly string[]).includes(value);
}
