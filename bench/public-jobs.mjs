#!/usr/bin/env node
// bench/public-jobs: what a visitor who has not signed in waits for (docs/performance.md "Public
// browsing"), beside what a signed-in freelancer waits for in the same run, on 100,000 listings:
//   1. the search through the API: GET /api/home/jobs (visitor) beside GET /api/jobs (freelancer);
//   2. the page through the built site: /jobs (visitor) beside /freelancer/jobs (freelancer);
//   3. a job's card picture (/jobs/:id/card.png): first drawn (a job not asked for before) beside
//      kept (the same job again), and the 304 any replica answers to the card's ETag.
// Ratios are visitor / freelancer and kept / first. Self-contained: a fresh SQLite file with the
// demo data plus BENCH_ROWS listings, the built API in this process, the built site as a child.
//   node bench/public-jobs.mjs                     (100,000 listings, 200 timed calls a scenario)
//   BENCH_ROWS=20000 BENCH_ITERATIONS=50 node bench/public-jobs.mjs
// A call slower than BENCH_TIMEOUT_MS (30,000) or answering other than 200 counts as failed,
// printed, never fatal.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os, { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { freePort } from '../load/support.mjs';
import { listenApi } from './support/api.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'api', 'dist');
const siteDir = join(root, 'site');
if (!existsSync(join(dist, 'main.js')) || !existsSync(join(siteDir, 'build', 'server', 'index.js'))) {
  console.error('bench/public-jobs: build the API and the site first (npx nx run-many -t build).');
  process.exit(1);
}
const require = createRequire(join(root, 'api', 'package.json'));
require('reflect-metadata');
const { loadConfig } = require(join(dist, 'config', 'config.js'));
const { TokenService } = require(join(dist, 'auth', 'token.service.js'));
const { seed } = require(join(dist, 'seed', 'seed.js'));
const { createCookieSessionStorage } = createRequire(join(siteDir, 'package.json'))('react-router');

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
const CARD_FIRST = Number(process.env.BENCH_CARD_FIRST ?? 40);
const CALL_TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 30_000);
const SESSION_SECRET = randomBytes(24).toString('hex');

/** What people type and pick, the same for both sides (the visitor has no profile, so no distance from it). */
const SCENARIOS = [
  { name: 'no text, newest, p1', query: { sort: 'newest' } },
  { name: 'text, best match, p1', query: { q: 'cleaning' } },
  { name: 'trade in French, best match, p1', query: { q: 'femme de ménage' } },
  { name: 'text + state, newest, p1', query: { q: 'repair', state: 25, sort: 'newest' } },
  {
    name: 'category + amount, by amount, page 20',
    query: { category_id: 3, min_amount: 20000, sort: 'amount', page: 20 },
  },
  { name: 'no text, newest, page 100', query: { sort: 'newest', page: 100 } },
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (value) => (Number.isNaN(value) ? '     -' : value.toFixed(1).padStart(7));
const ratio = (a, b) => (Number.isFinite(a / b) ? (a / b).toFixed(2).padStart(6) : '     -');
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

/** p50 and p95 of the calls that succeeded, after a warm-up; failures are counted. */
async function time(fn, { iterations = ITERATIONS, warmup = WARMUP } = {}) {
  let failed = 0;
  let lastError;
  const attempt = async (i) => {
    try {
      await fn(i);
      return true;
    } catch (error) {
      failed++;
      lastError = error;
      return false;
    }
  };
  for (let i = 0; i < warmup; i++) await attempt(i);
  const samples = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    if (await attempt(warmup + i)) samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  if (failed)
    console.log(`  ${failed} of ${warmup + iterations} calls failed (last: ${lastError?.message ?? lastError})`);
  return samples.length
    ? { p50: percentile(samples, 50), p95: percentile(samples, 95) }
    : { p50: Number.NaN, p95: Number.NaN };
}

async function get(url, headers = {}) {
  const response = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200 && response.status !== 304) throw new Error(`${url}: HTTP ${response.status}`);
  return { response, body };
}

const search = (query) =>
  new URLSearchParams(Object.entries({ per_page: 20, ...query }).map(([k, v]) => [k, String(v)]));

async function waitFor(url, child) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the site server exited with ${child.exitCode}`);
    if (
      await fetch(url).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

// 1. The data and the API.
const work = mkdtempSync(join(tmpdir(), 'public-jobs-bench-'));
const config = loadConfig({
  NODE_ENV: 'development',
  LOG_LEVEL: 'silent',
  JWT_SECRET: randomBytes(24).toString('hex'),
  SQLITE_PATH: join(work, 'bench.sqlite'),
  UPLOAD_DIR: join(work, 'uploads'),
  SMS_TRANSPORT: 'console',
  RATE_LIMIT_PER_MINUTE: '1000000',
  RATE_LIMIT_PER_IP_PER_MINUTE: '1000000',
});
const { app, base: API, dataSource } = await listenApi(config);
let site;
try {
  const seeded = performance.now();
  await seed(dataSource, {
    superadminEmail: 'bench-root@example.com',
    superadminPassword: 'Bench-Secret-123',
    extraListings: ROWS,
    extraGenerator: 'realistic',
  });
  await dataSource.query('ANALYZE');
  const [{ n, open }] = await dataSource.query(
    "SELECT COUNT(*) AS n, SUM(CASE WHEN status = 'open' THEN 1 ELSE 0 END) AS open FROM listings",
  );
  console.log(`SQLite: ${n} listings (${open} open), seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

  // A freelancer's token for the API, and the same token in the site's own signed session cookie.
  const [freelancer] = await dataSource.query(
    "SELECT id FROM users WHERE user_type = 'freelancer' ORDER BY id LIMIT 1",
  );
  const { token } = await app.get(TokenService).issue(Number(freelancer.id));
  const sessions = createCookieSessionStorage({
    cookie: { name: 'gm_session', httpOnly: true, sameSite: 'lax', path: '/', secrets: [SESSION_SECRET] },
  });
  const session = await sessions.getSession();
  session.set('token', token);
  const signedIn = { Cookie: `${(await sessions.commitSession(session)).split(';')[0]}; gm_splash=IjEi` };
  const visitor = { Cookie: 'gm_splash=IjEi' };

  // 2. The built site, as `npm start` runs it.
  const sitePort = await freePort();
  site = spawn(process.execPath, ['server.mjs'], {
    cwd: siteDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(sitePort),
      HOST: '127.0.0.1',
      API_URL: `${API}/api`,
      SESSION_SECRET,
      COOKIE_SECURE: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const SITE = `http://127.0.0.1:${sitePort}`;
  await waitFor(`${SITE}/login`, site);
  const check = await get(`${SITE}/freelancer/jobs`, signedIn);
  if (check.response.status !== 200) throw new Error('the signed-in session did not reach /freelancer/jobs');

  console.log(
    `\n${ROWS.toLocaleString('en')} extra listings, ${ITERATIONS} timed calls after ${WARMUP} (load average ${load()}); ms`,
  );
  const header = (what) =>
    console.log(
      `${what.padEnd(40)} ${'visitor p50'.padStart(11)} ${'p95'.padStart(7)} ${'signed-in p50'.padStart(13)} ${'p95'.padStart(7)}  p95 ratio`,
    );
  const row = (name, a, b) =>
    console.log(
      `${name.padEnd(40)} ${ms(a.p50).padStart(11)} ${ms(a.p95)} ${ms(b.p50).padStart(13)} ${ms(b.p95)}  ${ratio(a.p95, b.p95)}`,
    );

  // Visitor and freelancer alternate scenario by scenario, so both meet the same machine.
  header('API search');
  for (const { name, query } of SCENARIOS) {
    const params = search(query);
    const anonymous = await time(() => get(`${API}/api/home/jobs?${params}`));
    const freelancerSide = await time(() => get(`${API}/api/jobs?${params}`, { Authorization: `Bearer ${token}` }));
    row(name, anonymous, freelancerSide);
  }
  header('\nsite page (server render)');
  for (const { name, query } of SCENARIOS) {
    const params = search(query);
    const anonymous = await time(() => get(`${SITE}/jobs?${params}`, visitor));
    const freelancerSide = await time(() => get(`${SITE}/freelancer/jobs?${params}`, signedIn));
    row(name, anonymous, freelancerSide);
  }

  // 3. The card: each first call asks for a job not drawn before; kept calls ask for one job again.
  const ids = (
    await dataSource.query(`SELECT id FROM listings WHERE status = 'open' ORDER BY id DESC LIMIT ${CARD_FIRST + 1}`)
  ).map((r) => Number(r.id));
  const kept = ids.pop();
  const first = await time((i) => get(`${SITE}/jobs/${ids[i % ids.length]}/card.png`, visitor), {
    iterations: CARD_FIRST,
    warmup: 0,
  });
  const again = await time(() => get(`${SITE}/jobs/${kept}/card.png`, visitor));
  const { response } = await get(`${SITE}/jobs/${kept}/card.png`, visitor);
  const etag = response.headers.get('etag');
  const revalidated = await time(async () => {
    const answer = await get(`${SITE}/jobs/${kept}/card.png`, { ...visitor, 'If-None-Match': etag });
    if (answer.response.status !== 304) throw new Error(`expected 304, got ${answer.response.status}`);
  });
  console.log(`\n${'card picture'.padEnd(40)} ${'p50'.padStart(7)} ${'p95'.padStart(7)}  p95 / first`);
  console.log(`${`first drawn (${CARD_FIRST} jobs)`.padEnd(40)} ${ms(first.p50)} ${ms(first.p95)}`);
  console.log(
    `${'kept (the same job again)'.padEnd(40)} ${ms(again.p50)} ${ms(again.p95)}  ${ratio(again.p95, first.p95)}`,
  );
  console.log(
    `${'304 to its ETag (any replica)'.padEnd(40)} ${ms(revalidated.p50)} ${ms(revalidated.p95)}  ${ratio(revalidated.p95, first.p95)}`,
  );
  console.log(`\nload average at the end: ${load()}`);
} finally {
  if (site && site.exitCode === null) {
    const exited = new Promise((resolve) => site.once('exit', resolve));
    site.kill('SIGTERM');
    await exited;
  }
  await app.close();
  rmSync(work, { recursive: true, force: true });
}
