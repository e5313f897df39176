import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import type { JobApplication } from '../applications/job-application.entity';
import { Clock } from '../common/clock';
import { HireClock } from './hire-clock';
import type { FundCover } from '@gigmarket/shared';
import { DomainError } from '../common/domain-error';
import { afterCommit, transaction } from '../common/transaction';
import { post } from '../ledger/ledger';
import { POSTINGS } from '../ledger/postings';
import type { Listing } from '../listings/listing.entity';
import { ChargesService, type GatewayCharge } from '../payments/charges.service';
import type { ChargeShare } from '../payments/payment.entities';
import type { Transaction } from '../transactions/transaction.entity';
import { PAYMENT_MESSAGES } from '../i18n/messages/hire';
import { hireAmounts, PaymentSettingsReader, type HireAmounts } from '../payments/payment-settings';
import type { PayoutDto } from '../payments/payment-answers.dto';
import type { Payout } from '../payments/payment.entities';
import { PaystackClient } from '../payments/paystack.client';
import { PayoutsService, type TransferOutcome } from '../payments/payouts.service';
import { ReconciliationService } from '../payments/reconciliation.service';
import { RefundsService } from '../payments/refunds.service';
import { InjectUsers } from '../users/repositories';
import type { User } from '../users/user.entity';
import { HIRE_MESSAGES } from '../i18n/messages/hire';
import { HireNotices } from './hire-notices';
import { HireStateMachine, StaleMove } from './hire-state';
import { HireViews } from './hire-views';
import { COMMON_MESSAGES } from '../i18n/messages/spec';

export type { FundCover } from '@gigmarket/shared';

/** The amounts of several hires paid with one charge: each one's, summed (so each fee is exactly its own). */
function sumAmounts(parts: HireAmounts[]): HireAmounts {
  const sum = (pick: (amounts: HireAmounts) => number) => parts.reduce((total, amounts) => total + pick(amounts), 0);
  return { agreed: sum((a) => a.agreed), fee: sum((a) => a.fee), total: sum((a) => a.total), commission: sum((a) => a.commission), net: sum((a) => a.net) };
}

/**
 * Where the gateway meets the hire (docs/hire-to-pay.md): the checkout that funds it, each
 * verified charge and transfer outcome applied to it, and its payout. `payments/` keeps the
 * gateway's records; this decides what they mean for the hire, through its state machine.
 */
@Injectable()
export class HirePayments {
  private readonly logger = new Logger(HirePayments.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectUsers() private readonly users: Repository<User>,
    private readonly paymentSettings: PaymentSettingsReader,
    private readonly machine: HireStateMachine,
    private readonly views: HireViews,
    private readonly charges: ChargesService,
    private readonly payouts: PayoutsService,
    private readonly refunds: RefundsService,
    private readonly reconciliation: ReconciliationService,
    private readonly notices: HireNotices,
    private readonly paystack: PaystackClient,
    private readonly clock: Clock,
  ) {}

  // ---- funding -------------------------------------------------------------------------------

  /**
   * The employer's checkout for an approved hire with an agreed amount, under the hire's row lock
   * (concurrent clicks queue and answer the first page). `all`: one charge for every unfunded
   * shift of the hire's freelancer on the job (docs/shifts.md), each hire's part at its own
   * amount and fee; the hires are locked in id order, as the charge's success locks them.
   */
  async checkout(application: JobApplication, listing: Listing, cover: FundCover = 'next') {
    // Read before the transaction: inside it, a second pooled connection could wait forever.
    const secret = await this.paystack.secretKey();
    return transaction(this.dataSource, async (manager) => {
      const candidates = cover === 'all' ? await this.views.unfundedShifts(manager, application, listing) : [];
      const listingOf = new Map<number, Listing>([[application.id, listing], ...candidates.map((row) => [row.application.id, row.listing] as const)]);
      const locked = new Map<number, JobApplication | null>();
      for (const id of [...listingOf.keys()].sort((a, b) => a - b)) locked.set(id, await this.machine.lock(manager, id));
      const current = locked.get(application.id) ?? null;
      if (current?.status !== 'approved')
        throw new DomainError(HIRE_MESSAGES.notNow(current?.status ?? 'gone'), HttpStatus.CONFLICT);
      if (!current.agreed_amount_minor) throw new DomainError(HIRE_MESSAGES.noAmount, HttpStatus.CONFLICT);
      const now = this.clock.now();
      if (new HireClock(listing, current).lapsed(now)) throw new DomainError(HIRE_MESSAGES.jobStarted, HttpStatus.CONFLICT);
      const settings = await this.paymentSettings.read(manager);
      const employer = await manager.withRepository(this.users).findOneOrFail({ where: { id: listing.user_id } });
      // The others as they are now, under their locks: still waiting, with an amount, not lapsed.
      const covered = [...locked.values()].filter(
        (hire): hire is JobApplication =>
          hire !== null && hire.status === 'approved' && !!hire.agreed_amount_minor && !new HireClock(listingOf.get(hire.id)!, hire).lapsed(now),
      );
      const parts = covered.map((hire) => ({ applicationId: hire.id, amounts: hireAmounts(hire.agreed_amount_minor!, settings) }));
      return this.charges.checkout(
        manager,
        {
          applicationId: current.id,
          parts,
          employer: { id: employer.id, email: employer.email },
          freelancerId: current.user_id,
          jobTitle: listing.job_title,
          amounts: sumAmounts(parts.map((part) => part.amounts)),
          settings,
          callbackUrl: `${this.charges.siteUrl(settings)}/employer/hires/${current.id}/return`,
        },
        secret,
      );
    });
  }

  /** The return page's check: the gateway is asked about our own latest pending charge, never the browser. */
  async verify(applicationId: number): Promise<void> {
    const pending = await this.charges.latestPending(this.dataSource.manager, applicationId);
    if (!pending) return;
    const answer = await this.charges.atGateway(pending.transaction_id);
    if (answer.status === 'success') await this.chargeSucceeded(answer, 'verify');
    else if (answer.status === 'failed')
      await transaction(this.dataSource, (manager) => this.charges.fail(manager, pending, answer.gateway_response ?? 'Declined'));
  }

  /**
   * A charge the gateway reports (a verified webhook or our own verify call). It funds the hire
   * only when its status, amount and currency all match the pending checkout of a hire still
   * waiting for it; money received for nothing is owed back and refunded by itself.
   */
  async chargeSucceeded(charge: GatewayCharge, source: 'webhook' | 'verify'): Promise<string> {
    return transaction(this.dataSource, async (manager) => {
      const row = await this.charges.byReference(manager, charge.reference);
      if (!row?.application_id || row.amount_minor === null) {
        await this.reconciliation.record(manager, 'missing_in_ledger', charge.reference, null, `${charge.status} ${charge.amount} ${charge.currency}`);
        return 'ignored: unknown charge reference';
      }
      if (charge.status !== 'success') return `refused: the charge's status is ${charge.status}`;
      if (row.status === 'success') return 'ignored: charge already settled';
      if (charge.currency !== row.currency) {
        await this.reconciliation.record(manager, 'currency_mismatch', charge.reference, row.currency, charge.currency);
        return 'refused: currency differs';
      }
      const shares = await this.charges.sharesOf(manager, charge.reference);
      if (shares.length) return this.sharedChargeSucceeded(manager, row, shares, charge, source);
      const application = await this.machine.lock(manager, row.application_id);
      if (!application) return 'ignored: the hire is gone';
      const listing = await this.views.listingOf(manager, application);
      const expected = row.amount_minor + (row.fee_minor ?? 0);
      const now = this.clock.now();
      if (charge.amount !== expected) {
        // The money arrived all the same: it is the employer's, and goes back. The hire can be paid again.
        await this.charges.fail(manager, row, `refused: amount ${charge.amount}, expected ${expected}`, charge.fees);
        await this.oweBack(manager, row.transaction_id, application, listing.user_id, charge, 'refused_charge', 'a charge of another amount');
        await this.reconciliation.record(manager, 'amount_mismatch', charge.reference, String(expected), String(charge.amount));
        this.logger.warn(`Charge ${charge.reference} refused (${source}): amount ${charge.amount}, expected ${expected}`);
        return 'refused: amount differs';
      }
      const wasPending = row.status === 'pending';
      await this.charges.succeed(manager, row, now, charge.fees);
      // Nothing is paid for a hire past its lapse: it lapses instead (HiresService.lapseDue).
      const started = new HireClock(listing, application).lapsed(now);
      const waiting = wasPending && application.status === 'approved' && application.agreed_amount_minor === row.amount_minor && !started;
      if (!waiting) {
        const why = application.status === 'cancelled' ? 'paid_after_cancel' : 'not_awaiting';
        const what = application.status === 'approved' && started ? 'the job had started' : `the hire was ${application.status}`;
        await this.oweBack(manager, row.transaction_id, application, listing.user_id, charge, why, what);
        await this.reconciliation.record(manager, 'status_mismatch', charge.reference, `hire ${application.status}`, 'charge succeeded: refunded to the employer');
        return 'processed: owed back to the employer';
      }
      const settings = await this.paymentSettings.read(manager);
      await this.machine.move(manager, application.id, 'fund', {
        actor: 'gateway',
        set: { funded_at: now, fee_minor: row.fee_minor ?? 0, commission_percent: settings.commissionPercent },
        postings: [
          POSTINGS.charge(charge.reference, application.id, row.amount_minor, row.fee_minor ?? 0),
          ...(charge.fees > 0 ? [POSTINGS.gatewayFee(charge.reference, application.id, charge.fees)] : []),
        ],
      });
      await this.notices.send(manager, application.user_id, 'funded', { applicationId: application.id, listing }, { amount: row.amount_minor, currency: row.currency });
      return 'processed';
    });
  }

  /**
   * A charge covering several shifts (docs/shifts.md): the whole must match what was asked (else
   * all of it goes back, as for any charge); then, in this one transaction, each hire still waiting
   * for its part is funded through the state machine with its own posting, and each part whose hire
   * no longer waits (cancelled, lapsed, another amount) is owed back alone: a partial refund of
   * the charge. The charge's move to `success` lets one caller through however often, and in
   * whatever order, the webhook and the verify call come.
   */
  private async sharedChargeSucceeded(manager: EntityManager, row: Transaction, shares: ChargeShare[], charge: GatewayCharge, source: 'webhook' | 'verify'): Promise<string> {
    const hires: { share: ChargeShare; application: JobApplication | null }[] = [];
    for (const share of shares) hires.push({ share, application: await this.machine.lock(manager, share.application_id) });
    const lead = hires.find(({ application }) => application?.id === row.application_id)?.application ?? hires.find(({ application }) => application)?.application;
    if (!lead) return 'ignored: the hire is gone';
    const employerId = (await this.views.listingOf(manager, lead)).user_id;
    const expected = row.amount_minor! + (row.fee_minor ?? 0);
    const now = this.clock.now();
    if (charge.amount !== expected) {
      await this.charges.fail(manager, row, `refused: amount ${charge.amount}, expected ${expected}`, charge.fees);
      await this.oweBack(manager, row.transaction_id, lead, employerId, charge, 'refused_charge', 'a charge of another amount');
      await this.reconciliation.record(manager, 'amount_mismatch', charge.reference, String(expected), String(charge.amount));
      this.logger.warn(`Charge ${charge.reference} refused (${source}): amount ${charge.amount}, expected ${expected}`);
      return 'refused: amount differs';
    }
    const wasPending = row.status === 'pending';
    if (!(await this.charges.succeed(manager, row, now, charge.fees))) return 'ignored: charge already settled';
    if (!wasPending) {
      // Superseded or ended (an amount changed): none of it funds anything.
      await this.oweBack(manager, row.transaction_id, lead, employerId, charge, 'not_awaiting', 'the checkout had ended');
      await this.reconciliation.record(manager, 'status_mismatch', charge.reference, 'checkout ended', 'charge succeeded: refunded to the employer');
      return 'processed: owed back to the employer';
    }
    if (charge.fees > 0) await post(manager, POSTINGS.gatewayFee(charge.reference, lead.id, charge.fees));
    const settings = await this.paymentSettings.read(manager);
    const back: string[] = [];
    for (const { share, application } of hires) {
      if (!application) continue;
      const listing = await this.views.listingOf(manager, application);
      const started = new HireClock(listing, application).lapsed(now);
      if (application.status === 'approved' && application.agreed_amount_minor === share.amount_minor && !started) {
        await this.machine.move(manager, application.id, 'fund', {
          actor: 'gateway',
          set: { funded_at: now, fee_minor: share.fee_minor, commission_percent: settings.commissionPercent },
          postings: [POSTINGS.chargeShare(charge.reference, application.id, share.amount_minor, share.fee_minor)],
        });
        await this.notices.send(manager, application.user_id, 'funded', { applicationId: application.id, listing }, { amount: share.amount_minor, currency: row.currency });
        continue;
      }
      const part = share.amount_minor + share.fee_minor;
      const why = application.status === 'approved' && started ? 'the job had started' : application.status === 'approved' ? 'the amount changed' : `the hire was ${application.status}`;
      await post(manager, POSTINGS.owedBackShare(charge.reference, application.id, employerId, part, why));
      await this.refunds.owe(manager, {
        applicationId: application.id,
        employerId,
        chargeReference: charge.reference,
        part: application.id,
        amount: part,
        currency: charge.currency,
        reason: application.status === 'cancelled' ? 'paid_after_cancel' : 'not_awaiting',
      });
      back.push(`hire ${application.id} ${application.status}`);
    }
    if (!back.length) return 'processed';
    await this.reconciliation.record(manager, 'status_mismatch', charge.reference, back.join(', ').slice(0, 255), 'parts refunded to the employer');
    return `processed: ${back.length} part(s) owed back to the employer`;
  }

  /** Money received that funds nothing: booked as the employer's, with the gateway's fee, and refunded. */
  private async oweBack(
    manager: EntityManager,
    reference: string,
    application: JobApplication,
    employerId: number,
    charge: GatewayCharge,
    reason: 'refused_charge' | 'paid_after_cancel' | 'not_awaiting',
    why: string,
  ): Promise<void> {
    await post(manager, POSTINGS.owedBack(reference, application.id, employerId, charge.amount, why));
    if (charge.fees > 0) await post(manager, POSTINGS.gatewayFee(reference, application.id, charge.fees));
    await this.refunds.owe(manager, {
      applicationId: application.id,
      employerId,
      chargeReference: reference,
      amount: charge.amount,
      currency: charge.currency,
      reason,
    });
  }

  // ---- payouts -------------------------------------------------------------------------------

  /** A transfer's outcome: the payout's books, then the hire (paid, or no longer paid). */
  async transferOutcome(reference: string, outcome: TransferOutcome, reason: string | null, gatewayFee = 0): Promise<string> {
    return transaction(this.dataSource, async (manager) => {
      const settled = await this.payouts.settle(manager, reference, outcome, reason, gatewayFee);
      if (!settled.applicationId || !settled.freelancerId) return settled.result;
      const { application, listing } = await this.views.find(manager, settled.applicationId);
      const currency = (await this.paymentSettings.read(manager)).currency;
      const payout = await this.payouts.find(settled.applicationId, manager);
      if (settled.paid) {
        await this.moveIf(manager, application.id, 'payOut', { paid_at: this.clock.now() });
        await this.notices.send(manager, settled.freelancerId, 'payoutSent', { applicationId: application.id, listing }, { amount: payout?.amount_minor, currency });
      } else if (settled.unpaid) {
        await this.moveIf(manager, application.id, 'reversePayout', { paid_at: null });
      }
      if (settled.returned) await this.notices.send(manager, settled.freelancerId, 'payoutFailed', { applicationId: application.id, listing });
      return settled.result;
    });
  }

  /** A hire's payout is sent once the transaction that opened it commits. */
  async payOutAfterCommit(applicationId: number): Promise<void> {
    await afterCommit(() => this.sendPayout(applicationId));
  }

  /**
   * Sends a payout attempt and applies what the gateway said at once when it was final. A first
   * payout with no bank account to send it to tells the freelancer, on the bell and by SMS (a
   * USSD-only freelancer has no other way to learn that money waits).
   */
  async sendPayout(applicationId: number): Promise<Payout | null> {
    const sent = await this.payouts.send(applicationId);
    if (sent?.status === 'success' || sent?.status === 'reversed') await this.transferOutcome(sent.reference, sent.status, null, sent.fee);
    if (sent?.status === 'held' && sent.gatewayStatus === 'success') await this.transferOutcome(sent.reference, 'success', null, sent.fee);
    const payout = await this.payouts.find(applicationId);
    if (payout?.status === 'awaiting_account' && payout.attempts === 0) {
      await transaction(this.dataSource, async (manager) => {
        const { application, listing } = await this.views.find(manager, applicationId);
        const { currency } = await this.paymentSettings.read(manager);
        await this.notices.send(manager, application.user_id, 'payoutWaiting', { applicationId, listing }, { amount: payout.amount_minor, currency });
      });
    }
    return payout;
  }

  /**
   * An admin's retry: only a payout that failed, was reversed or waits for an account. The gateway
   * is asked about the previous attempt first: one it paid is applied, never sent again.
   */
  async retryPayout(applicationId: number): Promise<PayoutDto> {
    const payout = await this.payouts.find(applicationId);
    if (!payout) throw new DomainError(COMMON_MESSAGES.payoutNotFound, HttpStatus.NOT_FOUND);
    if (!['awaiting_account', 'failed', 'reversed'].includes(payout.status))
      throw new DomainError(HIRE_MESSAGES.payoutNotRetriable, HttpStatus.CONFLICT);
    const sent = await this.payouts.send(applicationId);
    if (sent?.status === 'held') {
      if (sent.gatewayStatus === 'success') {
        await this.transferOutcome(sent.reference, 'success', null, sent.fee);
        throw new DomainError(PAYMENT_MESSAGES.payoutAlreadyPaid, HttpStatus.CONFLICT);
      }
      throw new DomainError(PAYMENT_MESSAGES.payoutStillAtGateway, HttpStatus.CONFLICT);
    }
    const now = (await this.payouts.find(applicationId))!;
    // Another retry won the row (concurrent clicks): one attempt was sent, and it was not this one.
    if (!sent && now.status !== 'awaiting_account') throw new DomainError(PAYMENT_MESSAGES.payoutStillAtGateway, HttpStatus.CONFLICT);
    if (sent?.status === 'success' || sent?.status === 'reversed') await this.transferOutcome(sent.reference, sent.status, null, sent.fee);
    return (await this.payouts.find(applicationId))!;
  }

  /** A move the gateway's news implies, skipped when the hire is elsewhere (a replay, a race). */
  private async moveIf(manager: EntityManager, id: number, move: 'payOut' | 'reversePayout', set: Partial<JobApplication>): Promise<void> {
    try {
      await this.machine.move(manager, id, move, { actor: 'gateway', set });
    } catch (error) {
      if (!(error instanceof StaleMove)) throw error;
      this.logger.warn(`Hire ${id}: ${move} skipped, the hire is ${error.status}`);
    }
  }
}
