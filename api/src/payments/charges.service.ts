import { siteAddress } from '../settings/site-address';
import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { In, Not, type EntityManager, type Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { InjectTransactions } from '../transactions/repositories';
import type { Transaction } from '../transactions/transaction.entity';
import type { HireAmounts, PaymentSettings } from './payment-settings';
import { PaystackClient, type PaystackTransaction } from './paystack.client';
import { chargeRow } from './transaction-rows';
import { ChargeShare } from './payment.entities';
import { InjectChargeShares } from './repositories';
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

/** One hire's part of a charge that covers several (docs/shifts.md "Funding every shift at once"). */
export interface ChargePart {
  applicationId: number;
  amounts: HireAmounts;
}

export interface CheckoutRequest {
  /** The hire the employer pays from (the charge's own `application_id`). */
  applicationId: number;
  /**
   * Every hire the charge covers, `applicationId` among them, each with its amounts. Two or more
   * make a shared charge (its shares stored in `charge_shares`); absent or one, the hire's own.
   */
  parts?: ChargePart[];
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
    @InjectChargeShares() private readonly shares: Repository<ChargeShare>,
    private readonly paystack: PaystackClient,
  ) {}

  /**
   * Starts (or resumes) a checkout in the caller's transaction, which holds the hire's row lock:
   * concurrent clicks queue, and each after the first answers the first one's page. A pending
   * charge for another amount is superseded. Nothing is stored when Paystack refuses or does not
   * answer. `secret`: read by the caller before its transaction (see PaystackClient.secretKey).
   */
  async checkout(manager: EntityManager, request: CheckoutRequest, secret: string): Promise<{ authorization_url: string; reference: string }> {
    const parts = request.parts && request.parts.length > 1 ? request.parts : null;
    const covered = parts ? parts.map((part) => part.applicationId) : [request.applicationId];
    const pending = await this.pendingCovering(manager, covered);
    const reusable = pending.length === 1 ? pending[0] : null;
    if (reusable?.authorization_url && (await this.sameCover(manager, reusable, request, parts))) {
      return { authorization_url: reusable.authorization_url, reference: reusable.transaction_id };
    }
    // One pending checkout per hire: any other that covers one of these ends here.
    for (const row of pending) await this.fail(manager, row, 'Superseded by a new checkout');
    const { amounts, settings } = request;
    const reference = `GM-CH-${request.applicationId}-${randomBytes(5).toString('hex')}`;
    const started = await this.paystack.initializeTransaction(
      {
        email: request.employer.email || settings.paymentEmail || `employer-${request.employer.id}@gigmarket.invalid`,
        amount: amounts.total,
        currency: settings.currency,
        reference,
        callback_url: request.callbackUrl,
        metadata: {
          application_id: request.applicationId,
          agreed_minor: amounts.agreed,
          fee_minor: amounts.fee,
          ...(parts ? { application_ids: covered } : {}),
        },
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
        shifts: parts?.length,
      }),
      authorization_url: started.authorization_url,
    });
    if (parts)
      await manager.withRepository(this.shares).insert(
        parts.map((part) => ({ charge_reference: reference, application_id: part.applicationId, amount_minor: part.amounts.agreed, fee_minor: part.amounts.fee })),
      );
    return { authorization_url: started.authorization_url, reference };
  }

  /** Whether a pending charge is the very checkout asked for: the same hires, each at the same amounts. */
  private async sameCover(manager: EntityManager, row: Transaction, request: CheckoutRequest, parts: ChargePart[] | null): Promise<boolean> {
    if (row.application_id !== request.applicationId || row.amount_minor !== request.amounts.agreed || row.fee_minor !== request.amounts.fee) return false;
    const shares = await this.sharesOf(manager, row.transaction_id);
    if (!parts) return shares.length === 0;
    const key = (id: number, agreed: number, fee: number) => `${id}:${agreed}:${fee}`;
    const want = parts.map((part) => key(part.applicationId, part.amounts.agreed, part.amounts.fee)).sort();
    const have = shares.map((share) => key(share.application_id, share.amount_minor, share.fee_minor)).sort();
    return want.join(',') === have.join(',');
  }

  /** The hires a shared charge covers, each with its part; empty for a charge of one hire. */
  async sharesOf(manager: EntityManager, reference: string): Promise<ChargeShare[]> {
    return manager.withRepository(this.shares).find({ where: { charge_reference: reference }, order: { application_id: 'ASC' } });
  }

  /** The shared charges that cover a hire (its references). */
  private async sharedReferences(manager: EntityManager, applicationIds: number[]): Promise<string[]> {
    const rows = await manager.withRepository(this.shares).find({ where: { application_id: In(applicationIds) }, select: { charge_reference: true } });
    return [...new Set(rows.map((row) => row.charge_reference))];
  }

  /** Every pending charge of these hires: their own and the shared ones covering them. */
  private async pendingCovering(manager: EntityManager, applicationIds: number[]): Promise<Transaction[]> {
    const references = await this.sharedReferences(manager, applicationIds);
    return manager.withRepository(this.transactions).find({
      where: [
        { application_id: In(applicationIds), transaction_type: 'charge', status: 'pending' },
        ...(references.length ? [{ transaction_id: In(references), transaction_type: 'charge' as const, status: 'pending' as const }] : []),
      ],
      order: { id: 'ASC' },
    });
  }

  /** The site's address for Paystack's return: the configured one wins over the back office's setting. */
  siteUrl(settings: PaymentSettings): string {
    return siteAddress(this.config.SITE_URL, settings.siteUrl);
  }

  /** The hire's latest pending checkout, its own or a shared one covering it. */
  async latestPending(manager: EntityManager, applicationId: number): Promise<Transaction | null> {
    return (await this.pendingCovering(manager, [applicationId])).at(-1) ?? null;
  }

  /**
   * The charge whose funding succeeded (the one a refund of the hire goes back through), and the
   * hire's part of it when the charge was shared (a refund gives back that part only).
   */
  async fundingCharge(manager: EntityManager, applicationId: number): Promise<{ charge: Transaction; part: ChargeShare | null } | null> {
    const share = await manager.withRepository(this.shares).findOne({ where: { application_id: applicationId }, order: { id: 'DESC' } });
    const own = await manager.withRepository(this.transactions).findOne({
      where: { application_id: applicationId, transaction_type: 'charge', status: 'success', ...(share ? { transaction_id: Not(share.charge_reference) } : {}) },
      order: { id: 'DESC' },
    });
    const shared = share
      ? await manager.withRepository(this.transactions).findOne({ where: { transaction_id: share.charge_reference, transaction_type: 'charge', status: 'success' } })
      : null;
    // The later of the two funded the hire (a shared checkout abandoned, then the shift paid alone).
    if (shared && (!own || shared.id > own.id)) return { charge: shared, part: share };
    return own ? { charge: own, part: null } : null;
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

  /**
   * Every pending checkout of a hire ends (the hire was cancelled, its amount changed). A shared
   * checkout covering it ends too only when `shared` (its amount changed); a cancelled or lapsed
   * hire leaves it open for the other shifts, and its part is owed back if it is paid.
   */
  async failPending(manager: EntityManager, applicationId: number, reason: string, options: { shared: boolean }): Promise<void> {
    const references = await this.sharedReferences(manager, [applicationId]);
    const transactions = manager.withRepository(this.transactions);
    await transactions.update(
      { application_id: applicationId, transaction_type: 'charge', status: 'pending', ...(references.length ? { transaction_id: Not(In(references)) } : {}) },
      { status: 'failed', failure_reason: reason },
    );
    if (options.shared && references.length)
      await transactions.update({ transaction_id: In(references), transaction_type: 'charge', status: 'pending' }, { status: 'failed', failure_reason: reason });
  }
}
