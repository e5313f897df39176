import type { Language } from '@gigmarket/shared';
import { localName } from '../i18n/i18n';
import type { Listing } from './listing.entity';

/** The employer's company as the job pages show it. */
export interface CompanyView {
  user_id: number;
  company_name: string | null;
  company_logo: string | null;
  designation: string | null;
  website: string | null;
}

/** A listing's LGA as pages show it: "Ikeja, Lagos" is `name, state_name` (docs/places.md). */
export interface ListingArea {
  id: number;
  name: string;
  state_id: number;
  state_name: string;
}

/** Every field of a listing, with the names behind its ids (in the reader's language) and the employer's company. */
export interface ListingView {
  id: number;
  user_id: number;
  job_title: string;
  category_id: number | null;
  category: { id: number; category_name: string } | null;
  job_type: number | null;
  jobtype: { id: number; name: string } | null;
  state: number | null;
  stateName: string | null;
  pricing: string;
  amount: string | null;
  min_amount: string | null;
  max_amount: string | null;
  currency: string;
  job_date: string | null;
  job_end_date: string | null;
  job_time: string | null;
  job_sart_time: string | null;
  job_end_time: string | null;
  address: string | null;
  location: string | null;
  latitude: string | null;
  longitude: string | null;
  /** The LGA holding the point, or null. */
  lga: ListingArea | null;
  work_description: string | null;
  work_duration: string | null;
  expected_result: string | null;
  pictures: string[];
  status: string;
  /** When the job stops showing in search (UTC). */
  expires_at: Date | null;
  /** `expired`, `employer`, `filled` or `moderation` on a closed listing. */
  closed_reason: string | null;
  /** `visible`, `hidden` (reports hid it pending review) or `taken_down` (docs/trust.md). */
  moderation: string;
  /** Why an admin took it down. */
  moderation_reason: string | null;
  /** How many people the job hires, and how many positions hires hold now ("2 of 3 hired"). */
  positions: number;
  positions_filled: number;
  /** When the last position was taken; null while one is free. */
  filled_at: Date | null;
  created_at: Date;
  updated_at: Date;
  company: CompanyView;
}

/** Relations to load for `listingView`. */
export const LISTING_VIEW_RELATIONS = { category: true, jobtype: true, stateRef: true, lga: { state: true }, user: { profile: true } } as const;

export function listingView(listing: Listing, currency: string, language: Language): ListingView {
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
        }
      : null,
    work_description: listing.work_description,
    work_duration: listing.work_duration,
    expected_result: listing.expected_result,
    pictures: listing.pictures ?? [],
    status: listing.status,
    expires_at: listing.expires_at ?? null,
    closed_reason: listing.closed_reason ?? null,
    moderation: listing.moderation ?? 'visible',
    moderation_reason: listing.moderation_reason ?? null,
    positions: listing.positions,
    positions_filled: listing.positions_filled,
    filled_at: listing.filled_at ?? null,
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
