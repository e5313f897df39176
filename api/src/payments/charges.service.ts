import { siteAddress } from '../settings/site-address';
import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { EntityManager, Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { InjectTransactions } from '../transactions/repositories';
import type { Transaction } from '../transactions/transaction.entity';
import type { HireAmounts, PaymentSettings } from './payment-settings';
import { PaystackClient, type PaystackTransaction } from './paystack.client';
import { chargeRow } from './transaction-rows';
import { allocateReceipt } from './receipts';

/** What the gateway says of a charge, from a webhook or a verify call (validated before it gets here). */
export interface GatewayCharge {
  reference: string;
  status: string;
  /** What was charged, in minor units. */
  amount: number;
  currency: string;
  /** What the gateway kept of it (its own fee), in minor units. */
  fees: number;
}

export interface CheckoutRequest {
  applicationId: number;
  employer: { id: number; email: string | null };
  freelancerId: number;
  jobTitle: string;
  amounts: HireAmounts;
  settings: PaymentSettings;
  /** Where Paystack sends the browser back. */
  callbackUrl: string;
}

/**
 * Charges (Paystack Checkout) as the gateway knows them: the `charge` rows of `transactions`, one
 * pending at a time per hire. These are gateway primitives; whether a charge funds a hire is the
 * hire's owner's decision (hires/hire-payments.service.ts).
 */
@Injectable()
export class ChargesService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectTransactions() private readonly transactions: Repository<Transaction>,
    private readonly paystack: PaystackClient,
  ) {}

  /**
   * Starts (or resumes) a checkout in the caller's transaction, which holds the hire's row lock:
   * concurrent clicks queue, and each after the first answers the first one's page. A pending
   * charge for another amount is superseded. Nothing is stored when Paystack refuses or does not
   * answer. `secret`: read by the caller before its transaction (see PaystackClient.secretKey).
   */
  async checkout(manager: EntityManager, request: CheckoutRequest, secret: string): Promise<{ authorization_url: string; reference: string }> {
    const pending = await this.latestPending(manager, request.applicationId);
    if (pending?.authorization_url && pending.amount_minor === request.amounts.agreed && pending.fee_minor === request.amounts.fee) {
      return { authorization_url: pending.authorization_url, reference: pending.transaction_id };
    }
    if (pending) await this.fail(manager, pending, 'Superseded by a new checkout');
    const { amounts, settings } = request;
    const reference = `GM-CH-${request.applicationId}-${randomBytes(5).toString('hex')}`;
    const started = await this.paystack.initializeTransaction(
      {
        email: request.employer.email || settings.paymentEmail || `employer-${request.employer.id}@gigmarket.invalid`,
        amount: amounts.total,
        currency: settings.currency,
        reference,
        callback_url: request.callbackUrl,
        metadata: { application_id: request.applicationId, agreed_minor: amounts.agreed, fee_minor: amounts.fee },
      },
      secret,
    );
    await manager.withRepository(this.transactions).insert({
      ...chargeRow({
        reference,
        applicationId: request.applicationId,
        status: 'pending',
        currency: settings.currency,
        employerId: request.employer.id,
        freelancerId: request.freelancerId,
        jobTitle: request.jobTitle,
        amounts,
      }),
      authorization_url: started.authorization_url,
    });
    return { authorization_url: started.authorization_url, reference };
  }

  /** The site's address for Paystack's return: the configured one wins over the back office's setting. */
  siteUrl(settings: PaymentSettings): string {
    return siteAddress(this.config.SITE_URL, settings.siteUrl);
  }

  async latestPending(manager: EntityManager, applicationId: number): Promise<Transaction | null> {
    return manager.withRepository(this.transactions).findOne({
      where: { application_id: applicationId, transaction_type: 'charge', status: 'pending' },
      order: { id: 'DESC' },
    });
  }

  /** The charge whose funding succeeded (the one a refund of the hire goes back through). */
  async fundingCharge(manager: EntityManager, applicationId: number): Promise<Transaction | null> {
    return manager.withRepository(this.transactions).findOne({
      where: { application_id: applicationId, transaction_type: 'charge', status: 'success' },
      order: { id: 'DESC' },
    });
  }

  async byReference(manager: EntityManager, reference: string): Promise<Transaction | null> {
    return manager.withRepository(this.transactions).findOne({ where: { transaction_id: reference, transaction_type: 'charge' } });
  }

  /** Asks the gateway about one of our own references (never one the browser gave). */
  async atGateway(reference: string): Promise<GatewayCharge & { gateway_response: string | null }> {
    const answer: PaystackTransaction = await this.paystack.verifyTransaction(reference);
    return {
      reference: answer.reference,
      status: answer.status,
      amount: answer.amount,
      currency: answer.currency,
      fees: typeof answer.fees === 'number' ? answer.fees : 0,
      gateway_response: answer.gateway_response ?? null,
    };
  }

  /** pending (or superseded) -> success, with what the gateway kept. False when it had settled before. */
  async succeed(manager: EntityManager, row: Transaction, paidAt: Date, gatewayFee: number): Promise<boolean> {
    const moved = await manager
      .withRepository(this.transactions)
      .createQueryBuilder()
      .update()
      .set({ status: 'success', paid_at: paidAt, gateway_fee_minor: gatewayFee })
      .where("id = :id AND status IN ('pending', 'failed')", { id: row.id })
      .execute();
    if (moved.affected !== 1) return false;
    await allocateReceipt(manager, row);
    return true;
  }

  /** A charge that will not fund anything (declined, superseded, refused): `failed` with the reason. */
  async fail(manager: EntityManager, row: Transaction, reason: string, gatewayFee?: number): Promise<void> {
    await manager.withRepository(this.transactions).update(
      { id: row.id, status: row.status },
      { status: 'failed', failure_reason: reason.slice(0, 255), ...(gatewayFee !== undefined ? { gateway_fee_minor: gatewayFee } : {}) },
    );
  }

  /** Every pending checkout of a hire ends (the hire was cancelled, its amount changed). */
  async failPending(manager: EntityManager, applicationId: number, reason: string): Promise<void> {
    await manager.withRepository(this.transactions).update(
      { application_id: applicationId, transaction_type: 'charge', status: 'pending' },
      { status: 'failed', failure_reason: reason },
    );
  }
}
