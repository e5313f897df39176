import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import { RELEASED_REASON, type ShiftConfirmVia } from '@gigmarket/shared';
import type { JobApplication } from '../applications/job-application.entity';
import { InjectJobApplications } from '../applications/repositories';
import { Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { transaction } from '../common/transaction';
import { HIRE_MESSAGES } from '../i18n/messages/hire';
import type { Listing } from '../listings/listing.entity';
import { ChargesService } from '../payments/charges.service';
import { PaymentSettingsReader } from '../payments/payment-settings';
import { DAY_MS, displayName, TrustService } from '../trust/trust.service';
import { InjectUsers } from '../users/repositories';
import type { User } from '../users/user.entity';
import type { HireViewDto } from './hire-answers.dto';
import { HireClock } from './hire-clock';
import { HireNotices } from './hire-notices';
import { HireStateMachine, StaleMove } from './hire-state';
import { HireViews } from './hire-views';
import { HiresService } from './hires.service';

const HOUR_MS = 3_600_000;
/** A hire whose shift is still ahead: hired, paid for or not, not checked in. */
const AWAITING = ['approved', 'funded'] as const;

/** The shift's start as an SMS says it, in Lagos time (UTC+1): "09/12 08:00", the same in en and fr. */
function lagosShort(at: Date): string {
  const lagos = new Date(at.getTime() + HOUR_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(lagos.getUTCDate())}/${two(lagos.getUTCMonth() + 1)} ${two(lagos.getUTCHours())}:${two(lagos.getUTCMinutes())}`;
}

/**
 * A confirmation before each shift (docs/shift-confirmation.md): the ask at the first mark, the
 * freelancer's confirmation (the SMS's page, the site, USSD), the employer's warning at the
 * second mark and the release of an unconfirmed place, which ends the hire as a cancellation
 * before check-in does (`HiresService.endBeforeCheckIn`). Each write is a conditional UPDATE, so
 * the scheduled runs may overlap and a confirmation racing a release has one effect.
 */
@Injectable()
export class ShiftConfirmations {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectJobApplications() private readonly applications: Repository<JobApplication>,
    @InjectUsers() private readonly users: Repository<User>,
    private readonly hires: HiresService,
    private readonly machine: HireStateMachine,
    private readonly views: HireViews,
    private readonly notices: HireNotices,
    private readonly paymentSettings: PaymentSettingsReader,
    private readonly charges: ChargesService,
    private readonly trust: TrustService,
    private readonly clock: Clock,
  ) {}

  /** Hires still ahead whose job's date is within `hoursAhead` (a day either side covers Lagos time), with their listing. */
  private candidates(now: Date, hoursAhead: number, where: string): Promise<JobApplication[]> {
    const until = new Date(now.getTime() + hoursAhead * HOUR_MS + DAY_MS).toISOString().slice(0, 10);
    const from = new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
    return this.applications
      .createQueryBuilder('application')
      .innerJoinAndSelect('application.listing', 'listing')
      .where('application.status IN (:...statuses)', { statuses: AWAITING })
      .andWhere('application.confirmed_at IS NULL')
      .andWhere(where)
      .andWhere('listing.job_date IS NOT NULL AND listing.job_date >= :from AND listing.job_date <= :until', { from, until })
      .orderBy('application.id', 'ASC')
      .take(500)
      .getMany();
  }

  /** The first mark: each hire whose shift starts within the ask's hours is asked once (bell and SMS with the link). */
  async askDue(): Promise<number> {
    const now = this.clock.now();
    const settings = await this.paymentSettings.read(this.dataSource.manager);
    const site = this.charges.siteUrl(settings);
    let asked = 0;
    for (const application of await this.candidates(now, settings.confirmAskHours, 'application.confirm_asked_at IS NULL')) {
      const clock = new HireClock(application.listing!, application);
      if (!clock.canConfirm(now, settings.confirmAskHours)) continue;
      const sent = await transaction(this.dataSource, async (manager) => {
        if (!(await this.machine.markIf(manager, application.id, AWAITING, ['confirm_asked_at', 'confirmed_at'], { confirm_asked_at: now }))) return false;
        await this.notices.send(manager, application.user_id, 'confirmAsk', { applicationId: application.id, listing: application.listing! }, {
          hours: Math.max(1, Math.round((clock.startsAt!.getTime() - now.getTime()) / HOUR_MS)),
          start: lagosShort(clock.startsAt!),
          link: `${site}/freelancer/hires/${application.id}/confirm`,
        });
        return true;
      });
      if (sent) asked += 1;
    }
    return asked;
  }

  /**
   * The second mark: each hire asked before it and still unconfirmed is reported to its employer
   * once (bell and SMS), who may then release the place. A hire asked after the mark (hired late)
   * is never reported.
   */
  async warnDue(): Promise<number> {
    const now = this.clock.now();
    const settings = await this.paymentSettings.read(this.dataSource.manager);
    let warned = 0;
    const where = 'application.confirm_asked_at IS NOT NULL AND application.unconfirmed_warned_at IS NULL';
    for (const application of await this.candidates(now, settings.confirmWarnHours, where)) {
      const clock = new HireClock(application.listing!, application);
      const warnAt = clock.confirmWarnAt(settings.confirmWarnHours);
      if (!warnAt || now < warnAt || now >= clock.startsAt! || application.confirm_asked_at! > warnAt) continue;
      const sent = await transaction(this.dataSource, async (manager) => {
        if (!(await this.machine.markIf(manager, application.id, AWAITING, ['unconfirmed_warned_at', 'confirmed_at'], { unconfirmed_warned_at: now }))) return false;
        const freelancer = await manager.withRepository(this.users).findOne({ where: { id: application.user_id }, select: { id: true, name: true, first_name: true, last_name: true } });
        const listing = application.listing!;
        await this.notices.send(manager, listing.user_id, 'unconfirmed', { applicationId: application.id, listing }, {
          name: freelancer ? displayName(freelancer) : '',
          hours: Math.max(1, Math.round((clock.startsAt!.getTime() - now.getTime()) / HOUR_MS)),
          start: lagosShort(clock.startsAt!),
        });
        return true;
      });
      if (sent) warned += 1;
    }
    return warned;
  }

  /**
   * The check-in reminder (docs/shift-confirmation.md "The check-in reminder"): once check-in opens
   * (HIRE_CLOCK.checkInOpensMinutesBeforeStart before the start) until the start, the freelancer of
   * each paid hire not yet checked in is reminded once, by bell and SMS (or WhatsApp to those who
   * opted in). A hire paid for after the start is not reminded: its page already says to check in.
   */
  async remindCheckInDue(): Promise<number> {
    const now = this.clock.now();
    const settings = await this.paymentSettings.read(this.dataSource.manager);
    const site = this.charges.siteUrl(settings);
    const until = new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10);
    const from = new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
    const due = await this.applications
      .createQueryBuilder('application')
      .innerJoinAndSelect('application.listing', 'listing')
      .where('application.status = :status', { status: 'funded' })
      .andWhere('application.checkin_reminded_at IS NULL')
      .andWhere('listing.job_date IS NOT NULL AND listing.job_date >= :from AND listing.job_date <= :until', { from, until })
      .orderBy('application.id', 'ASC')
      .take(500)
      .getMany();
    let reminded = 0;
    for (const application of due) {
      const clock = new HireClock(application.listing!, application);
      const opens = clock.checkInOpensAt;
      if (!opens || !clock.startsAt || now < opens || now >= clock.startsAt) continue;
      const sent = await transaction(this.dataSource, async (manager) => {
        if (!(await this.machine.markIf(manager, application.id, ['funded'], ['checkin_reminded_at'], { checkin_reminded_at: now }))) return false;
        await this.notices.send(manager, application.user_id, 'checkInReminder', { applicationId: application.id, listing: application.listing! }, {
          start: lagosShort(clock.startsAt!),
          link: `${site}/freelancer/hires/${application.id}`,
        });
        return true;
      });
      if (sent) reminded += 1;
    }
    return reminded;
  }

  /**
   * The freelancer confirms the shift, from the ask's mark until the start. Confirming again
   * answers the same; a released place is refused with its own message.
   */
  async confirm(freelancerId: number, id: number, via: ShiftConfirmVia): Promise<HireViewDto> {
    try {
      await transaction(this.dataSource, async (manager) => {
        const { application, listing } = await this.views.load(manager, freelancerId, id, 'freelancer');
        if (application.confirmed_at) return;
        if (application.released_at) throw new DomainError(HIRE_MESSAGES.confirmReleased, HttpStatus.CONFLICT);
        if (!(AWAITING as readonly string[]).includes(application.status)) throw new StaleMove(id, application.status);
        const settings = await this.paymentSettings.read(manager);
        const clock = new HireClock(listing, application);
        const now = this.clock.now();
        if (!clock.startsAt) throw new DomainError(HIRE_MESSAGES.confirmNoStart, HttpStatus.CONFLICT);
        if (now < clock.confirmAskAt(settings.confirmAskHours)!) throw new DomainError(HIRE_MESSAGES.confirmNotYet(settings.confirmAskHours), HttpStatus.CONFLICT);
        if (now >= clock.startsAt) throw new DomainError(HIRE_MESSAGES.confirmClosed, HttpStatus.CONFLICT);
        const onTime = now < clock.confirmWarnAt(settings.confirmWarnHours)!;
        const set = { confirmed_at: now, confirmed_via: via, confirmed_on_time: onTime };
        if (!(await this.machine.markIf(manager, id, AWAITING, ['confirmed_at', 'released_at'], set))) throw new StaleMove(id, application.status);
        await this.notices.send(manager, listing.user_id, 'confirmed', { applicationId: id, listing });
      });
    } catch (error) {
      if (!(error instanceof StaleMove)) throw error;
      // Read once this transaction is over: a racing request may have confirmed (the same answer) or released it.
      const now = await this.applications.findOne({ where: { id }, select: { id: true, status: true, confirmed_at: true, released_at: true } });
      if (now?.released_at) throw new DomainError(HIRE_MESSAGES.confirmReleased, HttpStatus.CONFLICT);
      if (!now?.confirmed_at) throw await this.hires.conflict(id);
    }
    return this.hires.show(freelancerId, id);
  }

  /**
   * The employer releases a place whose shift is still unconfirmed at the warning mark: the hire
   * ends as a cancellation before check-in (nothing moves before funding; after it the agreed
   * amount goes back to the employer, no late fee), the position frees, the freelancer is told
   * and a `released_unconfirmed` event counts against their reliability.
   */
  async release(employerId: number, id: number): Promise<HireViewDto> {
    try {
      await transaction(this.dataSource, async (manager) => {
        const { listing } = await this.views.load(manager, employerId, id, 'employer');
        const application = await this.machine.lock(manager, id);
        if (!application) throw new StaleMove(id, null);
        if (application.confirmed_at) throw new DomainError(HIRE_MESSAGES.releaseConfirmed, HttpStatus.CONFLICT);
        if (!(AWAITING as readonly string[]).includes(application.status)) throw new StaleMove(id, application.status);
        if (!application.unconfirmed_warned_at) {
          const { confirmWarnHours } = await this.paymentSettings.read(manager);
          throw new DomainError(HIRE_MESSAGES.releaseNotYet(confirmWarnHours), HttpStatus.CONFLICT);
        }
        await this.end(manager, application, listing, employerId);
      });
    } catch (error) {
      if (!(error instanceof StaleMove)) throw error;
      const now = await this.applications.findOne({ where: { id }, select: { id: true, status: true, confirmed_at: true } });
      if (now?.confirmed_at) throw new DomainError(HIRE_MESSAGES.releaseConfirmed, HttpStatus.CONFLICT);
      throw await this.hires.conflict(id);
    }
    return this.hires.show(employerId, id);
  }

  private async end(manager: EntityManager, application: JobApplication, listing: Listing, employerId: number): Promise<void> {
    const now = this.clock.now();
    const set: Partial<JobApplication> = {
      cancelled_at: now,
      cancelled_by: employerId,
      cancel_reason: RELEASED_REASON,
      cancel_note: null,
      cancel_fee_minor: null,
      released_at: now,
    };
    await this.hires.endBeforeCheckIn(manager, application, listing, { actor: 'employer', actorId: employerId }, set, 0);
    await this.trust.record(manager, 'released_unconfirmed', application.user_id, application.id);
    await this.notices.send(manager, application.user_id, 'released', { applicationId: application.id, listing });
  }
}
