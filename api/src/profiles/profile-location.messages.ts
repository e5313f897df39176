/** The answers of PUT /api/profile/location (catalogued in en and fr, api/src/i18n). */
export const PROFILE_LOCATION_MESSAGES = {
  saved: 'Location saved',
  cleared: 'Location removed',
  pair: 'latitude and longitude go together',
} as const;
