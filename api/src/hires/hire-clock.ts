import { HIRE_CLOCK, jobEndsAt, jobStartsAt } from '@gigmarket/shared';
import type { JobApplication } from '../applications/job-application.entity';
import type { Listing } from '../listings/listing.entity';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

type JobDates = Pick<Listing, 'job_date' | 'job_end_date' | 'job_sart_time' | 'job_end_time'>;
type HireDates = Pick<JobApplication, 'funded_at' | 'started_at'>;

/**
 * The hire's steps on the job's clock (docs/hire-to-pay.md "Steps on the job's clock"), read
 * against the injected Clock by the hire's owner. A job without a date has no clock: its steps
 * follow the statuses alone.
 */
export class HireClock {
  readonly startsAt: Date | null;
  readonly endsAt: Date | null;

  constructor(
    listing: JobDates,
    private readonly hire: HireDates,
  ) {
    this.startsAt = jobStartsAt(listing);
    this.endsAt = jobEndsAt(listing);
  }

  /** Check-in opens a set time before the start. */
  get checkInOpensAt(): Date | null {
    return this.startsAt && new Date(this.startsAt.getTime() - HIRE_CLOCK.checkInOpensMinutesBeforeStart * MINUTE_MS);
  }

  /**
   * A no-show may be reported an hour after the start without a check-in; a hire funded after
   * the start gets that hour from the funding.
   */
  get noShowFrom(): Date | null {
    if (!this.startsAt || !this.hire.funded_at) return null;
    const from = Math.max(this.startsAt.getTime(), this.hire.funded_at.getTime());
    return new Date(from + HIRE_CLOCK.noShowAfterHours * HOUR_MS);
  }

  /**
   * An approved hire not paid for by now lapses, and can no longer be paid for: the job's start
   * plus a grace hour (a checkout opened just before the start may still land).
   */
  get lapsesAt(): Date | null {
    return this.startsAt && new Date(this.startsAt.getTime() + HIRE_CLOCK.unpaidLapseAfterHours * HOUR_MS);
  }

  lapsed(now: Date): boolean {
    const at = this.lapsesAt;
    return at !== null && now.getTime() >= at.getTime();
  }

  canCheckIn(now: Date): boolean {
    const opens = this.checkInOpensAt;
    return !opens || now.getTime() >= opens.getTime();
  }

  /** "Done" needs a check-in and the start passed. */
  canMarkDone(now: Date): boolean {
    return this.hire.started_at !== null && (!this.startsAt || now.getTime() >= this.startsAt.getTime());
  }

  noShowDue(now: Date): boolean {
    const from = this.noShowFrom;
    return this.hire.started_at === null && from !== null && now.getTime() >= from.getTime();
  }

  /** When the freelancer is asked to confirm the shift (docs/shift-confirmation.md), `askHours` before the start. */
  confirmAskAt(askHours: number): Date | null {
    return this.startsAt && new Date(this.startsAt.getTime() - askHours * HOUR_MS);
  }

  /** When an unconfirmed shift is reported to the employer, `warnHours` before the start. */
  confirmWarnAt(warnHours: number): Date | null {
    return this.startsAt && new Date(this.startsAt.getTime() - warnHours * HOUR_MS);
  }

  /** The shift may be confirmed from the ask's mark until it starts; a job without a date has nothing to confirm. */
  canConfirm(now: Date, askHours: number): boolean {
    const opens = this.confirmAskAt(askHours);
    return opens !== null && now.getTime() >= opens.getTime() && now.getTime() < this.startsAt!.getTime();
  }

  /** 72 hours after the later of "marked done" and the job's end. */
  autoCompleteAt(submittedAt: Date): Date {
    const from = Math.max(submittedAt.getTime(), this.endsAt?.getTime() ?? 0);
    return new Date(from + HIRE_CLOCK.autoCompleteHours * HOUR_MS);
  }
}
