import { HttpStatus, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { JobApplication } from '../applications/job-application.entity';
import { Clock } from '../common/clock';
import { transaction } from '../common/transaction';
import { DomainError } from '../common/domain-error';
import { hireNotice } from '../hires/hire-notices';
import { HIRE_MESSAGES } from '../hires/hire.messages';
import { post } from '../ledger/ledger';
import { POSTINGS } from '../ledger/postings';
import { Listing } from '../listings/listing.entity';
import { NotificationsService } from '../notifications/notifications.service';
import { Transaction } from '../transactions/transaction.entity';
import { BankAccount, Payout, PayoutStatus } from './payment.entities';
import { payoutRow } from './transaction-rows';
import { paymentSettings } from './payment-settings';
import { PaystackClient, PaystackError, type PaystackTransfer } from './paystack.client';

/** Statuses from which a payout may be (re)sent. */
const SENDABLE: PayoutStatus[] = ['awaiting_account', 'failed', 'reversed'];

/**
 * Pays a completed hire's net amount to the freelancer's bank by Paystack Transfer. The ledger
 * moves the amount from the freelancer's balance to "in transit" when the transfer is sent; the
 * transfer webhooks settle it, or return it to the balance for a retry.
 */
@Injectable()
export class PayoutsService {
  private readonly logger = new Logger(PayoutsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly paystack: PaystackClient,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
  ) {}

  /** The payout row of a hire that was just released (in the release's transaction). */
  async open(manager: EntityManager, applicationId: number, freelancerId: number, net: number): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(Payout)
      .values({
        application_id: applicationId,
        freelancer_id: freelancerId,
        amount_minor: net,
        status: 'awaiting_account',
        attempts: 0,
      })
      .orIgnore()
      // An ignored duplicate has no generated id for TypeORM to read back.
      .updateEntity(false)
      .execute();
  }

  /**
   * Sends the hire's payout if it waits for one and the freelancer has a bank account. Safe to
   * call any number of times, concurrently too: only one caller moves the row to `pending`.
   */
  async send(applicationId: number): Promise<Payout | null> {
    const prepared = await transaction(this.dataSource, async (manager) => {
      const payout = await manager.findOne(Payout, { where: { application_id: applicationId } });
      if (!payout || !SENDABLE.includes(payout.status)) return null;
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
      const { currency } = await paymentSettings(manager);
      await manager.insert(
        Transaction,
        payoutRow({
          reference,
          applicationId,
          status: 'pending',
          currency,
          freelancerId: payout.freelancer_id,
          amount: payout.amount_minor,
          bank,
        }),
      );
      await post(manager, POSTINGS.payout(reference, applicationId, payout.freelancer_id, payout.amount_minor));
      return { payout: { ...payout, reference, attempts: attempt, status: 'pending' as const }, bank, currency };
    });
    if (!prepared) return null;
    const { payout, bank, currency } = prepared;
    let transfer: PaystackTransfer | null;
    try {
      transfer = await this.paystack.initiateTransfer({
        amount: payout.amount_minor,
        recipient: bank.recipient_code,
        reference: payout.reference,
        reason: `GigMarket payout for hire ${applicationId}`,
        currency,
      });
    } catch (error) {
      transfer = await this.afterSendFailure(payout.reference, error);
    }
    if (transfer) {
      await this.dataSource
        .getRepository(Transaction)
        .update({ transaction_id: payout.reference }, { account: transfer.transfer_code });
      if (transfer.status === 'success') await this.settle(payout.reference, 'success', null);
      if (transfer.status === 'failed' || transfer.status === 'reversed')
        await this.settle(payout.reference, transfer.status, 'Transfer ' + transfer.status);
    }
    return this.dataSource.getRepository(Payout).findOneBy({ application_id: applicationId });
  }

  /**
   * The transfer call failed. A refusal (4xx) means Paystack took nothing: the money goes back to
   * the balance for a retry. A timeout or 5xx may hide a transfer Paystack did accept, so it is
   * looked up by our reference first; only one Paystack does not know is marked failed. While
   * Paystack cannot be asked, the payout stays pending (its webhook or the reconciliation settles it).
   */
  private async afterSendFailure(reference: string, error: unknown): Promise<PaystackTransfer | null> {
    const reason = error instanceof PaystackError ? error.message : 'The transfer could not be sent';
    this.logger.warn(`Payout ${reference} not confirmed: ${reason}`);
    if (error instanceof PaystackError && error.status < 500) {
      await this.settle(reference, 'failed', reason);
      return null;
    }
    try {
      return await this.paystack.verifyTransfer(reference);
    } catch (lookup) {
      if (lookup instanceof PaystackError && lookup.status < 500) await this.settle(reference, 'failed', reason);
      return null;
    }
  }

  /** An admin's retry: only a payout that failed, was reversed or waits for an account. */
  async retry(applicationId: number): Promise<Payout> {
    const payout = await this.dataSource.getRepository(Payout).findOneBy({ application_id: applicationId });
    if (!payout) throw new NotFoundException('Payout not found');
    if (!SENDABLE.includes(payout.status)) throw new DomainError(HIRE_MESSAGES.payoutNotRetriable, HttpStatus.CONFLICT);
    return (
      (await this.send(applicationId)) ??
      (await this.dataSource.getRepository(Payout).findOneByOrFail({ application_id: applicationId }))
    );
  }

  /** Every payout of this freelancer that waits for a (new) try, e.g. after they saved a bank account. */
  async sendWaiting(freelancerId: number): Promise<void> {
    const waiting = await this.dataSource
      .getRepository(Payout)
      .find({ where: { freelancer_id: freelancerId, status: In(SENDABLE) } });
    for (const payout of waiting) await this.send(payout.application_id);
  }

  /**
   * A transfer's outcome (webhook, or the transfer call's own answer). Idempotent: the ledger
   * keys and the conditional status changes make a replay write nothing.
   */
  async settle(reference: string, outcome: 'success' | 'failed' | 'reversed', reason: string | null): Promise<string> {
    return transaction(this.dataSource, async (manager) => {
      const transaction = await manager.findOne(Transaction, {
        where: { transaction_id: reference, transaction_type: 'payout' },
      });
      if (!transaction?.application_id || transaction.amount_minor === null)
        return 'ignored: unknown transfer reference';
      const applicationId = transaction.application_id;
      const amount = transaction.amount_minor;
      const freelancerId = transaction.paid_to ?? transaction.user_id;
      const payout = await manager.findOneOrFail(Payout, { where: { application_id: applicationId } });
      const now = this.clock.now();
      if (outcome === 'success') {
        const moved = await manager.update(
          Transaction,
          { id: transaction.id, status: 'pending' },
          { status: 'success', paid_at: now },
        );
        if (moved.affected !== 1) return `ignored: transfer already ${transaction.status}`;
        await post(manager, POSTINGS.payoutSettled(reference, applicationId, amount));
        // An older attempt settling late changes neither the payout's latest attempt nor the hire.
        if (payout.reference === reference) {
          await manager.update(Payout, { id: payout.id }, { status: 'success', failure_reason: null });
          await manager.update(
            JobApplication,
            { id: applicationId, status: 'completed' },
            { status: 'paid', paid_at: now },
          );
        }
        await this.notify(
          manager,
          applicationId,
          freelancerId,
          'Payout sent',
          'the payment is on its way to your bank account.',
        );
        return 'processed';
      }
      const wasSettled = transaction.status === 'success';
      const moved = await manager.update(
        Transaction,
        { id: transaction.id, status: In(['pending', 'success']) },
        { status: outcome, failure_reason: reason },
      );
      if (moved.affected !== 1) return `ignored: transfer already ${transaction.status}`;
      await post(
        manager,
        wasSettled
          ? POSTINGS.payoutReversed(reference, applicationId, freelancerId, amount)
          : POSTINGS.payoutReturned(reference, applicationId, freelancerId, amount),
      );
      if (payout.reference === reference)
        await manager.update(
          Payout,
          { id: payout.id },
          { status: outcome, failure_reason: reason ?? `Transfer ${outcome}` },
        );
      if (wasSettled)
        await manager.update(
          JobApplication,
          { id: applicationId, status: 'paid' },
          { status: 'completed', paid_at: null },
        );
      await this.notify(
        manager,
        applicationId,
        freelancerId,
        'Payout not completed',
        'the transfer did not go through; the money is back in your balance and will be sent again.',
      );
      return 'processed';
    });
  }

  private async notify(
    manager: EntityManager,
    applicationId: number,
    freelancerId: number,
    title: string,
    sentence: string,
  ) {
    const application = await manager.findOne(JobApplication, { where: { id: applicationId } });
    const listing = application
      ? await manager.findOne(Listing, { where: { id: application.listing_id }, withDeleted: true })
      : null;
    await hireNotice(this.notifications, manager, freelancerId, title, listing?.job_title ?? '', sentence);
  }
}
