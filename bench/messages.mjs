#!/usr/bin/env node
// bench/messages: live messaging (docs/conversations.md).
//
// 1. Memory: one API process (api/dist) holding 1,000 open `GET /api/messages/stream` connections
//    (1,000 signed-in users). Prints its resident memory (VmRSS) idle and with the streams open,
//    and the ratio to the idle baseline. Aim: under 250 MB with 1,000 streams.
// 2. Latency: two API processes sharing Redis (REDIS_URL) and one SQLite file. A freelancer POSTs
//    a message on process A; the employer's stream is held by process B; the time from sending
//    the POST to receiving the `message` event on B is measured (N times, one at a time), with
//    the 1,000 streams still open on B. Baselines measured in the same run: the same path with
//    the stream on process A itself, and a bare Redis PUBLISH -> message round trip.
//    Aim: p95 under 200 ms across processes.
//
//   npm run build -w api && node bench/messages.mjs
//   BENCH_STREAMS=1000 BENCH_MESSAGES=200 BENCH_REDIS_URL=redis://127.0.0.1:6379/1 ...
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest, Agent } from 'node:http';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir, loadavg, cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'api', 'dist');
if (!existsSync(join(dist, 'main.js'))) {
  console.error('bench/messages: api/dist is missing; run `npm run build -w api` first.');
  process.exit(1);
}
const require = createRequire(join(root, 'api', 'package.json'));
require('reflect-metadata');
const { NestFactory } = require('@nestjs/core');
const { getDataSourceToken } = require('@nestjs/typeorm');
const Redis = require('ioredis');
const { AppModule } = require(join(dist, 'app.module.js'));
const { loadConfig } = require(join(dist, 'config', 'config.js'));
const { TokenService } = require(join(dist, 'auth', 'token.service.js'));

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 200);
const WARMUP = 20;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/1';
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-1';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1] };
};
const ms = (value) => value.toFixed(1);
const mb = (kb) => (kb / 1024).toFixed(1);

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function rssKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]);
}

const dir = mkdtempSync(join(tmpdir(), 'gig-bench-messages-'));
const baseEnv = {
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  SQLITE_PATH: join(dir, 'bench.sqlite'),
  JWT_SECRET,
  BACKGROUND_TASKS: 'false',
  SMS_TRANSPORT: 'file',
  SMS_FILE: join(dir, 'sms.jsonl'),
  UPLOAD_DIR: join(dir, 'uploads'),
  PAYSTACK_SECRET_KEY: 'sk_test_local',
};
delete baseEnv.DATABASE_URL;

/** Users, one application between a freelancer and an employer, and a token per user (in this process). */
async function seed() {
  const config = loadConfig({ ...baseEnv, REDIS_URL: '' });
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: false });
  const ds = app.get(getDataSourceToken());
  const tokens = app.get(TokenService);
  const insertUser = async (type, i) => {
    const result = await ds.query(
      `INSERT INTO users (name, first_name, last_name, phone, user_type, status, password) VALUES (?, 'Bench', 'User', ?, ?, 'active', 'x')`,
      [`Bench ${type} ${i}`, `0809${String(i).padStart(7, '0')}`, type],
    );
    return Number(result.insertId ?? (await ds.query('SELECT last_insert_rowid() AS id'))[0].id);
  };
  const employer = await insertUser('employer', 0);
  const freelancer = await insertUser('freelancer', 1);
  await ds.query(`INSERT INTO listings (user_id, job_title, pricing, amount, status) VALUES (?, 'Bench job', 'fixed', 1000, 'open')`, [employer]);
  const listing = Number((await ds.query('SELECT MAX(id) AS id FROM listings'))[0].id);
  await ds.query(`INSERT INTO jobapplication (user_id, listing_id, status) VALUES (?, ?, 'pending')`, [freelancer, listing]);
  const application = Number((await ds.query('SELECT MAX(id) AS id FROM jobapplication'))[0].id);
  const streamUsers = [];
  await ds.query('BEGIN');
  for (let i = 0; i < STREAMS; i++) streamUsers.push(await insertUser('freelancer', 100 + i));
  await ds.query('COMMIT');
  const streamTokens = [];
  for (const id of streamUsers) streamTokens.push((await tokens.issue(id, true)).token);
  const result = {
    application,
    employerToken: (await tokens.issue(employer, true)).token,
    freelancerToken: (await tokens.issue(freelancer, true)).token,
    streamTokens,
  };
  await app.close();
  return result;
}

async function startApi(extra) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(dist, 'main.js')], { env: { ...baseEnv, ...extra, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base, port };
    } catch {
      /* starting */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('API did not start');
}

const agent = new Agent({ keepAlive: false, maxSockets: Infinity });

/** Opens a stream; resolves once its first event arrived. `onEvent(type, data, at)` for the rest. */
function openStream(base, token, onEvent = () => undefined) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}/api/messages/stream`, { agent, headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream ${res.statusCode}`));
      res.setEncoding('utf8');
      let buffer = '';
      let first = true;
      res.on('data', (chunk) => {
        const at = performance.now();
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (!type || !data) continue;
          if (first) {
            first = false;
            resolve(req);
          }
          onEvent(type, JSON.parse(data), at);
        }
      });
    });
    req.on('error', reject);
    req.end();
  });
}

async function postToReceipt(postBase, streamBase, seeded, label) {
  let waiting = null;
  const stream = await openStream(streamBase, seeded.employerToken, (type, data, at) => {
    if (type === 'message' && waiting && data.message_id !== undefined) waiting(at);
  });
  const times = [];
  for (let i = 0; i < WARMUP + MESSAGES; i++) {
    const received = new Promise((resolve) => (waiting = resolve));
    const started = performance.now();
    const res = await fetch(`${postBase}/api/applications/${seeded.application}/messages`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${seeded.freelancerToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ body: `${label} ${i}` }),
    });
    if (res.status !== 201) throw new Error(`POST ${res.status}: ${await res.text()}`);
    const at = await received;
    if (i >= WARMUP) times.push(at - started);
  }
  stream.destroy();
  return stats(times);
}

async function redisRoundTrip() {
  const sub = new Redis(REDIS_URL);
  const pub = new Redis(REDIS_URL);
  const channel = `gig:bench:${process.pid}`;
  await sub.subscribe(channel);
  let waiting = null;
  sub.on('message', () => waiting?.(performance.now()));
  const times = [];
  for (let i = 0; i < WARMUP + MESSAGES; i++) {
    const received = new Promise((resolve) => (waiting = resolve));
    const started = performance.now();
    await pub.publish(channel, JSON.stringify([{ user_id: 1, event: { type: 'unread', unread: i } }]));
    const at = await received;
    if (i >= WARMUP) times.push(at - started);
  }
  sub.disconnect();
  pub.disconnect();
  return stats(times);
}

async function main() {
  console.log(`bench/messages: ${STREAMS} streams, ${MESSAGES} messages (+${WARMUP} warm-up), Redis ${REDIS_URL}`);
  console.log(`machine: ${cpus().length} CPUs, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} at start`);
  const seeded = await seed();
  const a = await startApi({ REDIS_URL });
  const b = await startApi({ REDIS_URL });
  const streams = [];
  try {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idle = rssKb(b.child.pid);
    const opened = performance.now();
    for (let i = 0; i < seeded.streamTokens.length; i += 50) {
      streams.push(...(await Promise.all(seeded.streamTokens.slice(i, i + 50).map((token) => openStream(b.base, token)))));
    }
    const openMs = performance.now() - opened;
    global.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const loaded = rssKb(b.child.pid);
    console.log('\nMemory of one API process (VmRSS)');
    console.log(`  idle (baseline)          ${mb(idle)} MB`);
    console.log(`  ${String(streams.length).padEnd(5)} open streams       ${mb(loaded)} MB   ratio ${(loaded / idle).toFixed(2)}   ${((loaded - idle) / streams.length).toFixed(1)} KB per stream   (opened in ${ms(openMs)} ms)   aim < 250 MB: ${loaded / 1024 < 250 ? 'met' : 'NOT met'}`);

    const redis = await redisRoundTrip();
    const same = await postToReceipt(a.base, a.base, seeded, 'same');
    const across = await postToReceipt(a.base, b.base, seeded, 'across');
    console.log(`\nPOST -> 'message' event received (ms), ${MESSAGES} messages one at a time, ${streams.length} streams open on B`);
    console.log('  path                                   p50     p95     max   p95 ratio');
    const row = (name, s, base) => console.log(`  ${name.padEnd(38)} ${ms(s.p50).padStart(6)}  ${ms(s.p95).padStart(6)}  ${ms(s.max).padStart(6)}   ${(s.p95 / base.p95).toFixed(2)}`);
    row('Redis PUBLISH -> message (baseline)', redis, redis);
    row('POST on A -> stream on A', same, redis);
    row('POST on A -> stream on B (aim p95<200)', across, redis);
    console.log(`  across / same p95: ${(across.p95 / same.p95).toFixed(2)}; aim p95 < 200 ms: ${across.p95 < 200 ? 'met' : 'NOT met'}`);
    console.log(`\nload average at end: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  } finally {
    for (const stream of streams) stream.destroy();
    for (const api of [a, b]) api.child.kill('SIGTERM');
    await Promise.all([a, b].map((api) => new Promise((resolve) => (api.child.exitCode !== null ? resolve() : api.child.once('exit', resolve)))));
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
