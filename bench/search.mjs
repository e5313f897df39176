#!/usr/bin/env node
// bench/search: the freelancers' job search (GET /api/jobs) on 100,000 listings and beyond.
//
// Seeds a fresh SQLite file (and a fresh MariaDB/MySQL schema when MYSQL_URL is set) with the
// demo data plus N listings through the seed's own bulk `insertListings` (realistic titles,
// prices, states and coordinates), boots the real API (api/dist: run `npm run build -w api`
// first) on a free port, and times the search over HTTP as a signed-in freelancer against the
// very same SQL (page, count, and on a first page with text the popular-search upsert, all taken
// from the API's own builder) run through the raw driver in this process. Prints p50/p95 of each
// and the ratio raw p50 / API p50.
//
// On MariaDB the same schema grows through each size of BENCH_MARIADB_ROWS (10k, 100k, 1M by
// default), measured at each step, to show how the cost grows.
//
//   node bench/search.mjs                                   SQLite, 100,000 listings
//   MYSQL_URL=mysql://root@127.0.0.1:3306/gig_bench node bench/search.mjs
//   BENCH_ROWS=20000 BENCH_MARIADB_ROWS=10000,100000 BENCH_ITERATIONS=100 ...   smaller runs
//   BENCH_SKIP_SQLITE=1 ...                                 MariaDB only
//   BENCH_MARIADB_EXISTING=mysql://root@127.0.0.1:3306/<schema> ...  measure an already seeded schema
//                                                           (kept as it is: no seeding, no drop)
//   BENCH_GENERATOR=realistic ...                           the realistic listings (864 titles from the
//                                                           categories, varied descriptions, 20% open)
//                                                           instead of the 20 job templates (worst case)
//   BENCH_OPEN_LISTINGS=20000 ...                           a marketplace that grows by history: each step
//                                                           adds open listings only up to this many open
//                                                           in all, the rest closed and drafts (so 100k ->
//                                                           1M adds 900,000 old jobs to the same open set)
//   BENCH_MARIADB_KEEP=1 ...                                keep the seeded schema (its URL is printed)
//                                                           to measure again with BENCH_MARIADB_EXISTING
//   BENCH_CPU_PROFILE=/tmp/prof ...                        a CPU profile of each scenario's API calls
// The MariaDB gets docker/mysql/innodb.cnf's settings first (SET GLOBAL, scripts/mysql-settings.mjs).
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
if (!existsSync(join(dist, 'listings', 'job-search.service.js'))) {
  console.error('bench/search: api/dist is missing or stale; run `npm run build -w api` first.');
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
const { TokenService } = require(join(dist, 'common', 'auth', 'token.service.js'));
const { JobSearchService } = require(join(dist, 'listings', 'job-search.service.js'));
const { buildJobSearch } = require(join(dist, 'listings', 'job-search.sql.js'));
const { PopularSearchService, normaliseSearchTerm } = require(join(dist, 'search', 'popular-search.service.js'));
const { seed } = require(join(dist, 'database', 'seed', 'seed.js'));
const { applyMysqlSettings } = await import(join(root, 'scripts', 'mysql-settings.mjs'));
const GENERATOR = process.env.BENCH_GENERATOR === 'realistic' ? 'realistic' : 'templates';
console.log(process.env.BENCH_MARIADB_EXISTING && process.env.BENCH_SKIP_SQLITE ? 'generator: as the existing schema was seeded' : `generator: ${GENERATOR}`);


const SQLITE_ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const MARIADB_ROWS = (process.env.BENCH_MARIADB_ROWS ?? '10000,100000,1000000').split(',').map(Number);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
const IKEJA = { latitude: 6.6018, longitude: 3.3515 };

/** Text + filters + distance + sort, first and deep pages. `deep: true` picks a page near the end. */
const SCENARIOS = [
  {
    name: 'text+amount+50km, by distance, p1',
    query: { q: 'cleaning', min_amount: 20000, ...IKEJA, radius_km: 50, sort: 'distance' },
  },
  {
    name: 'same, last page',
    query: { q: 'cleaning', min_amount: 20000, ...IKEJA, radius_km: 50, sort: 'distance' },
    deep: true,
  },
  { name: 'text, newest, p1', query: { q: 'leaking kitchen', sort: 'newest' } },
  { name: 'text, newest, page 100', query: { q: 'clean', sort: 'newest', page: 100 } },
  { name: 'category+state+amount, by amount, last page', query: { category_id: 3, state: 25, max_amount: 80000, sort: 'amount' }, deep: true },
  { name: 'no text, 25km, by distance, p1', query: { ...IKEJA, radius_km: 25, sort: 'distance' } },
  { name: 'no text, newest, page 500', query: { sort: 'newest', page: 500 } },
];

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

const OPEN_LISTINGS = process.env.BENCH_OPEN_LISTINGS ? Number(process.env.BENCH_OPEN_LISTINGS) : null;

const seedOptions = (extraListings, extraOpenShare) => ({
  superadminEmail: 'bench-root@example.com',
  superadminPassword: 'Bench-Secret-123',
  extraListings,
  extraGenerator: GENERATOR,
  extraOpenShare,
});

async function boot(env) {
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(24).toString('hex'),
    DATABASE_CONNECT_RETRIES: '0',
    RATE_LIMIT_PER_MINUTE: '1000000',
    RATE_LIMIT_PER_IP_PER_MINUTE: '1000000',
    ...env,
  });
  const app = await NestFactory.create(AppModule.forRoot(config), { logger: false });
  configureApp(app, config);
  await app.listen(0, '127.0.0.1');
  // Long pauses between timed HTTP runs (while the raw driver is measured) must not meet a
  // closing keep-alive socket.
  app.getHttpServer().keepAliveTimeout = 120_000;
  return { app, config, base: `http://127.0.0.1:${app.getHttpServer().address().port}`, dataSource: app.get(getDataSourceToken()) };
}

/** Seeds `add` more listings (the demo data comes with the first call), then refreshes statistics. */
async function grow(dataSource, kind, add) {
  // With BENCH_OPEN_LISTINGS, the step opens only what the open set still lacks (at most 20%,
  // the realistic mix); the rest of the step is history.
  let openShare;
  if (OPEN_LISTINGS !== null) {
    const [{ open }] = await dataSource.query("SELECT COUNT(*) AS open FROM listings WHERE status = 'open'");
    openShare = Math.max(0, Math.min(0.2, (OPEN_LISTINGS - Number(open)) / add));
  }
  const started = performance.now();
  await seed(dataSource, seedOptions(add, openShare));
  const seconds = (performance.now() - started) / 1000;
  await dataSource.query(kind === 'sqlite' ? 'ANALYZE' : 'ANALYZE TABLE listings, popularsearch');
  const [{ n, open }] = await dataSource.query("SELECT COUNT(*) AS n, SUM(CASE WHEN status = 'open' THEN 1 ELSE 0 END) AS open FROM listings");
  return { seconds, total: Number(n), open: Number(open) };
}

function rawDriver(kind, config, env) {
  if (kind === 'sqlite') {
    const db = new Database(config.SQLITE_PATH);
    db.pragma('busy_timeout = 5000');
    const cache = new Map();
    const prepare = (sql) => cache.get(sql) ?? cache.set(sql, db.prepare(sql)).get(sql);
    return {
      run: async (statements) => statements.map((s) => (/^\s*INSERT/i.test(s.sql) ? prepare(s.sql).run(...s.params) : prepare(s.sql).all(...s.params))),
      close: async () => db.close(),
    };
  }
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
  return {
    // As the service does: upsert, page and count side by side; answers the reads' results.
    run: async (statements) => {
      const results = await Promise.all(statements.map((s) => pool.query(s.sql, s.params)));
      return results.filter((_, i) => !/^\s*INSERT/i.test(statements[i].sql));
    },
    close: async () => pool.end(),
  };
}

async function measure(kind, booted, env, label) {
  const { app, base, config, dataSource } = booted;
  const freelancer = (await dataSource.query("SELECT id FROM users WHERE user_type = 'freelancer' ORDER BY id LIMIT 1"))[0];
  const { token } = await app.get(TokenService).issue(Number(freelancer.id));
  const jobs = app.get(JobSearchService);
  const raw = rawDriver(kind, config, env);
  const dialect = kind === 'sqlite' ? 'sqlite' : 'mysql';

  console.log(`\n${label}`);
  console.log(`${'scenario'.padEnd(44)} ${'API p50'.padStart(8)} ${'API p95'.padStart(8)} ${'raw p50'.padStart(8)} ${'raw p95'.padStart(8)}   ratio   total  page`);
  const results = [];
  for (const scenario of SCENARIOS) {
    const query = { per_page: 20, ...scenario.query };
    const call = async (q) => {
      const response = await fetch(`${base}/api/jobs?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      if (response.status !== 200) throw new Error(`${scenario.name}: HTTP ${response.status} ${await response.text()}`);
      return (await response.json()).data;
    };
    if (scenario.deep) {
      const first = await call(query);
      query.page = Math.max(1, Math.min(first.pages, 10000));
    }
    let last;
    const api = await profiledIfAsked(`${kind}-${scenario.name}`, () =>
      time(async () => {
        last = await call(query);
      }),
    );

    // The very statements the service runs, from its own builder.
    const criteria = await jobs.criteria(Number(freelancer.id), query);
    const { page, count, pageHasTotal } = buildJobSearch(dialect, criteria);
    const statements = pageHasTotal ? [page] : [page, count];
    if (process.env.BENCH_EXPLAIN && kind === 'mariadb') {
      for (const [what, statement] of [['page', page], ['count', count]]) {
        const plan = await dataSource.query(`EXPLAIN ${statement.sql}`, statement.params);
        console.log(`  EXPLAIN ${what}: ${plan.map((r) => `${r.table}:${r.type}/${r.key ?? '-'}/rows=${r.rows}${r.Extra ? ` (${r.Extra})` : ''}`).join(' | ')}`);
      }
    }
    if (criteria.q && criteria.page === 1 && normaliseSearchTerm(criteria.q)) {
      statements.unshift({ sql: PopularSearchService.upsertSql(dialect), params: [normaliseSearchTerm(criteria.q)] });
    }
    const driver = await time(async () => {
      const results = await raw.run(statements);
      // A window-count page that came back empty (past the end) needs the count query, as in the service.
      if (pageHasTotal && !(kind === 'sqlite' ? results.at(-1) : results[0][0]).length) await raw.run([count]);
    });
    const ratio = driver.p50 / api.p50;
    results.push({ kind, label, scenario: scenario.name, api, driver, ratio, total: last.total, page: query.page ?? 1 });
    console.log(
      `${scenario.name.padEnd(44)} ${ms(api.p50)}  ${ms(api.p95)}  ${ms(driver.p50)}  ${ms(driver.p95)}   ${ratio.toFixed(2)}  ${String(last.total).padStart(6)}  ${String(query.page ?? 1).padStart(4)}`,
    );
  }
  await raw.close();
  return results;
}

const all = [];
if (!process.env.BENCH_SKIP_SQLITE) {
  const dir = mkdtempSync(join(tmpdir(), 'gig-bench-search-'));
  try {
    const env = { SQLITE_PATH: join(dir, 'bench.sqlite'), UPLOAD_DIR: join(dir, 'uploads') };
    const booted = await boot(env);
    try {
      const grown = await grow(booted.dataSource, 'sqlite', SQLITE_ROWS);
      all.push(...(await measure('sqlite', booted, env, `sqlite: ${grown.total.toLocaleString('en')} listings (seeded in ${grown.seconds.toFixed(1)} s)`)));
    } finally {
      await booted.app.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const mysqlUrl = process.env.BENCH_MARIADB_EXISTING ?? process.env.MYSQL_URL;
if (mysqlUrl) {
  const url = new URL(mysqlUrl);
  const connection = await mysql.createConnection({ host: url.hostname, port: Number(url.port || 3306), user: decodeURIComponent(url.username), password: decodeURIComponent(url.password) });
  const { applied, skipped } = await applyMysqlSettings(connection);
  console.log(`MySQL settings (docker/mysql/innodb.cnf): ${applied.join(', ')}${skipped.length ? `; refused: ${skipped.join(', ')}` : ''}`);
  await connection.end();
}

if (process.env.BENCH_MARIADB_EXISTING) {
  const env = { DATABASE_URL: process.env.BENCH_MARIADB_EXISTING, UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'gig-bench-up-')) };
  const booted = await boot(env);
  try {
    const [{ n }] = await booted.dataSource.query('SELECT COUNT(*) AS n FROM listings');
    all.push(...(await measure('mariadb', booted, env, `mariadb (existing schema): ${Number(n).toLocaleString('en')} listings`)));
  } finally {
    await booted.app.close();
  }
} else if (process.env.MYSQL_URL) {
  const url = new URL(process.env.MYSQL_URL);
  const name = `${url.pathname.slice(1) || 'gig_bench'}_${randomBytes(4).toString('hex')}`;
  const connection = { host: url.hostname, port: Number(url.port || 3306), user: decodeURIComponent(url.username), password: decodeURIComponent(url.password) };
  const admin = await mysql.createConnection(connection);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  try {
    const schemaUrl = new URL(url.toString());
    schemaUrl.pathname = `/${name}`;
    const env = { DATABASE_URL: schemaUrl.toString(), UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'gig-bench-up-')) };
    const booted = await boot(env);
    try {
      let seeded = 0;
      for (const target of MARIADB_ROWS) {
        const add = target - seeded;
        const grown = await grow(booted.dataSource, 'mariadb', add);
        seeded = target;
        const label = `mariadb: ${grown.total.toLocaleString('en')} listings, ${grown.open.toLocaleString('en')} open (this step seeded ${add.toLocaleString('en')} in ${grown.seconds.toFixed(1)} s)`;
        all.push(...(await measure('mariadb', booted, env, label)));
      }
    } finally {
      await booted.app.close();
    }
  } finally {
    if (process.env.BENCH_MARIADB_KEEP) console.log(`\nkept: BENCH_MARIADB_EXISTING=mysql://${url.username || 'root'}@${url.host}/${name}`);
    else await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await admin.end();
  }
} else {
  console.log('\nmariadb: skipped (set MYSQL_URL to measure MySQL/MariaDB too)');
}

if (all.length) {
  const worstP95 = Math.max(...all.map((r) => r.api.p95));
  const worstRatio = Math.min(...all.map((r) => r.ratio));
  console.log(
    `\nworst API p95 ${worstP95.toFixed(2)} ms (aim < 50 at 100k), lowest ratio ${worstRatio.toFixed(2)}; ${ITERATIONS} timed calls per figure after ${WARMUP} warm-up`,
  );
}
