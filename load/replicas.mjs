#!/usr/bin/env node
// `npm run replicas`: two API replicas behind HAProxy, on one MariaDB schema and one Redis, with
// real processes (docs/reliability.md "Two replicas").
//
// Starts its own redis-server (appendonly yes, port REPLICAS_REDIS_PORT, default 6391, in a temp
// dir), a fresh MariaDB schema named after MYSQL_URL's (created and dropped here), two built APIs
// (api/dist) on REPLICAS_PORT_BASE+1 and +2 (default 4711, 4712) with SMS written to one file each
// and the movable test clock, and HAProxy on REPLICAS_PORT_BASE (4710) with the configuration
// docs/deploy.md recommends (written by haproxyConfig below). Then checks, each printed PASS or
// FAIL with its figures:
//
//   a  three replicas started at once on an empty schema become ready (migrations), as
//      `docker compose up --scale api=3` starts them; the third then stops;
//   b  a message posted through one replica reaches a live listener (SSE) on the other;
//   c  nudges, saved-search matches and digests act once when both replicas run them at once;
//   e  with Redis stopped, posting a message and publishing a listing answer within 2 s;
//   d  Redis restarted (with its data, then empty): every task's job scheduler is in Redis again,
//      due within its period, and a worker runs jobs again;
//   f  one replica SIGKILLed under load through HAProxy: no acknowledged write lost;
//   g  both replicas down: HAProxy answers 503 as the API's JSON, with Retry-After.
//
// Exit 1 if any check fails. Every process started here is stopped on the way out.
//
//   node load/replicas.mjs [--no-build] [--only a,b,c] [--balancer haproxy|nginx]
//
// With --balancer nginx the checks run through nginx with docs/deploy.md's nginx settings instead
// (on demand: CI runs HAProxy).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliArgs, dist, HAPROXY, haproxyConfig, issueToken, mysql, NGINX, nginxConfig, root, runSchema, seedSchema, sleep, spawnHaproxy, spawnNginx, waitFor } from './support.mjs';

const autocannon = createRequire(join(root, 'package.json'))('autocannon');
const { Queue } = createRequire(join(root, 'api', 'package.json'))('bullmq');

const { flag, option } = cliArgs();
const ONLY = option('only', 'a,b,c,d,e,f,g').split(',');

if (!process.env.MYSQL_URL) {
  console.error('replicas: MYSQL_URL is not set (for example mysql://root@127.0.0.1:3306/test); the suite runs on MariaDB/MySQL.');
  process.exit(2);
}
const PORT_BASE = Number(process.env.REPLICAS_PORT_BASE ?? 4710);
const LB_PORT = PORT_BASE;
/** What stands in front of the replicas: HAProxy (CI's) or nginx (`--balancer nginx`, on demand). */
const BALANCER = option('balancer', 'haproxy');
const BALANCER_NAME = BALANCER === 'nginx' ? 'nginx' : 'HAProxy';
const API_PORTS = [PORT_BASE + 1, PORT_BASE + 2];
/** Check a starts a third replica beside the two, as `docker compose up --scale api=3` would; it stops after. */
const STARTUP_PORTS = [...API_PORTS, PORT_BASE + 3];
const REDIS_PORT = Number(process.env.REPLICAS_REDIS_PORT ?? 6391);
const JWT_SECRET = `replicas-${randomBytes(24).toString('hex')}`;
/** The API's Retry-After while it cannot serve (UNAVAILABLE_RETRY_AFTER_SECONDS). */
const RETRY_AFTER_SECONDS = 5;
const QUEUE = 'gig-tasks';
const TASKS = { nudge: 'message-nudges', match: 'saved-search-match', digest: 'saved-search-digest' };

const schema = runSchema('two');
const { name: dbName, url: dbUrl, server } = schema;

const work = mkdtempSync(join(tmpdir(), 'gig-replicas-'));
const t0 = Date.now();
const log = (...args) => console.log(`[replicas ${((Date.now() - t0) / 1000).toFixed(1).padStart(5)} s]`, ...args);
const checks = [];
function record(id, title, ok, figures) {
  checks.push({ id, title, ok, figures });
  console.log(`${ok ? 'PASS' : 'FAIL'} ${id}. ${title}: ${figures}`);
}

// ---------------------------------------------------------------------------------------------
// Processes: redis-server, the APIs, HAProxy. Each is a child of this process, killed in `finally`.

const children = new Set();
function track(child, name) {
  const entry = { child, name, log: [], exited: new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal }))) };
  const keep = (chunk) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) entry.log.push(line.slice(0, 400));
    if (entry.log.length > 500) entry.log.splice(0, entry.log.length - 500);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  children.add(entry);
  entry.exited.then(() => children.delete(entry));
  return entry;
}
const alive = (entry) => entry && entry.child.exitCode === null && entry.child.signalCode === null;
async function stop(entry, signal = 'SIGTERM', graceMs = 15000) {
  if (!alive(entry)) return entry?.exited;
  entry.child.kill(signal);
  const timer = setTimeout(() => entry.child.kill('SIGKILL'), graceMs);
  const result = await entry.exited;
  clearTimeout(timer);
  return result;
}

const redisDir = join(work, 'redis');
let redis = null;
const redisCli = (...args) => spawnSync('redis-cli', ['-p', String(REDIS_PORT), ...args], { encoding: 'utf8', timeout: 5000 }).stdout?.trim() ?? '';
async function startRedis() {
  mkdirSync(redisDir, { recursive: true });
  const child = spawn(
    'redis-server',
    ['--bind', '127.0.0.1', '--port', String(REDIS_PORT), '--dir', redisDir, '--appendonly', 'yes', '--save', '', '--daemonize', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  redis = track(child, 'redis');
  await waitFor('the private redis-server', () => alive(redis) && redisCli('ping') === 'PONG', 10000);
}
async function stopRedis() {
  // SIGTERM: redis-server writes its append-only file and exits.
  await stop(redis);
}

const apis = [null, null, null];
function apiEnv(port, i) {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    PORT: String(port),
    DATABASE_URL: dbUrl.toString(),
    DATABASE_CONNECT_RETRIES: '3',
    REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
    JWT_SECRET,
    TEST_CLOCK: 'true',
    RATE_LIMIT_PER_MINUTE: '1000000',
    RATE_LIMIT_PER_IP_PER_MINUTE: '1000000',
    MESSAGES_PER_USER_PER_MINUTE: '100000',
    SMS_TRANSPORT: 'file',
    SMS_FILE: join(work, `sms-${i + 1}.jsonl`),
    UPLOAD_DIR: join(work, 'uploads'),
    LOG_LEVEL: 'warn',
    SHUTDOWN_GRACE_MS: '5000',
  };
}
async function startApi(i, timeoutMs = 90000) {
  const port = STARTUP_PORTS[i];
  const started = Date.now();
  const entry = track(spawn(process.execPath, [join(dist, 'main.js')], { env: apiEnv(port, i), stdio: ['ignore', 'pipe', 'pipe'] }), `api-${i + 1}`);
  entry.port = port;
  apis[i] = entry;
  await waitFor(
    `replica ${i + 1} on port ${port}`,
    async () => {
      if (!alive(entry)) throw Object.assign(new Error('exited'), { fatal: true });
      return (await fetch(`http://127.0.0.1:${port}/api/health/ready`, { signal: AbortSignal.timeout(3000) })).ok;
    },
    timeoutMs,
    200,
  ).catch((error) => {
    const exit = alive(entry) ? 'still running' : `exited ${entry.child.exitCode ?? entry.child.signalCode}`;
    throw new Error(`replica ${i + 1} not ready (${error.message}; ${exit}); last log lines:\n  ${entry.log.slice(-6).join('\n  ')}`);
  });
  entry.readyMs = Date.now() - started;
  return entry;
}

let balancer = null;
async function startBalancer() {
  const settings = { dir: work, port: LB_PORT, apiPorts: API_PORTS, retryAfterSeconds: RETRY_AFTER_SECONDS };
  balancer = track(BALANCER === 'nginx' ? spawnNginx(nginxConfig(settings)) : spawnHaproxy(haproxyConfig(settings)), BALANCER);
  await waitFor(`${BALANCER_NAME} with both replicas up`, async () => {
    if (!alive(balancer)) throw new Error(`${BALANCER} exited`);
    return (await fetch(`http://127.0.0.1:${LB_PORT}/api/health/ready`, { signal: AbortSignal.timeout(3000) })).ok;
  });
}

// ---------------------------------------------------------------------------------------------
// Database and HTTP helpers

const createSchema = () => schema.create();
const dropSchema = () => schema.drop();
const seed = (listings) => seedSchema(dbUrl, listings);
const tokenFor = (db, userId) => issueToken(db, userId, JWT_SECRET);
async function call(port, method, path, { token, body, timeoutMs = 10000, headers = {} } = {}) {
  const started = performance.now();
  try {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, headers: response.headers, json, text, ms: performance.now() - started };
  } catch (error) {
    return { status: 0, error: error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : error.message, ms: performance.now() - started };
  }
}
const smsLines = () =>
  [0, 1].flatMap((i) => {
    const file = join(work, `sms-${i + 1}.jsonl`);
    return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  });
const fmt = (n) => (Number.isFinite(n) ? Math.round(n) : '-');

/** Moves both replicas' clocks forward by the same amount (each process has its own). */
async function advanceClocks(seconds) {
  for (const port of API_PORTS) {
    for (let left = seconds; left > 0; left -= 86400) {
      const r = await call(port, 'POST', '/api/test/clock/advance', { body: { seconds: Math.min(left, 86400) } });
      if (r.status !== 200) throw new Error(`clock advance on ${port}: ${r.status} ${r.text ?? r.error}`);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The checks

async function checkStart() {
  // a. Three at once on the empty schema: each runs the migrations on start (one under the lock).
  const results = await Promise.allSettled(STARTUP_PORTS.map((_, i) => startApi(i)));
  const failed = results.map((r, i) => (r.status === 'rejected' ? i : -1)).filter((i) => i >= 0);
  const figures = results.map((r, i) => `replica ${i + 1} ${r.status === 'fulfilled' ? `ready in ${r.value.readyMs} ms` : 'FAILED'}`).join(', ');
  const reasons = results
    .filter((r) => r.status === 'rejected')
    .map((r) => r.reason.message.split('\n').find((line) => /rror|exist|Duplicate|lock/i.test(line)) ?? r.reason.message.split('\n')[0]);
  record('a', 'three replicas started at once on an empty schema all become ready', failed.length === 0, figures + (reasons.length ? `; ${reasons.map((s) => s.trim().slice(0, 200)).join(' | ')}` : ''));
  // The rest runs on two: the third stops, and a replica that failed is started again, alone, on the migrated schema.
  await stop(apis[2]);
  apis[2] = null;
  for (const i of failed.filter((i) => i < API_PORTS.length)) {
    await stop(apis[i], 'SIGKILL');
    await startApi(i);
  }
}

async function world(db) {
  const [pairs] = await db.query(
    `SELECT a.id AS application_id, a.user_id AS freelancer_id, l.user_id AS employer_id
       FROM jobapplication a JOIN listings l ON l.id = a.listing_id JOIN users f ON f.id = a.user_id JOIN users e ON e.id = l.user_id
      WHERE f.status = 'active' AND f.phone IS NOT NULL AND e.status = 'active'
      ORDER BY a.id`,
  );
  const [freelancers] = await db.query("SELECT id FROM users WHERE user_type = 'freelancer' AND status = 'active' AND phone IS NOT NULL ORDER BY id");
  const [employers] = await db.query("SELECT id FROM users WHERE user_type = 'employer' AND status = 'active' ORDER BY id");
  const [open] = await db.query("SELECT id, category_id, job_type, state, user_id FROM listings WHERE status = 'open' AND deleted_at IS NULL ORDER BY id");
  const tokens = new Map();
  const token = async (id) => {
    if (!tokens.has(Number(id))) tokens.set(Number(id), await tokenFor(db, id));
    return tokens.get(Number(id));
  };
  return { db, pairs, freelancers: freelancers.map((r) => Number(r.id)), employers: employers.map((r) => Number(r.id)), open, token };
}

async function checkFanOut(w) {
  // b. A listener on replica 2, a message posted through replica 1.
  const pair = w.pairs[0];
  if (!pair) return record('b', 'a message posted through one replica reaches a listener on the other', false, 'no application in the seed to talk on');
  const controller = new AbortController();
  const stream = await fetch(`http://127.0.0.1:${API_PORTS[1]}/api/messages/stream`, {
    headers: { authorization: `Bearer ${await w.token(pair.freelancer_id)}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const reader = stream.body.getReader();
  let buffer = '';
  const readUntil = async (pattern, ms) => {
    const until = Date.now() + ms;
    while (!pattern.test(buffer)) {
      const left = until - Date.now();
      if (left <= 0) return false;
      const chunk = await Promise.race([reader.read(), sleep(left).then(() => null)]);
      if (!chunk || chunk.done) return pattern.test(buffer);
      buffer += Buffer.from(chunk.value).toString('utf8');
    }
    return true;
  };
  // The first event (`unread`) says the stream is attached.
  const attached = await readUntil(/event: unread/, 5000);
  const sent = await call(API_PORTS[0], 'POST', `/api/applications/${pair.application_id}/messages`, { token: await w.token(pair.employer_id), body: { body: 'Two replicas: are you free on Saturday?' } });
  const sentAt = performance.now();
  const id = sent.json?.data?.id;
  const arrived = sent.status === 201 && id !== undefined && (await readUntil(new RegExp(`"message_id":${id}\\b`), 5000));
  const ms = performance.now() - sentAt;
  controller.abort();
  record(
    'b',
    'a message posted through replica 1 reaches a live listener on replica 2',
    Boolean(arrived),
    `stream attached ${attached}, post ${sent.status} in ${fmt(sent.ms)} ms, ${arrived ? `event after ${fmt(ms)} ms` : 'no event within 5 s'}`,
  );
}

async function checkOnce(w) {
  // c. Due work for many people, then every task run by both replicas' workers at the same time.
  const db = w.db;
  const n = Math.min(16, w.pairs.length);
  const pairs = w.pairs.slice(1, 1 + n);
  // Alerts and nudges need the person's consent.
  await db.query('UPDATE users SET sms_message_nudges = 1, sms_job_alerts = 1');
  for (const p of pairs) {
    const r = await call(LB_PORT, 'POST', `/api/applications/${p.application_id}/messages`, { token: await w.token(p.employer_id), body: { body: 'Can you start at 8?' } });
    if (r.status !== 201) throw new Error(`message for the nudge check: ${r.status} ${r.text ?? r.error}`);
  }
  const searchers = w.freelancers.slice(0, 16);
  for (const userId of searchers) {
    const r = await call(LB_PORT, 'POST', '/api/freelancer/saved-searches', { token: await w.token(userId), body: { name: 'Anything new', query: '' } });
    if (r.status !== 201) throw new Error(`saved search: ${r.status} ${r.text ?? r.error}`);
  }
  // New jobs after the searches were saved, and something pending for the digest.
  for (let k = 0; k < 2; k++) {
    const r = await publishListing(w, LB_PORT, 'Wash a car');
    if (r.status !== 201) throw new Error(`listing for the match check: ${r.status} ${r.text ?? r.error}`);
  }
  await db.query('UPDATE saved_searches SET pending_count = 2, last_digest_at = NULL');
  // Past the 15-minute unread window, and out of quiet hours (21:00-07:00 in Lagos).
  let seconds = 20 * 60;
  const lagosHour = (ms) => (new Date(ms).getUTCHours() + 1) % 24;
  while (lagosHour(Date.now() + seconds * 1000) >= 21 || lagosHour(Date.now() + seconds * 1000) < 7) seconds += 3600;
  await advanceClocks(seconds);
  const smsBefore = smsLines().length;
  const [[{ smsAlertsBefore }]] = await db.query("SELECT COUNT(*) AS smsAlertsBefore FROM alert_log WHERE channel = 'sms'");
  const queue = new Queue(QUEUE, { connection: { host: '127.0.0.1', port: REDIS_PORT, maxRetriesPerRequest: null } });
  const started = Date.now();
  try {
    // Two jobs of each task one after the other: the two workers (one per replica, one job at a
    // time each) take one each, at the same moment.
    const jobs = [];
    for (const name of [TASKS.nudge, TASKS.match, TASKS.digest]) for (let k = 0; k < 2; k++) jobs.push(await queue.add(name, {}, { removeOnComplete: 100, removeOnFail: 100 }));
    await waitFor('the six jobs', async () => (await Promise.all(jobs.map((job) => job.getState()))).every((s) => s === 'completed' || s === 'failed' || s === 'unknown'), 60000, 250);
  } finally {
    await queue.close();
  }
  const runMs = Date.now() - started;
  const apps = pairs.map((p) => Number(p.application_id));
  // Every nudge counts (the seed's own unread threads are due too), ours must all be there.
  const [nudges] = await db.query("SELECT application_id, user_id, COUNT(*) AS n FROM alert_log WHERE kind = 'nudge' GROUP BY application_id, user_id");
  const oursNudged = nudges.filter((r) => apps.includes(Number(r.application_id))).length;
  const [matches] = await db.query("SELECT saved_search_id, COUNT(*) AS n FROM alert_log WHERE kind = 'match' GROUP BY saved_search_id");
  const [digests] = await db.query("SELECT saved_search_id, COUNT(*) AS n FROM alert_log WHERE kind = 'digest' GROUP BY saved_search_id");
  const [notices] = await db.query("SELECT user_id, COUNT(*) AS n FROM notifications WHERE notice_type = 'job_alert' GROUP BY user_id");
  const [[{ searches }]] = await db.query('SELECT COUNT(*) AS searches FROM saved_searches');
  const sms = smsLines().slice(smsBefore);
  const [[{ smsAlertsAfter }]] = await db.query("SELECT COUNT(*) AS smsAlertsAfter FROM alert_log WHERE channel = 'sms'");
  const twice = (rows) => rows.filter((r) => Number(r.n) > 1).length;
  const total = (rows) => rows.reduce((sum, r) => sum + Number(r.n), 0);
  const parts = {
    nudges: { due: n, sent: total(nudges), doubled: twice(nudges), people: nudges.length, ours: oursNudged },
    matches: { due: Number(searches), sent: total(matches), doubled: twice(matches), people: matches.length, notices: total(notices), noticesDoubled: twice(notices) },
    digests: { due: Number(searches), sent: total(digests), doubled: twice(digests), people: digests.length },
  };
  // One SMS per nudge or digest recorded, and one record per thread or search.
  const smsExpected = Number(smsAlertsAfter) - Number(smsAlertsBefore);
  const ok =
    parts.nudges.doubled === 0 &&
    parts.nudges.ours === n &&
    smsExpected === parts.nudges.people + parts.digests.people &&
    parts.matches.doubled === 0 &&
    parts.matches.noticesDoubled === 0 &&
    parts.matches.people === parts.matches.due &&
    parts.digests.doubled === 0 &&
    parts.digests.people === parts.digests.due &&
    sms.length === smsExpected;
  const line = (name, p) => `${name} ${p.sent} for ${p.people} threads or searches (${p.doubled} twice; ${p.ours ?? p.people} of the ${p.due} set up)`;
  record(
    'c',
    'nudges, saved-search matches and digests act once when both replicas run them at once',
    ok,
    `${line('nudges', parts.nudges)}, ${line('matches', parts.matches)} + ${parts.matches.notices} bell notices (${parts.matches.noticesDoubled} twice), ` +
      `${line('digests', parts.digests)}; SMS ${sms.length} (expected ${smsExpected}); SMS rows in alert_log ${smsExpected}; six jobs done in ${runMs} ms`,
  );
}

/** Publishes a job (POST /api/employer/listings, status open) as the owner of a seeded open listing. */
async function publishListing(w, port, title, timeoutMs = 10000) {
  const template = w.open[0];
  return call(port, 'POST', '/api/employer/listings', {
    token: await w.token(template.user_id),
    timeoutMs,
    body: {
      job_title: title,
      category_id: template.category_id,
      job_type: template.job_type,
      state: template.state,
      job_date: new Date(Date.now() + 10 * 86400 * 1000).toISOString().slice(0, 10),
      work_description: 'Two hours, everything provided',
      amount: '9000',
      status: 'open',
    },
  });
}

async function checkRedisDown(w) {
  // e. Redis stopped: a message and a listing are database work and must not wait on it.
  await stopRedis();
  const pair = w.pairs[w.pairs.length - 1] ?? w.pairs[0];
  const results = [];
  for (const port of API_PORTS) {
    const message = await call(port, 'POST', `/api/applications/${pair.application_id}/messages`, { token: await w.token(pair.employer_id), body: { body: 'Redis is away: still here?' }, timeoutMs: 5000 });
    const listing = await publishListing(w, port, 'Paint a fence while Redis is away', 5000);
    results.push({ port, message, listing });
  }
  const within = (r, status) => r.status === status && r.ms <= 2000;
  const ok = results.every((r) => within(r.message, 201) && within(r.listing, 201));
  const show = (r) => (r.status ? `${r.status} in ${fmt(r.ms)} ms` : `${r.error}`);
  record(
    'e',
    'with Redis stopped, posting a message and publishing a listing answer within 2 s',
    ok,
    results.map((r, i) => `replica ${i + 1}: message ${show(r.message)}, listing ${show(r.listing)}`).join('; '),
  );
  await startRedis();
}

/** The job schedulers Redis holds for the queue: name -> next run (ms). */
function schedulers() {
  const out = redisCli('zrange', `bull:${QUEUE}:repeat`, '0', '-1', 'withscores').split('\n').filter(Boolean);
  const map = new Map();
  for (let i = 0; i + 1 < out.length; i += 2) map.set(out[i], Number(out[i + 1]));
  return map;
}

async function health(port) {
  const r = await call(port, 'GET', '/api/health', { timeoutMs: 3000 });
  return r.json ?? {};
}

async function jobRuns(timeoutMs) {
  // A job added by hand must be taken by a replica's worker.
  const queue = new Queue(QUEUE, { connection: { host: '127.0.0.1', port: REDIS_PORT, maxRetriesPerRequest: null } });
  const started = Date.now();
  try {
    const job = await queue.add(TASKS.match, {}, { removeOnComplete: 100, removeOnFail: 100 });
    await waitFor('a worker to run a job', async () => (await job.getState()) === 'completed', timeoutMs, 200);
    return Date.now() - started;
  } catch {
    return null;
  } finally {
    await queue.close();
  }
}

async function checkRedisRestart(expected) {
  // d. Redis came back (after e) with its append-only file; then again, empty.
  const wanted = [...expected.keys()];
  const describe = async (label, deadlineMs) => {
    const started = Date.now();
    let found = new Map();
    try {
      await waitFor(`every job scheduler (${label})`, () => {
        found = schedulers();
        return wanted.every((name) => found.has(name));
      }, deadlineMs, 250);
    } catch {
      // reported below
    }
    const back = wanted.filter((name) => found.has(name));
    const now = Date.now();
    // BullMQ keeps each scheduler's period in its hash (`every`, ms).
    const late = back.filter((name) => found.get(name) > now + Number(redisCli('hget', `bull:${QUEUE}:repeat:${name}`, 'every') || 0));
    const ran = await jobRuns(15000);
    const h = await health(API_PORTS[0]);
    const degraded = h.degraded === undefined ? 'no degraded field' : `degraded ${JSON.stringify(h.degraded)}`;
    return {
      ok: back.length === wanted.length && late.length === 0 && ran !== null,
      text: `${label}: ${back.length}/${wanted.length} schedulers in Redis${back.length === wanted.length ? ` after ${Date.now() - started - (ran ?? 0)} ms` : ` (missing ${wanted.filter((n) => !found.has(n)).join(', ')})`}, ${late.length} due later than their period, a job run ${ran === null ? 'NOT within 15 s' : `in ${ran} ms`}, health ${degraded}`,
    };
  };
  const kept = await describe('restart with data', 15000);
  await stopRedis();
  rmSync(redisDir, { recursive: true, force: true });
  await startRedis();
  const empty = await describe('restart empty', 20000);
  record('d', 'Redis restarted: every task is scheduled again within its period and workers run jobs', kept.ok && empty.ok, `tasks ${wanted.join(', ')}; ${kept.text}; ${empty.text}`);
}

async function checkKill(w) {
  // f. Load through HAProxy; replica 2 killed (SIGKILL) a few seconds in.
  const listings = w.open.map((l) => Number(l.id));
  const people = [];
  for (const id of w.freelancers.slice(0, 40)) people.push({ id, token: await w.token(id) });
  const acked = { applies: new Set(), bookmarks: new Set() };
  const statuses = {};
  let getFailures = 0;
  const errors = {};
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const requests = [
    {
      setupRequest(request, context) {
        const person = pick(people);
        const listing = pick(listings);
        const r = Math.random();
        context.kind = r < 0.5 ? 'search' : r < 0.75 ? 'apply' : 'bookmark';
        context.key = `${person.id}:${listing}`;
        const auth = { authorization: `Bearer ${person.token}` };
        if (context.kind === 'search') return { ...request, method: 'GET', path: '/api/jobs?sort=newest&per_page=20', headers: auth, body: undefined };
        if (context.kind === 'apply') return { ...request, method: 'POST', path: `/api/jobs/${listing}/apply`, headers: { ...auth, 'content-type': 'application/json' }, body: '{}' };
        return { ...request, method: 'POST', path: '/api/bookmarks', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ listing_id: listing }) };
      },
      onResponse(status, _body, context) {
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status >= 500 && context.kind === 'search') getFailures++;
        if (status >= 200 && status < 300) {
          if (context.kind === 'apply') acked.applies.add(context.key);
          if (context.kind === 'bookmark') acked.bookmarks.add(context.key);
        }
      },
    },
  ];
  const seconds = 12;
  const run = new Promise((resolve, reject) => {
    const instance = autocannon({ url: `http://127.0.0.1:${LB_PORT}`, connections: 8, duration: seconds, overallRate: 40, timeout: 10, requests }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    instance.on('reqError', (error) => {
      const code = error.code ?? error.message;
      errors[code] = (errors[code] ?? 0) + 1;
    });
  });
  await sleep(4000);
  const killedAt = Date.now();
  apis[1].child.kill('SIGKILL');
  await apis[1].exited;
  await run;
  const [applications] = await w.db.query('SELECT user_id, listing_id FROM jobapplication');
  const [bookmarks] = await w.db.query('SELECT user_id, listing_id FROM bookmarks');
  const has = (rows) => new Set(rows.map((r) => `${r.user_id}:${r.listing_id}`));
  const applied = has(applications);
  const saved = has(bookmarks);
  const lost = [...acked.applies].filter((k) => !applied.has(k)).length + [...acked.bookmarks].filter((k) => !saved.has(k)).length;
  const answered = Object.values(statuses).reduce((a, b) => a + b, 0);
  record(
    'f',
    `one replica SIGKILLed under load through ${BALANCER_NAME} loses no acknowledged write`,
    lost === 0 && acked.applies.size + acked.bookmarks.size > 0,
    `${answered} answers in ${seconds} s at 40 req/s, kill at ${fmt((killedAt - t0) / 1000)} s; statuses ${JSON.stringify(statuses)}; searches 5xx ${getFailures}; socket errors ${JSON.stringify(errors)}; ` +
      `acknowledged applies ${acked.applies.size}, bookmarks ${acked.bookmarks.size}, lost ${lost}`,
  );
}

async function checkErrorPage() {
  // g. Nothing behind HAProxy: its 503 must be the API's JSON with Retry-After.
  for (const api of apis) if (alive(api)) await stop(api);
  const started = Date.now();
  let r;
  await waitFor(`a 503 from ${BALANCER_NAME}`, async () => (r = await call(LB_PORT, 'GET', '/api/jobs', { timeoutMs: 8000 })).status === 503, 20000, 250).catch(() => undefined);
  const ok = r?.status === 503 && r.headers.get('retry-after') === String(RETRY_AFTER_SECONDS) && /application\/json/.test(r.headers.get('content-type') ?? '') && r.json?.result === false;
  record(
    'g',
    `with no replica up, ${BALANCER_NAME} answers the API's JSON 503 with Retry-After`,
    ok,
    `status ${r?.status ?? '-'} after ${Date.now() - started} ms, Retry-After ${r?.headers?.get('retry-after') ?? '-'}, Content-Type ${r?.headers?.get('content-type') ?? '-'}, body ${(r?.text ?? r?.error ?? '').slice(0, 80)}`,
  );
}

// ---------------------------------------------------------------------------------------------

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
  if (!['haproxy', 'nginx'].includes(BALANCER)) throw new Error(`--balancer ${BALANCER}: haproxy or nginx`);
  if (BALANCER === 'haproxy' && !existsSync(HAPROXY)) throw new Error(`no HAProxy at ${HAPROXY} (apt-get install haproxy, or set HAPROXY_BIN)`);
  if (BALANCER === 'nginx' && !existsSync(NGINX)) throw new Error(`no nginx at ${NGINX} (apt-get install nginx-light, or set NGINX_BIN)`);
  if (redisCli('ping') === 'PONG') throw new Error(`something already answers on Redis port ${REDIS_PORT}; set REPLICAS_REDIS_PORT`);
  log(`schema ${dbName}, Redis ${REDIS_PORT}, ${BALANCER_NAME} ${LB_PORT}, replicas ${API_PORTS.join(' and ')}; work dir ${work}`);
  await startRedis();
  await createSchema();
  let db;
  try {
    await checkStart();
    const seeding = Date.now();
    seed(300);
    log(`seed ${Date.now() - seeding} ms`);
    db = mysql.createPool({ ...server, database: dbName, connectionLimit: 3 });
    await startBalancer();
    const w = await world(db);
    log(`seeded: ${w.pairs.length} applications, ${w.freelancers.length} freelancers, ${w.open.length} open listings`);
    const registered = schedulers();
    const step = async (id, fn) => {
      if (!ONLY.includes(id)) return;
      try {
        await fn();
      } catch (error) {
        record(id, 'did not complete', false, error.message.split('\n').slice(0, 3).join(' '));
      }
    };
    await step('b', () => checkFanOut(w));
    await step('c', () => checkOnce(w));
    await step('e', () => checkRedisDown(w));
    if (!alive(redis)) await startRedis();
    await step('d', () => checkRedisRestart(registered));
    await step('f', () => checkKill(w));
    await step('g', () => checkErrorPage());
  } finally {
    await cleanup(db);
  }
  const failed = checks.filter((c) => !c.ok);
  console.log(`\n=== replicas summary (${((Date.now() - t0) / 1000).toFixed(0)} s) ===`);
  for (const c of checks) console.log(`${c.ok ? 'PASS' : 'FAIL'} ${c.id}. ${c.title}`);
  console.log(failed.length ? `FAIL: ${failed.map((c) => c.id).join(', ')}` : 'PASS: every check');
  return failed.length ? 1 : 0;
}

let cleaned = false;
async function cleanup(db) {
  if (cleaned) return;
  cleaned = true;
  const keepLogs = process.env.REPLICAS_KEEP_LOGS;
  if (keepLogs) for (const entry of children) appendFileSync(keepLogs, `--- ${entry.name}\n${entry.log.join('\n')}\n`);
  // nginx's master takes its workers down only on a signal it can catch: a SIGKILL would orphan them, still listening.
  await Promise.all([...children].filter((e) => e.name.startsWith('api') || e.name === 'nginx').map((e) => stop(e, 'SIGTERM', 8000)));
  await Promise.all([...children].map((e) => stop(e, 'SIGKILL')));
  await db?.end().catch(() => undefined);
  await dropSchema().catch((error) => log(`could not drop ${dbName}: ${error.message}`));
  rmSync(work, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const entry of children) entry.child.kill('SIGKILL');
    cleanup().finally(() => process.exit(130));
  });
}

main().then(
  (code) => process.exit(code),
  async (error) => {
    console.error(`replicas: ${error.stack ?? error.message}`);
    for (const entry of children) entry.child.kill('SIGKILL');
    await cleanup().catch(() => undefined);
    process.exit(1);
  },
);
