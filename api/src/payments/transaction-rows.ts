import type { TransactionStatus } from '@gigmarket/shared';
import type { Transaction } from '../transactions/transaction.entity';
import { fromMinor } from './money';
import type { HireAmounts } from './payment-settings';

/**
 * The `transactions` rows of the payment flow. The spec's DECIMAL columns (`amount`, `charges`,
 * `amount_paid`) are written from the minor units, never the reverse.
 */
interface Common {
  reference: string;
  applicationId: number;
  status: TransactionStatus;
  currency: string;
}

/** The employer's charge: the agreed amount into escrow plus the gateway fee. */
export function chargeRow(
  row: Common & {
    employerId: number;
    freelancerId: number;
    jobTitle: string;
    amounts: Pick<HireAmounts, 'agreed' | 'fee' | 'total'>;
    /** How many shifts a shared charge covers (docs/shifts.md). */
    shifts?: number;
  },
): Partial<Transaction> {
  return {
    user_id: row.employerId,
    application_id: row.applicationId,
    transaction_id: row.reference,
    payment_gateway: 'paystack',
    transaction_type: 'charge',
    amount: fromMinor(row.amounts.agreed),
    amount_minor: row.amounts.agreed,
    charges: fromMinor(row.amounts.fee),
    fee_minor: row.amounts.fee,
    amount_paid: fromMinor(row.amounts.total),
    paid_to: row.freelancerId,
    status: row.status,
    currency: row.currency,
    comment: row.shifts ? `Escrow for "${row.jobTitle}" (${row.shifts} shifts)` : `Escrow for "${row.jobTitle}"`,
  };
}

/** One transfer to the freelancer's bank account. */
export function payoutRow(
  row: Common & {
    freelancerId: number;
    amount: number;
    bank: { account_name: string; account_number: string; bank_name: string };
  },
): Partial<Transaction> {
  return {
    user_id: row.freelancerId,
    application_id: row.applicationId,
    transaction_id: row.reference,
    payment_gateway: 'paystack',
    transaction_type: 'payout',
    amount: fromMinor(row.amount),
    amount_minor: row.amount,
    amount_paid: fromMinor(row.amount),
    charges: '0.00',
    paid_to: row.freelancerId,
    status: row.status,
    currency: row.currency,
    comment: 'Payout of a completed hire',
    account_name: row.bank.account_name,
    account_number: row.bank.account_number,
    bank_name: row.bank.bank_name,
  };
}
