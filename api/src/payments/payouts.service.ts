import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, type Repository } from 'typeorm';
import { RETRYABLE_PAYOUT_STATUSES } from '@gigmarket/shared';
import { Clock } from '../common/clock';
import { transaction } from '../common/transaction';
import { post } from '../ledger/ledger';
import type { LedgerEntry } from '../ledger/ledger.entities';
import { POSTINGS } from '../ledger/postings';
import { InjectLedgerEntries } from '../ledger/repositories';
import { InjectTransactions } from '../transactions/repositories';
import type { Transaction } from '../transactions/transaction.entity';
import { BankAccount, Payout } from './payment.entities';
import { PaymentSettingsReader } from './payment-settings';
import { PaystackClient, PaystackError, type PaystackTransfer } from './paystack.client';
import { ReconciliationService } from './reconciliation.service';
import { payoutRow } from './transaction-rows';

export type TransferOutcome = 'success' | 'failed' | 'reversed';

/** What a transfer's outcome did, for the hire's owner to move the hire with it. */
export interface TransferSettlement {
  /** `processed`, `ignored: ...` or `refused: ...` (stored on the webhook's event row). */
  result: string;
  applicationId: number | null;
  freelancerId: number | null;
  /** The payout's latest attempt settled: the hire is paid. */
  paid: boolean;
  /** A settled transfer came back (`transfer.reversed`): the hire is no longer paid. */
  unpaid: boolean;
  /** A failed or reversed transfer: the money is in the freelancer's balance again. */
  returned: boolean;
}

/**
 * The answer of one send: the attempt's reference and what the gateway said at once; `held` when
 * the gateway says the previous attempt succeeded or is still going, so nothing was sent.
 */
export interface SentPayout {
  reference: string;
  status: 'pending' | TransferOutcome | 'unknown' | 'held';
  /** For `held`: the previous attempt's status at the gateway. */
  gatewayStatus?: string;
  /** What the gateway charged for the transfer, when it said. */
  fee?: number;
}

const ignored = (result: string): TransferSettlement => ({
  result,
  applicationId: null,
  freelancerId: null,
  paid: false,
  unpaid: false,
  returned: false,
});

/**
 * Payouts by Paystack Transfer: a completed hire's net amount to the freelancer's bank. The ledger
 * moves it from the freelancer's balance to "in transit" when a transfer is sent; the transfer's
 * outcome settles it or gives it back. A settled transfer is final: only `transfer.reversed`
 * takes it back. Whether a hire is paid is the hire's owner's to say (hires/hire-payments.service.ts).
 */
@Injectable()
export class PayoutsService {
  private readonly logger = new Logger(PayoutsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectTransactions() private readonly transactions: Repository<Transaction>,
    @InjectLedgerEntries() private readonly ledgerEntries: Repository<LedgerEntry>,
    private readonly paymentSettings: PaymentSettingsReader,
    private readonly paystack: PaystackClient,
    private readonly reconciliation: ReconciliationService,
    private readonly clock: Clock,
  ) {}

  /** The payout row of a hire that was just released (in the release's transaction). */
  async open(manager: EntityManager, applicationId: number, freelancerId: number, net: number): Promise<void> {
    if (net <= 0 || (await manager.exists(Payout, { where: { application_id: applicationId } }))) return;
    await manager.insert(Payout, {
      application_id: applicationId,
      freelancer_id: freelancerId,
      amount_minor: net,
      status: 'awaiting_account',
      attempts: 0,
    });
  }

  async find(applicationId: number, manager: EntityManager = this.dataSource.manager): Promise<Payout | null> {
    return manager.findOne(Payout, { where: { application_id: applicationId } });
  }

  /**
   * Every payout of this freelancer that waits for a (new) try, sent now (after they saved a bank
   * account). Outcomes arrive by webhook, which the hire's owner applies.
   */
  async sendWaiting(freelancerId: number): Promise<void> {
    const waiting = await this.dataSource
      .getRepository(Payout)
      .find({ where: { freelancer_id: freelancerId, status: In([...RETRYABLE_PAYOUT_STATUSES]) } });
    for (const payout of waiting) {
      try {
        await this.send(payout.application_id);
      } catch (error) {
        this.logger.warn(`Payout of hire ${payout.application_id} not sent: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  /** The transfer as the gateway knows it, or null when the gateway never received it. */
  async atGateway(reference: string): Promise<PaystackTransfer | null> {
    try {
      return await this.paystack.verifyTransfer(reference);
    } catch (error) {
      if (error instanceof PaystackError && (error.status === 404 || error.status === 400)) return null;
      throw error;
    }
  }

  /**
   * Sends one attempt of a payout waiting for one, if the freelancer has a bank account. Safe to
   * call any number of times, concurrently too: one caller moves the row to `pending`. Before a
   * new attempt the gateway is asked about the previous one: nothing is sent again unless it says
   * that one failed or was reversed (a late or reordered webhook must never pay twice).
   */
  async send(applicationId: number): Promise<SentPayout | null> {
    const previous = await this.find(applicationId);
    if (previous?.reference && RETRYABLE_PAYOUT_STATUSES.includes(previous.status)) {
      const earlier = await this.atGateway(previous.reference);
      if (earlier && earlier.status !== 'failed' && earlier.status !== 'reversed')
        return { reference: previous.reference, status: 'held', gatewayStatus: earlier.status, fee: earlier.fee_charged ?? 0 };
    }
    const prepared = await transaction(this.dataSource, async (manager) => {
      const payout = await manager.findOne(Payout, { where: { application_id: applicationId } });
      if (!payout || !RETRYABLE_PAYOUT_STATUSES.includes(payout.status)) return null;
      const bank = await manager.findOne(BankAccount, { where: { user_id: payout.freelancer_id } });
      if (!bank) {
        await manager.update(Payout, { id: payout.id, status: payout.status }, { status: 'awaiting_account' });
        return null;
      }
      const attempt = payout.attempts + 1;
      const reference = `GM-PO-${applicationId}-${attempt}`;
      const moved = await manager.update(
        Payout,
        { id: payout.id, status: payout.status, attempts: payout.attempts },
        { status: 'pending', reference, attempts: attempt, failure_reason: null },
      );
      if (moved.affected !== 1) return null;
      const { currency } = await this.paymentSettings.read(manager);
      await manager.withRepository(this.transactions).insert(
        payoutRow({ reference, applicationId, status: 'pending', currency, freelancerId: payout.freelancer_id, amount: payout.amount_minor, bank }),
      );
      await post(manager, POSTINGS.payout(reference, applicationId, payout.freelancer_id, payout.amount_minor));
      return { reference, amount: payout.amount_minor, recipient: bank.recipient_code, currency };
    });
    if (!prepared) return null;
    const { status, fee } = await this.transfer(applicationId, prepared);
    // A failure only gives the money back to the balance: settled here. A success makes the hire
    // paid, which is the hire owner's to say: it comes with the webhook (or the caller applies it).
    if (status === 'failed') await transaction(this.dataSource, (manager) => this.settle(manager, prepared.reference, 'failed', 'Transfer refused'));
    return { reference: prepared.reference, status, fee };
  }

  /** The call to the gateway for one prepared attempt, and what it says at once. */
  private async transfer(
    applicationId: number,
    prepared: { reference: string; amount: number; recipient: string; currency: string },
  ): Promise<{ status: SentPayout['status']; fee?: number }> {
    let transfer: PaystackTransfer | null;
    try {
      transfer = await this.paystack.initiateTransfer({
        amount: prepared.amount,
        recipient: prepared.recipient,
        reference: prepared.reference,
        reason: `GigMarket payout for hire ${applicationId}`,
        currency: prepared.currency,
      });
    } catch (error) {
      const reason = error instanceof PaystackError ? error.message : 'The transfer could not be sent';
      this.logger.warn(`Payout ${prepared.reference} not confirmed: ${reason}`);
      // A refusal (4xx) means Paystack took nothing. A timeout or 5xx may hide a transfer Paystack
      // did accept, so it is looked up by our reference; only one Paystack does not know failed.
      if (error instanceof PaystackError && error.status < 500) return { status: 'failed' };
      try {
        transfer = await this.atGateway(prepared.reference);
      } catch {
        // Nobody can say yet: it stays pending for its webhook or the reconciliation.
        return { status: 'unknown' };
      }
      if (!transfer) return { status: 'failed' };
    }
    await this.transactions.update({ transaction_id: prepared.reference }, { account: transfer.transfer_code });
    const status = transfer.status;
    return {
      status: status === 'success' || status === 'failed' || status === 'reversed' ? status : 'pending',
      fee: transfer.fee_charged ?? 0,
    };
  }

  /**
   * A transfer's outcome (webhook, the transfer call's own answer, or the gateway asked before a
   * retry), in the caller's transaction. Idempotent: the ledger keys and the conditional status
   * changes make a replay write nothing.
   * - success: pending -> success (settled; final). A transfer we had seen fail that the gateway
   *   says succeeded is settled too (the returned money goes back in transit first).
   * - failed: pending -> failed, the money back in the balance. After success it is refused and
   *   listed for reconciliation: a settled payout is final.
   * - reversed: pending or success -> reversed, the money back in the balance.
   */
  async settle(
    manager: EntityManager,
    reference: string,
    outcome: TransferOutcome,
    reason: string | null,
    gatewayFee = 0,
  ): Promise<TransferSettlement> {
    const transactions = manager.withRepository(this.transactions);
    const row = await transactions.findOne({ where: { transaction_id: reference, transaction_type: 'payout' } });
    if (!row?.application_id || row.amount_minor === null) return ignored('ignored: unknown transfer reference');
    const applicationId = row.application_id;
    const amount = row.amount_minor;
    const freelancerId = row.paid_to ?? row.user_id;
    const payout = await manager.findOneOrFail(Payout, { where: { application_id: applicationId } });
    const latest = payout.reference === reference;
    const base = { applicationId, freelancerId, paid: false, unpaid: false, returned: false };

    if (outcome === 'success') {
      const moved = await transactions
        .createQueryBuilder()
        .update()
        .set({ status: 'success', paid_at: this.clock.now(), failure_reason: null })
        .where("id = :id AND status IN ('pending', 'failed', 'reversed')", { id: row.id })
        .execute();
      if (moved.affected !== 1) return { ...base, result: `ignored: transfer already ${row.status}` };
      if (row.status !== 'pending') {
        // We had taken its failure as final: the money we gave back to the balance goes out again.
        await post(manager, POSTINGS.payoutReclaimed(reference, applicationId, freelancerId, amount));
        await this.reconciliation.record(manager, 'status_mismatch', reference, `transfer ${row.status}`, 'transfer success');
      }
      await post(manager, POSTINGS.payoutSettled(reference, applicationId, amount));
      // What the gateway charged for the transfer left our balance there too.
      if (gatewayFee > 0) await post(manager, POSTINGS.gatewayFee(reference, applicationId, gatewayFee));
      if (latest) await manager.update(Payout, { id: payout.id }, { status: 'success', failure_reason: null });
      return { ...base, result: 'processed', paid: latest };
    }

    if (outcome === 'failed' && row.status === 'success') {
      await this.reconciliation.record(manager, 'failed_after_success', reference, 'transfer success', `transfer failed: ${reason ?? ''}`.trim());
      return { ...base, result: 'refused: a settled transfer is final (only transfer.reversed takes it back)' };
    }
    const wasSettled = row.status === 'success';
    const moved = await transactions.update(
      { id: row.id, status: wasSettled ? 'success' : 'pending' },
      { status: outcome, failure_reason: (reason ?? `Transfer ${outcome}`).slice(0, 255) },
    );
    if (moved.affected !== 1) return { ...base, result: `ignored: transfer already ${row.status}` };
    await post(
      manager,
      wasSettled
        ? POSTINGS.payoutReversed(reference, applicationId, freelancerId, amount)
        : POSTINGS.payoutReturned(reference, applicationId, freelancerId, amount),
    );
    // A reversed transfer comes back with its fee: the cost booked at its success is undone.
    const feeKey = POSTINGS.gatewayFee(reference, applicationId, 1).key;
    const fee = await manager.withRepository(this.ledgerEntries).findOne({ where: { posting_key: feeKey, direction: 'debit' } });
    if (wasSettled && fee) await post(manager, POSTINGS.gatewayFeeReturned(reference, applicationId, fee.amount_minor));
    if (latest) await manager.update(Payout, { id: payout.id }, { status: outcome, failure_reason: (reason ?? `Transfer ${outcome}`).slice(0, 255) });
    return { ...base, result: 'processed', unpaid: wasSettled && latest, returned: true };
  }
}
