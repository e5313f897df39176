import { HttpStatus, Injectable } from '@nestjs/common';
import type { Repository } from 'typeorm';
import { fromMinor, percentOfMinor, toMinor, type DisputeResolution } from '@gigmarket/shared';
import { Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { POSTINGS } from '../ledger/postings';
import { PayoutsService } from '../payments/payouts.service';
import { PaymentSettingsReader } from '../payments/payment-settings';
import { TrustService } from '../trust/trust.service';
import { UploadsService } from '../uploads/uploads.service';
import type { Dispute, DisputeStatement } from '../trust/dispute.entity';
import { InjectDisputes, InjectDisputeStatements } from '../trust/repositories';
import type { HireViewDto } from './hire-answers.dto';
import type { DisputeDto } from '../trust/trust-answers.dto';
import { HireNotices } from './hire-notices';
import { HirePayments } from './hire-payments.service';
import { HireStateMachine } from './hire-state';
import { HireViews } from './hire-views';
import { HIRE_MESSAGES } from '../i18n/messages/hire';
import { HiresService } from './hires.service';

/**
 * Disputes hear both sides (docs/hire-to-pay.md "Disputes"): the opener's reason, the other side's
 * answer (once, with a photo if they wish), and an admin's decision: release, refund or split.
 */
@Injectable()
export class DisputesService {
  constructor(
    @InjectDisputes() private readonly disputes: Repository<Dispute>,
    @InjectDisputeStatements() private readonly statements: Repository<DisputeStatement>,
    private readonly paymentSettings: PaymentSettingsReader,
    private readonly hires: HiresService,
    private readonly machine: HireStateMachine,
    private readonly views: HireViews,
    private readonly payments: HirePayments,
    private readonly payouts: PayoutsService,
    private readonly notices: HireNotices,
    private readonly uploads: UploadsService,
    private readonly trust: TrustService,
    private readonly clock: Clock,
  ) {}

  /** Open disputes over hires `userId` is a party to (either side). */
  async openFor(userId: number): Promise<number> {
    return this.disputes
      .createQueryBuilder('dispute')
      .innerJoin('jobapplication', 'hire', 'hire.id = dispute.application_id')
      .innerJoin('listings', 'listing', 'listing.id = hire.listing_id')
      .where("dispute.status = 'open'")
      .andWhere('(hire.user_id = :userId OR listing.user_id = :userId)', { userId })
      .getCount();
  }

  async find(id: number): Promise<Dispute> {
    const dispute = await this.disputes.findOneBy({ id });
    if (!dispute) throw new DomainError(HIRE_MESSAGES.disputeNotFound, HttpStatus.NOT_FOUND);
    return dispute;
  }

  /** The side that did not open the dispute answers it once, while it is open. */
  async answer(userId: number, id: number, statement: string, photo: string | undefined): Promise<HireViewDto> {
    if (photo && !(await this.uploads.exists(photo))) throw DomainError.field('photo', 'uploaded', HIRE_MESSAGES.photoMissing);
    await this.hires.atomically(async (manager) => {
      const { application, listing } = await this.views.load(manager, userId, id);
      const dispute = await manager.withRepository(this.disputes).findOne({ where: { application_id: application.id } });
      if (!dispute || dispute.status !== 'open') throw new DomainError(HIRE_MESSAGES.noOpenDispute, HttpStatus.CONFLICT);
      if (dispute.opened_by === userId) throw new DomainError(HIRE_MESSAGES.openerCannotAnswer, HttpStatus.CONFLICT);
      const statements = manager.withRepository(this.statements);
      if (await statements.exists({ where: { dispute_id: dispute.id, user_id: userId } }))
        throw new DomainError(HIRE_MESSAGES.alreadyAnswered, HttpStatus.CONFLICT);
      await statements.insert({ dispute_id: dispute.id, user_id: userId, statement, photo: photo ?? null });
      await this.notices.send(manager, dispute.opened_by, 'disputeAnswered', { applicationId: application.id, listing });
    });
    return this.views.show(userId, id);
  }

  /**
   * An admin decides: release (the whole escrow to the freelancer), refund (all back to the
   * employer) or split (the freelancer's part by amount, the rest back). The commission frozen at
   * funding applies to what the freelancer receives.
   */
  async resolve(
    adminId: number,
    disputeId: number,
    resolution: DisputeResolution,
    freelancerAmount: string | undefined,
    note: string | undefined,
  ): Promise<DisputeDto> {
    const followUp = await this.hires.atomically(async (manager) => {
      const disputes = manager.withRepository(this.disputes);
      const dispute = await disputes.findOne({ where: { id: disputeId } });
      if (!dispute) throw new DomainError(HIRE_MESSAGES.disputeNotFound, HttpStatus.NOT_FOUND);
      if (dispute.status !== 'open') throw new DomainError(HIRE_MESSAGES.disputeResolvedAlready, HttpStatus.CONFLICT);
      const { application, listing } = await this.views.find(manager, dispute.application_id);
      const settings = await this.paymentSettings.read(manager);
      const agreed = application.agreed_amount_minor!;
      const part = resolution === 'release' ? agreed : resolution === 'refund' ? 0 : this.splitPart(freelancerAmount, agreed);
      const commission = percentOfMinor(part, application.commission_percent ?? settings.commissionPercent);
      const now = this.clock.now();
      const actor = { actor: 'admin' as const, actorId: adminId };
      if (resolution === 'refund') {
        await this.machine.move(manager, application.id, 'resolveRefund', { ...actor, postings: [POSTINGS.refund(application.id, listing.user_id, agreed)] });
      } else {
        await this.machine.move(manager, application.id, 'resolveRelease', {
          ...actor,
          set: { completed_at: now, completed_by: 'admin' },
          postings: [
            resolution === 'release'
              ? POSTINGS.release(application.id, application.user_id, agreed, commission)
              : POSTINGS.split(application.id, application.user_id, listing.user_id, agreed, part, commission),
          ],
        });
        await this.payouts.open(manager, application.id, application.user_id, part - commission);
        await this.payments.payOutAfterCommit(application.id);
      }
      await this.hires.refundEscrow(manager, application, listing, agreed - part, 'dispute');
      await disputes.update(
        { id: dispute.id, status: 'open' },
        { status: 'resolved', resolution, freelancer_amount_minor: part, note: note ?? null, resolved_by: adminId, resolved_at: now },
      );
      for (const userId of [application.user_id, listing.user_id])
        await this.notices.send(manager, userId, 'disputeResolved', { applicationId: application.id, listing }, { resolution });
      if (resolution === 'release') await this.trust.record(manager, 'dispute_lost', listing.user_id, application.id);
      if (resolution === 'refund') await this.trust.record(manager, 'dispute_lost', application.user_id, application.id);
      return resolution !== 'refund' || application.started_at !== null ? this.trust.askToRate(manager, application.id) : [];
    });
    await this.trust.sendRateRequests(followUp);
    return this.disputes.findOneByOrFail({ id: disputeId });
  }

  private splitPart(freelancerAmount: string | undefined, agreed: number): number {
    const part = freelancerAmount === undefined ? NaN : toMinor(freelancerAmount);
    if (!(part > 0 && part < agreed))
      throw DomainError.field('freelancer_amount', 'range', HIRE_MESSAGES.splitRange(fromMinor(agreed)));
    return part;
  }
}
