import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { Clock } from '../common/clock';
import { Transaction } from '../transactions/transaction.entity';
import { ReconciliationItem, ReconciliationKind } from './payment.entities';
import { PaystackClient } from './paystack.client';

/** Pages of the gateway's lists read in one run (100 rows each). */
const MAX_PAGES = 50;

interface Difference {
  kind: ReconciliationKind;
  reference: string;
  ours: string | null;
  theirs: string | null;
}

/**
 * Compares our charges and payouts with Paystack's transactions and transfers. Every difference
 * becomes a row of the back office's reconciliation list (once per kind and reference).
 */
@Injectable()
export class ReconciliationService {
  private readonly logger = new Logger(ReconciliationService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly paystack: PaystackClient,
    private readonly clock: Clock,
  ) {}

  /** Runs the comparison; answers how many new differences it recorded. */
  async run(): Promise<number> {
    const differences: Difference[] = [];
    const gatewayCharges = new Map<string, { status: string; amount: number; currency: string }>();
    for (let page = 1; page <= MAX_PAGES; page++) {
      const { items, pageCount } = await this.paystack.listTransactions(page);
      for (const item of items)
        gatewayCharges.set(item.reference, { status: item.status, amount: item.amount, currency: item.currency });
      if (page >= pageCount || !items.length) break;
    }
    const gatewayTransfers = new Map<string, { status: string; amount: number }>();
    for (let page = 1; page <= MAX_PAGES; page++) {
      const { items, pageCount } = await this.paystack.listTransfers(page);
      for (const item of items) gatewayTransfers.set(item.reference, { status: item.status, amount: item.amount });
      if (page >= pageCount || !items.length) break;
    }

    const ours = await this.dataSource
      .getRepository(Transaction)
      .find({ where: { payment_gateway: 'paystack', transaction_type: In(['charge', 'payout']) } });
    const known = new Set(ours.map((row) => row.transaction_id));
    for (const row of ours) {
      const total = (row.amount_minor ?? 0) + (row.fee_minor ?? 0);
      const theirs =
        row.transaction_type === 'charge'
          ? gatewayCharges.get(row.transaction_id)
          : gatewayTransfers.get(row.transaction_id);
      const ourState = `${row.status} ${total} ${row.currency}`;
      if (!theirs) {
        if (row.status === 'success')
          differences.push({ kind: 'missing_at_gateway', reference: row.transaction_id, ours: ourState, theirs: null });
        continue;
      }
      const theirState = `${theirs.status} ${theirs.amount}`;
      if (theirs.amount !== total)
        differences.push({
          kind: 'amount_mismatch',
          reference: row.transaction_id,
          ours: ourState,
          theirs: theirState,
        });
      else if ((theirs.status === 'success') !== (row.status === 'success')) {
        differences.push({
          kind: 'status_mismatch',
          reference: row.transaction_id,
          ours: ourState,
          theirs: theirState,
        });
      }
    }
    for (const [reference, theirs] of gatewayCharges) {
      if (theirs.status === 'success' && !known.has(reference)) {
        differences.push({
          kind: 'missing_in_ledger',
          reference,
          ours: null,
          theirs: `${theirs.status} ${theirs.amount} ${theirs.currency}`,
        });
      }
    }

    const items = this.dataSource.getRepository(ReconciliationItem);
    const before = await items.count();
    for (const difference of differences) {
      await items
        .createQueryBuilder()
        .insert()
        .into(ReconciliationItem)
        .values({ ...difference, detected_at: this.clock.now(), resolved_at: null })
        .orIgnore()
        // An ignored duplicate has no generated id for TypeORM to read back.
        .updateEntity(false)
        .execute();
    }
    const recorded = (await items.count()) - before;
    this.logger.log(`Reconciliation: ${differences.length} differences, ${recorded} new`);
    return recorded;
  }
}
