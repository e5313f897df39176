/**
 * Headers the site's server adds to its API calls so the API can rate-limit per visitor:
 * the visitor's address, believed only alongside the shared SITE_API_SECRET.
 */
export const SITE_API_HEADERS = {
  clientIp: 'X-Client-IP',
  secret: 'X-Site-Secret',
} as const;
