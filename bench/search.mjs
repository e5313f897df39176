#!/usr/bin/env node
// bench/search: the freelancers' job search (GET /api/jobs) on 100,000 listings and beyond.
//
// Seeds a fresh SQLite file (and a fresh MariaDB/MySQL schema when MYSQL_URL is set) with the
// demo data plus N listings through the seed's own bulk `insertListings` (realistic titles,
// prices, states and coordinates), boots the real API (api/dist: run `npm run build -w api`
// first) on a free port, and times the search over HTTP as a signed-in freelancer against the
// very same SQL (page and count, taken from the API's own builder; the popular-search count is
// written after the answer, so it is not in the raw figures) run through the raw driver in this process. Prints p50/p95 of each
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
//   BENCH_CPU_PROFILE=/tmp/prof ...                        a CPU profile of each scenario's API calls (SQL, and the
//                                                           engine's search without facets)
//   BENCH_TIMEOUT_MS=30000                                  a call slower than this counts as failed; failed
//                                                           calls are counted and printed, never fatal
//   BENCH_LAG_TIMEOUT_MS=30000                              the same for a publish to reach the engine
//   BENCH_ROSTER_FIRST=0.1                                  after the last size, adds this share of listings
//                                                           as roster-first jobs (drafts until they open to
//                                                           everyone, docs/roster.md) and measures the SQL
//                                                           path again: before and after side by side (0: no)
// The MariaDB gets docker/mysql/innodb.cnf's settings first (SET GLOBAL, scripts/mysql-settings.mjs).
//
// The search engine (docs/search.md "The search engine"), when a searchd is installed (Debian's
// sphinxsearch; BENCH_ENGINE=0 leaves it out): the bench starts its own searchd (the project's
// configuration, a free port, a temp data dir) and a second API on the same database with
// SEARCH_URL. At each size it rebuilds the index from scratch (timed: "the time to rebuild"), runs
// the scenarios on the engine beside the SQL path (the SQL API runs without SEARCH_URL), checks
// that both answer the same ids and totals ("Best match" as a set: docs/search.md), and measures the lag from a publish (the API's
// answer) to the listing's appearance in the engine with the outbox worker running.
// The engine's API is timed three ways, the facets counted on every call (SEARCH_FACET_CACHE_MS=0,
// a new search): the search as the site asks it (`facets=false`), the facets alone (GET
// /api/jobs/facets, asked when the filters open), and both in one call (the API's default).
//   BENCH_LAG_PUBLISHES=40                                 publishes timed for the lag
//   BENCH_REDIS_URL=redis://127.0.0.1:6379/5               the worker on BullMQ (its queue is removed at the end)
//   BENCH_ENGINE_MEM=256M                                  the index's RAM chunk
//   BENCH_PROBE_WORD=clean                                 the word whose engine statements are taken
//                                                          apart at each size (after the scenarios)
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os, { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { profiledIfAsked } from './cpu-profile.mjs';
import { listenApi } from './support/api.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'api', 'dist');
if (!existsSync(join(dist, 'jobs', 'job-search.service.js'))) {
  console.error('bench/search: api/dist is missing or stale; run `npm run build -w api` first.');
  process.exit(1);
}
const require = createRequire(join(root, 'api', 'package.json'));
require('reflect-metadata');
const Database = require('better-sqlite3');
const mysql = require('mysql2/promise');
const { loadConfig } = require(join(dist, 'config', 'config.js'));
const { TokenService } = require(join(dist, 'auth', 'token.service.js'));
const { JobSearchService } = require(join(dist, 'jobs', 'job-search.service.js'));
const { buildJobSearch } = require(join(dist, 'search-engine', 'job-search.sql.js'));
const { seed } = require(join(dist, 'seed', 'seed.js'));
const { startSearchd, searchdVersion } = require(join(dist, 'search-engine', 'engine-process.js'));
const { SearchSyncService } = require(join(dist, 'search-engine', 'search-sync.service.js'));
const { SearchEngineService } = require(join(dist, 'search-engine', 'search-engine.service.js'));
const { buildEngineSearch } = require(join(dist, 'search-engine', 'engine-query.js'));
const { isEveryOpenListing, sqlNow } = require(join(dist, 'search-engine', 'job-search.sql.js'));
const { TaskScheduler } = require(join(dist, 'common', 'scheduler.js'));
const { applyMysqlSettings } = await import(join(root, 'scripts', 'mysql-settings.mjs'));
const GENERATOR = process.env.BENCH_GENERATOR === 'realistic' ? 'realistic' : 'templates';
console.log(process.env.BENCH_MARIADB_EXISTING && process.env.BENCH_SKIP_SQLITE ? 'generator: as the existing schema was seeded' : `generator: ${GENERATOR}`);


const SQLITE_ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const MARIADB_ROWS = (process.env.BENCH_MARIADB_ROWS ?? '10000,100000,1000000').split(',').map(Number);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
const IKEJA = { latitude: 6.6018, longitude: 3.3515 };
const ENGINE = process.env.BENCH_ENGINE !== '0' && searchdVersion() !== null;
const LAG_PUBLISHES = Number(process.env.BENCH_LAG_PUBLISHES ?? 40);
const load = () => {
  const [one, five, fifteen] = os.loadavg();
  return `${one.toFixed(1)} / ${five.toFixed(1)} / ${fifteen.toFixed(1)}`;
};

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
  // Searches that understand the words (docs/search.md "Understanding a search").
  { name: 'text, best match (the default), p1', query: { q: 'cleaning' } },
  { name: 'trade in French, best match, p1', query: { q: 'femme de ménage' } },
  { name: 'typo, corrected, p1', query: { q: 'cleening' } },
  // The slow corners of the SQL path: a broad filter by amount deep, verified employers, past the engine's cap.
  { name: 'amount filter, by amount, page 100', query: { min_amount: 20000, sort: 'amount', page: 100 } },
  { name: 'verified employers, text, p1', query: { q: 'cleaning', verified_employers: true, sort: 'newest' } },
  { name: 'amount filter, by amount, page 600 by cursor', query: { min_amount: 1000, sort: 'amount' }, cursorPage: 600 },
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (value) => value.toFixed(2).padStart(7);
/** How long one call may take before it counts as failed (a slow machine is measured, not aborted). */
const CALL_TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 30_000);
/** How long a publish may take to reach the engine before the lag probe counts it as failed. */
const LAG_TIMEOUT_MS = Number(process.env.BENCH_LAG_TIMEOUT_MS ?? 30_000);

/** p50 and p95 of the calls that succeeded; a failed call (an error, a timeout) is counted, not fatal. */
async function time(fn) {
  let failed = 0;
  let lastError = null;
  const attempt = async () => {
    try {
      await fn();
      return true;
    } catch (error) {
      failed++;
      lastError = error;
      return false;
    }
  };
  for (let i = 0; i < WARMUP; i++) await attempt();
  const samples = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const start = performance.now();
    if (await attempt()) samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  if (failed) console.log(`  ${failed} of ${WARMUP + ITERATIONS} calls failed (last: ${lastError?.message ?? lastError})`);
  if (!samples.length) return { p50: Number.NaN, p95: Number.NaN, failed };
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), failed };
}

const OPEN_LISTINGS = process.env.BENCH_OPEN_LISTINGS ? Number(process.env.BENCH_OPEN_LISTINGS) : null;

const seedOptions = (extraListings, extraOpenShare) => ({
  superadminEmail: 'bench-root@example.com',
  superadminPassword: 'Bench-Secret-123',
  extraListings,
  extraGenerator: GENERATOR,
  extraOpenShare,
});

// One secret for the SQL and the engine API, so one token signs in to both.
const JWT_SECRET = randomBytes(24).toString('hex');

async function boot(env) {
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    JWT_SECRET,
    DATABASE_CONNECT_RETRIES: '0',
    RATE_LIMIT_PER_MINUTE: '1000000',
    RATE_LIMIT_PER_IP_PER_MINUTE: '1000000',
    ...env,
  });
  return { ...(await listenApi(config)), config };
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
      run: async (statements) => statements.map((s) => prepare(s.sql).all(...s.params)),
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
    // As the service does: page and count side by side.
    run: async (statements) => Promise.all(statements.map((s) => pool.query(s.sql, s.params))),
    close: async () => pool.end(),
  };
}

/**
 * The engine's statements for the criteria as the service runs them: the page and SHOW META, and
 * the facets. Null when the engine has no part in the answer (every open listing: SQL's page, the
 * database's counters).
 */
async function engineRaw(engineService, criteria) {
  if (isEveryOpenListing(criteria)) return null;
  const statements = buildEngineSearch(criteria, {
    index: engineService.index,
    maxMatches: engineService.config.SEARCH_MAX_MATCHES,
    nowMs: Date.parse(`${criteria.now.replace(' ', 'T')}Z`),
    facets: true,
  });
  if (statements.refused) return null;
  const client = engineService.client;
  return async () => {
    await Promise.all([
      client.query(`${statements.page.sql}; SHOW META`, statements.page.params),
      statements.facets ? client.query(statements.facets.sql, statements.facets.params) : null,
    ]);
  };
}

async function measure(kind, booted, env, label, engineBooted = null) {
  const { app, base, config, dataSource } = booted;
  const freelancer = (await dataSource.query("SELECT id FROM users WHERE user_type = 'freelancer' ORDER BY id LIMIT 1"))[0];
  const { token } = await app.get(TokenService).issue(Number(freelancer.id));
  const jobs = app.get(JobSearchService);
  const raw = rawDriver(kind, config, env);
  const dialect = kind === 'sqlite' ? 'sqlite' : 'mysql';

  console.log(`\n${label} (load average ${load()})`);
  console.log(`${'scenario'.padEnd(44)} ${'API p50'.padStart(8)} ${'API p95'.padStart(8)} ${'raw p50'.padStart(8)} ${'raw p95'.padStart(8)}   ratio   total  page`);
  const results = [];
  for (const scenario of SCENARIOS) {
    const query = { per_page: 20, ...scenario.query };
    const call = async (q, target = base, path = '/api/jobs') => {
      const response = await fetch(`${target}${path}?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`, {
        headers: { Authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      if (response.status !== 200) throw new Error(`${scenario.name}: HTTP ${response.status} ${await response.text()}`);
      return { ...(await response.json()).data, source: response.headers.get('x-search-source') };
    };
    if (scenario.deep) {
      const first = await call(query);
      query.page = Math.max(1, Math.min(first.pages, 10000));
    }
    if (scenario.cursorPage) {
      // The cursor of that page, as "Load more" would hold it: the `next` of the page before it.
      const before = await call({ ...query, page: Math.min(scenario.cursorPage - 1, 10000) });
      if (before.next) query.after = before.next;
      else query.page = Math.max(1, before.pages);
    }
    let last;
    const api = await profiledIfAsked(`${kind}-${scenario.name}`, () =>
      time(async () => {
        last = await call(query);
      }),
    );

    // The very statements the service runs, from its own builder.
    const criteria = await jobs.criteria(Number(freelancer.id), query);
    const { page, count } = buildJobSearch(dialect, criteria);
    if (process.env.BENCH_EXPLAIN && kind === 'mariadb') {
      for (const [what, statement] of [['page', page], ['count', count]]) {
        const plan = await dataSource.query(`EXPLAIN ${statement.sql}`, statement.params);
        console.log(`  EXPLAIN ${what}: ${plan.map((r) => `${r.table}:${r.type}/${r.key ?? '-'}/rows=${r.rows}${r.Extra ? ` (${r.Extra})` : ''}`).join(' | ')}`);
      }
    }
    // Every step of the words the service runs (job-search.service.ts textSteps): as typed, then
    // corrected while the one before found nothing.
    const corrected = criteria.understood?.corrected?.clauses;
    const steps = [criteria.text, ...(corrected?.length ? [{ clauses: corrected, mode: 'all', scope: 'names' }] : [])];
    const rowsOf = (result) => (kind === 'sqlite' ? result : result[0]);
    const driver = await time(async () => {
      for (const text of steps) {
        const built = buildJobSearch(dialect, { ...criteria, text });
        const results = await raw.run(built.pageHasTotal ? [built.page] : [built.page, built.count]);
        const rows = rowsOf(results[0]);
        let total = built.pageHasTotal ? Number(rows[0]?.total_rows ?? 0) : Number(rowsOf(results[1])[0]?.total ?? 0);
        // A window-count page that came back empty past the end needs the count query, as in the service.
        if (built.pageHasTotal && !rows.length && criteria.page > 1) total = Number(rowsOf((await raw.run([built.count]))[0])[0]?.total ?? 0);
        if (total > 0) break;
      }
    });
    const ratio = driver.p50 / api.p50;
    const result = { kind, label, scenario: scenario.name, api, driver, ratio, total: last.total, page: query.page ?? 1, rows: last.items.length, source: last.source };
    console.log(
      `${scenario.name.padEnd(44)} ${ms(api.p50)}  ${ms(api.p95)}  ${ms(driver.p50)}  ${ms(driver.p95)}   ${ratio.toFixed(2)}  ${String(last.total).padStart(6)}  ${String(query.page ?? 1).padStart(4)}`,
    );

    if (engineBooted) {
      // The same query on the API with the engine; its answer must be SQL's (ids in order, total).
      // Timed three ways, each call of a scenario repeating one query, with the facets counted on
      // every call (SEARCH_FACET_CACHE_MS=0, a new search): the search as the site asks it
      // (`facets=false`), the facets alone (GET /api/jobs/facets, when its filters open), and
      // both in one call (the API's default).
      let engineLast;
      engineBooted.config.SEARCH_FACET_CACHE_MS = 0;
      const engineSearch = await profiledIfAsked(`${kind}-engine-${scenario.name}`, () =>
        time(async () => {
          engineLast = await call({ ...query, facets: false }, engineBooted.base);
        }),
      );
      let facetsAlone;
      const engineFacets = await time(async () => {
        facetsAlone = await call(query, engineBooted.base, '/api/jobs/facets');
      });
      let together;
      const engineApi = await time(async () => {
        together = await call(query, engineBooted.base);
      });
      engineBooted.config.SEARCH_FACET_CACHE_MS = 30_000;
      if (JSON.stringify(facetsAlone.facets) !== JSON.stringify(together.facets)) throw new Error(`${scenario.name}: the facets alone differ from the search's`);
      const engineService = engineBooted.app.get(SearchEngineService);
      const rawEngine = await engineRaw(engineService, criteria);
      const engineDriver = rawEngine ? await time(rawEngine) : null;
      // "Best match" ranks by keywords in the engine and by clauses in SQL (docs/search.md): the same jobs, compared as a set.
      const order = (items) => items.map((item) => item.id);
      const ranked = (criteria.sort === 'relevance' && criteria.text) || criteria.text?.mode === 'any';
      const same =
        engineLast.total === last.total &&
        (ranked ? JSON.stringify([...order(engineLast.items)].sort()) === JSON.stringify([...order(last.items)].sort()) : JSON.stringify(order(engineLast.items)) === JSON.stringify(order(last.items)));
      Object.assign(result, { engineSearch, engineFacets, engineApi, engineDriver, engineSource: engineLast.source, same, facets: together.facets !== null });
      console.log(
        `${'  engine, the search (facets=false)'.padEnd(44)} ${ms(engineSearch.p50)}  ${ms(engineSearch.p95)}  ${engineDriver ? ms(engineDriver.p50) : '      -'}  ${engineDriver ? ms(engineDriver.p95) : '      -'}          ${String(engineLast.total).padStart(6)}  ${same ? 'same' : 'DIFFERENT'}  ${engineLast.source}`,
      );
      console.log(`${'  engine, the facets alone'.padEnd(44)} ${ms(engineFacets.p50)}  ${ms(engineFacets.p95)}`);
      console.log(`${'  engine, both in one call'.padEnd(44)} ${ms(engineApi.p50)}  ${ms(engineApi.p95)}`);
    }
    results.push(result);
  }
  await raw.close();
  if (engineBooted) console.log(`  (load average ${load()} at the end)`);
  return results;
}

/** The lag from a publish (the API's 201) to the listing in the engine, with the outbox worker running as in production. */
async function measureLag(engineBooted) {
  const { app, base, dataSource } = engineBooted;
  const engineService = app.get(SearchEngineService);
  const scheduler = app.get(TaskScheduler);
  const [employer] = await dataSource.query("SELECT id FROM users WHERE user_type = 'employer' ORDER BY id LIMIT 1");
  const [lookup] = await dataSource.query('SELECT (SELECT MIN(id) FROM categories) AS category, (SELECT MIN(id) FROM jobtypes) AS jobtype, (SELECT MIN(id) FROM states) AS state');
  const { token } = await app.get(TokenService).issue(Number(employer.id));
  await scheduler.start();
  const lags = [];
  try {
    for (let i = 0; i < LAG_PUBLISHES; i++) {
      const response = await fetch(`${base}/api/employer/listings`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          job_title: `Lag probe ${i} repaint a shop front`,
          category_id: Number(lookup.category),
          job_type: Number(lookup.jobtype),
          state: Number(lookup.state),
          job_date: '2030-12-01',
          work_description: 'Timed from the publish to its appearance in search',
          amount: '12000',
          status: 'open',
        }),
      });
      const published = performance.now();
      if (response.status !== 201) throw new Error(`lag probe: HTTP ${response.status} ${await response.text()}`);
      const id = (await response.json()).data.id;
      for (;;) {
        const rows = await engineService.client.query(`SELECT id FROM ${engineService.index} WHERE listing_id = ?`, [id]);
        if (rows.length) break;
        if (performance.now() - published > LAG_TIMEOUT_MS) throw new Error(`lag probe ${id}: not in the engine after ${LAG_TIMEOUT_MS} ms`);
        await new Promise((done) => setTimeout(done, 5));
      }
      lags.push(performance.now() - published);
      await new Promise((done) => setTimeout(done, 50));
    }
  } finally {
    await scheduler.stop();
  }
  lags.sort((a, b) => a - b);
  return { p50: percentile(lags, 50), p95: percentile(lags, 95), max: lags.at(-1), n: lags.length };
}

async function bootEngineApi(env, searchd) {
  return boot({
    ...env,
    SEARCH_URL: searchd.url,
    // The worker runs only while the lag is measured (the rebuild covers the seeding).
    BACKGROUND_TASKS: 'false',
    ...(process.env.BENCH_REDIS_URL ? { REDIS_URL: process.env.BENCH_REDIS_URL } : {}),
  });
}

/** Rebuilds the index from the database (npm run search:reindex -- --truncate), timed. */
async function rebuild(engineBooted) {
  const [{ open }] = await engineBooted.dataSource.query("SELECT COUNT(*) AS open FROM listings WHERE status = 'open' AND deleted_at IS NULL");
  const loadBefore = load();
  const result = await engineBooted.app.get(SearchSyncService).rebuild({ truncate: true });
  // The rebuild ends by merging the index's chunks in the engine's background: wait for it, as a rebuilt engine would be.
  const engineService = engineBooted.app.get(SearchEngineService);
  const merging = performance.now();
  for (;;) {
    const status = await engineService.client.query(`SHOW INDEX ${engineService.index} STATUS`).catch(() => engineService.client.query(`SHOW TABLE ${engineService.index} STATUS`));
    const chunks = Number(status.find((row) => row.Variable_name === 'disk_chunks')?.Value ?? 0);
    // Manticore merges down to its optimize_cutoff (twice the cores) and says when it is done.
    const optimizing = status.find((row) => row.Variable_name === 'optimizing')?.Value;
    if (chunks <= 1 || optimizing === '0' || performance.now() - merging > 300_000) break;
    await new Promise((done) => setTimeout(done, 200));
  }
  const merged = (performance.now() - merging) / 1000;
  console.log(
    `engine: rebuilt ${result.documents.toLocaleString('en')} open listings (of ${Number(open).toLocaleString('en')}) in ${result.seconds.toFixed(1)} s, chunks merged ${merged.toFixed(1)} s later (load average ${loadBefore} before)`,
  );
  return { ...result, merged };
}

const PROBE_WORD = process.env.BENCH_PROBE_WORD ?? 'clean';

/**
 * A frequent word's statements taken apart on the engine (docs/decisions/0019-search-engine.md,
 * "what a frequent word costs"): its matches counted alone (the baseline), then with one thing
 * added at a time: every search's expiry filter, a filter on the id alone, the newest-first order,
 * the API's own page 1 and page 100 and facets, and a scan of every document for comparison.
 */
async function engineStatements(engineBooted) {
  const engine = engineBooted.app.get(SearchEngineService);
  const jobs = engineBooted.app.get(JobSearchService);
  // Whole seconds, as the API's criteria (api/src/jobs/job-search.service.ts).
  const nowMs = Math.floor(Date.now() / 1000) * 1000;
  const understood = await jobs.criteria(0, { q: PROBE_WORD, sort: 'newest' });
  const built = (page) =>
    buildEngineSearch(
      { text: understood.text, sort: 'newest', page, per_page: 20, now: sqlNow(new Date(nowMs)) },
      { index: engine.index, maxMatches: engine.config.SEARCH_MAX_MATCHES, nowMs, facets: true },
    );
  const first = built(1);
  const deep = built(100);
  // The API's MATCH asks the word's clause (its stems and the dictionary's names) and leaves out
  // expired listings by their tokens; the baseline has the word's stem alone.
  const [withExpiry] = first.page.params;
  const match = `(@terms ${understood.text.clauses[0].alternatives[0].tokens.join(' ')})`;
  const from = `FROM ${engine.index} WHERE MATCH(?)`;
  const one = 'LIMIT 0, 1 OPTION max_matches=1, ranker=none';
  const statements = [
    ['the matches counted (baseline)', `SELECT id ${from} ${one}`, [match]],
    ['  + expired left out by their tokens', `SELECT id ${from} ${one}`, [withExpiry]],
    ['  + expires_at > now instead', `SELECT id ${from} AND expires_at > ? ${one}`, [match, nowMs]],
    ['  + id > 0 instead', `SELECT id ${from} AND id > 0 ${one}`, [match]],
    ['  newest first by created_at, page 1', `SELECT id ${from} ORDER BY created_at DESC LIMIT 0, 20 OPTION max_matches=20, ranker=none`, [match]],
    ['  by id, page 100, no filter', `SELECT id ${from} ORDER BY id ASC LIMIT 1980, 20 OPTION max_matches=2000, ranker=none`, [match]],
    [
      '  page 100 as v2 (expires_at, created_at order)',
      `SELECT listing_id, user_id ${from} AND expires_at > ? ORDER BY created_at DESC, listing_id DESC LIMIT 1980, 20 OPTION max_matches=2000, ranker=none`,
      [match, nowMs],
    ],
    ["the API's page 1", first.page.sql, first.page.params],
    ["the API's page 100", deep.page.sql, deep.page.params],
    ["the API's facets (found: the last one's groups)", first.facets.sql, first.facets.params],
    ['every document, expires_at > now (no MATCH)', `SELECT id FROM ${engine.index} WHERE expires_at > ? ${one}`, [nowMs]],
  ];
  console.log(`engine statements for "${PROBE_WORD}" (p50 / p95 ms, ${ITERATIONS} calls each; ratio = p50 / the baseline's):`);
  let baseline = null;
  let matches = 0;
  const p50s = {};
  for (const [name, sql, params] of statements) {
    let sets;
    const timing = await time(async () => {
      sets = await engine.client.query(`${sql}; SHOW META`, params);
    });
    const found = Number(sets.at(-1).find((row) => row.Variable_name === 'total_found')?.Value ?? 0);
    baseline ??= timing.p50;
    if (!matches) matches = found;
    p50s[name] = timing.p50;
    console.log(`  ${name.padEnd(46)} ${ms(timing.p50)}  ${ms(timing.p95)}  ${(timing.p50 / baseline).toFixed(2)}x  ${found.toLocaleString('en')} found`);
  }
  const touched = ((p50s['  + expires_at > now instead'] - baseline) / matches) * 1e6;
  console.log(`  reading a match's attributes: ${touched.toFixed(0)} ns a match (${matches.toLocaleString('en')} matches)`);
}

async function engineRound(kind, sqlBooted, env, label, searchd) {
  const engineBooted = await bootEngineApi(env, searchd);
  try {
    const rebuilt = await rebuild(engineBooted);
    const results = await measure(kind, sqlBooted, env, label, engineBooted);
    await engineStatements(engineBooted);
    const lag = await measureLag(engineBooted);
    console.log(`engine: publish -> in the engine (${LAG_PUBLISHES} publishes, worker ${process.env.BENCH_REDIS_URL ? 'on BullMQ' : 'in process'}): p50 ${lag.p50.toFixed(1)} ms, p95 ${lag.p95.toFixed(1)} ms, max ${lag.max.toFixed(1)} ms (load ${load()})`);
    for (const result of results) Object.assign(result, { rebuilt, lag });
    return results;
  } finally {
    await engineBooted.app.close();
  }
}

/** The share of listings added as roster-first jobs for the before/after round (docs/roster.md "Roster first"). */
const ROSTER_FIRST_SHARE = Number(process.env.BENCH_ROSTER_FIRST ?? 0.1);

/**
 * Roster-first jobs wait as drafts with `public_from` until they open to everyone, so everyone
 * else's search should not pay for them: adds ROSTER_FIRST_SHARE of the listings as such jobs
 * (12 hours from opening) and measures the same scenarios again, then prints both rounds side by
 * side. The answers must be the same totals.
 */
async function rosterFirstRound(kind, booted, env, before) {
  if (!(ROSTER_FIRST_SHARE > 0)) return;
  const { dataSource } = booted;
  const [{ n, top }] = await dataSource.query('SELECT COUNT(*) AS n, MAX(id) AS top FROM listings');
  const add = Math.round(Number(n) * ROSTER_FIRST_SHARE);
  const started = performance.now();
  await seed(dataSource, seedOptions(add, 0));
  const opensAt = new Date(Date.now() + 12 * 3_600_000);
  await dataSource.query(`UPDATE listings SET status = 'draft', published_at = NULL, public_from = ? WHERE id > ?`, [
    kind === 'sqlite' ? opensAt.toISOString().replace('T', ' ').replace('Z', '') : opensAt,
    Number(top),
  ]);
  await dataSource.query(kind === 'sqlite' ? 'ANALYZE' : 'ANALYZE TABLE listings');
  const seconds = (performance.now() - started) / 1000;
  const after = await measure(kind, booted, env, `${kind}: the same with ${add.toLocaleString('en')} roster-first jobs added (${seconds.toFixed(1)} s)`);
  console.log(`\n${kind}: roster-first jobs and everyone else's search, API p50 / p95 (ms), before -> after in one run`);
  console.log('| Scenario | before | after | p50 ratio | same total |');
  console.log('| --- | ---: | ---: | ---: | --- |');
  for (const a of after) {
    const b = before.find((r) => r.scenario === a.scenario);
    if (!b) continue;
    console.log(`| ${a.scenario} | ${b.api.p50.toFixed(1)} / ${b.api.p95.toFixed(1)} | ${a.api.p50.toFixed(1)} / ${a.api.p95.toFixed(1)} | ${(a.api.p50 / b.api.p50).toFixed(2)} | ${a.total === b.total ? 'yes' : `NO (${b.total} -> ${a.total})`} |`);
  }
}

const all = [];
if (!process.env.BENCH_SKIP_SQLITE) {
  const dir = mkdtempSync(join(tmpdir(), 'gig-bench-search-'));
  try {
    const env = { SQLITE_PATH: join(dir, 'bench.sqlite'), UPLOAD_DIR: join(dir, 'uploads') };
    const booted = await boot(env);
    try {
      const grown = await grow(booted.dataSource, 'sqlite', SQLITE_ROWS);
      const measured = await measure('sqlite', booted, env, `sqlite: ${grown.total.toLocaleString('en')} listings (seeded in ${grown.seconds.toFixed(1)} s)`);
      all.push(...measured);
      await rosterFirstRound('sqlite', booted, env, measured);
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

// The engine: one searchd for the run (the project's configuration, a free port, a temp data dir), on MariaDB.
let searchd = null;
if (ENGINE && mysqlUrl) {
  searchd = await startSearchd({ dataDir: mkdtempSync(join(tmpdir(), 'gig-bench-searchd-')), memLimit: process.env.BENCH_ENGINE_MEM ?? '256M' });
  console.log(`engine: ${searchd.version} at ${searchd.url}`);
} else if (mysqlUrl) {
  console.log(`engine: skipped (${process.env.BENCH_ENGINE === '0' ? 'BENCH_ENGINE=0' : 'no searchd: apt-get install sphinxsearch'})`);
}
// Without SEARCH_URL the outbox worker drops the outbox's rows: the SQL API's tasks stay off while an engine API shares its database.
const sqlEnv = (env) => (searchd ? { ...env, BACKGROUND_TASKS: 'false' } : env);

if (process.env.BENCH_MARIADB_EXISTING) {
  const env = { DATABASE_URL: process.env.BENCH_MARIADB_EXISTING, UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'gig-bench-up-')) };
  const booted = await boot(sqlEnv(env));
  try {
    const [{ n }] = await booted.dataSource.query('SELECT COUNT(*) AS n FROM listings');
    const label = `mariadb (existing schema): ${Number(n).toLocaleString('en')} listings`;
    all.push(...(searchd ? await engineRound('mariadb', booted, env, label, searchd) : await measure('mariadb', booted, env, label)));
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
    const booted = await boot(sqlEnv(env));
    try {
      let seeded = 0;
      for (const target of MARIADB_ROWS) {
        const add = target - seeded;
        const loadBefore = load();
        const grown = await grow(booted.dataSource, 'mariadb', add);
        seeded = target;
        const label = `mariadb: ${grown.total.toLocaleString('en')} listings, ${grown.open.toLocaleString('en')} open (this step seeded ${add.toLocaleString('en')} in ${grown.seconds.toFixed(1)} s, load ${loadBefore} before)`;
        const measured = searchd ? await engineRound('mariadb', booted, env, label, searchd) : await measure('mariadb', booted, env, label);
        all.push(...measured);
        if (target === MARIADB_ROWS.at(-1)) await rosterFirstRound('mariadb', booted, sqlEnv(env), measured);
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

if (searchd) {
  await searchd.kill();
  rmSync(searchd.dataDir, { recursive: true, force: true });
  if (process.env.BENCH_REDIS_URL) {
    // The worker's BullMQ queue (and its repeatable jobs) go with the bench.
    const { Queue } = require('bullmq');
    const url = new URL(process.env.BENCH_REDIS_URL);
    const queue = new Queue('gig-tasks', { connection: { host: url.hostname, port: Number(url.port || 6379), db: Number(url.pathname.slice(1) || 0) } });
    await queue.obliterate({ force: true });
    await queue.close();
  }
}

const engineResults = all.filter((r) => r.engineApi);
if (engineResults.length) {
  console.log('\nSQL beside the engine, API p50 / p95 (ms); raw = the engine\'s own statements (page, SHOW META, facets)');
  for (const label of [...new Set(engineResults.map((r) => r.label))]) {
    const rows = engineResults.filter((r) => r.label === label);
    console.log(
      `\n${label}; rebuilt in ${rows[0].rebuilt.seconds.toFixed(1)} s (+${rows[0].rebuilt.merged.toFixed(1)} s merging); publish -> engine p50 ${rows[0].lag.p50.toFixed(0)} ms, p95 ${rows[0].lag.p95.toFixed(0)} ms, max ${rows[0].lag.max.toFixed(0)} ms`,
    );
    console.log('| Scenario | SQL API | engine API, the search | engine API, the facets alone | engine API, both in one call | engine raw p50 / p95 | answered by | total | same |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | --- |');
    const both = (t) => `${t.p50.toFixed(1)} / ${t.p95.toFixed(1)}`;
    for (const r of rows) {
      console.log(
        `| ${r.scenario} | ${both(r.api)} | ${both(r.engineSearch)} | ${both(r.engineFacets)} | ${both(r.engineApi)} | ${r.engineDriver ? both(r.engineDriver) : '-'} | ${r.engineSource} | ${r.total.toLocaleString('en')} | ${r.same ? 'yes' : 'NO'} |`,
      );
    }
  }
  const labels = [...new Set(engineResults.map((r) => r.label))];
  if (labels.length >= 2) {
    const first = engineResults.filter((r) => r.label === labels[0]);
    const lastSize = engineResults.filter((r) => r.label === labels.at(-1));
    console.log('\nengine API p95, first size -> last size (growth; then the same growth at p50, less moved by a few slow calls)');
    for (const r of lastSize) {
      const before = first.find((f) => f.scenario === r.scenario);
      // A fixed page number can lie past the last page of the smaller size: its answer has no rows to
      // read, so its growth compares an empty page with a full one.
      const pastTheEnd = before.rows === 0 && r.rows > 0 ? `; at the first size page ${before.page} is past the last (${before.total.toLocaleString('en')} matches): no rows` : '';
      const growth = (what, key) =>
        `${what} ${before[key].p95.toFixed(1)} -> ${r[key].p95.toFixed(1)} ms (${(r[key].p95 / before[key].p95).toFixed(2)}x, p50 ${(r[key].p50 / before[key].p50).toFixed(2)}x)`;
      console.log(`  ${r.scenario.padEnd(44)} ${growth('the search', 'engineSearch')}; ${growth('the facets alone', 'engineFacets')}; ${growth('both', 'engineApi')}${pastTheEnd}`);
    }
  }
  const different = engineResults.filter((r) => !r.same);
  console.log(different.length ? `\nDIFFERENT answers: ${different.map((r) => `${r.label} / ${r.scenario}`).join('; ')}` : '\nthe engine answered the same ids and totals as SQL in every scenario');
}

if (all.length) {
  const worstP95 = Math.max(...all.map((r) => r.api.p95));
  const worstRatio = Math.min(...all.map((r) => r.ratio));
  console.log(
    `\nworst API p95 ${worstP95.toFixed(2)} ms (aim < 50 at 100k), lowest ratio ${worstRatio.toFixed(2)}; ${ITERATIONS} timed calls per figure after ${WARMUP} warm-up`,
  );
}
