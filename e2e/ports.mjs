// Where the browser journeys run the product: away from the ports `npm start` uses.
// E2E_PORT_BASE moves all six, and E2E_ARTIFACTS the run's folder (support/artifacts.ts), so two
// runs on one machine (the shards of `npm test`, docs/testing.md) do not collide.
const base = Number(process.env.E2E_PORT_BASE ?? 4100);
export const E2E = {
  apiPort: base,
  sitePort: base + 1,
  adminPort: base + 2,
  paystackPort: base + 3,
  whatsappPort: base + 4,
  tilePort: base + 5,
};
export const API_ORIGIN = `http://127.0.0.1:${E2E.apiPort}`;
export const SITE_ORIGIN = `http://127.0.0.1:${E2E.sitePort}`;
export const ADMIN_ORIGIN = `http://127.0.0.1:${E2E.adminPort}`;
// The local Paystack (packages/paystack-local): API calls, checkout pages and /__control/... for the journeys.
export const PAYSTACK_ORIGIN = `http://127.0.0.1:${E2E.paystackPort}`;
export const PAYSTACK_SECRET_KEY = 'sk_test_local';
/** Shared by the journeys' API and site, so the API believes the visitor address the site names. */
export const E2E_SITE_API_SECRET = 'e2e-site-api-secret-e2e-site-api-secret';
// The local WhatsApp (packages/whatsapp-local): Graph for the API, the phone page and /__control/... for the journeys.
export const WHATSAPP_ORIGIN = `http://127.0.0.1:${E2E.whatsappPort}`;
// The map tiles (support/tile-server.mjs): the site's MAP_TILE_URL in the journeys.
export const TILE_ORIGIN = `http://127.0.0.1:${E2E.tilePort}`;
/** The values the journeys' API and local WhatsApp share (as `npm start` gives them). */
export const E2E_WHATSAPP = {
  WHATSAPP_PHONE_NUMBER_ID: '100000000000001',
  WHATSAPP_ACCESS_TOKEN: 'local-access-token',
  WHATSAPP_APP_SECRET: 'e2e-whatsapp-app-secret',
  WHATSAPP_VERIFY_TOKEN: 'e2e-whatsapp-verify-token',
};
