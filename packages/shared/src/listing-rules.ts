/**
 * The listing form's rules, checked by the API's DTO (api/src/listings/listing.dto.ts) and by the
 * site's ListingSchema in the browser and its action: one definition.
 */
export const LISTING_RULES = {
  titleMin: 3,
  titleMax: 150,
  /** An amount: up to 10 digits, at most 2 decimals. */
  money: /^\d{1,10}(\.\d{1,2})?$/,
  /** YYYY-MM-DD */
  date: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  /** HH:MM, 24 hours */
  time: /^([01]\d|2[0-3]):[0-5]\d$/,
  jobTimeMax: 50,
  addressMax: 255,
  locationMax: 255,
  textMax: 5000,
  workDurationMax: 100,
  /** Fields a published job must have (besides its price). */
  publishRequired: ['category_id', 'job_type', 'state', 'job_date', 'work_description'],
} as const;
