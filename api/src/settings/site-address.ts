/**
 * The site's public address in every link the API sends out (an SMS, Paystack's return): the
 * running product's SITE_URL wins over the back office's `site_url` setting (seeded for the demo),
 * else the local default; never with a trailing slash.
 */
export function siteAddress(configured: string | undefined, setting: string | null | undefined): string {
  return (configured || setting || 'http://localhost:3001').replace(/\/$/, '');
}
