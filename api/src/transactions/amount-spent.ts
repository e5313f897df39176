import type { SelectQueryBuilder } from 'typeorm';
import type { Transaction } from './transaction.entity';

/**
 * "Amount spent" (the employer's dashboard, and the back office's for everyone): what successful
 * charges took (the agreed amount and the gateway fee), less what successful refunds gave back,
 * in minor units, as `spent_minor`. Failed charges, refunds on their way and payouts count nothing.
 */
export function selectAmountSpent(query: SelectQueryBuilder<Transaction>, alias: string): SelectQueryBuilder<Transaction> {
  return query
    .select(
      `COALESCE(SUM(CASE WHEN ${alias}.transaction_type = 'charge' THEN COALESCE(${alias}.amount_minor, 0) + COALESCE(${alias}.fee_minor, 0) ELSE -COALESCE(${alias}.amount_minor, 0) END), 0)`,
      'spent_minor',
    )
    .andWhere(`${alias}.status = 'success'`)
    .andWhere(`${alias}.transaction_type IN ('charge', 'refund')`);
}
