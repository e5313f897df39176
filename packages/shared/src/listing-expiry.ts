import type { Language } from './limits.js';

/**
 * Listing expiry (docs/search.md): every open listing has `expires_at`, the job's end
 * date and end time in Africa/Lagos (UTC+1, no daylight saving), or `fallbackDays` after publishing
 * when the job has no date. Search never shows an expired listing; a scheduled task closes them
 * (`closed_reason: 'expired'`) and tells the employer, who can reopen with a new date.
 */
export const LISTING_EXPIRY = {
  fallbackDays: 30,
  /** Africa/Lagos, as hire starts are read (docs/trust.md). */
  utcOffsetMinutes: 60,
  /** A job without an end time ends at the close of its last day. */
  endOfDay: '23:59',
  /** How often the closing task runs, and how many listings one pass closes at most. */
  taskEveryMs: 60_000,
  batch: 500,
} as const;

/**
 * `filled`: every position is taken; it reopens by itself when one frees while the job is ahead.
 * `moderation`: reports hid it, or an admin took it down (docs/trust.md); a restore reopens it.
 */
export const LISTING_CLOSED_REASONS = ['employer', 'expired', 'filled', 'moderation'] as const;
export type ListingClosedReason = (typeof LISTING_CLOSED_REASONS)[number];

/**
 * What a public job page and its link preview say of a job (docs/site.md "Public browsing"):
 * open now, filled (every position taken), expired, or closed by its employer.
 */
export const PUBLIC_JOB_AVAILABILITY = ['open', 'filled', 'expired', 'closed'] as const;
export type PublicJobAvailability = (typeof PUBLIC_JOB_AVAILABILITY)[number];

/** The employer's notice when a listing expires, in the employer's language. */
export const LISTING_EXPIRED_NOTICE: Record<Language, { title: string; sentence: string }> = {
  en: {
    title: 'Your job has expired',
    sentence: 'its date has passed, so it no longer shows in search. Reopen it with a new date to hire again.',
  },
  fr: {
    title: 'Votre offre a expiré',
    sentence: 'sa date est passée, elle n’apparaît plus dans la recherche. Rouvrez-la avec une nouvelle date pour recruter à nouveau.',
  },
};

export const LISTING_EXPIRY_MESSAGES = {
  /** 400 when publishing or reopening a job whose end is already past. */
  endInPast: 'the job must end in the future',
  /** 400 when reopening an expired job without a new date. */
  newDateNeeded: 'a new job_date is needed to reopen an expired job',
} as const;

/**
 * When a listing expires: the end of its last day (`job_end_date`, else `job_date`) at
 * `job_end_time` (else 23:59) in Lagos time; with no date, `fallbackDays` after `publishedAt`.
 */
export function listingExpiresAt(
  fields: { job_date?: string | null; job_end_date?: string | null; job_end_time?: string | null },
  publishedAt: Date,
): Date {
  const day = (fields.job_end_date || fields.job_date || '').slice(0, 10);
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!date) return new Date(publishedAt.getTime() + LISTING_EXPIRY.fallbackDays * 86_400_000);
  const time = /^(\d{1,2}):(\d{2})/.exec(fields.job_end_time || LISTING_EXPIRY.endOfDay) ?? ['', '23', '59'];
  return new Date(
    Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3]), Number(time[1]), Number(time[2])) -
      LISTING_EXPIRY.utcOffsetMinutes * 60_000,
  );
}

/** A Lagos wall-clock day and time ("2026-09-06", "09:00") as the instant it names. */
function lagosInstant(day: string, time: string): Date | null {
  const date = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  const clock = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!date || !clock) return null;
  return new Date(
    Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3]), Number(clock[1]), Number(clock[2])) -
      LISTING_EXPIRY.utcOffsetMinutes * 60_000,
  );
}

/** When the job starts: its first day at `job_sart_time` (else midnight), Lagos time; null without a date. */
export function jobStartsAt(fields: { job_date?: string | null; job_sart_time?: string | null }): Date | null {
  return fields.job_date ? lagosInstant(String(fields.job_date), fields.job_sart_time || '00:00') : null;
}

/** When the job ends: its last day at `job_end_time` (else 23:59), Lagos time; null without a date. */
export function jobEndsAt(fields: { job_date?: string | null; job_end_date?: string | null; job_end_time?: string | null }): Date | null {
  const day = fields.job_end_date || fields.job_date;
  return day ? lagosInstant(String(day), fields.job_end_time || LISTING_EXPIRY.endOfDay) : null;
}
