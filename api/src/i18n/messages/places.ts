import { message } from '../message';

/** The answers of PUT /api/profile/location. */
export const PROFILE_LOCATION_MESSAGES = {
  saved: message('profile.locationSaved'),
  cleared: message('profile.locationCleared'),
  pair: message('profile.locationPair'),
} as const;

/** The profile's other refusals (skills, social links, the account's side). */
export const PROFILE_MESSAGES = {
  skillUnknown: message('profile.skillUnknown'),
  linkRepeated: message('profile.linkRepeated'),
  userTypeMismatch: message('profile.userTypeMismatch'),
} as const;

/** The answers about places. */
export const PLACES_MESSAGES = {
  lgaUnknown: message('places.lgaUnknown'),
  lgaOtherState: message('places.lgaOtherState'),
  notFound: message('places.notFound'),
} as const;

/** The job search's refusal of two centres at once. */
export const PLACES_SEARCH_MESSAGES = {
  nearLgaOrPoint: message('places.nearLgaOrPoint'),
} as const;
