#!/usr/bin/env node
// `npm run load`: the API under load and faults, on MariaDB, driven by autocannon.
//
// Seeds a fresh MariaDB schema (named after MYSQL_URL's, created and dropped here) with the seed
// CLI plus N bulk listings, starts the built API (api/dist) as a child process on a free port,
// and drives a mix of search, job page, apply, bookmark, back-office list and sign-in calls:
//
//   1. capacity: steps up the connections until p95 crosses 200 ms; capacity = the highest
//      requests/s seen with p95 under 200 ms;
//   2. hold: 80% of the capacity (autocannon overallRate) for --duration seconds: 0 5xx, 0 lost
//      acknowledged writes, the API's RSS sampled from /proc/<pid>/status;
//   3. faults, each on a fresh API process under the same rate:
//      db-proxy  the API reaches MariaDB through a TCP proxy in this process, which drops every
//                connection and refuses new ones for a few seconds (an outage that disturbs no
//                one else; what --quick uses);
//      mariadb   the real server stopped (`mariadb-admin shutdown`) and started again;
//      sigterm   the API sent SIGTERM mid-load, then started again on the same port;
//      redis     a private redis-server (port 6390) holding the rate-limit counters stopped
//                mid-load, then started again.
//
// Every 2xx apply and bookmark the tool saw is looked up in the database afterwards: an
// acknowledged write that is missing is a lost write. The run fails (exit 1) on any 5xx outside
// a fault window, any 5xx other than 503 inside one, or any lost write. Timings are printed,
// never asserted.
//
//   npm run load                        default: capacity, 60 s hold, db-proxy fault
//   npm run load -- --quick             CI's version (about 80 s): short probe, 30 s hold, db-proxy fault
//   npm run load -- --full              3-minute hold and every fault (mariadb, sigterm, redis)
//   npm run load -- --duration 120 --faults mariadb,sigterm --listings 20000 --no-build --json out.json
//   npm run load -- --rate 20 --duration 0 --faults sigterm     no probe, no hold: one fault at 20 req/s
//   npm run load -- --replicas 2        capacity and hold through HAProxy on one replica, then on two
//                                       (same schema, one shared Redis), figures side by side; the
//                                       faults then run as usual
//
// Rate limits are raised for the load (RATE_LIMIT_PER_MINUTE=1000000): every call comes from
// 127.0.0.1, so the per-IP limit would otherwise turn the sign-in share into 429s. The redis fault
// runs with RATE_LIMIT_PER_MINUTE=3 so that limiting is visible while Redis is up.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliArgs, dist, freePort, HAPROXY, haproxyConfig, issueToken, loadAverage, mysql, root, runSchema, seedSchema, sleep, spawnHaproxy, waitFor } from './support.mjs';

const autocannon = createRequire(join(root, 'package.json'))('autocannon');

// ---------------------------------------------------------------------------------------------
// Settings

const { flag, option } = cliArgs();
const mode = flag('full') ? 'full' : flag('quick') ? 'quick' : 'default';
const PRESETS = {
  quick: { hold: 30, listings: 2000, steps: [1, 2, 4, 8, 16, 32], stepSeconds: 3, faults: ['db-proxy'], faultAt: 3, faultTailSeconds: 6, outageSeconds: 4 },
  default: { hold: 60, listings: 5000, steps: [1, 2, 4, 8, 16, 32, 64], stepSeconds: 6, faults: ['db-proxy'], faultAt: 6, faultTailSeconds: 15, outageSeconds: 8 },
  full: {
    hold: 180,
    listings: 20000,
    steps: [1, 2, 4, 8, 16, 32, 64, 128],
    stepSeconds: 10,
    faults: ['mariadb', 'sigterm', 'redis'],
    faultAt: 6,
    faultTailSeconds: 20,
    outageSeconds: 8,
  },
};
const preset = PRESETS[mode];
const HOLD_SECONDS = Number(option('duration', preset.hold));
/** With 2 or more: the capacity and hold are measured behind HAProxy on one replica, then on this many. */
const REPLICAS = Number(option('replicas', 1));
const LISTINGS = Number(option('listings', preset.listings));
const FAULTS = option('faults', preset.faults.join(','))
  .split(',')
  .map((s) => s.trim())
  .filter((s) => s && s !== 'none');
const P95_TARGET_MS = 200;
const HOLD_SHARE = 0.8;
const FAULT_AT_SECONDS = preset.faultAt;
/** After the fault ends, this long still counts as the fault's window (reconnecting pools). */
const RECOVERY_WINDOW_MS = 10000;
const REDIS_FAULT_PORT = Number(process.env.LOAD_REDIS_PORT ?? 6390);
/** The redis fault's RATE_LIMIT_PER_MINUTE: low, so that the limiter visibly refuses sign-ins while Redis is up. */
const REDIS_FAULT_LIMIT = 3;
const MARIADB_STOP = process.env.LOAD_MARIADB_STOP ?? 'mariadb-admin shutdown';
const MARIADB_START =
  process.env.LOAD_MARIADB_START ?? 'start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd';
const JWT_SECRET = `load-${randomBytes(24).toString('hex')}`;
const SUPERADMIN = { email: 'admin@gigmarket.test', password: 'Admin123!' };

if (!process.env.MYSQL_URL) {
  console.error('load: MYSQL_URL is not set (for example mysql://root@127.0.0.1:3306/test); the load suite runs on MariaDB/MySQL.');
  process.exit(2);
}
const schema = runSchema('load');
const { name: dbName, url: dbUrl, server } = schema;

const work = mkdtempSync(join(tmpdir(), 'gig-load-'));
const log = (...args) => console.log(`[load ${new Date().toISOString().slice(11, 19)}]`, ...args);

// ---------------------------------------------------------------------------------------------
// Helpers: ports, processes, the API

async function httpOk(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
  return response.ok;
}

const apis = new Set();

/** Starts the built API on `port` with `env` and waits until it is ready. */
async function startApi(port, env = {}) {
  const child = spawn(process.execPath, [join(dist, 'main.js')], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: dbUrl.toString(),
      DATABASE_CONNECT_RETRIES: '3',
      JWT_SECRET,
      RATE_LIMIT_PER_MINUTE: '1000000',
      SMS_TRANSPORT: 'file',
      SMS_FILE: join(work, 'sms.jsonl'),
      UPLOAD_DIR: join(work, 'uploads'),
      LOG_LEVEL: 'warn',
      SHUTDOWN_GRACE_MS: '10000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const api = { child, port, exited: new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal }))), log: [] };
  const keep = (chunk) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) api.log.push(line.slice(0, 400));
    if (api.log.length > 2000) api.log.splice(0, api.log.length - 2000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  apis.add(api);
  api.exited.then(() => apis.delete(api));
  const started = Date.now();
  await waitFor(`the API on port ${port}`, async () => {
    if (child.exitCode !== null) throw Object.assign(new Error('API exited'), { fatal: true });
    return httpOk(`http://127.0.0.1:${port}/api/health/ready`);
  }).catch((error) => {
    throw new Error(`API did not become ready (${error.message}); last log lines:\n${api.log.slice(-10).join('\n')}`);
  });
  api.startMs = Date.now() - started;
  return api;
}

async function stopApi(api) {
  if (api.child.exitCode !== null || api.child.signalCode !== null) return api.exited;
  api.child.kill('SIGTERM');
  const timer = setTimeout(() => api.child.kill('SIGKILL'), 20000);
  const result = await api.exited;
  clearTimeout(timer);
  return result;
}

/** Resident memory of a process in MB, from /proc/<pid>/status. */
function rssMb(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

function sampleMemory(api, everyMs = 3000) {
  const samples = [];
  const take = () => {
    const mb = rssMb(api.child.pid);
    if (mb !== null) samples.push(mb);
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return {
        start: samples[0],
        end: samples[samples.length - 1],
        max: Math.max(...samples),
        samples: samples.length,
      };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Database: schema, seed, tokens, the check of acknowledged writes

const createSchema = () => schema.create();

async function dropSchema() {
  await waitForMariaDb(30000);
  await schema.drop();
}

async function waitForMariaDb(timeoutMs = 60000) {
  await waitFor(
    'MariaDB',
    async () => {
      const c = await mysql.createConnection({ ...server, connectTimeout: 1000 });
      await c.query('SELECT 1');
      await c.end();
      return true;
    },
    timeoutMs,
  );
}

function seed() {
  const started = Date.now();
  log(seedSchema(dbUrl, LISTINGS), `(${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/**
 * Tokens for every freelancer: a row in auth_tokens and a JWT signed with the API's secret,
 * exactly what TokenService.issue writes (HS256, { sub, jti }).
 */
async function freelancerTokens(db) {
  const [rows] = await db.query("SELECT id, phone FROM users WHERE user_type = 'freelancer' ORDER BY id");
  const out = [];
  for (const row of rows) out.push({ id: Number(row.id), phone: row.phone, token: await issueToken(db, row.id, JWT_SECRET) });
  return out;
}

async function adminToken(port) {
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(SUPERADMIN),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`admin login: ${response.status} ${JSON.stringify(body)}`);
  return body.data.token;
}

/** Every acknowledged (2xx) apply and bookmark must be a row. */
async function lostWrites(db, acked) {
  await waitForMariaDb(60000);
  const [applications] = await db.query('SELECT user_id, listing_id FROM jobapplication');
  const [bookmarks] = await db.query('SELECT user_id, listing_id FROM bookmarks');
  const has = (rows) => new Set(rows.map((r) => `${r.user_id}:${r.listing_id}`));
  const applied = has(applications);
  const saved = has(bookmarks);
  const lost = {
    applies: [...acked.applies].filter((key) => !applied.has(key)).length,
    bookmarks: [...acked.bookmarks].filter((key) => !saved.has(key)).length,
  };
  return { ...lost, total: lost.applies + lost.bookmarks, ackedApplies: acked.applies.size, ackedBookmarks: acked.bookmarks.size };
}

// ---------------------------------------------------------------------------------------------
// Traffic

const SEARCHES = [
  'q=cleaning&per_page=20',
  'q=plumber&sort=newest&per_page=20',
  'sort=newest&per_page=20',
  'sort=amount&min_amount=20000&per_page=20',
  'latitude=6.6018&longitude=3.3515&radius_km=25&sort=distance&per_page=20',
  'category_id=3&sort=newest&per_page=20',
  'sort=newest&page=5&per_page=20',
];
/** Share of each call in the mix (sums to 1). */
const MIX = [
  ['search', 0.35],
  ['job', 0.25],
  ['apply', 0.1],
  ['bookmark', 0.1],
  ['admin-list', 0.1],
  ['sign-in', 0.1],
];
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** The redis fault's mix: half sign-ins, the calls the rate limits guard. */
const SIGN_IN_HEAVY_MIX = [
  ['search', 0.2],
  ['job', 0.2],
  ['apply', 0.05],
  ['bookmark', 0.05],
  ['sign-in', 0.5],
];

function pickKind(mix = MIX) {
  let r = Math.random();
  for (const [kind, share] of mix) {
    if ((r -= share) < 0) return kind;
  }
  return mix[0][0];
}

/** A recorder for one autocannon run: statuses over time per kind, latencies, writes, errors. */
function newRecorder() {
  return {
    t0: Date.now(),
    events: [], // [ms since t0, status, kind]
    latencies: [],
    errors: {},
    acked: { applies: new Set(), bookmarks: new Set() },
    retryAfterMissing: 0,
  };
}

function requestFor(world, recorder) {
  return {
    setupRequest(request, context) {
      const kind = pickKind(world.mix);
      const freelancer = pick(world.freelancers);
      const listing = pick(world.listings);
      const page = Math.floor(Math.random() * 40);
      const json = { 'content-type': 'application/json' };
      context.kind = kind;
      context.key = `${freelancer.id}:${listing}`;
      switch (kind) {
        case 'search':
          return { ...request, method: 'GET', path: `/api/jobs?${pick(SEARCHES)}`, headers: { authorization: `Bearer ${freelancer.token}` }, body: undefined };
        case 'job':
          return { ...request, method: 'GET', path: `/api/jobs/${listing}`, headers: { authorization: `Bearer ${freelancer.token}` }, body: undefined };
        case 'apply':
          return { ...request, method: 'POST', path: `/api/jobs/${listing}/apply`, headers: { ...json, authorization: `Bearer ${freelancer.token}` }, body: '{}' };
        case 'bookmark':
          return {
            ...request,
            method: 'POST',
            path: '/api/bookmarks',
            headers: { ...json, authorization: `Bearer ${freelancer.token}` },
            body: JSON.stringify({ listing_id: listing }),
          };
        case 'admin-list':
          return {
            ...request,
            method: 'GET',
            path: `/api/admin/listings?sort=${encodeURIComponent('["id","DESC"]')}&range=${encodeURIComponent(`[${page * 25},${page * 25 + 24}]`)}&filter=${encodeURIComponent('{}')}`,
            headers: { authorization: `Bearer ${world.adminToken}` },
            body: undefined,
          };
        default:
          return { ...request, method: 'POST', path: '/api/auth/login', headers: json, body: JSON.stringify({ fieldName: 'phone', username: freelancer.phone }) };
      }
    },
    onResponse(status, body, context, headers) {
      const at = Date.now() - recorder.t0;
      let kind = context.kind;
      if (status === 429 && kind === 'sign-in' && /Too many requests/.test(body ?? '')) kind = 'sign-in-throttled';
      recorder.events.push([at, status, kind]);
      if (status === 503 && !Object.keys(headers ?? {}).some((name) => name.toLowerCase() === 'retry-after')) recorder.retryAfterMissing++;
      if (status >= 200 && status < 300) {
        if (context.kind === 'apply') recorder.acked.applies.add(context.key);
        if (context.kind === 'bookmark') recorder.acked.bookmarks.add(context.key);
      }
    },
  };
}

/** One autocannon run against `port`. `rate` undefined = as fast as the connections go. */
function drive(world, port, { connections, seconds, rate, recorder = newRecorder() }) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections,
        duration: seconds,
        overallRate: rate,
        pipelining: 1,
        timeout: 10,
        requests: [requestFor(world, recorder)],
      },
      (error, result) => (error ? reject(error) : resolve({ result, recorder })),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      recorder.latencies.push(responseTime);
      // onResponse ran just before, in the same tick, for this very answer.
      const last = recorder.events[recorder.events.length - 1];
      if (last && last.length === 3) last.push(responseTime);
    });
    instance.on('reqError', (error) => {
      const code = error.code ?? error.message;
      recorder.errors[code] = (recorder.errors[code] ?? 0) + 1;
    });
    recorder.instance = instance;
  });
}

function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function summarise(recorder, seconds) {
  const byStatus = {};
  const byKind = {};
  for (const [, status, kind] of recorder.events) {
    const cls = `${Math.floor(status / 100)}xx`;
    byStatus[cls] = (byStatus[cls] ?? 0) + 1;
    byKind[kind] ??= {};
    byKind[kind][status] = (byKind[kind][status] ?? 0) + 1;
  }
  const l = recorder.latencies;
  return {
    requests: recorder.events.length,
    rps: recorder.events.length / seconds,
    p50: percentile(l, 50),
    p95: percentile(l, 95),
    p99: percentile(l, 99),
    byStatus,
    byKind,
    errors: recorder.errors,
  };
}

const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

// ---------------------------------------------------------------------------------------------
// Phases

async function findCapacity(world, port) {
  log(`capacity: steps of ${preset.stepSeconds} s at ${preset.steps.join(', ')} connections, until p95 >= ${P95_TARGET_MS} ms`);
  const steps = [];
  let best = null;
  for (const connections of preset.steps) {
    const { recorder } = await drive(world, port, { connections, seconds: preset.stepSeconds });
    const s = summarise(recorder, preset.stepSeconds);
    steps.push({ connections, rps: s.rps, p50: s.p50, p95: s.p95, fiveXx: s.byStatus['5xx'] ?? 0 });
    log(`  ${String(connections).padStart(3)} connections: ${fmt(s.rps)} req/s, p50 ${fmt(s.p50)} ms, p95 ${fmt(s.p95)} ms, 5xx ${s.byStatus['5xx'] ?? 0}, load ${loadAverage()}`);
    if (s.p95 < P95_TARGET_MS) {
      if (!best || s.rps > best.rps) best = { connections, rps: s.rps, p95: s.p95 };
    } else break;
  }
  // Even the first step missed p95: take its rate (the machine is saturated before 2 connections).
  best ??= { connections: steps[0].connections, rps: steps[0].rps, p95: steps[0].p95, missed: true };
  log(`capacity: ${fmt(best.rps)} req/s at p95 < ${P95_TARGET_MS} ms (${best.connections} connections)`);
  return { ...best, steps };
}

async function hold(world, api, capacity) {
  const rate = Math.max(1, Math.floor(capacity.rps * HOLD_SHARE));
  const connections = Math.max(8, capacity.connections * 2);
  log(`hold: ${rate} req/s (80% of capacity) for ${HOLD_SECONDS} s over ${connections} connections`);
  const memory = sampleMemory(api);
  const { recorder, result } = await drive(world, api.port, { connections, seconds: HOLD_SECONDS, rate });
  const mem = memory.stop();
  const s = summarise(recorder, HOLD_SECONDS);
  const lost = await lostWrites(world.db, recorder.acked);
  const outcome = {
    rate,
    connections,
    seconds: HOLD_SECONDS,
    ...s,
    corrected: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99 },
    memoryMb: mem,
    lost,
    load: loadAverage(),
  };
  log(
    `hold: ${fmt(s.rps)} req/s, p50/p95/p99 ${fmt(s.p50)}/${fmt(s.p95)}/${fmt(s.p99)} ms, statuses ${JSON.stringify(s.byStatus)}, errors ${JSON.stringify(s.errors)}`,
  );
  log(`hold: RSS start/end/max ${fmt(mem.start)}/${fmt(mem.end)}/${fmt(mem.max)} MB; acknowledged applies ${lost.ackedApplies}, bookmarks ${lost.ackedBookmarks}, lost ${lost.total}; load ${outcome.load}`);
  return outcome;
}

/**
 * A TCP proxy in front of MariaDB. `outage()` destroys every connection through it and refuses
 * new ones (closing them at once) until `restore()`.
 */
async function startDbProxy() {
  const sockets = new Set();
  let down = false;
  const proxy = createServer((client) => {
    if (down) return client.destroy();
    const upstream = connect(server.port, server.host);
    sockets.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  });
  await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    port: proxy.address().port,
    outage() {
      down = true;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
    restore() {
      down = false;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => proxy.close(resolve));
    },
  };
}

function sh(command) {
  execFileSync('sh', ['-c', command], { stdio: ['ignore', 'pipe', 'pipe'], timeout: 60000 });
}

/** Runs load at `rate` on a fresh API for preset.faultSeconds; `inject(ctx)` performs the fault. */
async function faultRun(world, name, rate, { env = {}, inject, analyse, mix, reuse }) {
  world = mix ? { ...world, mix } : world;
  const port = reuse ? reuse.port : await freePort();
  let api = reuse ?? (await startApi(port, env));
  const ctx = { marks: {}, api, port };
  const recorder = newRecorder();
  // Runs until the fault is over plus a tail, however long the injection took (a restart under load).
  const run = drive(world, port, { connections: 16, seconds: 3600, rate, recorder });
  const mark = (label) => (ctx.marks[label] = Date.now() - recorder.t0);
  ctx.mark = mark;
  await sleep(FAULT_AT_SECONDS * 1000);
  let injectError = null;
  try {
    await inject(ctx);
  } catch (error) {
    injectError = error;
  }
  await sleep(preset.faultTailSeconds * 1000);
  recorder.instance.stop();
  const { result } = await run;
  const seconds = (Date.now() - recorder.t0) / 1000;
  api = ctx.api;
  const s = summarise(recorder, seconds);
  const windowStart = ctx.marks.faultStart ?? FAULT_AT_SECONDS * 1000;
  const windowEnd = (ctx.marks.faultEnd ?? windowStart) + RECOVERY_WINDOW_MS;
  let inside503 = 0;
  let insideOther5xx = 0;
  let outside5xx = 0;
  let firstOkAfterEnd = null;
  let last503 = null;
  for (const [at, status, kind] of recorder.events) {
    const inside = at >= windowStart && at <= windowEnd;
    if (status >= 500) {
      if (!inside) outside5xx++;
      else if (status === 503) inside503++;
      else insideOther5xx++;
    }
    if (status === 503) last503 = at;
    if (ctx.marks.faultEnd !== undefined && at >= ctx.marks.faultEnd && status < 300 && kind !== 'sign-in' && firstOkAfterEnd === null) {
      firstOkAfterEnd = at;
    }
  }
  const total5xx = recorder.events.filter(([, status]) => status >= 500).length;
  const lost = await lostWrites(world.db, recorder.acked);
  const outcome = {
    name,
    rate,
    seconds,
    marks: ctx.marks,
    requests: s.requests,
    byStatus: s.byStatus,
    byKind: s.byKind,
    errors: s.errors,
    p50: s.p50,
    p95: s.p95,
    total5xx,
    inside503,
    insideOther5xx,
    outside5xx,
    retryAfterMissing: recorder.retryAfterMissing,
    recoveryMs: firstOkAfterEnd !== null ? firstOkAfterEnd - ctx.marks.faultEnd : null,
    last503AfterEndMs: last503 !== null && ctx.marks.faultEnd !== undefined ? last503 - ctx.marks.faultEnd : null,
    lost,
    extra: { ...(ctx.extra ?? {}), ...(analyse ? analyse(recorder.events, ctx.marks) : {}) },
    injectError: injectError?.message ?? null,
    corrected: { p99: result.latency.p99 },
    load: loadAverage(),
  };
  if (!reuse) await stopApi(api);
  log(
    `fault ${name}: ${s.requests} answers ${JSON.stringify(s.byStatus)}; 503 in window ${inside503}, other 5xx in window ${insideOther5xx}, 5xx outside ${outside5xx}; ` +
      `503 without Retry-After ${recorder.retryAfterMissing}; socket errors ${JSON.stringify(s.errors)}; recovery ${outcome.recoveryMs ?? '-'} ms after the fault ended; ` +
      `lost writes ${lost.total} of ${lost.ackedApplies + lost.ackedBookmarks}; load ${outcome.load}`,
  );
  if (Object.keys(outcome.extra).length) log(`fault ${name}: ${JSON.stringify(outcome.extra)}`);
  if (injectError) log(`fault ${name}: injection failed: ${injectError.message}`);
  return outcome;
}

const FAULT_RUNS = {
  async 'db-proxy'(world, rate) {
    // The main API already reaches MariaDB through world.proxy (see main): reuse it.
    const { proxy } = world;
    return faultRun(world, 'db-proxy', rate, {
      reuse: world.api,
      inject: async (ctx) => {
        ctx.mark('faultStart');
        proxy.outage();
        await sleep(preset.outageSeconds * 1000);
        proxy.restore();
        ctx.mark('faultEnd');
      },
    });
  },

  async mariadb(world, rate) {
    return faultRun(world, 'mariadb', rate, {
      inject: async (ctx) => {
        ctx.mark('faultStart');
        try {
          sh(MARIADB_STOP);
          ctx.mark('serverStopped');
          await sleep(preset.outageSeconds * 1000);
        } finally {
          // Always start it again: other work on this machine uses the same server.
          sh(MARIADB_START);
          await waitForMariaDb(60000);
          ctx.mark('faultEnd');
        }
      },
    });
  },

  async sigterm(world, rate) {
    return faultRun(world, 'sigterm', rate, {
      inject: async (ctx) => {
        ctx.mark('faultStart');
        const old = ctx.api;
        old.child.kill('SIGTERM');
        const exit = await old.exited;
        ctx.mark('oldExited');
        ctx.api = await startApi(ctx.port);
        ctx.mark('faultEnd');
        ctx.extra = {
          exitCode: exit.code,
          exitSignal: exit.signal,
          shutdownMs: ctx.marks.oldExited - ctx.marks.faultStart,
          restartMs: ctx.marks.faultEnd - ctx.marks.oldExited,
          shutdown: old.log
            .filter((line) => /Shutting down|Shutdown/.test(line))
            .map((line) => {
              try {
                const { msg, in_flight, finished, aborted } = JSON.parse(line);
                return { msg, in_flight, finished, aborted };
              } catch {
                return line;
              }
            }),
        };
      },
    });
  },

  async redis(world, rate) {
    const dir = join(work, 'redis');
    const startRedis = () =>
      sh(`mkdir -p ${dir} && redis-server --daemonize yes --bind 127.0.0.1 --port ${REDIS_FAULT_PORT} --save "" --appendonly no --dir ${dir} --pidfile ${dir}/redis.pid --logfile ${dir}/redis.log`);
    const stopRedis = () => spawnSync('redis-cli', ['-p', String(REDIS_FAULT_PORT), 'shutdown', 'nosave'], { stdio: 'ignore' });
    const ping = () => spawnSync('redis-cli', ['-p', String(REDIS_FAULT_PORT), 'ping'], { encoding: 'utf8' }).stdout?.trim() === 'PONG';
    if (ping()) throw new Error(`something already listens on port ${REDIS_FAULT_PORT}; set LOAD_REDIS_PORT`);
    startRedis();
    await waitFor('the private redis-server', ping, 10000);
    try {
      const outcome = await faultRun(world, 'redis', rate, {
        env: { REDIS_URL: `redis://127.0.0.1:${REDIS_FAULT_PORT}`, RATE_LIMIT_PER_MINUTE: String(REDIS_FAULT_LIMIT) },
        mix: SIGN_IN_HEAVY_MIX,
        inject: async (ctx) => {
          ctx.mark('faultStart');
          stopRedis();
          await sleep(preset.outageSeconds * 1000);
          startRedis();
          await waitFor('the private redis-server', ping, 10000);
          ctx.mark('faultEnd');
        },
        // Did the limiter hold while Redis was down? Sign-in answers sent before, during and after.
        analyse: (events, marks) => {
          const phases = { before: {}, during: {}, after: {} };
          const latencies = { before: [], during: [], after: [] };
          for (const [at, status, kind, ms = 0] of events) {
            if (kind !== 'sign-in' && kind !== 'sign-in-throttled') continue;
            // By the time the call was sent (answer time minus latency).
            const sent = at - ms;
            const phase = sent < marks.faultStart ? 'before' : sent <= marks.faultEnd ? 'during' : 'after';
            const key = kind === 'sign-in-throttled' ? '429 limiter' : String(status);
            phases[phase][key] = (phases[phase][key] ?? 0) + 1;
            latencies[phase].push(ms);
          }
          const p95 = Object.fromEntries(Object.entries(latencies).map(([phase, list]) => [phase, Math.round(percentile(list, 95))]));
          return { signInAnswers: phases, signInP95Ms: p95 };
        },
      });
      return outcome;
    } finally {
      stopRedis();
    }
  },
};

// ---------------------------------------------------------------------------------------------
// Several replicas (docs/reliability.md "Two replicas: capacity")

/** A private redis-server on a free port, shared by every replica (rate limits, queue, live fan-out). */
async function startSharedRedis() {
  const port = await freePort();
  const child = spawn('redis-server', ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const ping = () => spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout?.trim() === 'PONG';
  await waitFor('the shared redis-server', () => {
    if (child.exitCode !== null) throw Object.assign(new Error('redis-server exited'), { fatal: true });
    return ping();
  }, 10000);
  return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill('SIGKILL') };
}

/** HAProxy in front of `apiPorts`, as docs/deploy.md configures it, once every replica is in. */
async function startBalancer(apiPorts) {
  const port = await freePort();
  const child = spawnHaproxy(haproxyConfig({ dir: work, port, apiPorts, retryAfterSeconds: 5 }));
  await waitFor(`HAProxy over ${apiPorts.length} replica(s)`, async () => {
    if (child.exitCode !== null) throw Object.assign(new Error('haproxy exited'), { fatal: true });
    return httpOk(`http://127.0.0.1:${port}/api/health/ready`);
  });
  // Every server is in once each has passed its checks ("rise 2"): one more second of checks.
  await sleep(2500);
  return { port, stop: () => child.kill('SIGKILL') };
}

/**
 * Capacity and hold through HAProxy on the main replica alone, then with `REPLICAS - 1` more on the
 * same schema and Redis: the same traffic, so the two lines compare.
 */
async function replicaRuns(world) {
  const runs = [];
  const extra = [];
  try {
    for (const count of [1, REPLICAS]) {
      while (extra.length < count - 1) extra.push(await startApi(await freePort(), world.apiEnv));
      const balancer = await startBalancer([world.api.port, ...extra.map((api) => api.port)]);
      try {
        log(`--- ${count} replica(s) behind HAProxy (port ${balancer.port}); load ${loadAverage()}`);
        const capacity = await findCapacity(world, balancer.port);
        const held = HOLD_SECONDS > 0 ? await hold(world, { ...world.api, port: balancer.port }, capacity) : null;
        runs.push({ replicas: count, capacity, hold: held });
      } finally {
        balancer.stop();
      }
    }
  } finally {
    for (const api of extra) await stopApi(api);
  }
  console.log('\n=== replicas: one against several, same run ===');
  console.log('replicas | capacity req/s (p95 < 200 ms) | hold req/s | p50 / p95 / p99 ms | 5xx | lost writes | load');
  for (const run of runs) {
    const h = run.hold;
    console.log(
      `${run.replicas} | ${fmt(run.capacity.rps)} | ${h ? fmt(h.rps) : '-'} | ${h ? `${fmt(h.p50)} / ${fmt(h.p95)} / ${fmt(h.p99)}` : '-'} | ${h?.byStatus['5xx'] ?? 0} | ${h?.lost.total ?? 0} | ${h?.load ?? loadAverage()}`,
    );
  }
  return runs;
}

// ---------------------------------------------------------------------------------------------
// Main

async function main() {
  if (!flag('no-build')) {
    log('building the API (nx run @gigmarket/api:build)');
    const build = spawnSync('npx', ['nx', 'run', '@gigmarket/api:build', '--outputStyle=static'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
    });
    if (build.status !== 0) throw new Error('build failed');
  }
  if (!existsSync(join(dist, 'main.js'))) throw new Error('api/dist is missing: run `npx nx run @gigmarket/api:build`');
  log(`mode ${mode}: hold ${HOLD_SECONDS} s, ${LISTINGS} extra listings, faults ${FAULTS.join(', ') || 'none'}; schema ${dbName}; ${(await import('node:os')).cpus().length} cores, load ${loadAverage()}`);

  if (REPLICAS > 1 && !existsSync(HAPROXY)) throw new Error(`--replicas needs HAProxy at ${HAPROXY} (apt-get install haproxy, or set HAPROXY_BIN)`);
  await createSchema();
  const report = { mode, replicas: REPLICAS, startedAt: new Date().toISOString(), cores: (await import('node:os')).cpus().length, loadAtStart: loadAverage(), schema: dbName };
  let db;
  let world;
  let redis = null;
  try {
    seed();
    // A pool, so the checks reconnect after the mariadb fault restarted the server.
    db = mysql.createPool({ ...server, database: dbName, connectionLimit: 2 });
    world = { db, freelancers: await freelancerTokens(db) };
    const [open] = await db.query("SELECT id FROM listings WHERE status = 'open' AND deleted_at IS NULL");
    world.listings = open.map((r) => Number(r.id));
    log(`${world.freelancers.length} freelancers, ${world.listings.length} open listings`);

    // With the db-proxy fault the main API reaches MariaDB through the proxy from the start, and
    // that fault runs on it (one API start less).
    if (FAULTS.includes('db-proxy')) {
      world.proxy = await startDbProxy();
      const viaProxy = new URL(dbUrl.toString());
      viaProxy.host = `127.0.0.1:${world.proxy.port}`;
      world.apiEnv = { DATABASE_URL: viaProxy.toString() };
    }
    // Replicas share one Redis, as in production; the single replica then uses it too.
    if (REPLICAS > 1) {
      redis = await startSharedRedis();
      world.apiEnv = { ...world.apiEnv, REDIS_URL: redis.url };
    }
    const port = await freePort();
    const api = await startApi(port, world.apiEnv);
    world.api = api;
    world.adminToken = await adminToken(port);
    const fixedRate = Number(option('rate', 0));
    report.capacity = fixedRate
      ? { rps: fixedRate / HOLD_SHARE, connections: 4, given: true }
      : REPLICAS > 1
        ? null
        : await findCapacity(world, port);
    if (REPLICAS > 1) {
      report.replicaRuns = await replicaRuns(world);
      report.capacity = report.replicaRuns[0].capacity;
      report.hold = report.replicaRuns[0].hold;
    } else {
      report.hold = HOLD_SECONDS > 0 ? await hold(world, api, report.capacity) : null;
    }

    report.faults = [];
    const faultRate = Math.max(1, Math.floor(report.capacity.rps * HOLD_SHARE));
    for (const name of FAULTS) {
      if (!FAULT_RUNS[name]) throw new Error(`unknown fault ${name} (db-proxy, mariadb, sigterm, redis)`);
      log(`fault ${name}: ${faultRate} req/s; fault at ${FAULT_AT_SECONDS} s (outage ${preset.outageSeconds} s), then ${preset.faultTailSeconds} s more`);
      report.faults.push(await FAULT_RUNS[name](world, faultRate));
    }
    report.apiExit = await stopApi(api);
  } finally {
    await world?.proxy?.close();
    for (const api of apis) await stopApi(api);
    redis?.stop();
    await db?.end().catch(() => undefined);
    await dropSchema().catch((error) => log(`could not drop ${dbName}: ${error.message}`));
    rmSync(work, { recursive: true, force: true });
  }

  // Verdict: no timings, only errors and writes.
  const failures = [];
  const h5 = report.hold?.byStatus['5xx'] ?? 0;
  if (h5) failures.push(`hold: ${h5} 5xx answers`);
  if (report.hold?.lost.total) failures.push(`hold: ${report.hold.lost.total} acknowledged writes lost`);
  for (const run of (report.replicaRuns ?? []).slice(1)) {
    if (run.hold?.byStatus['5xx']) failures.push(`hold on ${run.replicas} replicas: ${run.hold.byStatus['5xx']} 5xx answers`);
    if (run.hold?.lost.total) failures.push(`hold on ${run.replicas} replicas: ${run.hold.lost.total} acknowledged writes lost`);
  }
  for (const f of report.faults) {
    if (f.outside5xx) failures.push(`fault ${f.name}: ${f.outside5xx} 5xx outside the fault window`);
    if (f.insideOther5xx) failures.push(`fault ${f.name}: ${f.insideOther5xx} 5xx other than 503 during the fault`);
    if (f.retryAfterMissing) failures.push(`fault ${f.name}: ${f.retryAfterMissing} 503 without Retry-After`);
    if (f.lost.total) failures.push(`fault ${f.name}: ${f.lost.total} acknowledged writes lost`);
    if (f.injectError) failures.push(`fault ${f.name}: ${f.injectError}`);
    if (f.name === 'sigterm' && f.extra.exitCode !== 0) failures.push(`fault sigterm: the API exited ${f.extra.exitCode ?? f.extra.exitSignal}`);
  }
  report.failures = failures;
  report.loadAtEnd = loadAverage();
  const out = option('json', null);
  if (out) writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log('\n=== load summary ===');
  if (report.hold) console.log(
    `capacity ${fmt(report.capacity.rps)} req/s (p95 < ${P95_TARGET_MS} ms); hold ${report.hold.rate} req/s for ${report.hold.seconds} s: p50/p95/p99 ${fmt(report.hold.p50)}/${fmt(report.hold.p95)}/${fmt(report.hold.p99)} ms, ` +
      `5xx ${h5}, lost writes ${report.hold.lost.total}, RSS ${fmt(report.hold.memoryMb.start)} -> ${fmt(report.hold.memoryMb.end)} MB (max ${fmt(report.hold.memoryMb.max)}); load ${report.loadAtStart} -> ${report.loadAtEnd}`,
  );
  for (const f of report.faults) {
    console.log(`fault ${f.name}: 503 ${f.inside503}, other 5xx ${f.insideOther5xx + f.outside5xx}, lost ${f.lost.total}, recovery ${f.recoveryMs ?? '-'} ms`);
  }
  console.log(failures.length ? `FAIL\n  ${failures.join('\n  ')}` : 'PASS: no 5xx outside fault windows, only 503 inside them, no acknowledged write lost');
  return failures.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  async (error) => {
    console.error(`load: ${error.stack ?? error.message}`);
    for (const api of apis) api.child.kill('SIGKILL');
    process.exit(1);
  },
);
