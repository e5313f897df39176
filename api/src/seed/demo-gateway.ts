import { EntityManager, In, Like } from 'typeorm';
import { LedgerEntry } from '../ledger/ledger.entities';
import { Transaction } from '../transactions/transaction.entity';
import { User } from '../users/user.entity';

/**
 * The demo's past at the payment gateway. The seed's paid hires were charged and paid out through
 * Paystack before the demo began: the seed books each charge, payout and what Paystack kept of them
 * (`seedPaidHires` in seed.ts), and `demoGatewayHistory` reads that back from the database in the
 * form the local Paystack takes a history in (packages/paystack-local, `PAYSTACK_LOCAL_HISTORY`).
 * `npm start` hands it to the local Paystack it runs, so the gateway holds the same charges and
 * transfers as the books, its balance equals `gateway:clearing`, and reconciliation finds nothing
 * to report (docs/hire-to-pay.md "The demo's history at the gateway").
 */
export const DEMO_CHARGE_PREFIX = 'DEMO-CH-';
export const DEMO_PAYOUT_PREFIX = 'DEMO-PO-';

export const demoChargeReference = (n: number) => `${DEMO_CHARGE_PREFIX}${String(n).padStart(6, '0')}`;
export const demoPayoutReference = (n: number) => `${DEMO_PAYOUT_PREFIX}${String(n).padStart(6, '0')}`;

/** The bank account every demo payout went to (Guaranty Trust Bank's CBN code is 058). */
export const DEMO_PAYOUT_ACCOUNT = {
  account_name: 'DEMO ACCOUNT',
  account_number: '0123456789',
  bank_name: 'Guaranty Trust Bank',
  bank_code: '058',
} as const;

/**
 * What Paystack keeps of a charge of `amount` kobo at its published Nigerian local price: 1.5% +
 * NGN 100, the NGN 100 waived under NGN 2,500, capped at NGN 2,000, rounded half up to the kobo
 * ([decision 0017](../../../docs/decisions/0017-local-paystack-fees-and-shapes.md)). The product
 * never computes it (it books what the gateway answers); only the demo's history needs it.
 * test/demo-reconciliation checks it against the local Paystack's own price.
 */
export function demoChargeFee(amount: number): number {
  const percent = Math.floor((amount * 150 + 5_000) / 10_000);
  return Math.min(percent + (amount >= 250_000 ? 10_000 : 0), 200_000);
}

/** Paystack's fee on a transfer of `amount` kobo: NGN 10 up to NGN 5,000, NGN 25 up to NGN 50,000, NGN 50 above. */
export function demoTransferFee(amount: number): number {
  return amount <= 500_000 ? 1_000 : amount <= 5_000_000 ? 2_500 : 5_000;
}

/** A charge as the local Paystack takes it in: paid, with what the gateway kept. */
export interface DemoGatewayCharge {
  reference: string;
  amount: number;
  email: string;
  currency: string;
  paid_at: string;
  fees: number;
}

/** A settled transfer as the local Paystack takes it in. */
export interface DemoGatewayTransfer {
  reference: string;
  amount: number;
  currency: string;
  recipient: { name: string; account_number: string; bank_code: string };
  reason: string;
  transferred_at: string;
  fee: number;
}

export interface DemoGatewayHistory {
  charges: DemoGatewayCharge[];
  transfers: DemoGatewayTransfer[];
}

/**
 * The demo's settled charges and transfers as the books hold them: each charge for what the
 * employer paid (agreed amount and platform fee) with the gateway's fee booked on it, each payout
 * with the gateway's fee posted for it (`gateway-fee:<reference>`), oldest first. Empty when the
 * database holds no demo history.
 */
export async function demoGatewayHistory(manager: EntityManager): Promise<DemoGatewayHistory> {
  const rows = await manager.getRepository(Transaction).find({
    where: [
      { payment_gateway: 'paystack', transaction_type: 'charge', status: 'success', transaction_id: Like(`${DEMO_CHARGE_PREFIX}%`) },
      { payment_gateway: 'paystack', transaction_type: 'payout', status: 'success', transaction_id: Like(`${DEMO_PAYOUT_PREFIX}%`) },
    ],
    order: { id: 'ASC' },
  });
  const charges = rows.filter((row) => row.transaction_type === 'charge');
  const payouts = rows.filter((row) => row.transaction_type === 'payout');
  const employers = charges.length
    ? await manager.getRepository(User).find({ where: { id: In([...new Set(charges.map((row) => row.user_id))]) }, select: { id: true, email: true } })
    : [];
  const emails = new Map(employers.map((user) => [user.id, user.email]));
  const transferFees = payouts.length
    ? await manager.getRepository(LedgerEntry).find({
        where: { posting_key: In(payouts.map((row) => `gateway-fee:${row.transaction_id}`)), direction: 'debit' },
      })
    : [];
  const feeOf = new Map(transferFees.map((entry) => [entry.posting_key.slice('gateway-fee:'.length), entry.amount_minor]));
  const at = (row: Transaction) => (row.paid_at ?? row.created_at).toISOString();
  return {
    charges: charges.map((row) => ({
      reference: row.transaction_id,
      amount: (row.amount_minor ?? 0) + (row.fee_minor ?? 0),
      email: emails.get(row.user_id) || `employer-${row.user_id}@gigmarket.invalid`,
      currency: row.currency,
      paid_at: at(row),
      fees: row.gateway_fee_minor ?? 0,
    })),
    transfers: payouts.map((row) => ({
      reference: row.transaction_id,
      amount: row.amount_minor ?? 0,
      currency: row.currency,
      recipient: {
        name: row.account_name ?? DEMO_PAYOUT_ACCOUNT.account_name,
        account_number: row.account_number ?? DEMO_PAYOUT_ACCOUNT.account_number,
        bank_code: DEMO_PAYOUT_ACCOUNT.bank_code,
      },
      reason: row.comment ?? 'Payout of a completed hire',
      transferred_at: at(row),
      fee: feeOf.get(row.transaction_id) ?? 0,
    })),
  };
}
