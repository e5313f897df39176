import { HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, IsNull, LessThanOrEqual } from 'typeorm';
import {
  AUTO_COMPLETE_HOURS,
  RELIABILITY,
  type CancelReason,
  type NoShowDecision,
  HIRE_STATUSES,
  HIRE_STEPS,
  type DisputeResolution,
  type HireStatus,
  type HireStep,
} from '@gigmarket/shared';
import { JobApplication } from '../applications/job-application.entity';
import { Clock } from '../common/clock';
import { transaction } from '../common/transaction';
import { DomainError } from '../common/domain-error';
import { post } from '../ledger/ledger';
import { POSTINGS } from '../ledger/postings';
import { Listing } from '../listings/listing.entity';
import { NotificationsService } from '../notifications/notifications.service';
import { ChargesService } from '../payments/charges.service';
import { percentOfMinor, toMinor } from '../payments/money';
import { Payout } from '../payments/payment.entities';
import { hireAmounts, paymentSettings, type PaymentSettings } from '../payments/payment-settings';
import { PayoutsService } from '../payments/payouts.service';
import { Transaction } from '../transactions/transaction.entity';
import { User } from '../users/user.entity';
import { ReliabilityEvent } from '../trust/trust.entities';
import { TRUST_MESSAGES } from '../trust/trust.messages';
import {
  DAY_MS,
  hireStart,
  TrustService,
  type HireRatingBlock,
  type RateRequest,
  type RatingView,
} from '../trust/trust.service';
import { Dispute } from './dispute.entity';
import { hireNotice } from './hire-notices';
import { HIRE_MESSAGES } from './hire.messages';

export type HireRole = 'employer' | 'freelancer';

export interface HireView {
  id: number;
  status: HireStatus;
  listing: { id: number; job_title: string; job_date: string | null; job_sart_time: string | null };
  employer: { id: number; name: string; company_name: string | null };
  freelancer: { id: number; name: string };
  currency: string;
  quoted_price: string | null;
  agreed_amount_minor: number | null;
  fee_minor: number | null;
  total_minor: number | null;
  commission_minor: number | null;
  net_minor: number | null;
  funded_at: Date | null;
  started_at: Date | null;
  submitted_at: Date | null;
  auto_complete_at: Date | null;
  completed_at: Date | null;
  completed_by: string | null;
  paid_at: Date | null;
  cancelled_at: Date | null;
  cancelled_by: number | null;
  cancel_reason: string | null;
  cancel_note: string | null;
  /** The late-cancellation fee paid to the freelancer, when an employer cancelled late. */
  cancel_fee_minor: number | null;
  /** The listing's start (Africa/Lagos), from which late cancellations and no-shows are judged. */
  starts_at: Date | null;
  /** What an employer's late cancellation of a funded hire pays the freelancer, in percent (a setting). */
  late_cancel_fee_percent: number;
  rating: HireRatingBlock;
  no_show: { id: number; status: string; created_at: Date; contest_ends_at: Date } | null;
  dispute: Pick<
    Dispute,
    'id' | 'reason' | 'opened_by' | 'status' | 'resolution' | 'freelancer_amount_minor' | 'resolved_at'
  > | null;
  payout: { status: string; reference: string | null; amount_minor: number } | null;
  can: Record<
    | 'approve_amount'
    | 'fund'
    | 'verify'
    | 'start'
    | 'done'
    | 'complete'
    | 'cancel'
    | 'dispute'
    | 'report_no_show'
    | 'contest_no_show',
    boolean
  >;
}

interface LoadedHire {
  application: JobApplication;
  listing: Listing;
  role: HireRole;
}

const HOUR_MS = 3_600_000;
const CONTEST_MS = RELIABILITY.contestDays * DAY_MS;

/** A step found the hire no longer where it must stand (thrown inside a transaction). */
class StaleStep extends Error {
  constructor(readonly id: number) {
    super(`Hire ${id} moved on`);
  }
}
const allowed = (step: HireStep, status: HireStatus) =>
  (HIRE_STEPS[step].from as readonly HireStatus[]).includes(status);

/**
 * The hire lifecycle of docs/hire-to-pay.md. Each step is a conditional status change in one
 * transaction with its ledger posting, so concurrent requests move a hire once.
 */
@Injectable()
export class HiresService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly charges: ChargesService,
    private readonly payouts: PayoutsService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    private readonly trust: TrustService,
  ) {}

  // ---- reading -------------------------------------------------------------------------------

  /** A hire the caller is a party to (the freelancer, or the listing's employer), else 404. */
  async load(manager: EntityManager, userId: number, id: number, role?: HireRole): Promise<LoadedHire> {
    const application = await manager.findOne(JobApplication, {
      where: { id, status: In(HIRE_STATUSES as unknown as HireStatus[]) },
    });
    const listing = application
      ? await manager.findOne(Listing, { where: { id: application.listing_id }, withDeleted: true })
      : null;
    if (!application || !listing) throw new NotFoundException(HIRE_MESSAGES.notFound);
    const actual: HireRole | null =
      listing.user_id === userId ? 'employer' : application.user_id === userId ? 'freelancer' : null;
    if (!actual || (role && role !== actual)) throw new NotFoundException(HIRE_MESSAGES.notFound);
    return { application, listing, role: actual };
  }

  async show(userId: number, id: number): Promise<HireView> {
    const manager = this.dataSource.manager;
    const hire = await this.load(manager, userId, id);
    return this.view(manager, hire, await paymentSettings(manager));
  }

  async list(userId: number, role: HireRole, status: HireStatus | undefined, page: number, perPage: number) {
    const manager = this.dataSource.manager;
    const query = manager
      .createQueryBuilder(JobApplication, 'application')
      .innerJoin(Listing, 'listing', 'listing.id = application.listing_id')
      .where('application.status IN (:...statuses)', { statuses: status ? [status] : HIRE_STATUSES })
      .orderBy('application.updated_at', 'DESC')
      .addOrderBy('application.id', 'DESC')
      .skip((page - 1) * perPage)
      .take(perPage);
    if (role === 'employer') query.andWhere('listing.user_id = :userId', { userId });
    else query.andWhere('application.user_id = :userId', { userId });
    const [rows, total] = await query.getManyAndCount();
    const settings = await paymentSettings(manager);
    const items = [];
    for (const application of rows) {
      const listing = await manager.findOneOrFail(Listing, {
        where: { id: application.listing_id },
        withDeleted: true,
      });
      items.push(await this.view(manager, { application, listing, role }, settings));
    }
    return { items, total, page, per_page: perPage };
  }

  async view(
    manager: EntityManager,
    { application, listing, role }: LoadedHire,
    settings: PaymentSettings,
  ): Promise<HireView> {
    const userId = role === 'employer' ? listing.user_id : application.user_id;
    const [employer, freelancer, dispute, payout, pendingCharge, rating, noShow] = await Promise.all([
      manager.findOne(User, { where: { id: listing.user_id }, relations: { profile: true } }),
      manager.findOne(User, { where: { id: application.user_id } }),
      manager.findOne(Dispute, { where: { application_id: application.id } }),
      manager.findOne(Payout, { where: { application_id: application.id } }),
      manager.exists(Transaction, {
        where: { application_id: application.id, transaction_type: 'charge', status: 'pending' },
      }),
      this.trust.hireBlock(manager, application, userId),
      manager.findOne(ReliabilityEvent, {
        where: { application_id: application.id, user_id: application.user_id, kind: 'no_show' },
      }),
    ]);
    const now = this.clock.now();
    const startsAt = hireStart(listing);
    const status = application.status as HireStatus;
    const agreed = application.agreed_amount_minor;
    const amounts = agreed === null ? null : hireAmounts(agreed, settings);
    const funded = application.funded_at !== null;
    return {
      id: application.id,
      status,
      listing: {
        id: listing.id,
        job_title: listing.job_title,
        job_date: listing.job_date ?? null,
        job_sart_time: listing.job_sart_time ?? null,
      },
      employer: {
        id: listing.user_id,
        name: employer?.name ?? '',
        company_name: employer?.profile?.company_name ?? null,
      },
      freelancer: { id: application.user_id, name: freelancer?.name ?? '' },
      currency: settings.currency,
      quoted_price: application.new_price ?? application.price,
      agreed_amount_minor: agreed,
      // Once funded, the fee is what was charged; before, what funding would cost now.
      fee_minor: amounts?.fee ?? null,
      total_minor: amounts?.total ?? null,
      commission_minor: amounts?.commission ?? null,
      net_minor: amounts?.net ?? null,
      funded_at: application.funded_at,
      started_at: application.started_at,
      submitted_at: application.submitted_at,
      auto_complete_at: application.submitted_at
        ? new Date(application.submitted_at.getTime() + AUTO_COMPLETE_HOURS * HOUR_MS)
        : null,
      completed_at: application.completed_at,
      completed_by: application.completed_by,
      paid_at: application.paid_at,
      cancelled_at: application.cancelled_at,
      cancelled_by: application.cancelled_by,
      cancel_reason: application.cancel_reason,
      cancel_note: application.cancel_note,
      cancel_fee_minor: application.cancel_fee_minor,
      starts_at: startsAt,
      late_cancel_fee_percent: Number(settings.lateCancelFeePercent),
      rating,
      no_show: noShow
        ? {
            id: noShow.id,
            status: noShow.status,
            created_at: noShow.created_at,
            contest_ends_at: new Date(noShow.created_at.getTime() + CONTEST_MS),
          }
        : null,
      dispute: dispute
        ? {
            id: dispute.id,
            reason: dispute.reason,
            opened_by: dispute.opened_by,
            status: dispute.status,
            resolution: dispute.resolution,
            freelancer_amount_minor: dispute.freelancer_amount_minor,
            resolved_at: dispute.resolved_at,
          }
        : null,
      payout: payout ? { status: payout.status, reference: payout.reference, amount_minor: payout.amount_minor } : null,
      can: {
        approve_amount: role === 'employer' && status === 'approved',
        fund: role === 'employer' && allowed('fund', status) && agreed !== null,
        verify: role === 'employer' && status === 'approved' && pendingCharge,
        start: role === 'freelancer' && allowed('start', status),
        done: role === 'freelancer' && allowed('done', status),
        complete: role === 'employer' && allowed('complete', status),
        cancel: allowed('cancel', status) && (status === 'approved' || funded),
        dispute: allowed('dispute', status),
        report_no_show: role === 'employer' && this.noShowDue(application, startsAt, now),
        contest_no_show:
          role === 'freelancer' &&
          noShow?.status === 'reported' &&
          now.getTime() < noShow.created_at.getTime() + CONTEST_MS,
      },
    };
  }

  // ---- employer ------------------------------------------------------------------------------

  async setAmount(employerId: number, id: number, amount: string): Promise<HireView> {
    await this.transaction(async (manager) => {
      const { application, listing } = await this.load(manager, employerId, id, 'employer');
      const moved = await manager.update(
        JobApplication,
        { id, status: 'approved' },
        { agreed_amount_minor: toMinor(amount) },
      );
      if (moved.affected !== 1) throw new StaleStep(application.id);
      // A checkout started for the old amount can no longer fund this hire.
      await manager.update(
        Transaction,
        { application_id: id, transaction_type: 'charge', status: 'pending' },
        { status: 'failed', failure_reason: 'The agreed amount changed' },
      );
      await hireNotice(
        this.notifications,
        manager,
        application.user_id,
        'Agreed amount changed',
        listing.job_title,
        'the employer changed the agreed amount.',
      );
    });
    return this.show(employerId, id);
  }

  async fund(employerId: number, id: number) {
    const { application, listing } = await this.load(this.dataSource.manager, employerId, id, 'employer');
    if (application.status !== 'approved') throw await this.conflict(id);
    return this.charges.checkout(application, listing);
  }

  async verify(employerId: number, id: number): Promise<HireView> {
    const { application } = await this.load(this.dataSource.manager, employerId, id, 'employer');
    if (application.status === 'approved') await this.charges.verifyLatest(id);
    return this.show(employerId, id);
  }

  async complete(employerId: number, id: number): Promise<HireView> {
    await this.load(this.dataSource.manager, employerId, id, 'employer');
    await this.release(id, 'employer', ['submitted']);
    return this.show(employerId, id);
  }

  // ---- freelancer ----------------------------------------------------------------------------

  async start(freelancerId: number, id: number): Promise<HireView> {
    await this.step(
      freelancerId,
      id,
      'start',
      { started_at: this.clock.now() },
      'Checked in',
      'the freelancer has checked in and started.',
    );
    return this.show(freelancerId, id);
  }

  async done(freelancerId: number, id: number): Promise<HireView> {
    await this.step(
      freelancerId,
      id,
      'done',
      { submitted_at: this.clock.now() },
      'Work marked done',
      `the freelancer marked the work done. Confirm it, or it completes by itself in ${AUTO_COMPLETE_HOURS} hours.`,
    );
    return this.show(freelancerId, id);
  }

  private async step(
    freelancerId: number,
    id: number,
    step: 'start' | 'done',
    values: Partial<JobApplication>,
    title: string,
    sentence: string,
  ) {
    await this.transaction(async (manager) => {
      const { application, listing } = await this.load(manager, freelancerId, id, 'freelancer');
      const { from, to } = HIRE_STEPS[step];
      const moved = await manager.update(JobApplication, { id, status: In([...from]) }, { status: to, ...values });
      if (moved.affected !== 1) throw new StaleStep(application.id);
      await hireNotice(this.notifications, manager, listing.user_id, title, listing.job_title, sentence);
    });
  }

  // ---- either side ---------------------------------------------------------------------------

  /**
   * Before check-in: an unfunded hire is cancelled; a funded one is refunded to the employer. A
   * late cancellation (within 24 hours of the start) is a reliability event; an employer's late
   * cancellation of a funded hire pays the freelancer the late-cancellation fee (docs/trust.md).
   */
  async cancel(userId: number, id: number, reason: CancelReason, note?: string): Promise<HireView> {
    const followUp = await this.transaction(async (manager) => {
      const { application, listing, role } = await this.load(manager, userId, id);
      const now = this.clock.now();
      const start = hireStart(listing);
      const late = start !== null && now.getTime() >= start.getTime() - RELIABILITY.lateCancelHours * HOUR_MS;
      const funded = application.status === 'funded';
      const agreed = application.agreed_amount_minor ?? 0;
      const settings = await paymentSettings(manager);
      const fee =
        funded && late && role === 'employer'
          ? Math.min(agreed, percentOfMinor(agreed, settings.lateCancelFeePercent))
          : 0;
      const who = {
        cancelled_at: now,
        cancelled_by: userId,
        cancel_reason: reason,
        cancel_note: note ? note : null,
        cancel_fee_minor: fee > 0 ? fee : null,
      };
      const moved = funded
        ? await manager.update(JobApplication, { id, status: 'funded' }, { status: 'refunded', ...who })
        : await manager.update(JobApplication, { id, status: 'approved' }, { status: 'cancelled', ...who });
      if (moved.affected !== 1) throw new StaleStep(application.id);
      if (funded && fee > 0) {
        await post(manager, POSTINGS.cancelFee(id, application.user_id, listing.user_id, agreed, fee));
        await this.payouts.open(manager, id, application.user_id, fee);
      } else if (funded) await post(manager, POSTINGS.refund(id, listing.user_id, agreed));
      else
        await manager.update(
          Transaction,
          { application_id: id, transaction_type: 'charge', status: 'pending' },
          { status: 'failed', failure_reason: 'The hire was cancelled' },
        );
      if (late && (role === 'freelancer' || funded)) await this.trust.record(manager, 'late_cancel', userId, id);
      const other = role === 'employer' ? application.user_id : listing.user_id;
      await hireNotice(
        this.notifications,
        manager,
        other,
        'Hire cancelled',
        listing.job_title,
        `the hire was cancelled: ${reason.replace(/_/g, ' ')}${note ? ` (${note})` : ''}` +
          (fee > 0
            ? `. A late-cancellation fee of ${(fee / 100).toFixed(2)} ${settings.currency} is paid to you.`
            : ''),
      );
      return funded ? { employerId: listing.user_id, refund: agreed - fee, fee } : null;
    });
    if (followUp && followUp.refund > 0) await this.charges.refund(id, followUp.employerId, followUp.refund);
    if (followUp && followUp.fee > 0) await this.payouts.send(id);
    return this.show(userId, id);
  }

  // ---- no-shows ------------------------------------------------------------------------------

  /** Funded, no check-in, and the start was at least an hour ago. */
  private noShowDue(application: JobApplication, start: Date | null, now: Date): boolean {
    return (
      application.status === 'funded' &&
      application.started_at === null &&
      start !== null &&
      now.getTime() >= start.getTime() + RELIABILITY.noShowAfterHours * HOUR_MS
    );
  }

  /** The employer reports a no-show: full refund, and a `no_show` event against the freelancer. */
  async reportNoShow(employerId: number, id: number): Promise<HireView> {
    const refund = await this.transaction(async (manager) => {
      const { application, listing } = await this.load(manager, employerId, id, 'employer');
      const now = this.clock.now();
      if (application.status !== 'funded') throw new StaleStep(id);
      if (!this.noShowDue(application, hireStart(listing), now))
        throw new DomainError(TRUST_MESSAGES.noShowTooEarly, HttpStatus.CONFLICT);
      const moved = await manager.update(
        JobApplication,
        { id, status: 'funded' },
        { status: 'refunded', cancelled_at: now, cancelled_by: employerId, cancel_reason: 'no_show' },
      );
      if (moved.affected !== 1) throw new StaleStep(id);
      const agreed = application.agreed_amount_minor!;
      await post(manager, POSTINGS.refund(id, listing.user_id, agreed));
      await this.trust.record(manager, 'no_show', application.user_id, id, 'reported');
      await hireNotice(
        this.notifications,
        manager,
        application.user_id,
        'No-show reported',
        listing.job_title,
        `the employer reported that you did not show up. You may contest it within ${RELIABILITY.contestDays} days.`,
      );
      return agreed;
    });
    await this.charges.refund(id, employerId, refund);
    return this.show(employerId, id);
  }

  /** The freelancer contests a reported no-show within 7 days: an admin decides. */
  async contestNoShow(freelancerId: number, id: number, note: string): Promise<HireView> {
    await transaction(this.dataSource, async (manager) => {
      const { listing } = await this.load(manager, freelancerId, id, 'freelancer');
      const event = await manager.findOne(ReliabilityEvent, {
        where: { application_id: id, user_id: freelancerId, kind: 'no_show' },
      });
      if (!event || event.status !== 'reported')
        throw new DomainError(TRUST_MESSAGES.noShowNotContestable, HttpStatus.CONFLICT);
      const now = this.clock.now();
      if (now.getTime() >= event.created_at.getTime() + CONTEST_MS)
        throw new DomainError(TRUST_MESSAGES.contestWindowClosed, HttpStatus.CONFLICT);
      const moved = await manager.update(
        ReliabilityEvent,
        { id: event.id, status: 'reported' },
        { status: 'contested', contest_note: note, contested_at: now },
      );
      if (moved.affected !== 1) throw new DomainError(TRUST_MESSAGES.noShowNotContestable, HttpStatus.CONFLICT);
      await hireNotice(
        this.notifications,
        manager,
        listing.user_id,
        'No-show contested',
        listing.job_title,
        'the freelancer contests the no-show: an administrator will decide.',
      );
    });
    return this.show(freelancerId, id);
  }

  /** An admin decides a contested no-show: `upheld` counts against the freelancer, `dismissed` does not. */
  async resolveNoShow(adminId: number, eventId: number, decision: NoShowDecision, note?: string) {
    await transaction(this.dataSource, async (manager) => {
      const event = await manager.findOne(ReliabilityEvent, { where: { id: eventId } });
      if (!event) throw new NotFoundException(TRUST_MESSAGES.eventNotFound);
      if (event.kind !== 'no_show' || event.status !== 'contested')
        throw new DomainError(TRUST_MESSAGES.notContested, HttpStatus.CONFLICT);
      const moved = await manager.update(
        ReliabilityEvent,
        { id: eventId, status: 'contested' },
        { status: decision, note: note ?? null, resolved_by: adminId, resolved_at: this.clock.now() },
      );
      if (moved.affected !== 1) throw new DomainError(TRUST_MESSAGES.notContested, HttpStatus.CONFLICT);
      const application = await manager.findOneOrFail(JobApplication, { where: { id: event.application_id } });
      const listing = await manager.findOneOrFail(Listing, {
        where: { id: application.listing_id },
        withDeleted: true,
      });
      for (const userId of [application.user_id, listing.user_id]) {
        await hireNotice(
          this.notifications,
          manager,
          userId,
          'No-show decided',
          listing.job_title,
          `an administrator decided the contested no-show: ${decision}.`,
        );
      }
    });
    return this.trust.event(eventId);
  }

  // ---- ratings -------------------------------------------------------------------------------

  async rate(userId: number, id: number, stars: number, comment: string | undefined): Promise<RatingView> {
    const { application, listing } = await this.load(this.dataSource.manager, userId, id);
    return this.trust.rate(application, listing.user_id, userId, stars, comment);
  }

  async dispute(userId: number, id: number, reason: string): Promise<HireView> {
    await this.transaction(async (manager) => {
      const { application, listing, role } = await this.load(manager, userId, id);
      const moved = await manager.update(
        JobApplication,
        { id, status: In([...HIRE_STEPS.dispute.from]) },
        { status: 'disputed' },
      );
      if (moved.affected !== 1) throw new StaleStep(application.id);
      await manager.insert(Dispute, { application_id: id, opened_by: userId, reason, status: 'open' });
      const other = role === 'employer' ? application.user_id : listing.user_id;
      await hireNotice(
        this.notifications,
        manager,
        other,
        'Dispute opened',
        listing.job_title,
        `a dispute was opened: ${reason}`,
      );
    });
    return this.show(userId, id);
  }

  // ---- completion ----------------------------------------------------------------------------

  /**
   * Escrow -> the freelancer's balance, less commission, then the payout. `from` is where the
   * hire must stand; the conditional update lets exactly one of concurrent callers through.
   */
  async release(id: number, by: 'employer' | 'auto' | 'admin', from: HireStatus[]): Promise<boolean> {
    const released = await this.transaction<RateRequest[] | false>(async (manager) => {
      const application = await manager.findOneOrFail(JobApplication, { where: { id } });
      const moved = await manager.update(
        JobApplication,
        { id, status: In(from) },
        { status: 'completed', completed_at: this.clock.now(), completed_by: by },
      );
      if (moved.affected !== 1) {
        if (by === 'auto') return false;
        throw new StaleStep(application.id);
      }
      const listing = await manager.findOneOrFail(Listing, {
        where: { id: application.listing_id },
        withDeleted: true,
      });
      const settings = await paymentSettings(manager);
      const amounts = hireAmounts(application.agreed_amount_minor!, settings);
      await post(manager, POSTINGS.release(id, application.user_id, amounts.agreed, amounts.commission));
      await this.payouts.open(manager, id, application.user_id, amounts.net);
      await hireNotice(
        this.notifications,
        manager,
        application.user_id,
        'Hire completed',
        listing.job_title,
        'the payment was released to you and is being paid out.',
      );
      return this.trust.askToRate(manager, id);
    });
    if (released) {
      await this.payouts.send(id);
      await this.trust.sendRateRequests(released);
    }
    return released !== false;
  }

  /** The 72-hour rule: every hire marked done that long ago, with no dispute, completes. */
  async autoCompleteDue(): Promise<number> {
    const due = await this.dataSource.getRepository(JobApplication).find({
      select: { id: true },
      where: {
        status: 'submitted',
        submitted_at: LessThanOrEqual(new Date(this.clock.now().getTime() - AUTO_COMPLETE_HOURS * HOUR_MS)),
        cancelled_at: IsNull(),
      },
      take: 500,
    });
    let completed = 0;
    for (const { id } of due) if (await this.release(id, 'auto', ['submitted'])) completed += 1;
    return completed;
  }

  // ---- disputes (back office) ----------------------------------------------------------------

  async resolveDispute(
    adminId: number,
    disputeId: number,
    resolution: DisputeResolution,
    freelancerAmount: string | undefined,
    note: string | undefined,
  ) {
    const followUp = await this.transaction(async (manager) => {
      const dispute = await manager.findOne(Dispute, { where: { id: disputeId } });
      if (!dispute) throw new NotFoundException('Dispute not found');
      if (dispute.status !== 'open') throw new DomainError('This dispute is already resolved', HttpStatus.CONFLICT);
      const application = await manager.findOneOrFail(JobApplication, { where: { id: dispute.application_id } });
      const listing = await manager.findOneOrFail(Listing, {
        where: { id: application.listing_id },
        withDeleted: true,
      });
      const agreed = application.agreed_amount_minor!;
      const settings = await paymentSettings(manager);
      let part = resolution === 'release' ? agreed : 0;
      if (resolution === 'split') {
        part = freelancerAmount === undefined ? NaN : toMinor(freelancerAmount);
        if (!(part > 0 && part < agreed)) {
          throw DomainError.field(
            'freelancer_amount',
            'range',
            `freelancer_amount must be above 0 and below the agreed amount (${(agreed / 100).toFixed(2)})`,
          );
        }
      }
      const now = this.clock.now();
      const to = resolution === 'refund' ? 'refunded' : 'completed';
      const moved = await manager.update(
        JobApplication,
        { id: application.id, status: 'disputed' },
        to === 'completed' ? { status: to, completed_at: now, completed_by: 'admin' } : { status: to },
      );
      if (moved.affected !== 1) throw new StaleStep(application.id);
      const commission = percentOfMinor(part, settings.commissionPercent);
      if (resolution === 'release')
        await post(manager, POSTINGS.release(application.id, application.user_id, agreed, commission));
      if (resolution === 'refund') await post(manager, POSTINGS.refund(application.id, listing.user_id, agreed));
      if (resolution === 'split')
        await post(
          manager,
          POSTINGS.split(application.id, application.user_id, listing.user_id, agreed, part, commission),
        );
      if (part > 0) await this.payouts.open(manager, application.id, application.user_id, part - commission);
      await manager.update(
        Dispute,
        { id: dispute.id, status: 'open' },
        {
          status: 'resolved',
          resolution,
          freelancer_amount_minor: part,
          note: note ?? null,
          resolved_by: adminId,
          resolved_at: now,
        },
      );
      for (const userId of [application.user_id, listing.user_id]) {
        await hireNotice(
          this.notifications,
          manager,
          userId,
          'Dispute resolved',
          listing.job_title,
          `an administrator resolved the dispute (${resolution}).`,
        );
      }
      if (resolution === 'release') await this.trust.record(manager, 'dispute_lost', listing.user_id, application.id);
      if (resolution === 'refund')
        await this.trust.record(manager, 'dispute_lost', application.user_id, application.id);
      const ask = to === 'completed' || application.started_at !== null;
      return {
        applicationId: application.id,
        employerId: listing.user_id,
        refund: agreed - part,
        payout: part > 0,
        rateRequests: ask ? await this.trust.askToRate(manager, application.id) : [],
      };
    });
    if (followUp.refund > 0) await this.charges.refund(followUp.applicationId, followUp.employerId, followUp.refund);
    if (followUp.payout) await this.payouts.send(followUp.applicationId);
    await this.trust.sendRateRequests(followUp.rateRequests);
    return this.dataSource.getRepository(Dispute).findOneByOrFail({ id: disputeId });
  }

  /**
   * A transaction whose StaleStep becomes the 409 after the rollback: the refusal reads the status
   * on a fresh connection only once this one is back in the pool (20 racing requests must not
   * hold every pooled connection while each waits for another).
   */
  private async transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await transaction(this.dataSource, work);
    } catch (error) {
      if (error instanceof StaleStep) throw await this.conflict(error.id);
      throw error;
    }
  }

  /** The refusal of a step, naming the hire's status as committed now (a racing request may have moved it). */
  private async conflict(id: number): Promise<DomainError> {
    const current = await this.dataSource
      .getRepository(JobApplication)
      .findOne({ where: { id }, select: { id: true, status: true } });
    return new DomainError(HIRE_MESSAGES.notNow(current?.status ?? 'gone'), HttpStatus.CONFLICT);
  }
}
