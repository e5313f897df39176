import { resolve } from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { API_KEYS, OFFERS } from '@gigmarket/shared';

/**
 * The index's name (SEARCH_INDEX's default) names the document's layout: a layout that changes
 * (its attributes, its ids) gets a new name, so an engine whose configuration is replaced finds the
 * new index empty and the outbox worker rebuilds it (docs/search.md "How it is kept in step").
 * v2: document ids count down (api/src/search-engine/engine-document.ts documentId).
 * v3: document ids follow the creation second, a listing_id attribute, combined and expiry tokens.
 * v4: a facet_key attribute, category, job type and state in one number (engine-document.ts facetKey).
 * v5: one text field, `terms`, the listing's index tokens (search-text/analysis.ts), instead of the title and description.
 */
export const DEFAULT_ENGINE_INDEX = 'gig_listings_v5';

const EXAMPLE_SECRET = 'change-me-to-a-long-random-string';

const csv = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

const mysqlUrl = z
  .string()
  .refine((value) => /^mysql:\/\/[^/]+\/\w+/.test(value), 'must be mysql://user:password@host:port/database');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** mysql://user:password@host:3306/database; unset means the embedded SQLite file. */
  DATABASE_URL: mysqlUrl.optional(),
  DATABASE_REPLICA_URLS: csv.pipe(z.array(mysqlUrl)),
  SQLITE_PATH: z.string().default(resolve(__dirname, '../../data/gigmarket.sqlite')),
  DATABASE_CONNECT_RETRIES: z.coerce.number().int().min(0).max(20).default(5),
  DATABASE_LOGGING: z.stringbool().default(false),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').default(EXAMPLE_SECRET),
  /** Token lifetime without and with `remember`. */
  JWT_TTL: z.string().regex(/^\d+[smhd]$/, 'must look like 30s, 15m, 12h or 30d').default('12h'),
  JWT_REMEMBER_TTL: z.string().regex(/^\d+[smhd]$/, 'must look like 30s, 15m, 12h or 30d').default('30d'),
  CORS_ORIGINS: csv,
  /**
   * Express `trust proxy`: which hops may set X-Forwarded-For. `false` (the default) trusts none,
   * so a client cannot pick its own rate-limit key; see trustProxySetting.
   */
  TRUST_PROXY: z.string().default('false'),
  /** Shared with the site's server: with it, the site's X-Client-IP header is believed. */
  SITE_API_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMS_TRANSPORT: z.enum(['console', 'http', 'file']).default('console'),
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_KEY: z.string().optional(),
  SMS_SENDER: z.string().max(11).default('GigMarket'),
  /** With SMS_TRANSPORT=file: where each message is appended as a JSON line (tests read codes here). */
  SMS_FILE: z.string().optional(),
  /**
   * The browser journeys' movable clock: `POST /api/test/clock/advance` moves every rule that reads
   * the injected Clock forward. Refused in production (docs/testing.md "Time in the browser journeys").
   */
  TEST_CLOCK: z.stringbool().default(false),
  UPLOAD_DIR: z.string().default(resolve(__dirname, '../../uploads')),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis://').optional(),
  /** Auth calls per minute per route for one phone or e-mail. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** API processes sharing REDIS_URL: while Redis is down each counts limit / API_REPLICAS in its own memory. */
  API_REPLICAS: z.coerce.number().int().min(1).default(1),
  /** Auth calls per minute per route from one client address: many phones share one behind carrier-grade NAT. */
  RATE_LIMIT_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  /** USSD callbacks per minute for one phone (docs/ussd.md); a session is about 6 hops. */
  USSD_HOPS_PER_PHONE_PER_MINUTE: z.coerce.number().int().min(1).default(40),
  /** Messages one signed-in user may send per minute, over all their threads (docs/conversations.md). */
  MESSAGES_PER_USER_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Requests one API key may make per minute, over every replica (docs/api-keys.md "Limits"). */
  API_KEY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(API_KEYS.requestsPerWindow),
  /** On SIGTERM/SIGINT: how long in-flight requests may take to finish before the process gives up (exit 1). */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600000).default(10000),
  /**
   * On SIGTERM/SIGINT: how long to keep serving with readiness at 503 before refusing new
   * connections, so a load balancer polling /api/health/ready stops routing here first.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600000).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Paystack's API: the local Paystack-compatible server by default, https://api.paystack.co for real. */
  PAYSTACK_BASE_URL: z.url().default('http://127.0.0.1:3003'),
  /** Used when the back office's payment settings hold no secret key. */
  PAYSTACK_SECRET_KEY: z.string().min(8).optional(),
  PAYSTACK_PUBLIC_KEY: z.string().optional(),
  /**
   * WhatsApp Business Cloud API (docs/whatsapp.md). Graph's address: the local WhatsApp
   * (packages/whatsapp-local) by default, https://graph.facebook.com for a real number.
   */
  WHATSAPP_GRAPH_BASE_URL: z.url().default('http://127.0.0.1:3004'),
  /** Graph's version in every path, pinned (Meta retires versions about two years after release). */
  WHATSAPP_GRAPH_VERSION: z.string().regex(/^v\d+\.\d+$/).default('v23.0'),
  /** The business number's id in Meta's app (not the phone number itself). Unset: nothing is sent. */
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d+$/).optional(),
  /** A system user's permanent token with whatsapp_business_messaging. */
  WHATSAPP_ACCESS_TOKEN: z.string().min(8).optional(),
  /** The Meta app's secret: keys the X-Hub-Signature-256 of each webhook. Unset: every webhook is refused. */
  WHATSAPP_APP_SECRET: z.string().min(8).optional(),
  /** The token typed into Meta's webhook settings, echoed back by the verification GET. Unset: verification is refused. */
  WHATSAPP_VERIFY_TOKEN: z.string().min(8).optional(),
  /** The site's public address, for the payment provider's return link; else the settings' site_url, else http://localhost:3001. */
  SITE_URL: z.url().optional(),
  /** How long a "Book again" offer waits for the freelancer's answer, in hours (docs/roster.md "Book again"). */
  OFFER_EXPIRY_HOURS: z.coerce.number().int().min(1).max(720).default(OFFERS.expiryHours),
  /** Scheduled work in this process (the 72-hour completion, reconciliation); the tests run it themselves. */
  BACKGROUND_TASKS: z.stringbool().default(true),
  /**
   * The job search's engine (docs/search.md "The search engine"): the SphinxQL listener of Manticore
   * Search (Debian's sphinxsearch 2.2 in CI), `mysql://host:9306`. Unset: the search runs on SQL
   * alone, as before.
   */
  SEARCH_URL: z
    .string()
    .regex(/^mysql:\/\/[^/]+\/?$/, 'must be mysql://host:port (the engine\'s SphinxQL listener)')
    .optional(),
  /** The engine's real-time index of open listings (docker/manticore/manticore.conf names it). */
  SEARCH_INDEX: z.string().regex(/^[a-z][a-z0-9_]*$/, 'must be an index name (a-z, 0-9, _)').default(DEFAULT_ENGINE_INDEX),
  /** The deepest result the engine pages to (offset + per_page); a page past it is answered from SQL. */
  SEARCH_MAX_MATCHES: z.coerce.number().int().min(1000).max(1_000_000).default(10_000),
  /** One engine query's time limit; past it the search answers from SQL. */
  SEARCH_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** The engine is "behind" when an outbox row waits longer than this; the search then answers from SQL. */
  SEARCH_MAX_LAG_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  /** After the engine failed, how long the search answers from SQL before asking it again. */
  SEARCH_RETRY_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /** How often the outbox worker runs besides the nudge after each listing write. */
  SEARCH_SYNC_EVERY_MS: z.coerce.number().int().min(100).max(600_000).default(1000),
  /** How long facet counts of one search are reused for its other pages and sorts (0: never). */
  SEARCH_FACET_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  /** How long the access guard trusts a verified token and its user without reading them again (0: off; decision 0012). */
  IDENTITY_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /**
   * Outbound webhooks (docs/webhooks.md): addresses (CIDR blocks, comma-separated) a webhook may
   * reach although private or loopback, outside development (tests: 127.0.0.1/32). Refused in
   * production, where only public addresses over https are reached.
   */
  WEBHOOK_ALLOWED_CIDRS: csv.pipe(z.array(z.string().refine((value) => ipaddr.isValidCIDR(value), 'must be CIDR blocks such as 127.0.0.1/32'))),
  /** How often the webhook dispatcher runs besides the nudge after each event. */
  WEBHOOK_EVERY_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** Deliveries one dispatcher sends at the same time. */
  WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(200).default(16),
  /** The platform as receipts and statements name it (docs/tax-and-statements.md). */
  PLATFORM_LEGAL_NAME: z.string().min(1).max(120).default('GigMarket Nigeria Ltd'),
  PLATFORM_ADDRESS: z.string().min(1).max(200).default('12 Broad Street, Lagos Island, Lagos'),
  PLATFORM_RC_NUMBER: z.string().max(20).default('RC 1234567'),
  PLATFORM_TAX_ID: z.string().max(20).default('1234567890'),
  SUPERADMIN_EMAIL: z.email().default('admin@gigmarket.test'),
  SUPERADMIN_PASSWORD: z.string().min(8).default('Admin123!'),
});

/**
 * Express's `trust proxy` value: false (none), true (any hop: never on a reachable API), a hop
 * count, or a comma-separated list of addresses, subnets or the names loopback/linklocal/uniquelocal.
 */
export function trustProxySetting(value: string): boolean | number | string {
  const trimmed = value.trim().toLowerCase();
  if (trimmed === 'false' || trimmed === 'none' || trimmed === '0') return false;
  if (trimmed === 'true') return true;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return value;
}

export type AppConfig = z.infer<typeof schema> & { databaseType: 'mysql' | 'better-sqlite3' };

export class ConfigError extends Error {}

/**
 * Parses the environment once. A bad or missing setting throws a ConfigError whose message is
 * one line naming the setting, so start-up can print it and stop.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(blankless);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid setting ${issue.path.join('.') || '(environment)'}: ${issue.message}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === 'production') {
    if (config.JWT_SECRET === EXAMPLE_SECRET) {
      throw new ConfigError('Invalid setting JWT_SECRET: the example secret is refused in production');
    }
    if (!config.DATABASE_URL) {
      throw new ConfigError('Invalid setting DATABASE_URL: production needs mysql://...');
    }
    if (config.TEST_CLOCK) {
      throw new ConfigError('Invalid setting TEST_CLOCK: a movable clock is refused in production');
    }
    if (config.WEBHOOK_ALLOWED_CIDRS.length) {
      throw new ConfigError('Invalid setting WEBHOOK_ALLOWED_CIDRS: private webhook addresses are refused in production');
    }
  }
  if (config.SMS_TRANSPORT === 'http' && !config.SMS_HTTP_URL) {
    throw new ConfigError('Invalid setting SMS_HTTP_URL: required when SMS_TRANSPORT=http');
  }
  if (config.SMS_TRANSPORT === 'file' && !config.SMS_FILE) {
    throw new ConfigError('Invalid setting SMS_FILE: required when SMS_TRANSPORT=file');
  }
  return { ...config, databaseType: config.DATABASE_URL ? 'mysql' : 'better-sqlite3' };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
