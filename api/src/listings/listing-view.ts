import { jobEndsAt, jobStartsAt, type Language } from '@gigmarket/shared';
import { localName } from '../i18n/i18n';
import type { Listing } from './listing.entity';
import type { ListingShiftDto, ListingViewDto } from './listing-answers.dto';

/** Relations to load for `listingView`. */
export const LISTING_VIEW_RELATIONS = { category: true, jobtype: true, stateRef: true, lga: { state: true }, user: { profile: true }, shifts: true } as const;

const dateOnly = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));
const hhmm = (value: string | null) => (value ?? '').slice(0, 5);

/** A job's shifts, earliest first (docs/shifts.md); deleted shifts are left out. */
export function shiftViews(shifts: readonly Listing[] | undefined): ListingShiftDto[] {
  return (shifts ?? [])
    .filter((shift) => !shift.deleted_at && shift.job_date)
    .map((shift) => ({
      id: shift.id,
      date: dateOnly(shift.job_date),
      start_time: hhmm(shift.job_sart_time),
      end_time: hhmm(shift.job_end_time),
      starts_at: jobStartsAt({ job_date: dateOnly(shift.job_date), job_sart_time: shift.job_sart_time })!,
      ends_at: jobEndsAt({ job_date: dateOnly(shift.job_date), job_end_time: shift.job_end_time })!,
      positions: shift.positions,
      positions_filled: shift.positions_filled,
    }))
    .sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime());
}

export function listingView(listing: Listing, currency: string, language: Language): ListingViewDto {
  return {
    id: listing.id,
    user_id: listing.user_id,
    job_title: listing.job_title,
    category_id: listing.category_id,
    category: listing.category
      ? { id: listing.category.id, category_name: localName(language, listing.category.category_name, listing.category.category_name_fr) }
      : null,
    job_type: listing.job_type,
    jobtype: listing.jobtype ? { id: listing.jobtype.id, name: localName(language, listing.jobtype.name, listing.jobtype.name_fr) } : null,
    state: listing.state,
    stateName: listing.stateRef ? localName(language, listing.stateRef.name, listing.stateRef.name_fr) : null,
    pricing: listing.pricing,
    amount: listing.amount,
    min_amount: listing.min_amount,
    max_amount: listing.max_amount,
    currency,
    job_date: listing.job_date,
    job_end_date: listing.job_end_date,
    job_time: listing.job_time,
    job_sart_time: listing.job_sart_time,
    job_end_time: listing.job_end_time,
    address: listing.address,
    location: listing.location,
    latitude: listing.latitude,
    longitude: listing.longitude,
    lga: listing.lga
      ? {
          id: listing.lga.id,
          name: listing.lga.name,
          state_id: listing.lga.state_id,
          state_name: listing.lga.state ? localName(language, listing.lga.state.name, listing.lga.state.name_fr) : '',
          latitude: listing.lga.latitude,
          longitude: listing.lga.longitude,
        }
      : null,
    work_description: listing.work_description,
    work_duration: listing.work_duration,
    expected_result: listing.expected_result,
    pictures: listing.pictures ?? [],
    status: listing.status,
    expires_at: listing.expires_at ?? null,
    public_from: listing.public_from ?? null,
    closed_reason: listing.closed_reason ?? null,
    moderation: listing.moderation ?? 'visible',
    moderation_reason: listing.moderation_reason ?? null,
    positions: listing.positions,
    positions_filled: listing.positions_filled,
    filled_at: listing.filled_at ?? null,
    shifts: shiftViews(listing.shifts),
    created_at: listing.created_at,
    updated_at: listing.updated_at,
    company: {
      user_id: listing.user_id,
      company_name: listing.user?.profile?.company_name ?? null,
      company_logo: listing.user?.avatar ?? null,
      designation: listing.user?.profile?.designation ?? null,
      website: listing.user?.profile?.website ?? null,
    },
  };
}
