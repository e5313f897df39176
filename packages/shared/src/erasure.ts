/**
 * Deleting an account (docs/privacy.md "Deleting an account"): the days between the confirmed
 * request and the erasure (signing in during them offers to cancel), and how long the money
 * records of an erased account are kept under its pseudonymous id (Nigerian tax records: six years).
 */
export const ERASURE_GRACE_DAYS = 14;
export const MONEY_RECORDS_RETENTION_YEARS = 6;

/** Why a deletion cannot go ahead yet: a hire not over, money held or owed, an open dispute. */
export const ERASURE_BLOCKERS = ['hire', 'money', 'dispute'] as const;
export type ErasureBlocker = (typeof ERASURE_BLOCKERS)[number];

/** How the people of an erased account are shown to those they dealt with. */
export const FORMER_MEMBER = { en: 'Former member', fr: 'Ancien membre' } as const;
