// Where the browser journeys run the product: away from the ports `npm start` uses.
export const E2E = {
  apiPort: 4100,
  sitePort: 4101,
  adminPort: 4102,
};
export const API_ORIGIN = `http://127.0.0.1:${E2E.apiPort}`;
export const SITE_ORIGIN = `http://127.0.0.1:${E2E.sitePort}`;
export const ADMIN_ORIGIN = `http://127.0.0.1:${E2E.adminPort}`;
