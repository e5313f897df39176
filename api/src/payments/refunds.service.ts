import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, LessThanOrEqual, type EntityManager, type Repository } from 'typeorm';
import {
  fromMinor,
  REFUND_RETRY_MINUTES,
  RETRYABLE_REFUND_STATUSES,
  type RefundReason,
} from '@gigmarket/shared';
import { Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { afterCommit, transaction } from '../common/transaction';
import { post } from '../ledger/ledger';
import type { LedgerPosting } from '../ledger/ledger.entities';
import { POSTINGS } from '../ledger/postings';
import { InjectLedgerPostings } from '../ledger/repositories';
import { InjectTransactions } from '../transactions/repositories';
import type { Transaction } from '../transactions/transaction.entity';
import { PAYMENT_MESSAGES } from '../i18n/messages/hire';
import type { RefundDto } from './payment-answers.dto';
import { Refund } from './payment.entities';
import { PaystackClient, PaystackError } from './paystack.client';

export interface RefundOwed {
  applicationId: number | null;
  employerId: number;
  /** The charge the money goes back through (one refund per charge and part). */
  chargeReference: string;
  /** The hire whose share of a shared charge goes back (docs/shifts.md); none for the whole charge. */
  part?: number;
  amount: number;
  currency: string;
  reason: RefundReason;
}

/** Refunds one pass of the retry task sends at most. */
const RETRY_BATCH = 100;

/**
 * Money owed back to employers (docs/hire-to-pay.md "Money owed back"). The ledger has already
 * credited `employer:<id>` when a refund is owed; each attempt moves it to the gateway
 * (`refund-sent`), and a failed attempt gives it back (`refund-returned`) and waits for its
 * retry: after 5 and 30 minutes, 2, 12 and 24 hours, then for an admin.
 */
@Injectable()
export class RefundsService {
  private readonly logger = new Logger(RefundsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectTransactions() private readonly transactions: Repository<Transaction>,
    @InjectLedgerPostings() private readonly postings: Repository<LedgerPosting>,
    private readonly paystack: PaystackClient,
    private readonly clock: Clock,
  ) {}

  /**
   * Records a refund in the caller's transaction and sends it once that commits. One per charge,
   * or per hire's share of a shared charge (a partial refund of it at the gateway).
   */
  async owe(manager: EntityManager, owed: RefundOwed): Promise<void> {
    if (owed.amount <= 0) return;
    const part = owed.part ?? 0;
    // The hire's row lock (held by the caller) serialises the refunds of one charge's part.
    if (await manager.exists(Refund, { where: { charge_reference: owed.chargeReference, charge_part: part } })) return;
    const inserted = await manager.insert(Refund, {
      application_id: owed.applicationId,
      employer_id: owed.employerId,
      charge_reference: owed.chargeReference,
      charge_part: part,
      amount_minor: owed.amount,
      currency: owed.currency,
      reason: owed.reason,
      status: 'due',
      attempts: 0,
      next_attempt_at: this.clock.now(),
    });
    const refund = { id: Number(inserted.identifiers[0].id) };
    await afterCommit(() => this.send(refund.id));
  }

  /**
   * One attempt: `due` -> `pending`, a `refund` transaction with its own reference, the call to
   * Paystack, and `refund-sent` once it accepted. A refusal returns the refund to `due` (or
   * `failed` once the retries are spent). Safe to call concurrently: one caller wins the row.
   */
  async send(refundId: number): Promise<Refund | null> {
    const prepared = await transaction(this.dataSource, async (manager) => {
      const refund = await manager.findOne(Refund, { where: { id: refundId } });
      if (!refund || !(RETRYABLE_REFUND_STATUSES as readonly string[]).includes(refund.status)) return null;
      const attempt = refund.attempts + 1;
      const reference = `GM-RF-${refund.id}-${attempt}`;
      const moved = await manager.update(
        Refund,
        { id: refund.id, status: refund.status, attempts: refund.attempts },
        { status: 'pending', attempts: attempt, reference, next_attempt_at: null, failure_reason: null },
      );
      if (moved.affected !== 1) return null;
      await manager.withRepository(this.transactions).insert({
        user_id: refund.employer_id,
        application_id: refund.application_id,
        transaction_id: reference,
        payment_gateway: 'paystack',
        transaction_type: 'refund',
        amount: fromMinor(refund.amount_minor),
        amount_minor: refund.amount_minor,
        amount_paid: fromMinor(refund.amount_minor),
        charges: '0.00',
        paid_to: refund.employer_id,
        status: 'pending',
        currency: refund.currency,
        comment: `Refund of ${refund.charge_reference} (${refund.reason})`,
      });
      return { ...refund, reference, attempts: attempt };
    });
    if (!prepared) return null;
    try {
      const answer = await this.paystack.createRefund({ transaction: prepared.charge_reference, amount: prepared.amount_minor });
      await transaction(this.dataSource, async (manager) => {
        const gatewayId = String(answer.id);
        await manager.update(Refund, { id: prepared.id }, { gateway_refund_id: gatewayId });
        await manager.withRepository(this.transactions).update({ transaction_id: prepared.reference }, { account: gatewayId });
        await post(manager, POSTINGS.refundSent(prepared.reference, prepared.application_id, prepared.employer_id, prepared.amount_minor));
      });
      if (answer.status === 'processed') await this.settle(String(answer.id), 'processed', null);
      if (answer.status === 'failed') await this.settle(String(answer.id), 'failed', 'Refund failed');
    } catch (error) {
      const reason = error instanceof PaystackError ? error.message : 'The refund could not be sent';
      this.logger.warn(`Refund ${prepared.reference} not confirmed: ${reason}`);
      // A refusal (4xx) sent nothing: back to `due` for its retry. A timeout or 5xx may hide a
      // refund Paystack took: it stays pending for its webhook or the reconciliation.
      if (error instanceof PaystackError && error.status < 500) await this.attemptFailed(prepared.reference, reason);
    }
    return this.dataSource.getRepository(Refund).findOneBy({ id: refundId });
  }

  /**
   * A refund's outcome as the gateway confirmed it, found by the gateway's refund id, or (when the
   * webhook beat the refund call's answer, so no refund holds that id yet) by the charge the
   * gateway says it refunds. Idempotent.
   */
  async settle(gatewayRefundId: string, outcome: 'processed' | 'failed', reason: string | null, chargeReference?: string, amount?: number): Promise<string> {
    return transaction(this.dataSource, async (manager) => {
      let refund = await manager.findOne(Refund, { where: { gateway_refund_id: gatewayRefundId } });
      if (!refund && chargeReference) {
        // A shared charge may have several parts at the gateway at once: the amount tells them apart.
        refund = await manager.findOne(Refund, {
          where: { charge_reference: chargeReference, status: 'pending', gateway_refund_id: IsNull(), ...(amount !== undefined ? { amount_minor: amount } : {}) },
          order: { id: 'ASC' },
        });
        if (refund) await manager.update(Refund, { id: refund.id }, { gateway_refund_id: gatewayRefundId });
      }
      if (!refund?.reference) return 'ignored: unknown refund';
      if (outcome === 'failed') return this.attemptFailed(refund.reference, reason ?? 'Refund failed');
      const moved = await manager.withRepository(this.transactions).update(
        { transaction_id: refund.reference, status: 'pending' },
        { status: 'success', paid_at: this.clock.now(), account: gatewayRefundId },
      );
      if (moved.affected !== 1) return 'ignored: refund already settled';
      // Posted when the refund call answered; posted here when that answer was lost.
      await post(manager, POSTINGS.refundSent(refund.reference, refund.application_id, refund.employer_id, refund.amount_minor));
      await manager.update(Refund, { id: refund.id, status: 'pending' }, { status: 'success' });
      return 'processed';
    });
  }

  /** The latest attempt failed: the money is the employer's again in our books, and the refund waits for its retry. */
  private async attemptFailed(reference: string, reason: string): Promise<string> {
    return transaction(this.dataSource, async (manager) => {
      const transactions = manager.withRepository(this.transactions);
      const row = await transactions.findOne({ where: { transaction_id: reference, transaction_type: 'refund' } });
      const refund = await manager.findOne(Refund, { where: { reference } });
      if (!row || !refund) return 'ignored: unknown refund';
      const moved = await transactions.update({ id: row.id, status: 'pending' }, { status: 'failed', failure_reason: reason.slice(0, 255) });
      if (moved.affected !== 1) return `ignored: refund already ${row.status}`;
      const sent = POSTINGS.refundSent(reference, refund.application_id, refund.employer_id, refund.amount_minor);
      // Given back only if it had left: a refusal at the call never posted `refund-sent`.
      if (await manager.withRepository(this.postings).exists({ where: { idempotency_key: sent.key } }))
        await post(manager, POSTINGS.refundReturned(reference, refund.application_id, refund.employer_id, refund.amount_minor));
      const wait = REFUND_RETRY_MINUTES[refund.attempts - 1];
      await manager.update(
        Refund,
        { id: refund.id, status: 'pending' },
        wait === undefined
          ? { status: 'failed', failure_reason: reason.slice(0, 255), next_attempt_at: null }
          : { status: 'due', failure_reason: reason.slice(0, 255), next_attempt_at: new Date(this.clock.now().getTime() + wait * 60_000) },
      );
      return 'processed';
    });
  }

  /** The retry task: every refund whose wait is over is sent again. */
  async retryDue(): Promise<number> {
    const due = await this.dataSource.getRepository(Refund).find({
      select: { id: true },
      where: { status: 'due', next_attempt_at: LessThanOrEqual(this.clock.now()) },
      order: { next_attempt_at: 'ASC' },
      take: RETRY_BATCH,
    });
    for (const { id } of due) await this.send(id);
    return due.length;
  }

  /** An admin's retry: a refund waiting for its retry, or one whose retries are spent. */
  async retry(refundId: number): Promise<RefundDto> {
    const refund = await this.dataSource.getRepository(Refund).findOneBy({ id: refundId });
    if (!refund) throw new DomainError(PAYMENT_MESSAGES.refundNotFound, HttpStatus.NOT_FOUND);
    if (!(RETRYABLE_REFUND_STATUSES as readonly string[]).includes(refund.status))
      throw new DomainError(PAYMENT_MESSAGES.refundNotRetriable, HttpStatus.CONFLICT);
    return (await this.send(refundId)) ?? refund;
  }

  /** An employer's refunds, newest first (their Payments page). */
  async forEmployer(employerId: number, applicationIds?: number[]): Promise<Refund[]> {
    return this.dataSource.getRepository(Refund).find({
      where: { employer_id: employerId, ...(applicationIds ? { application_id: In(applicationIds) } : {}) },
      order: { id: 'DESC' },
      take: 100,
    });
  }
}
