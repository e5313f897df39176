#!/usr/bin/env node
// bench/search-terms: the SQL path's text search on MariaDB before and after `listing_open_terms`
// (migration 1735800000000; docs/performance.md "The SQL path's words from an inverted table").
//
// On a schema seeded by bench/search.mjs (BENCH_MARIADB_KEEP=1), applies the migration when the
// schema has no `listing_open_terms`, then for each slow text scenario runs the page statement of
// the builder before it (api/dist/search-engine/job-search.sql.before.js: copy the earlier build's
// job-search.sql.js there) and of the current one (every step of the words, as the service: as
// typed, then corrected while nothing is found), interleaved on one connection. Checks that both
// answer the same ids in the same order and the same total, and prints wall and on-CPU time (the
// MariaDB thread serving the connection, /proc/<mariadbd>/task/<tid>/schedstat) at p50 / p95.
//
//   BENCH_MARIADB_EXISTING=mysql://root@127.0.0.1:3306/<schema> node bench/search-terms.mjs
//   BENCH_ITERATIONS=15 BENCH_WARMUP=2    runs of each side
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os, { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { execSync } from 'node:child_process';
import { listenApi } from './support/api.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'api', 'dist');
const require = createRequire(join(root, 'api', 'package.json'));
require('reflect-metadata');
const mysql = require('mysql2/promise');
const { loadConfig } = require(join(dist, 'config', 'config.js'));
const { JobSearchService } = require(join(dist, 'jobs', 'job-search.service.js'));
const { buildJobSearch } = require(join(dist, 'search-engine', 'job-search.sql.js'));
const { OpenListingTerms1735800000000 } = require(
  join(dist, 'database', 'migrations', '1735800000000-open-listing-terms.js'),
);

const URL_ = process.env.BENCH_MARIADB_EXISTING;
if (!URL_ || !existsSync(join(dist, 'search-engine', 'job-search.sql.before.js'))) {
  // Part of `npm run bench`: nothing to compare without a seeded schema and the earlier builder.
  console.log(
    'bench/search-terms: skipped (needs BENCH_MARIADB_EXISTING and api/dist/search-engine/job-search.sql.before.js)',
  );
  process.exit(0);
}
const { buildJobSearch: buildBefore } = require(join(dist, 'search-engine', 'job-search.sql.before.js'));

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 15);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const IKEJA = { latitude: 6.6018, longitude: 3.3515 };
const SCENARIOS = [
  {
    name: 'text+amount+50km, by distance, p1',
    query: { q: 'cleaning', min_amount: 20000, ...IKEJA, radius_km: 50, sort: 'distance' },
  },
  { name: 'text, newest, p1', query: { q: 'leaking kitchen', sort: 'newest' } },
  { name: 'text, newest, page 100', query: { q: 'clean', sort: 'newest', page: 100 } },
  { name: 'best match, "cleaning"', query: { q: 'cleaning' } },
  { name: 'best match, "femme de ménage"', query: { q: 'femme de ménage' } },
  { name: 'typo, corrected', query: { q: 'cleening' } },
  { name: 'verified employers, text, p1', query: { q: 'cleaning', verified_employers: true, sort: 'newest' } },
  { name: 'best match, "leaking kitchen"', query: { q: 'leaking kitchen' } },
];

const url = new URL(URL_);
const pool = mysql.createPool({
  host: url.hostname,
  port: Number(url.port || 3306),
  user: decodeURIComponent(url.username),
  database: url.pathname.slice(1),
  connectionLimit: 1,
  timezone: 'Z',
  multipleStatements: false,
});
const q = async (sql, params = []) => (await pool.query(sql, params))[0];

const [{ n: have }] = await q(
  `SELECT COUNT(*) AS n FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'listing_open_terms'`,
);
if (!Number(have)) {
  // The migration itself, on a schema seeded before it.
  const started = performance.now();
  await new OpenListingTerms1735800000000().up({
    connection: { options: { type: 'mysql' } },
    query: (sql, params) => q(sql, params),
  });
  await q("INSERT INTO migrations (timestamp, name) VALUES (1735800000000, 'OpenListingTerms1735800000000')");
  await q('ANALYZE TABLE listing_open_terms');
  const [{ n }] = await q('SELECT COUNT(*) AS n FROM listing_open_terms');
  console.log(
    `migrated: listing_open_terms ${Number(n).toLocaleString('en')} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
const sizes = await q(
  `SELECT TABLE_NAME AS t, DATA_LENGTH AS d, INDEX_LENGTH AS i FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME IN ('listing_open_terms', 'listings_open_text')`,
);
console.log(
  sizes
    .map((r) => `${r.t}: ${(Number(r.d) / 2 ** 20).toFixed(0)} MB + ${(Number(r.i) / 2 ** 20).toFixed(0)} MB indexes`)
    .join('; '),
);

// The API, only to understand the words and build the criteria as the service does.
const config = loadConfig({
  NODE_ENV: 'development',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'bench-terms-'.repeat(4),
  DATABASE_CONNECT_RETRIES: '0',
  DATABASE_URL: URL_,
  UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'gig-terms-')),
  BACKGROUND_TASKS: 'false',
});
const { app, base, dataSource } = await listenApi(config);
const jobs = app.get(JobSearchService);
const [freelancer] = await dataSource.query("SELECT id FROM users WHERE user_type = 'freelancer' ORDER BY id LIMIT 1");

const mariadbPid = execSync('pgrep -o mariadbd || pgrep -o mysqld').toString().trim();
const [{ TID: tid }] = await q('SELECT TID FROM information_schema.PROCESSLIST WHERE ID = CONNECTION_ID()');
const cpuNs = () => Number(readFileSync(`/proc/${mariadbPid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
const loadavg = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(1))
    .join(' / ');
const pct = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

/** Every step of the words as the service runs them: as typed, then corrected while the one before found nothing. */
async function runSteps(steps) {
  let rows = [];
  for (const statement of steps) {
    rows = await q(statement.sql, statement.params);
    if (rows.length) break;
  }
  return rows;
}

console.log(`\nload ${loadavg()}; ${ITERATIONS} runs each side after ${WARMUP}, interleaved; ms p50 / p95`);
console.log(
  `${'scenario'.padEnd(34)} ${'wall before'.padStart(15)} ${'wall after'.padStart(15)} ${'CPU before'.padStart(15)} ${'CPU after'.padStart(15)}   total  same`,
);
for (const scenario of SCENARIOS) {
  const criteria = await jobs.criteria(Number(freelancer.id), { per_page: 20, ...scenario.query });
  const corrected = criteria.understood?.corrected?.clauses;
  const texts = [criteria.text, ...(corrected?.length ? [{ clauses: corrected, mode: 'all', scope: 'names' }] : [])];
  const before = texts.map((text) => buildBefore('mysql', { ...criteria, text }).page);
  const after = texts.map((text) => buildJobSearch('mysql', { ...criteria, text }).page);
  const a = await runSteps(before);
  const b = await runSteps(after);
  const ids = (rows) => rows.map((r) => `${r.id}`).join(',');
  const same = ids(a) === ids(b) && Number(a[0]?.total_rows ?? 0) === Number(b[0]?.total_rows ?? 0);
  if (!same && process.env.BENCH_TERMS_DEBUG) {
    console.log(ids(a), a[0]?.total_rows, '\n', ids(b), b[0]?.total_rows, '\n', after.at(-1).sql, after.at(-1).params);
  }
  const times = { wb: [], wa: [], cb: [], ca: [] };
  for (let i = 0; i < WARMUP + ITERATIONS; i++) {
    for (const [steps, w, c] of i % 2
      ? [
          [before, 'wb', 'cb'],
          [after, 'wa', 'ca'],
        ]
      : [
          [after, 'wa', 'ca'],
          [before, 'wb', 'cb'],
        ]) {
      const cpu0 = cpuNs();
      const t0 = performance.now();
      await runSteps(steps);
      const wall = performance.now() - t0;
      const cpu = (cpuNs() - cpu0) / 1e6;
      if (i >= WARMUP) {
        times[w].push(wall);
        times[c].push(cpu);
      }
    }
  }
  const f = (v) => `${pct(v, 50).toFixed(1)} / ${pct(v, 95).toFixed(1)}`.padStart(15);
  console.log(
    `${scenario.name.padEnd(34)} ${f(times.wb)} ${f(times.wa)} ${f(times.cb)} ${f(times.ca)}  ${String(a[0]?.total_rows ?? 0).padStart(6)}  ${same ? 'yes' : `NO (${b[0]?.total_rows ?? 0})`}`,
  );
}
console.log(`load ${loadavg()}`);

// The API as it now answers (GET /api/jobs as a signed-in freelancer, facets left out as the site
// asks): wall, and on-CPU time of this Node process (the API and its client) plus the MariaDB
// threads of the API's connections.
if (process.env.BENCH_TERMS_API !== '0') {
  const { TokenService } = require(join(dist, 'auth', 'token.service.js'));
  const { token } = await app.get(TokenService).issue(Number(freelancer.id));
  const apiThreads = async () =>
    (await q('SELECT TID FROM information_schema.PROCESSLIST WHERE DB = DATABASE() AND ID <> CONNECTION_ID()')).map(
      (row) => row.TID,
    );
  const threadCpu = (tids) =>
    tids.reduce((sum, id) => {
      try {
        return sum + Number(readFileSync(`/proc/${mariadbPid}/task/${id}/schedstat`, 'utf8').split(' ')[0]);
      } catch {
        return sum;
      }
    }, 0);
  console.log(`\nthe API now, ${ITERATIONS} calls after ${WARMUP}; ms p50 / p95 (load ${loadavg()})`);
  console.log(`${'scenario'.padEnd(34)} ${'wall'.padStart(15)} ${'CPU'.padStart(15)}   total`);
  for (const scenario of [...SCENARIOS, { name: 'same, last page', query: SCENARIOS[0].query, deep: true }]) {
    const query = { per_page: 20, facets: false, ...scenario.query };
    const call = async () => {
      const response = await fetch(
        `${base}/api/jobs?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
        { headers: { Authorization: `Bearer ${token}` } },
      );
      if (response.status !== 200) throw new Error(`${scenario.name}: HTTP ${response.status}`);
      return (await response.json()).data;
    };
    if (scenario.deep) query.page = Math.max(1, (await call()).pages);
    const walls = [];
    const cpus = [];
    let total = 0;
    for (let i = 0; i < WARMUP + ITERATIONS; i++) {
      const tids = await apiThreads();
      const node0 = process.cpuUsage();
      const db0 = threadCpu(tids);
      const t0 = performance.now();
      total = (await call()).total;
      const wall = performance.now() - t0;
      const node = process.cpuUsage(node0);
      const cpu = (node.user + node.system) / 1000 + (threadCpu(tids) - db0) / 1e6;
      if (i >= WARMUP) {
        walls.push(wall);
        cpus.push(cpu);
      }
    }
    const f = (v) => `${pct(v, 50).toFixed(1)} / ${pct(v, 95).toFixed(1)}`.padStart(15);
    console.log(`${scenario.name.padEnd(34)} ${f(walls)} ${f(cpus)}  ${String(total).padStart(6)}`);
  }
  console.log(`load ${loadavg()}`);
}
await app.close();
await pool.end();
