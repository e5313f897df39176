/** The answers about places (catalogued in en and fr, api/src/i18n). */
export const PLACES_MESSAGES = {
  lgaUnknown: 'lga_id is not a known local government area',
  lgaOtherState: 'lga_id is not in the chosen state',
  notFound: 'Local government area not found',
} as const;

/** The job search's refusal of two centres at once. */
export const PLACES_SEARCH_MESSAGES = {
  nearLgaOrPoint: 'near_lga and latitude/longitude cannot be used together',
} as const;
