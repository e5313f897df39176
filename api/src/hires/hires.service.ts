import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull, LessThanOrEqual, type Repository } from 'typeorm';
import {
  HIRE_CLOCK,
  LAPSED_REASON,
  percentOfMinor,
  RELIABILITY,
  toMinor,
  type CancelReason,
  type HireMove,
  type NoShowDecision,
} from '@gigmarket/shared';
import type { JobApplication } from '../applications/job-application.entity';
import { InjectJobApplications } from '../applications/repositories';
import { Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { transaction } from '../common/transaction';
import { POSTINGS } from '../ledger/postings';
import type { Connection } from '../connections/connection.entity';
import { InjectConnections } from '../connections/repositories';
import type { Listing } from '../listings/listing.entity';
import { InjectListings } from '../listings/repositories';
import { MARKET_MESSAGES } from '../i18n/messages/market';
import { NotificationsService } from '../notifications/notifications.service';
import { ChargesService } from '../payments/charges.service';
import { PaymentSettingsReader } from '../payments/payment-settings';
import { PayoutsService } from '../payments/payouts.service';
import { RefundsService } from '../payments/refunds.service';
import type { ReliabilityEvent } from '../trust/trust.entities';
import { InjectDisputes, InjectReliabilityEvents } from '../trust/repositories';
import { TRUST_MESSAGES } from '../i18n/messages/trust';
import { DAY_MS, TrustService, type RateRequest } from '../trust/trust.service';
import type { Dispute } from '../trust/dispute.entity';
import type { HireViewDto } from './hire-answers.dto';
import type { ReliabilityEventDto } from '../trust/trust-answers.dto';
import type { RatingViewDto } from '../trust/trust-answers.dto';
import { WebhookOutbox } from '../webhook-outbox/webhook-outbox';
import { applicationData } from '../webhook-outbox/webhook-payloads';
import { applicationView } from '../applications/applications.service';
import type { ApplicationViewDto } from '../applications/application-answers.dto';
import { HireClock } from './hire-clock';
import { HireNotices } from './hire-notices';
import { HirePayments, type FundCover } from './hire-payments.service';
import { HireStateMachine, StaleMove, type MoveOptions } from './hire-state';
import { HireViews } from './hire-views';
import { HIRE_MESSAGES } from '../i18n/messages/hire';

const HOUR_MS = 3_600_000;
const CONTEST_MS = RELIABILITY.contestDays * DAY_MS;

/**
 * The steps people take on a hire (docs/hire-to-pay.md): each one checks who may take it and when
 * (the job's clock), then moves the hire through its state machine with the move's postings, in
 * one transaction; money that must reach the gateway (a payout, a refund) follows the commit.
 */
/** The statuses of a hire that is not over (a completed one waits for its payout). */
export const ONGOING_HIRE_STATUSES = ['approved', 'funded', 'in_progress', 'submitted', 'disputed', 'completed'] as const;

@Injectable()
export class HiresService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectJobApplications() private readonly applications: Repository<JobApplication>,
    @InjectListings() private readonly listings: Repository<Listing>,
    @InjectConnections() private readonly connections: Repository<Connection>,
    @InjectDisputes() private readonly disputes: Repository<Dispute>,
    @InjectReliabilityEvents() private readonly reliabilityEvents: Repository<ReliabilityEvent>,
    private readonly paymentSettings: PaymentSettingsReader,
    private readonly machine: HireStateMachine,
    private readonly views: HireViews,
    private readonly payments: HirePayments,
    private readonly charges: ChargesService,
    private readonly payouts: PayoutsService,
    private readonly refunds: RefundsService,
    private readonly notices: HireNotices,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    private readonly trust: TrustService,
    private readonly webhooks: WebhookOutbox,
  ) {}

  show(userId: number, id: number): Promise<HireViewDto> {
    return this.views.show(userId, id);
  }

  /**
   * How many hires `userId` is a party to (freelancer or the job's employer) that are not over:
   * approved and not yet paid for, paid for and under way, disputed, or completed and not yet paid
   * out (an account's deletion waits for them; docs/privacy.md).
   */
  async ongoingFor(userId: number, manager: EntityManager = this.dataSource.manager): Promise<number> {
    return manager
      .withRepository(this.applications)
      .createQueryBuilder('hire')
      .innerJoin('hire.listing', 'listing')
      .where('hire.status IN (:...statuses)', { statuses: ONGOING_HIRE_STATUSES })
      .andWhere('(hire.user_id = :userId OR listing.user_id = :userId)', { userId })
      .withDeleted()
      .getCount();
  }

  /**
   * The freelancer takes back a pending application (pending -> withdrawn, a move of the state
   * machine): the employer hears it (bell) and `application.withdrawn` is written beside the change.
   * Another's is a 404; one already decided a 400 that names its status. Joins an enclosing
   * transaction (an account's deletion withdraws them all in its own).
   */
  async withdraw(freelancerId: number, id: number): Promise<ApplicationViewDto> {
    return transaction(this.dataSource, async (manager) => {
      const application = await manager.withRepository(this.applications).findOne({ where: { id, user_id: freelancerId } });
      if (!application) throw new DomainError(MARKET_MESSAGES.applicationNotFound, HttpStatus.NOT_FOUND);
      if (application.status !== 'pending') throw new DomainError(MARKET_MESSAGES.withdrawNotPending(application.status), HttpStatus.BAD_REQUEST);
      const listing = await manager.withRepository(this.listings).findOneOrFail({ where: { id: application.listing_id }, withDeleted: true });
      let after: JobApplication;
      try {
        ({ after } = await this.machine.move(manager, id, 'withdraw', { actor: 'freelancer', actorId: freelancerId }));
      } catch (error) {
        if (error instanceof StaleMove) throw new DomainError(MARKET_MESSAGES.withdrawNotPending(error.status ?? 'gone'), HttpStatus.BAD_REQUEST);
        throw error;
      }
      await this.notifications.applicationWithdrawn(manager, { freelancerId, employerId: listing.user_id, jobTitle: listing.job_title, listingId: listing.id });
      await this.webhooks.record(manager, 'application.withdrawn', listing.user_id, applicationData(after, listing));
      return applicationView(after, listing);
    });
  }

  // ---- the hire begins -----------------------------------------------------------------------

  /** An employer decides on an application to one of their own (undeleted) listings; another's is a 404. */
  async decideAsEmployer(employerId: number, id: number, decision: 'approved' | 'disapproved', agreedAmount?: string): Promise<JobApplication> {
    return transaction(this.dataSource, async (manager) => {
      const application = await manager.withRepository(this.applications).findOne({ where: { id } });
      const listing = application
        ? await manager
            .withRepository(this.listings)
            .findOne({ where: { id: application.listing_id, user_id: employerId, deleted_at: IsNull() } })
        : null;
      if (!application || !listing) throw new DomainError(MARKET_MESSAGES.applicationNotFound, HttpStatus.NOT_FOUND);
      return this.decide(manager, application, listing, decision, { actor: 'employer', actorId: employerId }, agreedAmount);
    });
  }

  /**
   * pending -> approved (a hire: it takes one of the listing's positions, refused when none is
   * free) or disapproved, by the listing's employer or an admin acting for them, in the caller's
   * transaction. Approving sets the agreed amount (the given one, else the quoted new price, else
   * the job's price), connects the two people if they were not yet, and tells the freelancer by
   * bell and SMS (with the agreed amount: a USSD-only freelancer hears it too).
   */
  async decide(
    manager: EntityManager,
    application: JobApplication,
    listing: Listing,
    decision: 'approved' | 'disapproved',
    actor: { actor: 'employer' | 'admin'; actorId: number },
    agreedAmount?: string,
  ): Promise<JobApplication> {
    const agreed = agreedAmount ?? application.new_price ?? application.price;
    const { after } = await this.move(
      manager,
      application.id,
      decision === 'approved' ? 'approve' : 'disapprove',
      {
        ...actor,
        set:
          decision === 'approved'
            ? { accepted_by: listing.user_id, agreed_amount_minor: agreed ? toMinor(agreed) : null }
            : { accepted_by: null },
      },
      () => new DomainError(MARKET_MESSAGES.alreadyDecided(decision, application.status), HttpStatus.CONFLICT),
    );
    const facts = { freelancerId: application.user_id, employerId: listing.user_id, jobTitle: listing.job_title, listingId: listing.id, applicationId: application.id };
    if (decision === 'disapproved') {
      await this.notifications.applicationDisapproved(manager, facts);
      return after;
    }
    await this.notifications.applicationApproved(manager, facts);
    const pair = { freelancer_id: application.user_id, employer_id: listing.user_id };
    const connections = manager.withRepository(this.connections);
    if (!(await connections.exists({ where: pair }))) {
      // Two hires of the pair approved at once: the second insert is ignored and has no id to read back.
      await connections.createQueryBuilder().insert().values(pair).orIgnore().updateEntity(false).execute();
      await this.notifications.connectionCreated(manager, pair, listing.user_id);
    }
    if (after.agreed_amount_minor !== null) {
      const { currency } = await this.paymentSettings.read(manager);
      await this.notices.sms(manager, application.user_id, 'approved', application.id, listing.job_title, { amount: after.agreed_amount_minor, currency });
      // The employer did not approve it themselves: they learn that the hire now waits for their payment.
      if (actor.actor === 'admin') {
        await this.notices.hiredForYou(manager, listing.user_id, { applicationId: application.id, listing }, application.user_id, { amount: after.agreed_amount_minor, currency });
      }
    }
    return after;
  }

  // ---- employer ------------------------------------------------------------------------------

  async setAmount(employerId: number, id: number, amount: string): Promise<HireViewDto> {
    await this.atomically(async (manager) => {
      const { application, listing } = await this.views.load(manager, employerId, id, 'employer');
      if (application.status !== 'approved') throw new StaleMove(id, application.status);
      await manager.withRepository(this.applications).update({ id }, { agreed_amount_minor: toMinor(amount) });
      // A checkout started for the old amount can no longer fund this hire.
      await this.charges.failPending(manager, id, 'The agreed amount changed', { shared: true });
      await this.notices.send(manager, application.user_id, 'amountChanged', { applicationId: id, listing });
    });
    return this.show(employerId, id);
  }

  /** `cover`: this hire alone (`next`), or every unfunded shift of its freelancer on the job with one charge (`all`). */
  async fund(employerId: number, id: number, cover: FundCover = 'next') {
    const { application, listing } = await this.views.load(this.dataSource.manager, employerId, id, 'employer');
    return this.payments.checkout(application, listing, cover);
  }

  async verify(employerId: number, id: number): Promise<HireViewDto> {
    const { application } = await this.views.load(this.dataSource.manager, employerId, id, 'employer');
    if (application.status === 'approved') await this.payments.verify(id);
    return this.show(employerId, id);
  }

  async complete(employerId: number, id: number): Promise<HireViewDto> {
    await this.views.load(this.dataSource.manager, employerId, id, 'employer');
    await this.release(id, { actor: 'employer', actorId: employerId });
    return this.show(employerId, id);
  }

  // ---- freelancer ----------------------------------------------------------------------------

  /** Check in: opens a set time before the start. */
  async start(freelancerId: number, id: number): Promise<HireViewDto> {
    await this.atomically(async (manager) => {
      const { application, listing } = await this.views.load(manager, freelancerId, id, 'freelancer');
      const clock = new HireClock(listing, application);
      if (application.status === 'funded' && !clock.canCheckIn(this.clock.now()))
        throw new DomainError(HIRE_MESSAGES.checkInNotYet(HIRE_CLOCK.checkInOpensMinutesBeforeStart), HttpStatus.CONFLICT);
      await this.move(manager, id, 'start', { actor: 'freelancer', actorId: freelancerId, set: { started_at: this.clock.now() } });
      await this.notices.send(manager, listing.user_id, 'checkedIn', { applicationId: id, listing });
    });
    return this.show(freelancerId, id);
  }

  /** Mark work done: needs a check-in and the start passed; the 72 hours run from the later of now and the job's end. */
  async done(freelancerId: number, id: number): Promise<HireViewDto> {
    await this.atomically(async (manager) => {
      const { application, listing } = await this.views.load(manager, freelancerId, id, 'freelancer');
      const now = this.clock.now();
      const clock = new HireClock(listing, application);
      if (application.status === 'in_progress' && !clock.canMarkDone(now))
        throw new DomainError(HIRE_MESSAGES.doneBeforeStart, HttpStatus.CONFLICT);
      const autoCompleteAt = clock.autoCompleteAt(now);
      await this.move(manager, id, 'done', {
        actor: 'freelancer',
        actorId: freelancerId,
        set: { submitted_at: now, auto_complete_at: autoCompleteAt },
      });
      await this.notices.send(manager, listing.user_id, 'done', { applicationId: id, listing }, {
        hours: Math.round((autoCompleteAt.getTime() - now.getTime()) / HOUR_MS),
      });
    });
    return this.show(freelancerId, id);
  }

  // ---- either side ---------------------------------------------------------------------------

  /**
   * Before check-in: an unfunded hire is cancelled; a funded one is refunded to the employer. A
   * late cancellation (within 24 hours of the start) is a reliability event; an employer's late
   * cancellation of a funded hire pays the freelancer the late-cancellation fee (docs/trust.md).
   */
  async cancel(userId: number, id: number, reason: CancelReason, note?: string): Promise<HireViewDto> {
    await this.atomically(async (manager) => {
      const { application, listing, role } = await this.views.load(manager, userId, id);
      const now = this.clock.now();
      const start = new HireClock(listing, application).startsAt;
      const late = start !== null && now.getTime() >= start.getTime() - RELIABILITY.lateCancelHours * HOUR_MS;
      const funded = application.status === 'funded';
      const agreed = application.agreed_amount_minor ?? 0;
      const settings = await this.paymentSettings.read(manager);
      const fee = funded && late && role === 'employer' ? Math.min(agreed, percentOfMinor(agreed, settings.lateCancelFeePercent)) : 0;
      const set = { cancelled_at: now, cancelled_by: userId, cancel_reason: reason, cancel_note: note || null, cancel_fee_minor: fee > 0 ? fee : null };
      await this.endBeforeCheckIn(manager, application, listing, { actor: role, actorId: userId }, set, fee);
      if (late && (role === 'freelancer' || funded)) await this.trust.record(manager, 'late_cancel', userId, id);
      const other = role === 'employer' ? application.user_id : listing.user_id;
      const why = reason.replace(/_/g, ' ') + (note ? ` (${note})` : '');
      if (fee > 0) await this.notices.send(manager, other, 'cancelledFee', { applicationId: id, listing }, { reason: why, amount: fee, currency: settings.currency });
      else await this.notices.send(manager, other, 'cancelled', { applicationId: id, listing }, { reason: why });
    });
    return this.show(userId, id);
  }

  /**
   * The money and the move of a cancellation before check-in, in the caller's transaction: an
   * unfunded hire is cancelled (its open checkout closed, nothing moves); a funded one is refunded
   * to the employer less `fee`, which is paid to the freelancer. The cancellation and the release
   * of an unconfirmed shift (docs/shift-confirmation.md) both end a hire this way.
   */
  async endBeforeCheckIn(
    manager: EntityManager,
    application: JobApplication,
    listing: Listing,
    actor: { actor: 'employer' | 'freelancer'; actorId: number },
    set: Partial<JobApplication>,
    fee: number,
  ): Promise<void> {
    const id = application.id;
    const agreed = application.agreed_amount_minor ?? 0;
    if (application.status === 'funded') {
      const posting = fee > 0 ? POSTINGS.cancelFee(id, application.user_id, listing.user_id, agreed, fee) : POSTINGS.refund(id, listing.user_id, agreed);
      await this.move(manager, id, 'cancelFunded', { ...actor, set, postings: [posting] });
      await this.refundEscrow(manager, application, listing, agreed - fee, fee > 0 ? 'late_cancel' : 'cancelled');
      if (fee > 0) {
        await this.payouts.open(manager, id, application.user_id, fee);
        await this.payments.payOutAfterCommit(id);
      }
    } else {
      await this.move(manager, id, 'cancel', { ...actor, set });
      await this.charges.failPending(manager, id, 'The hire was cancelled', { shared: false });
    }
  }

  async dispute(userId: number, id: number, reason: string): Promise<HireViewDto> {
    await this.atomically(async (manager) => {
      const { application, listing, role } = await this.views.load(manager, userId, id);
      await this.move(manager, id, 'dispute', { actor: role, actorId: userId });
      const opened = await manager.withRepository(this.disputes).insert({ application_id: id, opened_by: userId, reason, status: 'open' });
      await this.webhooks.record(manager, 'dispute.opened', listing.user_id, {
        dispute: { id: Number(opened.identifiers[0].id), hire_id: id, opened_by: role, reason, status: 'open' },
        hire: { id, listing_id: listing.id, freelancer_id: application.user_id, previous_status: application.status },
        listing: { id: listing.id, job_title: listing.job_title },
      });
      const other = role === 'employer' ? application.user_id : listing.user_id;
      await this.notices.send(manager, other, 'disputeOpened', { applicationId: id, listing }, { reason });
    });
    return this.show(userId, id);
  }

  async rate(userId: number, id: number, stars: number, comment: string | undefined): Promise<RatingViewDto> {
    const { application, listing } = await this.views.load(this.dataSource.manager, userId, id);
    return this.trust.rate(application, listing.user_id, userId, stars, comment);
  }

  // ---- no-shows ------------------------------------------------------------------------------

  /** The employer reports a no-show: full refund, and a `no_show` event against the freelancer. */
  async reportNoShow(employerId: number, id: number): Promise<HireViewDto> {
    await this.atomically(async (manager) => {
      const { application, listing } = await this.views.load(manager, employerId, id, 'employer');
      const now = this.clock.now();
      if (application.status !== 'funded') throw new StaleMove(id, application.status);
      if (!new HireClock(listing, application).noShowDue(now)) throw new DomainError(TRUST_MESSAGES.noShowTooEarly, HttpStatus.CONFLICT);
      const agreed = application.agreed_amount_minor!;
      await this.move(manager, id, 'noShow', {
        actor: 'employer',
        actorId: employerId,
        set: { cancelled_at: now, cancelled_by: employerId, cancel_reason: 'no_show' },
        postings: [POSTINGS.refund(id, listing.user_id, agreed)],
      });
      await this.refundEscrow(manager, application, listing, agreed, 'no_show');
      await this.trust.record(manager, 'no_show', application.user_id, id, 'reported');
      await this.notices.send(manager, application.user_id, 'noShow', { applicationId: id, listing }, { days: RELIABILITY.contestDays });
    });
    return this.show(employerId, id);
  }

  /** The freelancer contests a reported no-show within 7 days: an admin decides. */
  async contestNoShow(freelancerId: number, id: number, note: string): Promise<HireViewDto> {
    await transaction(this.dataSource, async (manager) => {
      const { listing } = await this.views.load(manager, freelancerId, id, 'freelancer');
      const events = manager.withRepository(this.reliabilityEvents);
      const event = await events.findOne({ where: { application_id: id, user_id: freelancerId, kind: 'no_show' } });
      if (!event || event.status !== 'reported') throw new DomainError(TRUST_MESSAGES.noShowNotContestable, HttpStatus.CONFLICT);
      const now = this.clock.now();
      if (now.getTime() >= event.created_at.getTime() + CONTEST_MS) throw new DomainError(TRUST_MESSAGES.contestWindowClosed, HttpStatus.CONFLICT);
      const moved = await events.update({ id: event.id, status: 'reported' }, { status: 'contested', contest_note: note, contested_at: now });
      if (moved.affected !== 1) throw new DomainError(TRUST_MESSAGES.noShowNotContestable, HttpStatus.CONFLICT);
      await this.notices.send(manager, listing.user_id, 'noShowContested', { applicationId: id, listing });
    });
    return this.show(freelancerId, id);
  }

  /** An admin decides a contested no-show: `upheld` counts against the freelancer, `dismissed` does not. */
  async resolveNoShow(adminId: number, eventId: number, decision: NoShowDecision, note?: string): Promise<ReliabilityEventDto> {
    await transaction(this.dataSource, async (manager) => {
      const events = manager.withRepository(this.reliabilityEvents);
      const event = await events.findOne({ where: { id: eventId } });
      if (!event) throw new DomainError(TRUST_MESSAGES.eventNotFound, HttpStatus.NOT_FOUND);
      if (event.kind !== 'no_show' || event.status !== 'contested') throw new DomainError(TRUST_MESSAGES.notContested, HttpStatus.CONFLICT);
      const moved = await events.update(
        { id: eventId, status: 'contested' },
        { status: decision, note: note ?? null, resolved_by: adminId, resolved_at: this.clock.now() },
      );
      if (moved.affected !== 1) throw new DomainError(TRUST_MESSAGES.notContested, HttpStatus.CONFLICT);
      const { application, listing } = await this.views.find(manager, event.application_id);
      for (const userId of [application.user_id, listing.user_id])
        await this.notices.send(manager, userId, 'noShowDecided', { applicationId: application.id, listing }, { decision });
    });
    return this.trust.event(eventId);
  }

  // ---- completion ----------------------------------------------------------------------------

  /**
   * submitted -> completed: escrow to the freelancer's balance less the commission frozen at
   * funding, then the payout once the transaction commits. The conditional move lets exactly one
   * of concurrent callers through; `auto` ones that lose say so instead of failing.
   */
  async release(id: number, actor: { actor: 'employer' | 'system'; actorId?: number }): Promise<boolean> {
    const released = await this.atomically<RateRequest[] | false>(async (manager) => {
      const { application, listing } = await this.views.find(manager, id);
      const amounts = this.views.amounts(application, await this.paymentSettings.read(manager))!;
      const options: MoveOptions = {
        ...actor,
        set: { completed_at: this.clock.now(), completed_by: actor.actor === 'system' ? 'auto' : 'employer' },
        postings: [POSTINGS.release(id, application.user_id, amounts.agreed, amounts.commission)],
      };
      if (actor.actor === 'system') {
        try {
          await this.machine.move(manager, id, 'complete', options);
        } catch (error) {
          if (error instanceof StaleMove) return false;
          throw error;
        }
      } else await this.move(manager, id, 'complete', options);
      await this.payouts.open(manager, id, application.user_id, amounts.net);
      await this.payments.payOutAfterCommit(id);
      await this.notices.send(manager, application.user_id, 'completed', { applicationId: id, listing }, {
        amount: amounts.net,
        currency: (await this.paymentSettings.read(manager)).currency,
      });
      return this.trust.askToRate(manager, id);
    });
    if (released) await this.trust.sendRateRequests(released);
    return released !== false;
  }

  /** The 72-hour rule: every hire whose auto-completion time has come, with no dispute, completes. */
  async autoCompleteDue(): Promise<number> {
    const due = await this.applications.find({
      select: { id: true },
      where: { status: 'submitted', auto_complete_at: LessThanOrEqual(this.clock.now()), cancelled_at: IsNull() },
      take: 500,
    });
    let completed = 0;
    for (const { id } of due) if (await this.release(id, { actor: 'system' })) completed += 1;
    return completed;
  }

  /**
   * Every approved hire not paid for an hour after its job's start lapses: the position frees,
   * any checkout still open is closed (a payment that lands later is owed back by itself), and
   * both sides are told. Candidates are read by the job's date (a day ahead covers Lagos time),
   * then kept by their exact start.
   */
  async lapseDue(): Promise<number> {
    const now = this.clock.now();
    const tomorrow = new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10);
    const candidates = await this.applications
      .createQueryBuilder('application')
      .innerJoinAndSelect('application.listing', 'listing')
      .where('application.status = :status', { status: 'approved' })
      .andWhere('listing.job_date IS NOT NULL AND listing.job_date <= :tomorrow', { tomorrow })
      .orderBy('application.id', 'ASC')
      .take(500)
      .getMany();
    let lapsed = 0;
    for (const application of candidates)
      if (application.listing && new HireClock(application.listing, application).lapsed(now) && (await this.lapse(application.id))) lapsed += 1;
    return lapsed;
  }

  private async lapse(id: number): Promise<boolean> {
    return transaction(this.dataSource, async (manager) => {
      const application = await this.machine.lock(manager, id);
      if (application?.status !== 'approved') return false;
      const listing = await manager.withRepository(this.listings).findOneOrFail({ where: { id: application.listing_id }, withDeleted: true });
      const now = this.clock.now();
      try {
        await this.machine.move(manager, id, 'lapse', { actor: 'system', set: { cancelled_at: now, cancelled_by: null, cancel_reason: LAPSED_REASON, cancel_note: null } });
      } catch (error) {
        if (error instanceof StaleMove) return false;
        throw error;
      }
      await this.charges.failPending(manager, id, 'The hire lapsed: the job started before it was paid for', { shared: false });
      for (const userId of [application.user_id, listing.user_id]) await this.notices.send(manager, userId, 'lapsed', { applicationId: id, listing });
      return true;
    });
  }

  /**
   * Sends back to the employer, through the charge that funded the hire, once the move commits;
   * of a charge shared by several shifts, this hire's part only (docs/shifts.md).
   */
  async refundEscrow(manager: EntityManager, application: JobApplication, listing: Listing, amount: number, reason: 'cancelled' | 'late_cancel' | 'no_show' | 'dispute') {
    const funding = await this.charges.fundingCharge(manager, application.id);
    if (!funding || amount <= 0) return;
    await this.refunds.owe(manager, {
      applicationId: application.id,
      employerId: listing.user_id,
      chargeReference: funding.charge.transaction_id,
      part: funding.part ? application.id : undefined,
      amount,
      currency: funding.charge.currency,
      reason,
    });
  }

  /** A move of the state machine whose refusal becomes the 409 naming the hire's status. */
  async move(manager: EntityManager, id: number, move: HireMove, options: MoveOptions, refusal?: () => DomainError) {
    try {
      return await this.machine.move(manager, id, move, options);
    } catch (error) {
      if (error instanceof StaleMove && refusal) throw refusal();
      throw error;
    }
  }

  /**
   * A transaction whose StaleMove becomes the 409 after the rollback: the refusal reads the status
   * on a fresh connection only once this one is back in the pool (20 racing requests must not
   * hold every pooled connection while each waits for another).
   */
  async atomically<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await transaction(this.dataSource, work);
    } catch (error) {
      if (error instanceof StaleMove) throw await this.conflict(error.id);
      throw error;
    }
  }

  /** The refusal of a step, naming the hire's status as committed now (a racing request may have moved it). */
  async conflict(id: number): Promise<DomainError> {
    const current = await this.applications.findOne({ where: { id }, select: { id: true, status: true } });
    return new DomainError(HIRE_MESSAGES.notNow(current?.status ?? 'gone'), HttpStatus.CONFLICT);
  }

}
