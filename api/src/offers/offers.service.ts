import { HttpStatus, Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThanOrEqual, MoreThan, type EntityManager, type Repository } from 'typeorm';
import { fromMinor, HIRE_STATUSES, listingExpiresAt, OFFERS, toMinor, type Language } from '@gigmarket/shared';
import type { JobApplication } from '../applications/job-application.entity';
import { ApplicationsService } from '../applications/applications.service';
import { InjectJobApplications } from '../applications/repositories';
import { Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { TaskScheduler } from '../common/scheduler';
import { transaction } from '../common/transaction';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { EmployerListingsService } from '../employer-listings/employer-listings.service';
import { HireNotices } from '../hires/hire-notices';
import { HiresService } from '../hires/hires.service';
import { OFFER_MESSAGES } from '../i18n/messages/offers';
import type { Listing } from '../listings/listing.entity';
import { InjectListings } from '../listings/repositories';
import { NOTICE_LINKS } from '../notifications/notice-texts';
import { PublicProfileService } from '../profiles/public-profile.service';
import { RosterExclusions } from '../roster/roster-exclusions';
import type { AdminSettings } from '../settings/admin-settings.entity';
import { MarketplaceSettingsService } from '../settings/marketplace-settings.service';
import { InjectAdminSettings } from '../settings/repositories';
import { siteAddress } from '../settings/site-address';
import type { CreateOfferDto } from './offer.dto';
import type { OfferPrefillDto, OfferViewDto } from './offer-answers.dto';
import type { Offer } from './offer.entity';
import { InjectOffers } from './repositories';

const dateOnly = (value: unknown): string | null =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/** The offer's page on the freelancer's side (site/app/routes.ts). */
export const offerLink = (offerId: number) => `/freelancer/offers/${offerId}`;

/**
 * "Book again" (docs/roster.md): a job prefilled from the employer's last hire of a freelancer,
 * offered to that freelancer alone. The only writer of `offers.status`: every answer is a
 * conditional update from `pending` (and before `expires_at` for the freelancer's), so of an
 * accept, a decline and the expiry racing, exactly one takes effect.
 */
@Injectable()
export class OffersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectOffers() private readonly offers: Repository<Offer>,
    @InjectJobApplications() private readonly applications: Repository<JobApplication>,
    @InjectListings() private readonly listings: Repository<Listing>,
    @InjectAdminSettings() private readonly settings: Repository<AdminSettings>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly applying: ApplicationsService,
    private readonly employerListings: EmployerListingsService,
    private readonly hires: HiresService,
    private readonly notices: HireNotices,
    private readonly profiles: PublicProfileService,
    private readonly roster: RosterExclusions,
    private readonly marketplace: MarketplaceSettingsService,
    private readonly clock: Clock,
  ) {}

  /** The employer's latest hire of the freelancer (any hire status, deleted jobs included), or 404; 409 when blocked. */
  private async lastHire(manager: EntityManager, employerId: number, freelancerId: number): Promise<{ hire: JobApplication; listing: Listing; name: string | null }> {
    const person = (await this.profiles.summaries([freelancerId])).get(freelancerId);
    if (!person || person.user_type !== 'freelancer') throw new DomainError(OFFER_MESSAGES.noPastHire, HttpStatus.NOT_FOUND);
    const hire = await manager
      .withRepository(this.applications)
      .createQueryBuilder('application')
      .withDeleted()
      .innerJoinAndSelect('application.listing', 'listing')
      .leftJoinAndSelect('listing.stateRef', 'state')
      .where('listing.user_id = :employerId', { employerId })
      .andWhere('application.user_id = :freelancerId', { freelancerId })
      .andWhere('application.status IN (:...statuses)', { statuses: [...HIRE_STATUSES] })
      .orderBy('application.created_at', 'DESC')
      .addOrderBy('application.id', 'DESC')
      .getOne();
    if (!hire) throw new DomainError(OFFER_MESSAGES.noPastHire, HttpStatus.NOT_FOUND);
    if (await this.roster.isBlocked(employerId, freelancerId, manager)) throw new DomainError(OFFER_MESSAGES.blocked, HttpStatus.CONFLICT);
    return { hire, listing: hire.listing!, name: person.name };
  }

  private static pay(hire: JobApplication, listing: Listing): string | null {
    if (hire.agreed_amount_minor !== null && hire.agreed_amount_minor !== undefined) return fromMinor(hire.agreed_amount_minor);
    return listing.amount ?? listing.max_amount ?? listing.min_amount ?? null;
  }

  async prefill(employerId: number, freelancerId: number): Promise<OfferPrefillDto> {
    const manager = this.dataSource.manager;
    const { hire, listing, name } = await this.lastHire(manager, employerId, freelancerId);
    return {
      freelancer: { id: freelancerId, name },
      from_listing_id: listing.id,
      job_title: listing.job_title,
      work_description: listing.work_description,
      amount: OffersService.pay(hire, listing),
      currency: (await this.marketplace.get(manager)).currency,
      address: listing.address,
      state_name: (listing as Listing & { stateRef?: { name?: string } }).stateRef?.name ?? null,
      job_sart_time: listing.job_sart_time,
      job_end_time: listing.job_end_time,
      work_duration: listing.work_duration,
    };
  }

  /**
   * The new job (an unpublished draft, one position, the last job's place, hours and pay; the
   * chosen day) and its offer, in one transaction; the freelancer is told by bell and SMS (or
   * WhatsApp) with the offer's link once it commits.
   */
  async create(employerId: number, dto: CreateOfferDto, language: Language): Promise<OfferViewDto> {
    const id = await transaction(this.dataSource, async (manager) => {
      const { hire, listing: last } = await this.lastHire(manager, employerId, dto.freelancer_id);
      const now = this.clock.now();
      const lastDay = dateOnly(last.job_date);
      const lastEnd = dateOnly(last.job_end_date);
      // A job over several days keeps its length.
      const spanDays = lastDay && lastEnd ? Math.max(0, Math.round((Date.parse(lastEnd) - Date.parse(lastDay)) / 86_400_000)) : 0;
      const job_end_date = spanDays ? new Date(Date.parse(dto.job_date) + spanDays * 86_400_000).toISOString().slice(0, 10) : null;
      if (listingExpiresAt({ job_date: dto.job_date, job_end_date, job_end_time: last.job_end_time }, now).getTime() <= now.getTime())
        throw DomainError.field('job_date', 'future', OFFER_MESSAGES.dateInPast);
      const amount = dto.amount ?? OffersService.pay(hire, last);
      if (!amount) throw DomainError.field('amount', 'required', OFFER_MESSAGES.amountNeeded);
      const job = await this.employerListings.create(
        employerId,
        {
          job_title: dto.job_title ?? last.job_title,
          category_id: last.category_id,
          job_type: last.job_type,
          pricing: 'fixed',
          amount,
          job_date: dto.job_date,
          job_end_date,
          job_time: last.job_time,
          job_sart_time: last.job_sart_time,
          job_end_time: last.job_end_time,
          address: last.address,
          state: last.state,
          location: last.location,
          latitude: last.latitude === null ? null : Number(last.latitude),
          longitude: last.longitude === null ? null : Number(last.longitude),
          work_description: dto.work_description ?? last.work_description,
          work_duration: last.work_duration,
          expected_result: last.expected_result,
          positions: 1,
          status: 'draft',
        },
        language,
      );
      const expires_at = new Date(now.getTime() + this.config.OFFER_EXPIRY_HOURS * 3_600_000);
      const inserted = await manager.withRepository(this.offers).insert({
        listing_id: job.id,
        employer_id: employerId,
        freelancer_id: dto.freelancer_id,
        amount,
        open_if_declined: dto.open_if_declined ?? false,
        status: 'pending',
        expires_at,
        answered_at: null,
        application_id: null,
      });
      const offerId = Number(inserted.identifiers[0].id);
      const employer = (await this.profiles.summaries([employerId])).get(employerId);
      const { currency } = await this.marketplace.get(manager);
      await this.notices.offer(manager, dto.freelancer_id, 'offered', offerId, job.job_title, offerLink(offerId), {
        employer: employer?.company_name || employer?.name || '',
        amount: toMinor(amount),
        currency,
        link: `${await this.siteUrl()}${offerLink(offerId)}`,
      });
      return offerId;
    });
    return this.view(this.dataSource.manager, await this.offers.findOneOrFail({ where: { id } }));
  }

  private async siteUrl(): Promise<string> {
    const settings = await this.settings.find({ take: 1 });
    return siteAddress(this.config.SITE_URL, settings[0]?.site_url);
  }

  /** One side's offer, or 404 (another's is not found either). */
  private async own(manager: EntityManager, side: 'employer' | 'freelancer', userId: number, id: number): Promise<Offer> {
    const offer = await manager.withRepository(this.offers).findOne({ where: side === 'employer' ? { id, employer_id: userId } : { id, freelancer_id: userId } });
    if (!offer) throw new DomainError(OFFER_MESSAGES.notFound, HttpStatus.NOT_FOUND);
    return offer;
  }

  async show(side: 'employer' | 'freelancer', userId: number, id: number): Promise<OfferViewDto> {
    return this.view(this.dataSource.manager, await this.own(this.dataSource.manager, side, userId, id));
  }

  private async view(manager: EntityManager, offer: Offer): Promise<OfferViewDto> {
    const listing = await manager.withRepository(this.listings).findOne({ where: { id: offer.listing_id }, withDeleted: true });
    const people = await this.profiles.summaries([offer.employer_id, offer.freelancer_id]);
    const employer = people.get(offer.employer_id);
    return {
      id: offer.id,
      status: offer.status,
      amount: offer.amount,
      currency: (await this.marketplace.get(manager)).currency,
      expires_at: offer.expires_at,
      answered_at: offer.answered_at,
      open_if_declined: Boolean(offer.open_if_declined),
      listing_id: offer.listing_id,
      job_title: listing?.job_title ?? '',
      job_date: dateOnly(listing?.job_date),
      job_sart_time: listing?.job_sart_time ?? null,
      job_end_time: listing?.job_end_time ?? null,
      address: listing?.address ?? null,
      work_description: listing?.work_description ?? null,
      employer: { id: offer.employer_id, name: employer?.company_name || employer?.name || null },
      freelancer: { id: offer.freelancer_id, name: people.get(offer.freelancer_id)?.name ?? null },
      application_id: offer.application_id,
      listing_status: listing ? (listing.deleted_at ? null : listing.status) : null,
    };
  }

  /** The one status change from `pending`; answers whether this caller's change took. */
  private async claim(manager: EntityManager, offer: Offer, to: 'accepted' | 'declined' | 'expired', now: Date): Promise<boolean> {
    const result = await manager
      .withRepository(this.offers)
      .update(
        { id: offer.id, status: 'pending', expires_at: to === 'expired' ? LessThanOrEqual(now) : MoreThan(now) },
        { status: to, answered_at: now },
      );
    return result.affected === 1;
  }

  /**
   * The freelancer accepts: the hire at the offered amount, ready to fund, in the same transaction
   * as the offer's change. The job is published and at once filled (closed, `filled`), as any job
   * whose one position is taken; the employer is told (bell, and WhatsApp if they opted in: docs/whatsapp.md "Being told").
   */
  async accept(freelancerId: number, id: number): Promise<OfferViewDto> {
    await transaction(this.dataSource, async (manager) => {
      const offer = await this.own(manager, 'freelancer', freelancerId, id);
      if (!(await this.claim(manager, offer, 'accepted', this.clock.now()))) throw new DomainError(OFFER_MESSAGES.notPending, HttpStatus.CONFLICT);
      const draft = await manager.withRepository(this.listings).findOneOrFail({ where: { id: offer.listing_id }, withDeleted: true });
      if (draft.deleted_at) throw new DomainError(OFFER_MESSAGES.notFound, HttpStatus.NOT_FOUND);
      if (draft.status === 'draft') await this.employerListings.transition(offer.employer_id, offer.listing_id, 'publish', 'en');
      const listing = await manager.withRepository(this.listings).findOneOrFail({ where: { id: offer.listing_id } });
      const application = await this.applying.insertForOffer(manager, listing, freelancerId, offer.amount);
      await this.hires.decide(manager, application, listing, 'approved', { actor: 'employer', actorId: offer.employer_id }, offer.amount);
      await manager.withRepository(this.offers).update({ id: offer.id }, { application_id: application.id });
      const freelancer = (await this.profiles.summaries([freelancerId])).get(freelancerId);
      const { currency } = await this.marketplace.get(manager);
      await this.notices.offer(manager, offer.employer_id, 'offerAccepted', offer.id, listing.job_title, NOTICE_LINKS.hire('employer', application.id), {
        name: freelancer?.name ?? '',
        amount: toMinor(offer.amount),
        currency,
      });
    });
    return this.show('freelancer', freelancerId, id);
  }

  async decline(freelancerId: number, id: number): Promise<OfferViewDto> {
    await transaction(this.dataSource, async (manager) => {
      const offer = await this.own(manager, 'freelancer', freelancerId, id);
      if (!(await this.claim(manager, offer, 'declined', this.clock.now()))) throw new DomainError(OFFER_MESSAGES.notPending, HttpStatus.CONFLICT);
      await this.unanswered(manager, offer, 'offerDeclined');
    });
    return this.show('freelancer', freelancerId, id);
  }

  /**
   * Declined or expired: the employer is told (bell and SMS), and the job is published to
   * everyone when they chose so (and it can still open: not deleted, not hidden, not over);
   * otherwise it stays an unpublished draft.
   */
  private async unanswered(manager: EntityManager, offer: Offer, notice: 'offerDeclined' | 'offerExpired'): Promise<void> {
    const listing = await manager.withRepository(this.listings).findOne({ where: { id: offer.listing_id }, withDeleted: true });
    if (!listing) return;
    const freelancer = (await this.profiles.summaries([offer.freelancer_id])).get(offer.freelancer_id);
    await this.notices.offer(manager, offer.employer_id, notice, offer.id, listing.job_title, NOTICE_LINKS.listings(), { name: freelancer?.name ?? '' });
    const now = this.clock.now();
    const canOpen =
      offer.open_if_declined &&
      !listing.deleted_at &&
      listing.status === 'draft' &&
      (listing.moderation ?? 'visible') === 'visible' &&
      listingExpiresAt({ job_date: dateOnly(listing.job_date), job_end_date: dateOnly(listing.job_end_date), job_end_time: listing.job_end_time }, now).getTime() > now.getTime();
    if (canOpen) await this.employerListings.transition(offer.employer_id, offer.listing_id, 'publish', 'en');
  }

  /** Expires every pending offer past its `expires_at` by the clock's now; answers how many. */
  async expireDue(): Promise<number> {
    let expired = 0;
    for (;;) {
      const now = this.clock.now();
      const due = await this.offers.find({ where: { status: 'pending', expires_at: LessThanOrEqual(now) }, order: { expires_at: 'ASC', id: 'ASC' }, take: OFFERS.batch });
      let claimed = 0;
      for (const offer of due) {
        const took = await transaction(this.dataSource, async (manager) => {
          if (!(await this.claim(manager, offer, 'expired', now))) return false;
          await this.unanswered(manager, offer, 'offerExpired');
          return true;
        });
        if (took) claimed++;
      }
      expired += claimed;
      if (due.length < OFFERS.batch || !claimed) return expired;
    }
  }
}

export const OFFER_EXPIRY_TASK = 'offer-expiry';

/** Runs the offers' expiry every minute on the scheduling seam (tests call it with their clock). */
@Injectable()
export class OfferTasks implements OnModuleInit {
  constructor(
    private readonly scheduler: TaskScheduler,
    private readonly offers: OffersService,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({ name: OFFER_EXPIRY_TASK, everyMs: OFFERS.taskEveryMs, run: () => this.offers.expireDue() });
  }
}
