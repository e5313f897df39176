/**
 * The money vocabulary of hire to pay (docs/hire-to-pay.md), shared by the API and the back office.
 */

/** Ledger posting kinds: the prefix of a posting's idempotency key (`charge:<reference>`). */
export const POSTING_KINDS = [
  'charge',
  'gateway-fee',
  'release',
  'payout',
  'payout-settled',
  'payout-returned',
  'refund',
  'refund-sent',
  'refund-returned',
  'split',
  'cancel-fee',
  'reversal',
  'owed-back',
] as const;
export type PostingKind = (typeof POSTING_KINDS)[number];

export const LEDGER_DIRECTIONS = ['debit', 'credit'] as const;

export const LEDGER_ACCOUNT_KINDS = ['gateway', 'revenue', 'fees', 'gateway_costs', 'transit', 'employer', 'freelancer', 'escrow'] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

export const PAYOUT_STATUSES = ['awaiting_account', 'pending', 'success', 'failed', 'reversed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
/** A payout that may be sent again: never sent for want of an account, or failed or reversed at the bank. */
export const RETRYABLE_PAYOUT_STATUSES: readonly PayoutStatus[] = ['awaiting_account', 'failed', 'reversed'];

/** Why money goes back to an employer. */
export const REFUND_REASONS = ['cancelled', 'late_cancel', 'no_show', 'dispute', 'paid_after_cancel', 'not_awaiting', 'refused_charge'] as const;
/** Refunds of a hire's escrow (the rest give back charges that funded nothing). */
export const ESCROW_REFUND_REASONS: readonly RefundReason[] = ['cancelled', 'late_cancel', 'no_show', 'dispute'];
export type RefundReason = (typeof REFUND_REASONS)[number];
/** `due`: not yet sent or waiting for its retry; `pending`: at the gateway; `failed`: retries exhausted. */
export const REFUND_STATUSES = ['due', 'pending', 'success', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
/** A refund an admin may send again now. */
export const RETRYABLE_REFUND_STATUSES: readonly RefundStatus[] = ['due', 'failed'];
/** Automatic refund retries: after 5, 30 minutes, 2, 12 and 24 hours; then it waits for an admin. */
export const REFUND_RETRY_MINUTES = [5, 30, 120, 720, 1440] as const;

export const RECONCILIATION_KINDS = [
  'missing_in_ledger',
  'missing_at_gateway',
  'amount_mismatch',
  'status_mismatch',
  'currency_mismatch',
  'fee_mismatch',
  'refund_mismatch',
  'balance_mismatch',
  'failed_after_success',
] as const;
export type ReconciliationKind = (typeof RECONCILIATION_KINDS)[number];

/**
 * A bank account number as people without the right to read it see it: its last four digits
 * (`******6789`), as the site shows a freelancer their own account and the back office shows it
 * to admins without `transactions.account_numbers`. Null stays null.
 */
export function maskAccountNumber(accountNumber: string | null | undefined): string | null {
  if (accountNumber === null || accountNumber === undefined || accountNumber === '') return accountNumber ?? null;
  return `******${accountNumber.slice(-4)}`;
}
