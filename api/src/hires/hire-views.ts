import { cursorAfter, cursorPage } from '../common/cursor-page';
import { Injectable, HttpStatus } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, type Repository } from 'typeorm';
import {
  ESCROW_REFUND_REASONS,
  HIRE_STATUSES,
  HIRE_STEPS,
  RELIABILITY,
  type HireStatus,
  type HireStep,
} from '@gigmarket/shared';
import type { JobApplication } from '../applications/job-application.entity';
import { InjectJobApplications } from '../applications/repositories';
import { Clock } from '../common/clock';
import { ACCOUNTS } from '../ledger/ledger';
import type { LedgerEntry } from '../ledger/ledger.entities';
import { InjectLedgerEntries } from '../ledger/repositories';
import type { Listing } from '../listings/listing.entity';
import { InjectListings } from '../listings/repositories';
import type { ChargeShare, Payout, Refund } from '../payments/payment.entities';
import { hireAmounts, PaymentSettingsReader, type PaymentSettings } from '../payments/payment-settings';
import { InjectChargeShares, InjectPayouts, InjectRefunds } from '../payments/repositories';
import { InjectTransactions } from '../transactions/repositories';
import type { Transaction } from '../transactions/transaction.entity';
import type { Rating, ReliabilityEvent } from '../trust/trust.entities';
import { DAY_MS, TrustService } from '../trust/trust.service';
import { verifiedAtOf } from '../identity/badges';
import { InjectUsers } from '../users/repositories';
import type { User } from '../users/user.entity';
import type { Dispute, DisputeStatement } from '../trust/dispute.entity';
import { InjectDisputes, InjectDisputeStatements, InjectReliabilityEvents } from '../trust/repositories';
import type { HireSettlementDto, HireViewDto } from './hire-answers.dto';
import { HireClock } from './hire-clock';
import { HIRE_MESSAGES } from '../i18n/messages/hire';
import { DomainError } from '../common/domain-error';

export type HireRole = 'employer' | 'freelancer';

export interface LoadedHire {
  application: JobApplication;
  listing: Listing;
  role: HireRole;
}

const CONTEST_MS = RELIABILITY.contestDays * DAY_MS;

/** A settlement posting's credits to one account, summed for one hire. */
interface SettlementCredit {
  application_id: number;
  account: string;
  total: number;
}

/** What a hire's view shows besides the hire and its listing, read for a whole page at once. */
interface HireFactsOfPage {
  employer: User | null;
  freelancer: User | null;
  dispute: Dispute | null;
  statements: DisputeStatement[];
  payout: Payout | null;
  pendingCharge: boolean;
  lastCharge: HireViewDto['last_charge'];
  fundAll: HireViewDto['fund_all'];
  ratings: Rating[];
  noShow: ReliabilityEvent | null;
  settlement: HireSettlementDto;
  badges: Map<number, Date>;
}

const allowed = (step: HireStep, status: HireStatus) => (HIRE_STEPS[step].from as readonly HireStatus[]).includes(status);

/** What each side of a hire sees of it (docs/hire-to-pay.md "Hire"): one answer, built here. */
@Injectable()
export class HireViews {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectJobApplications() private readonly applications: Repository<JobApplication>,
    @InjectListings() private readonly listings: Repository<Listing>,
    @InjectUsers() private readonly users: Repository<User>,
    @InjectDisputes() private readonly disputes: Repository<Dispute>,
    @InjectDisputeStatements() private readonly statements: Repository<DisputeStatement>,
    @InjectReliabilityEvents() private readonly reliabilityEvents: Repository<ReliabilityEvent>,
    @InjectPayouts() private readonly payouts: Repository<Payout>,
    @InjectRefunds() private readonly refunds: Repository<Refund>,
    @InjectChargeShares() private readonly shares: Repository<ChargeShare>,
    @InjectTransactions() private readonly transactions: Repository<Transaction>,
    @InjectLedgerEntries() private readonly ledgerEntries: Repository<LedgerEntry>,
    private readonly paymentSettings: PaymentSettingsReader,
    private readonly clock: Clock,
    private readonly trust: TrustService,
  ) {}

  /** A hire the caller is a party to (the freelancer, or the listing's employer), else 404. */
  async load(manager: EntityManager, userId: number, id: number, role?: HireRole): Promise<LoadedHire> {
    const application = await manager.withRepository(this.applications).findOne({
      where: { id, status: In(HIRE_STATUSES as unknown as HireStatus[]) },
    });
    const listing = application
      ? await manager.withRepository(this.listings).findOne({ where: { id: application.listing_id }, withDeleted: true })
      : null;
    if (!application || !listing) throw new DomainError(HIRE_MESSAGES.notFound, HttpStatus.NOT_FOUND);
    const actual: HireRole | null = listing.user_id === userId ? 'employer' : application.user_id === userId ? 'freelancer' : null;
    if (!actual || (role && role !== actual)) throw new DomainError(HIRE_MESSAGES.notFound, HttpStatus.NOT_FOUND);
    return { application, listing, role: actual };
  }

  /** Any hire (or application) and its listing, deleted or not, whoever asks; it must exist. */
  async find(manager: EntityManager, id: number): Promise<{ application: JobApplication; listing: Listing }> {
    const application = await manager.withRepository(this.applications).findOneOrFail({ where: { id } });
    return { application, listing: await this.listingOf(manager, application) };
  }

  /** The hire's listing, deleted or not; it must exist. */
  listingOf(manager: EntityManager, application: JobApplication): Promise<Listing> {
    return manager.withRepository(this.listings).findOneOrFail({ where: { id: application.listing_id }, withDeleted: true });
  }

  /**
   * The shifts one charge may fund with this hire (docs/shifts.md "Funding every shift at once"):
   * every hire of the same freelancer on the same job's shifts (the same employer's) that is
   * approved with an agreed amount and not past its lapse, this one among them, earliest first.
   * Just this hire when it is not a shift's.
   */
  async unfundedShifts(manager: EntityManager, application: JobApplication, listing: Listing): Promise<{ application: JobApplication; listing: Listing }[]> {
    if (listing.parent_listing_id === null) return [{ application, listing }];
    const rows = await manager
      .withRepository(this.applications)
      .createQueryBuilder('application')
      .innerJoinAndSelect('application.listing', 'listing')
      .where('listing.parent_listing_id = :job AND listing.user_id = :employer', { job: listing.parent_listing_id, employer: listing.user_id })
      .andWhere('application.user_id = :freelancer AND application.status = :status', { freelancer: application.user_id, status: 'approved' })
      .andWhere('application.agreed_amount_minor IS NOT NULL')
      .orderBy('listing.job_date', 'ASC')
      .addOrderBy('listing.id', 'ASC')
      .getMany();
    const now = this.clock.now();
    return rows
      .filter((row) => !new HireClock(row.listing!, row).lapsed(now))
      .map((row) => ({ application: row, listing: row.listing! }));
  }

  async show(userId: number, id: number): Promise<HireViewDto> {
    const manager = this.dataSource.manager;
    const [view] = await this.views(manager, [await this.load(manager, userId, id)]);
    return view;
  }

  /**
   * One side's hires: numbered pages by latest change, or cursor pages in id order
   * (`cursor`, docs/api-keys.md "Cursor pages").
   */
  async list(userId: number, role: HireRole, filter: { status?: HireStatus; page?: number; per_page?: number; cursor?: string }) {
    const manager = this.dataSource.manager;
    const { status } = filter;
    const perPage = filter.per_page ?? 20;
    const cursorMode = filter.cursor !== undefined;
    const page = cursorMode ? null : (filter.page ?? 1);
    const query = manager
      .withRepository(this.applications)
      .createQueryBuilder('application')
      .innerJoin('application.listing', 'listing')
      .where('application.status IN (:...statuses)', { statuses: status ? [status] : HIRE_STATUSES });
    if (role === 'employer') query.andWhere('listing.user_id = :userId', { userId });
    else query.andWhere('application.user_id = :userId', { userId });
    let rows: JobApplication[];
    let total: number;
    let next_cursor: string | null = null;
    if (cursorMode) {
      const after = cursorAfter(filter);
      total = await query.getCount();
      const read = await query.andWhere('application.id > :after', { after }).orderBy('application.id', 'ASC').take(perPage + 1).getMany();
      ({ items: rows, next_cursor } = cursorPage(read, perPage));
    } else {
      query.orderBy('application.updated_at', 'DESC').addOrderBy('application.id', 'DESC').skip((page! - 1) * perPage).take(perPage);
      [rows, total] = await query.getManyAndCount();
    }
    const listingIds = [...new Set(rows.map((application) => application.listing_id))];
    const listings = listingIds.length ? await manager.withRepository(this.listings).find({ where: { id: In(listingIds) }, withDeleted: true }) : [];
    const listingById = new Map(listings.map((listing) => [listing.id, listing]));
    const items = await this.views(manager, rows.map((application) => ({ application, listing: listingById.get(application.listing_id)!, role })));
    return { items, total, page, per_page: perPage, next_cursor };
  }

  /**
   * What a hire costs and pays: once funded, the fee and commission frozen on it; before, what
   * funding would cost under today's settings.
   */
  amounts(application: JobApplication, settings: PaymentSettings) {
    const agreed = application.agreed_amount_minor;
    if (agreed === null) return null;
    const frozen = application.commission_percent !== null;
    const terms = frozen
      ? { gatewayFeePercent: settings.gatewayFeePercent, commissionPercent: application.commission_percent! }
      : settings;
    const amounts = hireAmounts(agreed, terms);
    if (frozen && application.fee_minor !== null) return { ...amounts, fee: application.fee_minor, total: agreed + application.fee_minor };
    return amounts;
  }

  /**
   * What each side sees of these hires (a page of the list, or one hire): each kind of data is read
   * once for them all, so a page of twenty costs the queries of one.
   */
  private async views(manager: EntityManager, hires: LoadedHire[]): Promise<HireViewDto[]> {
    if (!hires.length) return [];
    const ids = hires.map(({ application }) => application.id);
    const userIds = [...new Set(hires.flatMap(({ application, listing }) => [listing.user_id, application.user_id]))];
    const shares = await manager.withRepository(this.shares).find({ where: { application_id: In(ids) } });
    const sharedReferences = [...new Set(shares.map((share) => share.charge_reference))];
    const chargeSelect = { id: true, application_id: true, transaction_id: true, status: true, failure_reason: true } as const;
    const [settings, users, disputes, payouts, charges, ratings, noShows, credits, refunds, badges] = await Promise.all([
      this.paymentSettings.read(manager),
      manager.withRepository(this.users).find({ where: { id: In(userIds) }, relations: { profile: true } }),
      manager.withRepository(this.disputes).find({ where: { application_id: In(ids) } }),
      manager.withRepository(this.payouts).find({ where: { application_id: In(ids) }, order: { id: 'ASC' } }),
      manager.withRepository(this.transactions).find({
        where: [
          { application_id: In(ids), transaction_type: 'charge' },
          ...(sharedReferences.length ? [{ transaction_id: In(sharedReferences), transaction_type: 'charge' as const }] : []),
        ],
        select: chargeSelect,
        order: { id: 'ASC' },
      }),
      this.trust.ratingsOf(manager, ids),
      manager.withRepository(this.reliabilityEvents).find({ where: { application_id: In(ids), kind: 'no_show' }, order: { id: 'ASC' } }),
      this.credits(manager, ids),
      manager.withRepository(this.refunds).find({ where: { application_id: In(ids) } }),
      verifiedAtOf(manager, userIds),
    ]);
    const statements = disputes.length
      ? await manager.withRepository(this.statements).find({ where: { dispute_id: In(disputes.map((dispute) => dispute.id)) }, order: { id: 'ASC' } })
      : [];
    const userById = new Map(users.map((user) => [user.id, user]));
    // A shared charge is each covered hire's charge too (docs/shifts.md).
    const chargesOf = (id: number) =>
      charges.filter((row) => row.application_id === id || shares.some((share) => share.application_id === id && share.charge_reference === row.transaction_id));
    const fundAll = new Map<number, HireViewDto['fund_all']>();
    for (const { application, listing, role } of hires) {
      if (role !== 'employer' || application.status !== 'approved' || application.agreed_amount_minor === null || listing.parent_listing_id === null) continue;
      const group = await this.unfundedShifts(manager, application, listing);
      if (!group.some((row) => row.application.id === application.id)) continue;
      const parts = group.map((row) => hireAmounts(row.application.agreed_amount_minor!, settings));
      const sum = (pick: (part: (typeof parts)[number]) => number) => parts.reduce((total, part) => total + pick(part), 0);
      fundAll.set(application.id, { shifts: parts.length, agreed_minor: sum((part) => part.agreed), fee_minor: sum((part) => part.fee), total_minor: sum((part) => part.total) });
    }
    return hires.map((hire) => {
      const id = hire.application.id;
      const dispute = disputes.find((row) => row.application_id === id) ?? null;
      const ofHire = payouts.filter((row) => row.application_id === id);
      const facts: HireFactsOfPage = {
        employer: userById.get(hire.listing.user_id) ?? null,
        freelancer: userById.get(hire.application.user_id) ?? null,
        dispute,
        statements: dispute ? statements.filter((row) => row.dispute_id === dispute.id) : [],
        payout: ofHire[0] ?? null,
        pendingCharge: chargesOf(id).some((row) => row.status === 'pending'),
        lastCharge: this.lastCharge(
          chargesOf(id),
          refunds.filter((row) => row.application_id === id),
        ),
        fundAll: fundAll.get(id) ?? null,
        ratings: ratings.filter((row) => row.application_id === id),
        noShow: noShows.find((row) => row.application_id === id && row.user_id === hire.application.user_id) ?? null,
        settlement: this.settlementOf(
          hire.application,
          hire.listing.user_id,
          credits.filter((row) => row.application_id === id),
          refunds.filter((row) => row.application_id === id && (ESCROW_REFUND_REASONS as readonly string[]).includes(row.reason) && row.status === 'success'),
          ofHire.find((row) => row.status === 'success') ?? null,
        ),
        badges,
      };
      return this.view(hire, facts, settings);
    });
  }

  private view({ application, listing, role }: LoadedHire, facts: HireFactsOfPage, settings: PaymentSettings): HireViewDto {
    const userId = role === 'employer' ? listing.user_id : application.user_id;
    const { employer, freelancer, dispute, statements, payout, pendingCharge, lastCharge, fundAll, noShow, settlement, badges } = facts;
    const rating = this.trust.ratingBlock(facts.ratings, this.trust.windowOpenedFrom(application, dispute), userId);
    const now = this.clock.now();
    const clock = new HireClock(listing, application);
    const status = application.status as HireStatus;
    const agreed = application.agreed_amount_minor;
    const amounts = this.amounts(application, settings);
    const funded = application.funded_at !== null;
    const side = (id: number): 'employer' | 'freelancer' => (id === listing.user_id ? 'employer' : 'freelancer');
    const awaitingShift = status === 'approved' || status === 'funded';
    return {
      id: application.id,
      status,
      listing: {
        id: listing.id,
        job_id: listing.parent_listing_id ?? listing.id,
        job_title: listing.job_title,
        job_date: listing.job_date ?? null,
        job_sart_time: listing.job_sart_time ?? null,
        positions: listing.positions,
        positions_filled: listing.positions_filled,
      },
      employer: {
        id: listing.user_id,
        name: employer?.name ?? '',
        company_name: employer?.profile?.company_name ?? null,
        verified_at: badges.get(listing.user_id) ?? null,
      },
      freelancer: { id: application.user_id, name: freelancer?.name ?? '', verified_at: badges.get(application.user_id) ?? null },
      currency: settings.currency,
      quoted_price: application.new_price ?? application.price,
      agreed_amount_minor: agreed,
      commission_percent: application.commission_percent ?? settings.commissionPercent,
      terms_frozen: application.commission_percent !== null,
      fee_minor: amounts?.fee ?? null,
      total_minor: amounts?.total ?? null,
      commission_minor: amounts?.commission ?? null,
      net_minor: amounts?.net ?? null,
      funded_at: application.funded_at,
      started_at: application.started_at,
      submitted_at: application.submitted_at,
      auto_complete_at: status === 'submitted' ? application.auto_complete_at : null,
      completed_at: application.completed_at,
      completed_by: application.completed_by,
      paid_at: application.paid_at,
      cancelled_at: application.cancelled_at,
      cancelled_by: application.cancelled_by,
      cancel_reason: application.cancel_reason,
      cancel_note: application.cancel_note,
      cancel_fee_minor: application.cancel_fee_minor,
      starts_at: clock.startsAt,
      ends_at: clock.endsAt,
      check_in_opens_at: clock.checkInOpensAt,
      no_show_from: status === 'funded' ? clock.noShowFrom : null,
      late_cancel_fee_percent: Number(settings.lateCancelFeePercent),
      confirm_opens_at: clock.confirmAskAt(settings.confirmAskHours),
      confirm_warn_at: clock.confirmWarnAt(settings.confirmWarnHours),
      confirm_asked_at: application.confirm_asked_at,
      confirmed_at: application.confirmed_at,
      confirmed_via: application.confirmed_via,
      unconfirmed_warned_at: application.unconfirmed_warned_at,
      released_at: application.released_at,
      settlement,
      rating,
      no_show: noShow
        ? { id: noShow.id, status: noShow.status, created_at: noShow.created_at, contest_ends_at: new Date(noShow.created_at.getTime() + CONTEST_MS) }
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
            statements: [
              { user_id: dispute.opened_by, side: side(dispute.opened_by), statement: dispute.reason, photo: null, created_at: dispute.created_at },
              ...statements.map((row) => ({ user_id: row.user_id, side: side(row.user_id), statement: row.statement, photo: row.photo, created_at: row.created_at })),
            ],
          }
        : null,
      payout: payout ? { status: payout.status, reference: payout.reference, amount_minor: payout.amount_minor } : null,
      last_charge: role === 'employer' ? lastCharge : null,
      fund_all: role === 'employer' && allowed('fund', status) ? fundAll : null,
      can: {
        approve_amount: role === 'employer' && status === 'approved',
        fund: role === 'employer' && allowed('fund', status) && agreed !== null,
        verify: role === 'employer' && status === 'approved' && pendingCharge,
        start: role === 'freelancer' && allowed('start', status) && clock.canCheckIn(now),
        done: role === 'freelancer' && allowed('done', status) && clock.canMarkDone(now),
        complete: role === 'employer' && allowed('complete', status),
        cancel: allowed('cancel', status) && (status === 'approved' || funded),
        confirm: role === 'freelancer' && awaitingShift && application.confirmed_at === null && clock.canConfirm(now, settings.confirmAskHours),
        release: role === 'employer' && awaitingShift && application.confirmed_at === null && application.unconfirmed_warned_at !== null,
        dispute: allowed('dispute', status),
        report_no_show: role === 'employer' && status === 'funded' && clock.noShowDue(now),
        contest_no_show: role === 'freelancer' && noShow?.status === 'reported' && now.getTime() < noShow.created_at.getTime() + CONTEST_MS,
        answer_dispute:
          dispute?.status === 'open' && dispute.opened_by !== userId && !statements.some((row) => row.user_id === userId),
      },
    };
  }

  /**
   * The hire's latest checkout and what became of it: refused when the money it took goes back
   * (a refund of that very charge: another amount, or paid after the hire moved on).
   */
  private lastCharge(charges: Pick<Transaction, 'transaction_id' | 'status' | 'failure_reason'>[], refunds: Refund[]): HireViewDto['last_charge'] {
    const last = charges.at(-1);
    if (!last) return null;
    const status = last.status === 'success' || last.status === 'failed' ? last.status : 'pending';
    return { status, refused: refunds.some((refund) => refund.charge_reference === last.transaction_id), failure_reason: last.failure_reason ?? null };
  }

  /** The credits of the hires' settlement postings, per hire and account, in one query. */
  private async credits(manager: EntityManager, applicationIds: number[]): Promise<SettlementCredit[]> {
    const rows = await manager
      .withRepository(this.ledgerEntries)
      .createQueryBuilder('entry')
      .select('entry.application_id', 'application_id')
      .addSelect('entry.account_code', 'account')
      .addSelect('COALESCE(SUM(entry.amount_minor), 0)', 'total')
      .where('entry.application_id IN (:...ids)', { ids: applicationIds })
      .andWhere("entry.direction = 'credit'")
      .andWhere('entry.posting_kind IN (:...kinds)', { kinds: ['release', 'split', 'cancel-fee', 'refund'] })
      .groupBy('entry.application_id')
      .addGroupBy('entry.account_code')
      .getRawMany<{ application_id: string | number; account: string; total: string | number }>();
    return rows.map((row) => ({ application_id: Number(row.application_id), account: row.account, total: Number(row.total) }));
  }

  /**
   * What actually happened to the hire's money, from the ledger and the gateway's outcomes: what
   * the freelancer was given and paid, what the platform kept, what went back to the employer.
   */
  private settlementOf(
    application: JobApplication,
    employerId: number,
    credits: SettlementCredit[],
    refunds: Refund[],
    paidOut: Payout | null,
  ): HireSettlementDto {
    const credited = (account: string) => credits.find((row) => row.account === account)?.total ?? 0;
    return {
      released_minor: credited(ACCOUNTS.freelancer(application.user_id)),
      commission_minor: credited(ACCOUNTS.platformRevenue),
      refunded_minor: credited(ACCOUNTS.employer(employerId)),
      refund_sent_minor: refunds.reduce((sum, refund) => sum + refund.amount_minor, 0),
      paid_out_minor: paidOut?.amount_minor ?? 0,
    };
  }
}
