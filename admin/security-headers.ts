/**
 * The back office's security headers, the same set docker/admin.nginx.conf sends in production
 * (`location /`, plus the assets' Cross-Origin-Resource-Policy), so `vite preview` (what
 * `npm start` and the browser journeys serve) behaves like the deployed back office.
 * `src/securityHeaders.test.ts` fails when the two drift apart.
 *
 * The built SPA loads only its own bundles (no inline script); styles keep 'unsafe-inline' because
 * MUI (emotion) inserts <style> elements at run time; /api answers with the API's own headers.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'geolocation=(), camera=(), microphone=(), payment=(), usb=(), serial=(), bluetooth=(), midi=(), accelerometer=(), gyroscope=(), magnetometer=(), display-capture=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};
