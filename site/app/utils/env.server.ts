/** Environment, parsed and checked once at boot. Only `publicEnv` may reach the browser. */
import { randomBytes } from 'node:crypto';
import * as z from 'zod/mini';

const EnvSchema = z.object({
  NODE_ENV: z._default(z.enum(['development', 'production', 'test']), 'development'),
  API_URL: z._default(z.url(), 'http://localhost:3000/api'),
  SESSION_SECRET: z.optional(z.string().check(z.minLength(16))),
  COOKIE_SECURE: z.optional(z.enum(['true', 'false'])),
  /** Proxies in front of the site whose X-Forwarded-For / X-Forwarded-Proto are believed (0: none). */
  TRUST_PROXY_HOPS: z.pipe(z._default(z.string().check(z.regex(/^[0-5]$/)), '0'), z.transform(Number)),
  /** Shared with the API: lets it believe the visitor address the site names on its calls. */
  SITE_API_SECRET: z.optional(z.string().check(z.minLength(32))),
  /** Where employers are sent to pay (a server-side redirect after a form post): allowed by CSP form-action. */
  PAYMENT_CHECKOUT_ORIGIN: z._default(z.url(), 'http://127.0.0.1:3003'),
  /** Map tiles for the place picker's pin (docs/offline.md, "Places"): OpenStreetMap's standard tiles by default; CSP img-src allows this host. */
  MAP_TILE_URL: z._default(z.string().check(z.regex(/^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/)), 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** Attribution the tiles' licence asks for, shown on the map (plain text). */
  MAP_TILE_ATTRIBUTION: z._default(z.string(), '© OpenStreetMap contributors'),
  /** The site's public address, for canonical links, link previews, the sitemap, feeds and JSON-LD (docs/site.md "Link previews", docs/seo-and-feeds.md); the request's own origin when unset. */
  SITE_URL: z.optional(z.url()),
});

function parse() {
  const result = EnvSchema.safeParse(process.env);
  if (!result.success) {
    console.error('Invalid site environment:', z.prettifyError(result.error));
    throw new Error('Invalid site environment');
  }
  const env = result.data;
  let sessionSecret = env.SESSION_SECRET;
  if (!sessionSecret) {
    // Never fall back to a secret written in the code: a random one lasts as long as the process.
    sessionSecret = randomBytes(32).toString('hex');
    if (env.NODE_ENV === 'production') {
      console.warn('SESSION_SECRET is not set: sessions will not survive a restart of the site.');
    }
  }
  return {
    ...env,
    API_URL: env.API_URL.replace(/\/+$/, ''),
    PAYMENT_CHECKOUT_ORIGIN: new URL(env.PAYMENT_CHECKOUT_ORIGIN).origin,
    SESSION_SECRET: sessionSecret,
    cookieSecure: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : env.NODE_ENV === 'production',
  };
}

export const env = parse();

/** The whitelisted values the browser may see. */
export const publicEnv = { MODE: env.NODE_ENV, MAP_TILE_URL: env.MAP_TILE_URL, MAP_TILE_ATTRIBUTION: env.MAP_TILE_ATTRIBUTION } as const;

/** The tile server's origin, allowed by the CSP's img-src. */
export const mapTileOrigin = new URL(env.MAP_TILE_URL.replace(/\{[a-z]\}/g, '0')).origin;
