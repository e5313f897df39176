#!/usr/bin/env node
// bench/admin-list: the back-office getList call of listings, job applications and users, on
// 100,000 rows each (BENCH_ROWS; 1,000,000 for the million-row runs).
//
// Seeds a fresh SQLite file (and a fresh MariaDB/MySQL schema when MYSQL_URL is set) with bulk
// INSERTs, boots the real API (api/dist: run `npm run build -w api` first) on a free port, and
// times `GET /api/admin/<resource>?sort&range&filter` over HTTP (page rows + Content-Range total)
// against the very same SQL statements (page ids and count, the rows of those ids, then the names
// they reference: employers, freelancers, job titles; taken from the API's own query builders) run
// through the raw driver in this process. Prints p50/p95 of each and the ratio raw p50 / API p50 (the API's share of the raw
// driver's throughput; the aim is >= 0.5).
//
//   node bench/admin-list.mjs                 SQLite
//   MYSQL_URL=mysql://root@127.0.0.1:3306/gig_bench node bench/admin-list.mjs   SQLite + MariaDB
//   BENCH_ROWS=20000 BENCH_ITERATIONS=100 ...  smaller runs; BENCH_EXPLAIN=1 prints query plans;
//   BENCH_EXTRA_INDEX=1 adds a composite (category_id, status, deleted_at, min_amount) index first;
//   BENCH_SKIP_SQLITE=1 measures MariaDB only (e.g. BENCH_ROWS=1000000);
//   BENCH_CPU_PROFILE=/tmp/prof writes a CPU profile of each scenario's API calls there;
//   BENCH_RESOURCES=listings,jobapplication,users (the default) picks the lists: job applications
//   seed BENCH_ROWS applications of 1,000 freelancers over the listings, users BENCH_ROWS more users.
// These three lists take their unfiltered totals, and those of one counted equality filter
// ("pending", "freelancers"), from the exact counters of `row_counts` (decision 0012); the raw side
// then reads the same counter, and runs COUNT(*) wherever the API does.
//
// `health` in BENCH_RESOURCES (e.g. BENCH_RESOURCES=health, or listings,health) measures the
// dashboard's marketplace health instead (`GET /api/admin/dashboard/health`, docs/performance.md
// "Marketplace health"): the listings get publishing and filling times over the seeded span, and
// BENCH_ROWS / 10 hires are seeded with their ledger postings (through the `ledger_totals` trigger),
// payouts, disputes and no-shows, plus BENCH_ROWS saved-search alerts and BENCH_ROWS * 0.3 USSD
// sessions over a year. Each figure's one statement is timed through the API's own service
// (TypeORM, in process) beside the very same SQL through the raw driver, then the whole endpoint
// over HTTP.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { profiledIfAsked } from './cpu-profile.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'api', 'dist');
if (!existsSync(join(dist, 'app.module.js'))) {
  console.error('bench/admin-list: api/dist is missing; run `npm run build -w api` first.');
  process.exit(1);
}
const require = createRequire(join(root, 'api', 'package.json'));
require('reflect-metadata');
const { NestFactory } = require('@nestjs/core');
const { getDataSourceToken } = require('@nestjs/typeorm');
const Database = require('better-sqlite3');
const mysql = require('mysql2/promise');
const { AppModule } = require(join(dist, 'app.module.js'));
const { configureApp } = require(join(dist, 'app.setup.js'));
const { loadConfig } = require(join(dist, 'config', 'config.js'));
const { TokenService } = require(join(dist, 'auth', 'token.service.js'));
const { crudToken } = require(join(dist, 'admin', 'admin-controller.factory.js'));
const { parseListQuery } = require(join(dist, 'admin', 'simple-rest', 'list-query.js'));
const { listingTitlesQuery, peopleQuery } = require(join(dist, 'admin', 'reference-names.js'));
const { rowCountSql } = require(join(dist, 'common', 'row-counts.js'));
const { MarketplaceHealthService } = require(join(dist, 'admin', 'marketplace-health.service.js'));

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
const WARMUP = 30;
const BATCH = 500;
const CATEGORIES = 20;
const EMPLOYERS = 50;

const FREELANCERS = 1_000;
const RESOURCES = (process.env.BENCH_RESOURCES ?? 'listings,jobapplication,users').split(',');
const HEALTH = RESOURCES.includes('health');
/** Hires of the health bench (each on its own listing), with their money, payouts and disputes. */
const HIRES = Math.floor(ROWS / 10);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const unique = (values) => [...new Set(values.filter((value) => value !== null && value !== undefined))];
const orZero = (ids) => (ids.length ? ids : [0]);
const FIRST = { name: 'first page', query: { sort: ['id', 'DESC'], range: [0, 24], filter: {} } };
const PAGE_1000 = { name: 'page 1,000', query: { sort: ['id', 'DESC'], range: [24_975, 24_999], filter: {} } };
/** Per resource: the lists as the back office asks for them, and the name queries of a page. */
const LISTS = {
  listings: {
    scenarios: [
      FIRST,
      PAGE_1000,
      {
        name: 'filtered + sorted',
        query: { sort: ['min_amount', 'DESC'], range: [0, 24], filter: { status: 'open', category_id: 3 } },
      },
    ],
    names: (manager, rows) => [peopleQuery(manager, orZero(unique(rows.map((row) => row.user_id))), true)],
  },
  jobapplication: {
    scenarios: [
      FIRST,
      PAGE_1000,
      {
        name: 'pending, newest',
        query: { sort: ['created_at', 'DESC'], range: [0, 24], filter: { status: 'pending' } },
      },
      { name: 'one job, by price', query: { sort: ['price', 'ASC'], range: [0, 24], filter: { listing_id: 7 } } },
    ],
    names: (manager, rows) => [
      peopleQuery(manager, orZero(unique(rows.flatMap((row) => [row.user_id, row.accepted_by]))), false),
      listingTitlesQuery(manager, orZero(unique(rows.map((row) => row.listing_id)))),
    ],
  },
  users: {
    scenarios: [
      FIRST,
      PAGE_1000,
      {
        name: 'freelancers, newest',
        query: { sort: ['created_at', 'DESC'], range: [0, 24], filter: { user_type: 'freelancer' } },
      },
      {
        name: 'freelancers, by name',
        query: { sort: ['name', 'ASC'], range: [0, 24], filter: { user_type: 'freelancer' } },
      },
      { name: 'by name, page 1,000', query: { sort: ['name', 'ASC'], range: [24_975, 24_999], filter: {} } },
    ],
    names: () => [],
  },
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (value) => value.toFixed(2).padStart(7);

async function time(fn) {
  for (let i = 0; i < WARMUP; i++) await fn();
  const samples = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

/** Multi-row INSERTs of `rows` (arrays in `columns` order), BATCH rows per statement, one transaction. */
async function bulkInsert(dataSource, table, columns, rows) {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  await runner.startTransaction();
  try {
    const quote = (name) => (dataSource.options.type === 'mysql' ? `\`${name}\`` : `"${name}"`);
    for (let offset = 0; offset < rows.length; offset += BATCH) {
      const batch = rows.slice(offset, offset + BATCH);
      const placeholders = batch.map(() => `(${columns.map(() => '?').join(',')})`).join(',');
      await runner.query(
        `INSERT INTO ${quote(table)} (${columns.map(quote).join(',')}) VALUES ${placeholders}`,
        batch.flat(),
      );
    }
    await runner.commitTransaction();
  } catch (error) {
    await runner.rollbackTransaction();
    throw error;
  } finally {
    await runner.release();
  }
}

async function seed(dataSource) {
  const started = performance.now();
  const now = Date.now();
  const iso = (t) => new Date(t).toISOString().slice(0, 19).replace('T', ' ');
  await bulkInsert(
    dataSource,
    'users',
    ['first_name', 'last_name', 'name', 'email', 'phone', 'user_type', 'status'],
    [
      ['Bench', 'Admin', 'Bench Admin', 'bench-admin@example.com', '09000000000', 'superadmin', 'active'],
      ...Array.from({ length: EMPLOYERS }, (_, i) => [
        'Employer',
        String(i),
        `Employer ${i}`,
        `bench-employer-${i}@example.com`,
        `0900100${String(i).padStart(4, '0')}`,
        'employer',
        'active',
      ]),
    ],
  );
  await bulkInsert(
    dataSource,
    'categories',
    ['category_name', 'category_slug', 'category_status'],
    Array.from({ length: CATEGORIES }, (_, i) => [`Category ${i + 1}`, `category-${i + 1}`, 'active']),
  );
  const statuses = ['open', 'open', 'open', 'closed', 'draft'];
  // The health bench: every listing but a draft was published when created; 60% of the closed
  // ones closed filled, 1 to 96 hours later (never after now), the others closed by the employer.
  const filling = (i) => {
    const status = statuses[i % statuses.length];
    const created = now - (ROWS - i) * 60_000;
    const filled = status === 'closed' && (i * 31) % 10 < 6;
    return [
      status === 'draft' ? null : iso(created),
      filled ? iso(Math.min(created + (1 + ((i * 7919) % 96)) * HOUR, now - 60_000)) : null,
      status === 'closed' ? (filled ? 'filled' : 'employer') : null,
    ];
  };
  const rows = Array.from({ length: ROWS }, (_, i) => [
    2 + (i % EMPLOYERS), // employers follow the superadmin in a fresh users table
    1 + (i % CATEGORIES),
    `${['Plumber', 'Painter', 'Cleaner', 'Driver', 'Cook', 'Tutor'][i % 6]} needed #${i + 1}`,
    'fixed',
    ((i * 7919) % 500_000) / 10 + 1000,
    statuses[i % statuses.length],
    `Short-term job number ${i + 1}`,
    iso(now - (ROWS - i) * 60_000),
    iso(now - (ROWS - i) * 60_000),
    ...(HEALTH ? filling(i) : []),
  ]);
  await bulkInsert(
    dataSource,
    'listings',
    [
      'user_id',
      'category_id',
      'job_title',
      'pricing',
      'min_amount',
      'status',
      'work_description',
      'created_at',
      'updated_at',
      ...(HEALTH ? ['published_at', 'filled_at', 'closed_reason'] : []),
    ],
    rows,
  );
  if (RESOURCES.includes('jobapplication')) {
    // 1,000 freelancers, each applying to a run of listings: one application per freelancer and job.
    await bulkInsert(
      dataSource,
      'users',
      ['first_name', 'last_name', 'name', 'email', 'phone', 'user_type', 'status'],
      Array.from({ length: FREELANCERS }, (_, i) => [
        'Applicant',
        String(i),
        `Applicant ${i}`,
        `bench-applicant-${i}@example.com`,
        `0900200${String(i).padStart(4, '0')}`,
        'freelancer',
        'active',
      ]),
    );
    const [{ first }] = await dataSource.query(
      "SELECT MIN(id) AS first FROM users WHERE email LIKE 'bench-applicant-%'",
    );
    const applicationStatuses = ['pending', 'pending', 'approved', 'disapproved', 'pending'];
    await bulkInsert(
      dataSource,
      'jobapplication',
      ['user_id', 'listing_id', 'status', 'price', 'created_at', 'updated_at'],
      Array.from({ length: ROWS }, (_, i) => [
        Number(first) + (i % FREELANCERS),
        1 + Math.floor(i / FREELANCERS),
        applicationStatuses[i % applicationStatuses.length],
        ((i * 104_729) % 400_000) / 10 + 2000,
        iso(now - (ROWS - i) * 30_000),
        iso(now - (ROWS - i) * 30_000),
      ]),
    );
  }
  if (RESOURCES.includes('users')) {
    const first = ['Ada', 'Bayo', 'Chidi', 'Dayo', 'Emeka', 'Funmi', 'Gbenga', 'Halima', 'Ife', 'Jide'];
    const last = ['Okafor', 'Adeyemi', 'Bello', 'Eze', 'Ibrahim', 'Nwosu', 'Ogunleye', 'Usman'];
    await bulkInsert(
      dataSource,
      'users',
      ['first_name', 'last_name', 'name', 'email', 'phone', 'user_type', 'status', 'created_at', 'updated_at'],
      Array.from({ length: ROWS }, (_, i) => {
        const [given, family] = [first[(i * 7) % first.length], last[(i * 13) % last.length]];
        return [
          given,
          family,
          `${given} ${family} ${(i * 7919) % ROWS}`,
          `bench-user-${i}@example.com`,
          `081${String(i).padStart(8, '0')}`,
          i % 5 === 0 ? 'employer' : 'freelancer',
          i % 50 === 0 ? 'blocked' : 'active',
          iso(now - (ROWS - i) * 20_000),
          iso(now - (ROWS - i) * 20_000),
        ];
      }),
    );
  }
  if (HEALTH) await seedHealth(dataSource, now, iso);
  return (performance.now() - started) / 1000;
}

/**
 * The rows the marketplace health reads, spread over the last year: HIRES hires (one per listing,
 * of 1,000 freelancers of their own) with their charge, gateway fee and release postings (the
 * trigger keeps `ledger_totals`), payouts, disputes and no-shows; saved-search alerts and USSD
 * sessions.
 */
async function seedHealth(dataSource, now, iso) {
  const started = performance.now();
  await bulkInsert(
    dataSource,
    'users',
    ['first_name', 'last_name', 'name', 'email', 'phone', 'user_type', 'status'],
    Array.from({ length: FREELANCERS }, (_, i) => ['Hired', String(i), `Hired ${i}`, `bench-hired-${i}@example.com`, `0900300${String(i).padStart(4, '0')}`, 'freelancer', 'active']),
  );
  const [{ first }] = await dataSource.query("SELECT MIN(id) AS first FROM users WHERE email LIKE 'bench-hired-%'");
  const freelancer = (i) => Number(first) + (i % FREELANCERS);
  const employer = (i) => 2 + (i % EMPLOYERS);
  // 90% paid, 4% completed (their payouts wait or failed), 3% funded, 1% disputed, 2% cancelled.
  const status = (i) => {
    const roll = (i * 7919) % 100;
    return roll < 90 ? 'paid' : roll < 94 ? 'completed' : roll < 97 ? 'funded' : roll < 98 ? 'disputed' : 'cancelled';
  };
  const at = (i) => now - Math.floor(((HIRES - i) / HIRES) * 365 * DAY);
  const agreed = (i) => 500_000 + ((i * 7919) % 50) * 10_000;
  const fee = (i) => Math.round((agreed(i) * 15) / 1000);
  const commission = (i) => Math.round(agreed(i) / 10);
  await bulkInsert(
    dataSource,
    'jobapplication',
    ['user_id', 'listing_id', 'status', 'agreed_amount_minor', 'created_at', 'updated_at'],
    Array.from({ length: HIRES }, (_, i) => [freelancer(i), 1 + i, status(i), agreed(i), iso(at(i)), iso(at(i))]),
  );
  const [{ firstHire }] = await dataSource.query("SELECT MIN(id) AS firstHire FROM jobapplication WHERE agreed_amount_minor IS NOT NULL");
  const hireId = (i) => Number(firstHire) + i;
  const released = (i) => status(i) === 'paid' || status(i) === 'completed';
  const funded = (i) => status(i) !== 'cancelled';

  // The ledger: accounts, postings, entries (inserted like `post` writes them, dated).
  const fixed = [
    ['gateway:clearing', 'gateway', 'debit', 1],
    ['platform:revenue', 'revenue', 'credit', 0],
    ['platform:fees', 'fees', 'credit', 0],
    ['platform:gateway_costs', 'gateway_costs', 'debit', 0],
  ];
  await bulkInsert(dataSource, 'ledger_accounts', ['code', 'kind', 'normal_side', 'may_go_negative', 'user_id', 'application_id'], [
    ...fixed.map(([code, kind, side, negative]) => [code, kind, side, negative, null, null]),
    ...Array.from({ length: FREELANCERS }, (_, i) => [`freelancer:${freelancer(i)}`, 'freelancer', 'credit', 0, freelancer(i), null]),
    ...Array.from({ length: HIRES }, (_, i) => [`escrow:${hireId(i)}`, 'escrow', 'credit', 0, null, hireId(i)]),
  ]);
  const accountId = new Map((await dataSource.query('SELECT id, code FROM ledger_accounts')).map((row) => [row.code, Number(row.id)]));
  const postings = [];
  for (let i = 0; i < HIRES; i++) {
    if (!funded(i)) continue;
    const t = at(i);
    const charged = iso(t);
    postings.push({ key: `charge:B${i}`, kind: 'charge', app: hireId(i), at: charged, lines: [['gateway:clearing', 'debit', agreed(i) + fee(i)], [`escrow:${hireId(i)}`, 'credit', agreed(i)], ['platform:fees', 'credit', fee(i)]] });
    postings.push({ key: `gateway-fee:B${i}`, kind: 'gateway-fee', app: hireId(i), at: charged, lines: [['platform:gateway_costs', 'debit', Math.round(fee(i) * 0.9)], ['gateway:clearing', 'credit', Math.round(fee(i) * 0.9)]] });
    if (released(i)) {
      const when = iso(Math.min(t + 2 * DAY, now - 60_000));
      postings.push({ key: `release:${hireId(i)}`, kind: 'release', app: hireId(i), at: when, lines: [[`escrow:${hireId(i)}`, 'debit', agreed(i)], [`freelancer:${freelancer(i)}`, 'credit', agreed(i) - commission(i)], ['platform:revenue', 'credit', commission(i)]] });
    }
  }
  await bulkInsert(dataSource, 'ledger_postings', ['idempotency_key', 'kind', 'application_id', 'created_at'], postings.map((p) => [p.key, p.kind, p.app, p.at]));
  const postingId = new Map((await dataSource.query("SELECT id, idempotency_key FROM ledger_postings")).map((row) => [row.idempotency_key, Number(row.id)]));
  await bulkInsert(
    dataSource,
    'ledger_entries',
    ['posting_id', 'account_id', 'account_code', 'posting_key', 'posting_kind', 'direction', 'amount_minor', 'application_id', 'created_at'],
    postings.flatMap((p) => p.lines.map(([code, direction, amount]) => [postingId.get(p.key), accountId.get(code), code, p.key, p.kind, direction, amount, p.app, p.at])),
  );

  // Payouts of the released hires: paid ones settled; completed ones waiting or failed.
  const completedStates = ['awaiting_account', 'pending', 'failed', 'reversed'];
  await bulkInsert(
    dataSource,
    'payouts',
    ['application_id', 'freelancer_id', 'amount_minor', 'status', 'reference', 'attempts', 'created_at', 'updated_at'],
    Array.from({ length: HIRES }, (_, i) => i)
      .filter(released)
      .map((i) => {
        const state = status(i) === 'paid' ? 'success' : completedStates[i % completedStates.length];
        return [hireId(i), freelancer(i), agreed(i) - commission(i), state, state === 'awaiting_account' ? null : `TRF-B${i}`, state === 'awaiting_account' ? 0 : 1, iso(at(i)), iso(at(i))];
      }),
  );
  // Disputes: open on the disputed hires, resolved on one paid hire in 200.
  await bulkInsert(
    dataSource,
    'disputes',
    ['application_id', 'opened_by', 'reason', 'status', 'resolution', 'created_at'],
    Array.from({ length: HIRES }, (_, i) => i)
      .filter((i) => status(i) === 'disputed' || (status(i) === 'paid' && i % 200 === 0))
      .map((i) => [hireId(i), employer(i), 'Work not as agreed', status(i) === 'disputed' ? 'open' : 'resolved', status(i) === 'disputed' ? null : 'release', iso(at(i))]),
  );
  // No-shows on one hire in 50: two in eleven still reported or contested.
  const noShow = ['upheld', 'dismissed', 'upheld', 'upheld', 'reported', 'upheld', 'dismissed', 'upheld', 'contested', 'upheld', 'upheld'];
  await bulkInsert(
    dataSource,
    'reliability_events',
    ['kind', 'user_id', 'application_id', 'status', 'created_at'],
    Array.from({ length: Math.floor(HIRES / 50) }, (_, k) => ['no_show', freelancer(k * 50), hireId(k * 50), noShow[k % noShow.length], iso(at(k * 50))]),
  );
  // Alerts (70% bell matches, 20% SMS digests, 10% message nudges) and USSD sessions over a year.
  const alertKinds = ['match', 'match', 'match', 'match', 'match', 'match', 'match', 'digest', 'digest', 'nudge'];
  await bulkInsert(
    dataSource,
    'alert_log',
    ['kind', 'user_id', 'items', 'channel', 'created_at'],
    Array.from({ length: ROWS }, (_, i) => {
      const kind = alertKinds[i % alertKinds.length];
      return [kind, freelancer(i), 1 + (i % 3), kind === 'match' ? 'bell' : 'sms', iso(now - Math.floor(((ROWS - i) / ROWS) * 365 * DAY))];
    }),
  );
  const sessions = Math.floor(ROWS * 0.3);
  await bulkInsert(
    dataSource,
    'ussd_sessions',
    ['gateway', 'session_id', 'phone', 'language', 'hops', 'started_at', 'updated_at', 'expires_at'],
    Array.from({ length: sessions }, (_, i) => {
      const t = iso(now - Math.floor(((sessions - i) / sessions) * 365 * DAY));
      return ['africastalking', `bench-${i}`, `0810${String(i % 10_000_000).padStart(7, '0')}`, 'en', 1 + (i % 6), t, t, t];
    }),
  );
  const [{ n: entries }] = await dataSource.query('SELECT COUNT(*) AS n FROM ledger_entries');
  console.log(
    `  health rows: ${HIRES.toLocaleString('en')} hires, ${Number(entries).toLocaleString('en')} ledger entries, ${ROWS.toLocaleString('en')} alerts, ${sessions.toLocaleString('en')} USSD sessions in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function runOn(kind, env) {
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(24).toString('hex'),
    DATABASE_CONNECT_RETRIES: '0',
    // IDENTITY_CACHE_TTL_MS=0 measures without the access guard's identity cache (decision 0012).
    ...(process.env.IDENTITY_CACHE_TTL_MS ? { IDENTITY_CACHE_TTL_MS: process.env.IDENTITY_CACHE_TTL_MS } : {}),
    ...env,
  });
  const app = await NestFactory.create(AppModule.forRoot(config), { logger: false });
  configureApp(app, config);
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;
  const dataSource = app.get(getDataSourceToken());

  const seconds = await seed(dataSource);
  if (process.env.BENCH_EXTRA_INDEX) {
    // Not in the migrations: measures what a composite index would buy the filtered call.
    await dataSource.query(
      'CREATE INDEX IDX_bench_listings_category_status ON listings (category_id, status, deleted_at, min_amount)',
    );
    console.log(`\n${kind}: with the extra index listings (category_id, status, deleted_at, min_amount)`);
  }
  if (kind === 'sqlite') await dataSource.query('ANALYZE');
  else
    await dataSource.query(
      `ANALYZE TABLE listings, jobapplication, users${HEALTH ? ', payouts, disputes, reliability_events, alert_log, ussd_sessions, ledger_entries, ledger_totals' : ''}`,
    );
  console.log(
    `\n${kind}: seeded ${ROWS.toLocaleString('en')} rows of ${RESOURCES.join(', ')} in ${seconds.toFixed(1)} s`,
  );

  const [admin] = await dataSource.query('SELECT id FROM users WHERE email = ?', ['bench-admin@example.com']);
  const { token } = await app.get(TokenService).issue(Number(admin.id));

  // The raw driver: a connection of its own, in this process.
  let raw;
  let closeRaw;
  if (kind === 'sqlite') {
    const db = new Database(config.SQLITE_PATH, { readonly: true });
    const cache = new Map();
    const prepare = (sql) => cache.get(sql) ?? cache.set(sql, db.prepare(sql)).get(sql);
    raw = {
      first: async (ids, count) => ({
        ids: prepare(ids.sql)
          .all(...ids.parameters)
          .map((row) => Number(row.id)),
        total: prepare(count.sql).get(...count.parameters),
      }),
      page: async (ids, count, rows, names) => {
        const pageIds = prepare(ids.sql).all(...ids.parameters);
        const total = prepare(count.sql).get(...count.parameters);
        const found = prepare(rows.sql).all(...rows.parameters);
        return { pageIds, total, rows: found, names: names.map((n) => prepare(n.sql).all(...n.parameters)) };
      },
    };
    closeRaw = async () => db.close();
  } else {
    const url = new URL(env.DATABASE_URL);
    const pool = mysql.createPool({
      host: url.hostname,
      port: Number(url.port || 3306),
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      database: url.pathname.slice(1),
      connectionLimit: 10,
    });
    const both = (ids, count) =>
      Promise.all([pool.query(ids.sql, ids.parameters), pool.query(count.sql, count.parameters)]);
    raw = {
      first: async (ids, count) => {
        const [[idRows], [total]] = await both(ids, count);
        return { ids: idRows.map((row) => Number(row.id)), total };
      },
      page: async (ids, count, rows, names) => {
        const [[pageIds], [total]] = await both(ids, count);
        const [found] = await pool.query(rows.sql, rows.parameters);
        const named = await Promise.all(names.map((n) => pool.query(n.sql, n.parameters)));
        return { pageIds, total, rows: found, names: named };
      },
    };
    closeRaw = async () => pool.end();
  }

  if (RESOURCES.some((resource) => resource !== 'health'))
    console.log(
      `${'list, scenario'.padEnd(38)} ${'API p50'.padStart(8)} ${'API p95'.padStart(8)} ${'raw p50'.padStart(8)} ${'raw p95'.padStart(8)}   ratio  total`,
    );
  const results = [];
  for (const resource of RESOURCES) {
    if (resource === 'health') continue;
    const crud = app.get(crudToken(resource));
    for (const scenario of LISTS[resource].scenarios) {
      const params = new URLSearchParams({
        sort: JSON.stringify(scenario.query.sort),
        range: JSON.stringify(scenario.query.range),
        filter: JSON.stringify(scenario.query.filter),
      });
      const url = `${base}/api/admin/${resource}?${params}`;
      let total = '';
      const viaApi = async () => {
        const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
        if (response.status !== 200)
          throw new Error(`${scenario.name}: HTTP ${response.status} ${await response.text()}`);
        total = response.headers.get('content-range');
        await response.json();
      };

      // The same statements the API runs, from its own query builders: the page's ids and the
      // total, then the rows of those ids, then their employers' names (the ids never change
      // between calls here).
      const parsed = parseListQuery(
        { sort: params.get('sort'), range: params.get('range'), filter: params.get('filter') },
        crud.definition.list,
      );
      const { ids, count } = crud.listQueries(parsed);
      const statement = (qb) => {
        const [sql, parameters] = qb.getQueryAndParameters();
        return { sql, parameters };
      };
      const idsStatement = statement(ids);
      // The total as the API takes it: a counter where one answers the query, else COUNT(*).
      const selection = crud.countedSelection(parsed);
      const counter = selection && rowCountSql(dataSource.getMetadata(crud.definition.entity).tableName, selection);
      const countStatement = counter ? { sql: `SELECT (${counter.sql}) AS total`, parameters: counter.params } : statement(count);
      const firstIds = (await raw.first(idsStatement, countStatement)).ids;
      const rowsStatement = statement(crud.rowsQuery(orZero(firstIds)));
      // Then the names the page's records carry (employers and companies, freelancers, job titles).
      const pageRows = await crud.rowsQuery(orZero(firstIds)).getMany();
      const namesStatements = LISTS[resource].names(dataSource.manager, pageRows).map(statement);
      const direct = () => raw.page(idsStatement, countStatement, rowsStatement, namesStatements);
      if (process.env.BENCH_EXPLAIN) {
        for (const [label, { sql, parameters }] of [
          ['ids', idsStatement],
          ['count', countStatement],
        ]) {
          const plan = await dataSource.query(
            `${kind === 'sqlite' ? 'EXPLAIN QUERY PLAN' : 'EXPLAIN'} ${sql}`,
            parameters,
          );
          console.log(`  plan of ${resource} ${scenario.name} ${label}:`, JSON.stringify(plan));
        }
      }

      const api = await profiledIfAsked(`${kind}-${resource}-${scenario.name}`, () => time(viaApi));
      const driver = await time(direct);
      const ratio = driver.p50 / api.p50;
      results.push({ kind, resource, scenario: scenario.name, api, driver, ratio, total });
      console.log(
        `${`${resource}: ${scenario.name}`.padEnd(38)} ${ms(api.p50)}  ${ms(api.p95)}  ${ms(driver.p50)}  ${ms(driver.p95)}   ${ratio.toFixed(2)}  ${total}`,
      );
    }
  }
  if (HEALTH) results.push(...(await measureHealth(kind, app, config, env, base, token, Number(admin.id))));
  await closeRaw();
  await app.close();
  return results;
}

/**
 * Each health figure's one statement (from the service's own query builders) through the service
 * in process and through the raw driver, then the whole endpoint over HTTP (every figure the
 * superadmin may read, in parallel on the pool).
 */
async function measureHealth(kind, app, config, env, base, token, adminId) {
  const service = app.get(MarketplaceHealthService);
  const viewer = { id: adminId, user_type: 'superadmin', role_id: null, permissions: [], tokenId: 'bench' };
  const now = new Date();
  // better-sqlite3 binds no Date: the text TypeORM stores (UTC).
  const bindable = (value) => (value instanceof Date ? value.toISOString().replace('T', ' ').replace('Z', '') : value);
  let run;
  let close;
  if (kind === 'sqlite') {
    const db = new Database(config.SQLITE_PATH, { readonly: true });
    const cache = new Map();
    run = async (sql, parameters) => (cache.get(sql) ?? cache.set(sql, db.prepare(sql)).get(sql)).get(...parameters.map(bindable));
    close = async () => db.close();
  } else {
    const url = new URL(env.DATABASE_URL);
    const pool = mysql.createPool({
      host: url.hostname,
      port: Number(url.port || 3306),
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      database: url.pathname.slice(1),
      connectionLimit: 10,
      timezone: 'Z',
    });
    run = async (sql, parameters) => (await pool.query(sql, parameters))[0][0];
    close = async () => pool.end();
  }
  console.log(`\n${kind}: marketplace health at ${ROWS.toLocaleString('en')} listings`);
  console.log(`${'figure'.padEnd(38)} ${'API p50'.padStart(8)} ${'API p95'.padStart(8)} ${'raw p50'.padStart(8)} ${'raw p95'.padStart(8)}   ratio  value`);
  const results = [];
  for (const figure of Object.keys(service.figures)) {
    const [sql, parameters] = service.figures[figure].query(now).getQueryAndParameters();
    if (process.env.BENCH_EXPLAIN) {
      const plan = await app.get(getDataSourceToken()).query(`${kind === 'sqlite' ? 'EXPLAIN QUERY PLAN' : 'EXPLAIN'} ${sql}`, parameters);
      console.log(`  plan of ${figure}:`, JSON.stringify(plan));
    }
    let value;
    const api = await time(async () => {
      value = await service.figure(figure, viewer, now);
    });
    const driver = await time(() => run(sql, parameters));
    const ratio = driver.p50 / api.p50;
    results.push({ kind, resource: 'health', scenario: figure, api, driver, ratio, total: JSON.stringify(value) });
    console.log(`${`health: ${figure}`.padEnd(38)} ${ms(api.p50)}  ${ms(api.p95)}  ${ms(driver.p50)}  ${ms(driver.p95)}   ${ratio.toFixed(2)}  ${JSON.stringify(value)}`);
  }
  const endpoint = await time(async () => {
    const response = await fetch(`${base}/api/admin/dashboard/health`, { headers: { Authorization: `Bearer ${token}` } });
    if (response.status !== 200) throw new Error(`health: HTTP ${response.status} ${await response.text()}`);
    await response.json();
  });
  console.log(`${'health: GET /api/admin/dashboard/health'.padEnd(38)} ${ms(endpoint.p50)}  ${ms(endpoint.p95)}  (every figure, in parallel)`);
  await close();
  return results;
}

const all = [];
if (!process.env.BENCH_SKIP_SQLITE) {
  const dir = mkdtempSync(join(tmpdir(), 'gig-bench-'));
  try {
    all.push(...(await runOn('sqlite', { SQLITE_PATH: join(dir, 'bench.sqlite') })));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.env.MYSQL_URL) {
  const url = new URL(process.env.MYSQL_URL);
  // The compose file's InnoDB settings (docker/mysql/innodb.cnf), as CI applies them.
  const { applyMysqlSettings } = await import(join(root, 'scripts', 'mysql-settings.mjs'));
  const tuning = await mysql.createConnection({
    host: url.hostname,
    port: Number(url.port || 3306),
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
  });
  console.log('MySQL settings:', (await applyMysqlSettings(tuning)).applied.join(', '));
  await tuning.end();
  const name = `${url.pathname.slice(1) || 'gig_bench'}_${randomBytes(4).toString('hex')}`;
  const connection = {
    host: url.hostname,
    port: Number(url.port || 3306),
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
  };
  const admin = await mysql.createConnection(connection);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  try {
    const schemaUrl = new URL(url.toString());
    schemaUrl.pathname = `/${name}`;
    all.push(...(await runOn('mariadb', { DATABASE_URL: schemaUrl.toString() })));
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await admin.end();
  }
} else {
  console.log('\nmariadb: skipped (set MYSQL_URL to measure MySQL/MariaDB too)');
}

const lists = all.filter((r) => r.resource !== 'health');
if (lists.length) {
  const worstP95 = Math.max(...lists.map((r) => r.api.p95));
  const worstRatio = Math.min(...lists.map((r) => r.ratio));
  console.log(
    `\nworst API p95 ${worstP95.toFixed(2)} ms (aim < 100 at 1,000,000), lowest ratio ${worstRatio.toFixed(2)} (aim >= 0.5); ${ITERATIONS} timed calls per figure after ${WARMUP} warm-up`,
  );
}
const health = all.filter((r) => r.resource === 'health');
if (health.length) {
  const worst = health.reduce((a, b) => (b.api.p95 > a.api.p95 ? b : a));
  console.log(
    `\nhealth: worst figure p95 ${worst.api.p95.toFixed(2)} ms (${worst.kind} ${worst.scenario}; aim < 50 each at 1,000,000 listings); ${ITERATIONS} timed calls per figure after ${WARMUP} warm-up`,
  );
}
