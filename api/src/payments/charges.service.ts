import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource, EntityManager, In } from 'typeorm';
import { JobApplication } from '../applications/job-application.entity';
import { Clock } from '../common/clock';
import { transaction } from '../common/transaction';
import { DomainError } from '../common/domain-error';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { hireNotice } from '../hires/hire-notices';
import { HIRE_MESSAGES } from '../hires/hire.messages';
import { LedgerError, post } from '../ledger/ledger';
import { LedgerPosting } from '../ledger/ledger.entities';
import { POSTINGS } from '../ledger/postings';
import { Listing } from '../listings/listing.entity';
import { NotificationsService } from '../notifications/notifications.service';
import { Transaction } from '../transactions/transaction.entity';
import { User } from '../users/user.entity';
import { fromMinor } from './money';
import { lockApplication } from './locks';
import { ReconciliationItem, ReconciliationKind } from './payment.entities';
import { hireAmounts, paymentSettings } from './payment-settings';
import { chargeRow } from './transaction-rows';
import { PaystackClient, PaystackError, type PaystackTransaction } from './paystack.client';

/** What the gateway says was paid, from a webhook or a verify call. */
export interface GatewayCharge {
  reference: string;
  status: string;
  amount: number;
  currency: string;
}

/**
 * Charges (Paystack Checkout) that fund a hire's escrow, and refunds back to the employer.
 * The webhook is the source of truth; the return-page verify is a second, idempotent path.
 */
@Injectable()
export class ChargesService {
  private readonly logger = new Logger(ChargesService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly paystack: PaystackClient,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
  ) {}

  /**
   * Starts (or resumes) the employer's checkout for an approved hire: one pending charge per
   * hire at a time, whose Paystack page is answered again on a second click. Nothing is stored
   * when Paystack refuses or does not answer.
   */
  async checkout(
    application: JobApplication,
    listing: Listing,
  ): Promise<{ authorization_url: string; reference: string }> {
    // Paystack is asked inside the transaction, with the hire's row locked: concurrent clicks
    // queue, and every one after the first answers the first one's checkout page.
    // Read before the transaction: inside it, a second pooled connection could wait forever.
    const secret = await this.paystack.secretKey();
    return transaction(this.dataSource, async (manager) => {
      const current = await lockApplication(manager, application.id);
      if (current?.status !== 'approved')
        throw new DomainError(HIRE_MESSAGES.notNow(current?.status ?? 'gone'), HttpStatus.CONFLICT);
      if (!current.agreed_amount_minor) throw new DomainError(HIRE_MESSAGES.noAmount, HttpStatus.CONFLICT);
      const pending = await manager.findOne(Transaction, {
        where: { application_id: application.id, transaction_type: 'charge', status: 'pending' },
        order: { id: 'DESC' },
      });
      if (pending?.authorization_url && pending.amount_minor === current.agreed_amount_minor) {
        return { authorization_url: pending.authorization_url, reference: pending.transaction_id };
      }
      if (pending)
        await manager.update(
          Transaction,
          { id: pending.id, status: 'pending' },
          { status: 'failed', failure_reason: 'Superseded by a new checkout' },
        );
      const settings = await paymentSettings(manager);
      const amounts = hireAmounts(current.agreed_amount_minor, settings);
      const employer = await manager.findOneOrFail(User, { where: { id: listing.user_id } });
      const reference = `GM-CH-${application.id}-${randomBytes(5).toString('hex')}`;
      const siteUrl = (this.config.SITE_URL || settings.siteUrl || 'http://localhost:3001').replace(/\/$/, '');
      const started = await this.paystack.initializeTransaction(
        {
          email: employer.email || settings.paymentEmail || `employer-${employer.id}@gigmarket.invalid`,
          amount: amounts.total,
          currency: settings.currency,
          reference,
          callback_url: `${siteUrl}/employer/hires/${application.id}/return`,
          metadata: { application_id: application.id, agreed_minor: amounts.agreed, fee_minor: amounts.fee },
        },
        secret,
      );
      await manager.insert(Transaction, {
        ...chargeRow({
          reference,
          applicationId: application.id,
          status: 'pending',
          currency: settings.currency,
          employerId: listing.user_id,
          freelancerId: application.user_id,
          jobTitle: listing.job_title,
          amounts,
        }),
        authorization_url: started.authorization_url,
      });
      return { authorization_url: started.authorization_url, reference };
    });
  }

  /** The return page's check: asks Paystack about our own latest pending charge, never the browser. */
  async verifyLatest(applicationId: number): Promise<void> {
    const pending = await this.dataSource.getRepository(Transaction).findOne({
      where: { application_id: applicationId, transaction_type: 'charge', status: 'pending' },
      order: { id: 'DESC' },
    });
    if (!pending) return;
    const answer: PaystackTransaction = await this.paystack.verifyTransaction(pending.transaction_id);
    if (answer.status === 'success') {
      await this.settleCharge(
        { reference: answer.reference, status: answer.status, amount: answer.amount, currency: answer.currency },
        'verify',
      );
    } else if (answer.status === 'failed') {
      await this.dataSource
        .getRepository(Transaction)
        .update(
          { id: pending.id, status: 'pending' },
          { status: 'failed', failure_reason: answer.gateway_response ?? 'Declined' },
        );
    }
  }

  /**
   * A successful charge (webhook or verify): refused when its amount or currency is not what we
   * asked for; otherwise the hire is funded once, however often this runs.
   */
  async settleCharge(charge: GatewayCharge, source: 'webhook' | 'verify'): Promise<string> {
    return transaction(this.dataSource, async (manager) => {
      const row = await manager.findOne(Transaction, {
        where: { transaction_id: charge.reference, transaction_type: 'charge' },
      });
      if (!row || row.amount_minor === null || !row.application_id) {
        await this.difference(
          manager,
          'missing_in_ledger',
          charge.reference,
          null,
          `${charge.status} ${charge.amount} ${charge.currency}`,
        );
        return 'ignored: unknown charge reference';
      }
      const expected = row.amount_minor + (row.fee_minor ?? 0);
      if (charge.currency !== row.currency) {
        this.logger.warn(
          `Charge ${charge.reference} refused (${source}): currency ${charge.currency}, expected ${row.currency}`,
        );
        await this.difference(manager, 'currency_mismatch', charge.reference, row.currency, charge.currency);
        return 'refused: currency differs';
      }
      if (charge.amount !== expected) {
        this.logger.warn(
          `Charge ${charge.reference} refused (${source}): amount ${charge.amount}, expected ${expected}`,
        );
        await this.difference(manager, 'amount_mismatch', charge.reference, String(expected), String(charge.amount));
        return 'refused: amount differs';
      }
      const now = this.clock.now();
      const moved = await manager.update(
        Transaction,
        { id: row.id, status: In(['pending', 'failed']) },
        { status: 'success', paid_at: now, failure_reason: null },
      );
      if (moved.affected !== 1) return 'ignored: charge already settled';

      // Locked, so a cancellation or an amount change cannot slip between this check and the funding.
      const application = await lockApplication(manager, row.application_id);
      if (!application) return 'ignored: the hire is gone';
      const listing = await manager.findOneOrFail(Listing, {
        where: { id: application.listing_id },
        withDeleted: true,
      });
      const funds = application.status === 'approved' && application.agreed_amount_minor === row.amount_minor;
      if (!funds) {
        await post(manager, POSTINGS.unexpectedCharge(charge.reference, application.id, listing.user_id, expected));
        await this.difference(
          manager,
          'status_mismatch',
          charge.reference,
          `hire ${application.status}`,
          'charge succeeded: refund due to the employer',
        );
        return 'processed: owed to the employer';
      }
      const funded = await manager.update(
        JobApplication,
        { id: application.id, status: 'approved', agreed_amount_minor: row.amount_minor },
        { status: 'funded', funded_at: now },
      );
      if (funded.affected !== 1) throw new LedgerError(`Hire ${application.id} changed while its charge settled`);
      await post(manager, POSTINGS.charge(charge.reference, application.id, row.amount_minor, row.fee_minor ?? 0));
      await hireNotice(
        this.notifications,
        manager,
        application.user_id,
        'Funded: safe to start',
        listing.job_title,
        'the employer has paid into escrow. You can check in when you start.',
      );
      return 'processed';
    });
  }

  /**
   * Sends back `amount` of the hire's charge to the employer (the ledger's `refund:` posting is
   * the caller's, in its transaction). Records a refund transaction and asks Paystack for it.
   */
  async refund(applicationId: number, employerId: number, amount: number): Promise<void> {
    const prepared = await transaction(this.dataSource, async (manager) => {
      const charge = await manager.findOne(Transaction, {
        where: { application_id: applicationId, transaction_type: 'charge', status: 'success' },
        order: { id: 'DESC' },
      });
      const reference = `GM-RF-${applicationId}`;
      if (!charge || (await manager.exists(Transaction, { where: { transaction_id: reference } }))) return null;
      await manager.insert(Transaction, {
        user_id: employerId,
        application_id: applicationId,
        transaction_id: reference,
        payment_gateway: 'paystack',
        transaction_type: 'refund',
        amount: fromMinor(amount),
        amount_minor: amount,
        amount_paid: fromMinor(amount),
        charges: '0.00',
        paid_to: employerId,
        status: 'pending',
        currency: charge.currency,
        comment: `Refund of ${charge.transaction_id}`,
      });
      return { reference, chargeReference: charge.transaction_id };
    });
    if (!prepared) return;
    try {
      const refund = await this.paystack.createRefund({ transaction: prepared.chargeReference, amount });
      await transaction(this.dataSource, async (manager) => {
        await manager.update(Transaction, { transaction_id: prepared.reference }, { account: String(refund.id) });
        await post(manager, POSTINGS.refundSent(prepared.reference, applicationId, employerId, amount));
      });
      if (refund.status === 'processed') await this.settleRefund(String(refund.id), 'processed', null);
    } catch (error) {
      const reason = error instanceof PaystackError ? error.message : 'The refund could not be sent';
      this.logger.warn(`Refund ${prepared.reference} not confirmed: ${reason}`);
      // A refusal (4xx) sent nothing. A timeout or 5xx may hide a refund Paystack did take: it
      // stays pending for its webhook (matched by the charge's reference) or the reconciliation.
      if (error instanceof PaystackError && error.status < 500) {
        await this.dataSource
          .getRepository(Transaction)
          .update(
            { transaction_id: prepared.reference, status: 'pending' },
            { status: 'failed', failure_reason: reason },
          );
      }
    }
  }

  /**
   * `refund.processed` / `refund.failed`, found by the gateway's refund id, or (when the webhook
   * beat the refund call's answer) by the refunded charge's reference.
   */
  async settleRefund(
    refundId: string,
    outcome: 'processed' | 'failed',
    reason: string | null,
    chargeReference?: string,
  ): Promise<string> {
    return transaction(this.dataSource, async (manager) => {
      let row = await manager.findOne(Transaction, { where: { account: refundId, transaction_type: 'refund' } });
      if (!row && chargeReference) {
        const charge = await manager.findOne(Transaction, {
          where: { transaction_id: chargeReference, transaction_type: 'charge' },
        });
        row = charge?.application_id
          ? await manager.findOne(Transaction, {
              where: { application_id: charge.application_id, transaction_type: 'refund', status: 'pending' },
            })
          : null;
        if (row) await manager.update(Transaction, { id: row.id }, { account: refundId });
      }
      if (!row?.application_id || row.amount_minor === null) return 'ignored: unknown refund';
      const status = outcome === 'processed' ? 'success' : 'failed';
      const moved = await manager.update(
        Transaction,
        { id: row.id, status: 'pending' },
        { status, failure_reason: reason, paid_at: outcome === 'processed' ? this.clock.now() : null },
      );
      if (moved.affected !== 1) return `ignored: refund already ${row.status}`;
      const sent = POSTINGS.refundSent(row.transaction_id, row.application_id, row.user_id, row.amount_minor);
      if (outcome === 'processed') {
        // Already posted when the refund call answered; posted here when its answer was lost.
        await post(manager, sent);
      } else if (await manager.exists(LedgerPosting, { where: { idempotency_key: sent.key } })) {
        await post(
          manager,
          POSTINGS.refundReturned(row.transaction_id, row.application_id, row.user_id, row.amount_minor),
        );
      }
      return 'processed';
    });
  }

  private async difference(
    manager: EntityManager,
    kind: ReconciliationKind,
    reference: string,
    ours: string | null,
    theirs: string | null,
  ) {
    await manager
      .createQueryBuilder()
      .insert()
      .into(ReconciliationItem)
      .values({ kind, reference, ours, theirs, detected_at: this.clock.now(), resolved_at: null })
      .orIgnore()
      // An ignored duplicate has no generated id for TypeORM to read back.
      .updateEntity(false)
      .execute();
  }
}
