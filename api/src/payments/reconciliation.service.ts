import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager, type Repository } from 'typeorm';
import type { ReconciliationKind } from '@gigmarket/shared';
import { Clock } from '../common/clock';
import { ACCOUNTS, balanceOf } from '../ledger/ledger';
import { InjectTransactions } from '../transactions/repositories';
import type { Transaction } from '../transactions/transaction.entity';
import { ReconciliationItem } from './payment.entities';
import { PaymentSettingsReader } from './payment-settings';
import { PaystackClient } from './paystack.client';

/** Pages of the gateway's lists read in one run (100 rows each). */
const MAX_PAGES = 50;

interface Difference {
  kind: ReconciliationKind;
  reference: string;
  ours: string | null;
  theirs: string | null;
}

interface GatewayRow {
  status: string;
  amount: number;
  currency?: string;
  fees?: number;
}

/** Paystack's refund statuses that mean the money left (and the ones that mean it did not). */
const REFUND_DONE = ['processed'];
const REFUND_OPEN = ['pending', 'processing', 'needs-attention'];

/**
 * Compares our books with Paystack's: each charge (amount, status, the gateway's fee), each
 * transfer (amount, status), each refund (amount, status), and `gateway:clearing` with the balance
 * Paystack holds for us. Every difference becomes a row of the back office's reconciliation list
 * (once per kind and reference).
 */
@Injectable()
export class ReconciliationService {
  private readonly logger = new Logger(ReconciliationService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectTransactions() private readonly transactions: Repository<Transaction>,
    private readonly paymentSettings: PaymentSettingsReader,
    private readonly paystack: PaystackClient,
    private readonly clock: Clock,
  ) {}

  /** One difference, in the caller's transaction (a refused webhook, a transfer failed after success). */
  async record(manager: EntityManager, kind: ReconciliationKind, reference: string, ours: string | null, theirs: string | null): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(ReconciliationItem)
      .values({ kind, reference: reference.slice(0, 100), ours, theirs, detected_at: this.clock.now(), resolved_at: null })
      .orIgnore()
      // An ignored duplicate has no generated id for TypeORM to read back.
      .updateEntity(false)
      .execute();
  }

  /** Runs the comparison; answers how many new differences it recorded. */
  async run(): Promise<number> {
    const [charges, transfers, refunds] = await Promise.all([
      this.pages((page) => this.paystack.listTransactions(page), (item) => item.reference, (item) => ({ status: item.status, amount: item.amount, currency: item.currency, fees: item.fees ?? undefined })),
      this.pages((page) => this.paystack.listTransfers(page), (item) => item.reference, (item) => ({ status: item.status, amount: item.amount, fees: item.fee_charged ?? 0 })),
      this.pages((page) => this.paystack.listRefunds(page), (item) => String(item.id), (item) => ({ status: item.status, amount: item.amount })),
    ]);
    const ours = await this.transactions.find({ where: { payment_gateway: 'paystack', transaction_type: In(['charge', 'payout', 'refund']) } });
    const differences: Difference[] = [];
    for (const row of ours) differences.push(...this.compare(row, charges, transfers, refunds));
    const known = new Set(ours.map((row) => row.transaction_id));
    for (const [reference, theirs] of charges) {
      if (theirs.status === 'success' && !known.has(reference))
        differences.push({ kind: 'missing_in_ledger', reference, ours: null, theirs: `${theirs.status} ${theirs.amount} ${theirs.currency}` });
    }
    differences.push(...(await this.balance(transfers, refunds)));

    const items = this.dataSource.getRepository(ReconciliationItem);
    const before = await items.count();
    for (const difference of differences)
      await this.record(this.dataSource.manager, difference.kind, difference.reference, difference.ours, difference.theirs);
    const recorded = (await items.count()) - before;
    this.logger.log(`Reconciliation: ${differences.length} differences, ${recorded} new`);
    return recorded;
  }

  private compare(
    row: Transaction,
    charges: Map<string, GatewayRow>,
    transfers: Map<string, GatewayRow>,
    refunds: Map<string, GatewayRow>,
  ): Difference[] {
    const reference = row.transaction_id;
    const amount = (row.amount_minor ?? 0) + (row.transaction_type === 'charge' ? (row.fee_minor ?? 0) : 0);
    const ourState = `${row.status} ${amount} ${row.currency}`;
    const theirs =
      row.transaction_type === 'charge' ? charges.get(reference) : row.transaction_type === 'payout' ? transfers.get(reference) : row.account ? refunds.get(row.account) : undefined;
    if (!theirs) return row.status === 'success' ? [{ kind: 'missing_at_gateway', reference, ours: ourState, theirs: null }] : [];
    const theirState = `${theirs.status} ${theirs.amount}`;
    if (row.transaction_type === 'refund') {
      const done = REFUND_DONE.includes(theirs.status);
      const mismatch = theirs.amount !== amount || done !== (row.status === 'success') || (!done && !REFUND_OPEN.includes(theirs.status) && row.status === 'pending');
      return mismatch ? [{ kind: 'refund_mismatch', reference, ours: ourState, theirs: theirState }] : [];
    }
    // A charge refused for its amount was received all the same: the amount it records is what was asked.
    if (theirs.amount !== amount && !(row.transaction_type === 'charge' && row.failure_reason?.startsWith('refused')))
      return [{ kind: 'amount_mismatch', reference, ours: ourState, theirs: theirState }];
    const theyPaid = theirs.status === 'success';
    const weBooked = row.status === 'success' || (row.transaction_type === 'charge' && row.gateway_fee_minor !== null);
    if (theyPaid !== weBooked) return [{ kind: 'status_mismatch', reference, ours: ourState, theirs: theirState }];
    if (row.transaction_type === 'charge' && theyPaid && (theirs.fees ?? 0) !== (row.gateway_fee_minor ?? 0))
      return [{ kind: 'fee_mismatch', reference, ours: `fee ${row.gateway_fee_minor ?? 0}`, theirs: `fee ${theirs.fees ?? 0}` }];
    return [];
  }

  /**
   * `gateway:clearing` against the balance Paystack holds for us, in the platform's currency. In
   * flight the two differ by known amounts: Paystack debits a transfer (and its fee) when it is
   * queued, while our books move it out of clearing when it settles; our books move a refund out
   * when Paystack accepts it, Paystack when it is processed.
   */
  private async balance(transfers: Map<string, GatewayRow>, refunds: Map<string, GatewayRow>): Promise<Difference[]> {
    const { currency } = await this.paymentSettings.read(this.dataSource.manager);
    const balances = await this.paystack.balance();
    const inFlight = [...transfers.values()].filter((row) => row.status === 'pending').reduce((sum, row) => sum + row.amount + (row.fees ?? 0), 0);
    const refunding = [...refunds.values()].filter((row) => REFUND_OPEN.includes(row.status)).reduce((sum, row) => sum + row.amount, 0);
    const theirs = (balances.find((row) => row.currency === currency)?.balance ?? 0) + inFlight - refunding;
    const ours = await balanceOf(this.dataSource.manager, ACCOUNTS.gatewayClearing);
    if (ours === theirs) return [];
    // One row per hour at most: the same gap seen again within the hour is the same difference.
    const hour = this.clock.now().toISOString().slice(0, 13);
    return [{ kind: 'balance_mismatch', reference: `balance:${currency}:${hour}`, ours: String(ours), theirs: String(theirs) }];
  }

  /** Every page of one of the gateway's lists, by key. */
  private async pages<T>(
    list: (page: number) => Promise<{ items: T[]; pageCount: number }>,
    key: (item: T) => string,
    value: (item: T) => GatewayRow,
  ): Promise<Map<string, GatewayRow>> {
    const rows = new Map<string, GatewayRow>();
    for (let page = 1; page <= MAX_PAGES; page++) {
      const { items, pageCount } = await list(page);
      for (const item of items) rows.set(key(item), value(item));
      if (page >= pageCount || !items.length) break;
    }
    return rows;
  }
}
