/** Trust (docs/trust.md): ratings, reliability and cancellations, as the API answers them. */
import { APPLICANT_SORTS, CANCEL_NOTE_MAX, CANCEL_REASONS, DEFAULT_SETTINGS, RATING_LIMITS, type ApplicantSort, type CancelReason } from '@gigmarket/shared';
import type { ApiSchemas } from './api-schemas';

export const RATING_COMMENT_MAX = RATING_LIMITS.commentMax;
export const NOTE_MAX = CANCEL_NOTE_MAX;
/** The default share of the agreed amount a late, funded cancellation pays the freelancer. */
export const LATE_CANCEL_FEE_PERCENT_DEFAULT = Number(DEFAULT_SETTINGS.lateCancelFeePercent);

export type RatingView = ApiSchemas['RatingViewDto'];
export type RatingSummary = ApiSchemas['RatingSummaryDto'];
export type Reliability = ApiSchemas['ReliabilitySummaryDto'];
export type HireRating = ApiSchemas['HireRatingBlockDto'];
export type LatestComment = ApiSchemas['LatestCommentDto'];

export function isCancelReason(value: unknown): value is CancelReason {
  return typeof value === 'string' && (CANCEL_REASONS as readonly string[]).includes(value);
}

/** Stars 1-5 from a form value, else null. */
export function parseStars(value: string): number | null {
  if (!/^[1-5]$/.test(value)) return null;
  return Number(value);
}

/**
 * The start of a hire: the listing's job_date + job_sart_time in Africa/Lagos (UTC+1, no DST), or
 * job_date at 00:00 when there is no time. Null without a date.
 */
export function hireStart(listing: { job_date: string | null; job_sart_time: string | null }): Date | null {
  const day = listing.job_date?.slice(0, 10);
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const m = /^(\d{1,2}):(\d{2})/.exec(listing.job_sart_time ?? '');
  const time = m ? `${m[1].padStart(2, '0')}:${m[2]}` : '00:00';
  const d = new Date(`${day}T${time}:00+01:00`);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Late: within 24 hours of the start, or after it (the API's `starts_at` when it sends one). */
export function isLate(listing: { job_date: string | null; job_sart_time: string | null }, now: Date = new Date(), startsAt?: string | null): boolean {
  const given = startsAt ? new Date(startsAt) : null;
  const start = given && !Number.isNaN(given.getTime()) ? given : hireStart(listing);
  if (!start) return false;
  return start.getTime() - now.getTime() < 24 * 60 * 60 * 1000;
}

/** "4.6" in English, "4,6" in French. */
export { formatAverage } from './format';

/** The applicants list: sort and minimum rating live in the page's URL and go on to the API. */
export { APPLICANT_SORTS, type ApplicantSort };
export const MIN_RATINGS = ['3', '4', '4.5'] as const;
export type ApplicantsView = { sort: ApplicantSort; min_rating: string };

export function applicantsView(params: URLSearchParams): ApplicantsView {
  const sort = params.get('sort') ?? '';
  const min = params.get('min_rating') ?? '';
  return {
    sort: (APPLICANT_SORTS as readonly string[]).includes(sort) ? (sort as ApplicantSort) : 'newest',
    min_rating: /^[1-5](\.\d)?$/.test(min) && Number(min) <= 5 ? min : '',
  };
}

/** `sort=rating|reliability&min_rating=4` for `GET /api/employer/listings/:id/applicants`; empty for the defaults. */
export function applicantsQuery(view: ApplicantsView): string {
  const q = new URLSearchParams();
  if (view.sort !== 'newest') q.set('sort', view.sort);
  if (view.min_rating) q.set('min_rating', view.min_rating);
  return q.toString();
}
