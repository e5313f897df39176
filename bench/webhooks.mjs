#!/usr/bin/env node
// bench/webhooks: outbound webhooks (docs/webhooks.md).
//
// One API application context (api/dist, background tasks off: the bench runs the dispatcher as
// the task's nudge would) on a fresh SQLite file, or on MariaDB with BENCH_MYSQL_URL / MYSQL_URL;
// one employer with 1 and then 50 endpoints, all on one HTTP receiver on a loopback port.
//
// 1. Throughput: E events recorded through the outbox (each in its own transaction, as a state
//    change writes it), then the dispatcher runs until every delivery is accepted:
//    deliveries per second, from the first run to the last acceptance.
// 2. Latency: one event at a time (N times): the event is committed, the dispatcher runs (as the
//    after-commit nudge starts it), and the time from the commit to the receiver's reading the
//    request is taken, for every endpoint: p50 and p95.
// Baseline in the same process: the same signed message posted straight to the receiver with the
// same sender (one at a time for latency, WEBHOOK_CONCURRENCY at a time for throughput). Ratios:
// dispatcher / bare POST.
//
//   npm run build -w api && node bench/webhooks.mjs
//   BENCH_EVENTS=400 BENCH_LATENCY=100 BENCH_MYSQL_URL=mysql://root@127.0.0.1:3306/bench_webhooks node bench/webhooks.mjs
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'api', 'dist');
if (!existsSync(join(dist, 'webhooks', 'webhook-dispatcher.js'))) {
  console.error('bench/webhooks: api/dist is missing or old; run `npm run build -w api` first.');
  process.exit(1);
}
const require = createRequire(join(root, 'api', 'package.json'));
require('reflect-metadata');
const { NestFactory } = require('@nestjs/core');
const { getDataSourceToken } = require('@nestjs/typeorm');
const { AppModule } = require(join(dist, 'app.module.js'));
const { loadConfig } = require(join(dist, 'config', 'config.js'));
const { transaction } = require(join(dist, 'common', 'transaction.js'));
const { WebhookOutbox } = require(join(dist, 'webhook-outbox', 'webhook-outbox.js'));
const { WebhookDispatcher } = require(join(dist, 'webhooks', 'webhook-dispatcher.js'));
const { addressPolicy } = require(join(dist, 'webhooks', 'webhook-address.js'));
const { postMessage, signature } = require(join(dist, 'webhooks', 'webhook-sender.js'));

const EVENTS = Number(process.env.BENCH_EVENTS ?? 400);
const LATENCY_RUNS = Number(process.env.BENCH_LATENCY ?? 100);
const FANOUTS = (process.env.BENCH_ENDPOINTS ?? '1,50').split(',').map(Number);
const MYSQL_URL = process.env.BENCH_MYSQL_URL ?? process.env.MYSQL_URL;
const SECRET = 'whsec_' + Buffer.alloc(24, 7).toString('base64');

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), n: sorted.length };
};
const f1 = (value) => value.toFixed(1);

/** The receiver: answers 200 at once and notes when each (event, endpoint) arrived. */
const arrivals = new Map();
let onArrival = () => {};
const receiver = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    arrivals.set(`${req.headers['webhook-id']} ${req.url}`, performance.now());
    res.end('ok');
    onArrival();
  });
});
await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${receiver.address().port}`;

async function openApp(kind) {
  const dir = mkdtempSync(join(tmpdir(), 'gig-bench-webhooks-'));
  let databaseEnv = { SQLITE_PATH: join(dir, 'bench.sqlite') };
  let dropMysql = async () => {};
  if (kind === 'mariadb') {
    const url = new URL(MYSQL_URL);
    const mysql = require('mysql2/promise');
    const name = `${url.pathname.replace('/', '') || 'bench'}_webhooks`;
    const server = await mysql.createConnection({ host: url.hostname, port: Number(url.port || 3306), user: decodeURIComponent(url.username), password: decodeURIComponent(url.password) });
    await server.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await server.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    url.pathname = `/${name}`;
    databaseEnv = { DATABASE_URL: url.toString() };
    dropMysql = async () => {
      await server.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await server.end();
    };
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1',
    BACKGROUND_TASKS: 'false',
    SMS_TRANSPORT: 'file',
    SMS_FILE: join(dir, 'sms.jsonl'),
    UPLOAD_DIR: join(dir, 'uploads'),
    PAYSTACK_SECRET_KEY: 'sk_test_local',
    WEBHOOK_ALLOWED_CIDRS: '127.0.0.1/32',
    ...databaseEnv,
  });
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: ['error'] });
  return {
    app,
    config,
    ds: app.get(getDataSourceToken()),
    close: async () => {
      await app.close();
      await dropMysql();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function bench(kind) {
  const { app, config, ds, close } = await openApp(kind);
  const outbox = app.get(WebhookOutbox);
  const dispatcher = app.get(WebhookDispatcher);
  const inserted = await ds.query(`INSERT INTO users (name, first_name, last_name, phone, user_type, status, password) VALUES ('Bench Employer', 'Bench', 'Employer', '08090000001', 'employer', 'active', 'x')`);
  const employer = Number(inserted.insertId ?? (await ds.query('SELECT last_insert_rowid() AS id'))[0].id);
  const record = async () => {
    let id;
    await transaction(ds, async (manager) => {
      id = await outbox.record(manager, 'application.created', employer, { application: { id: 1, listing_id: 1, freelancer_id: 2, status: 'pending', price: '12000.00', new_price: null }, listing: { id: 1, job_title: 'Paint the gate' } });
    });
    return { id, committed: performance.now() };
  };
  const policy = addressPolicy(config);
  const rows = [];

  // Baselines: the same signed message straight to the receiver.
  const body = JSON.stringify({ id: 'evt_baseline', type: 'application.created', timestamp: new Date().toISOString(), data: { application: { id: 1 } } });
  const bare = async (n) => {
    const at = new Date();
    const headers = { 'webhook-id': `evt_bare_${n}`, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': signature([SECRET], `evt_bare_${n}`, at, body) };
    const started = performance.now();
    await postMessage(`${base}/bare`, headers, body, policy);
    return performance.now() - started;
  };
  for (let i = 0; i < 20; i++) await bare(i);
  const bareOne = [];
  for (let i = 0; i < LATENCY_RUNS; i++) bareOne.push(await bare(i));
  const bareLatency = stats(bareOne);
  const bareTotal = EVENTS;
  const bareStarted = performance.now();
  let next = 0;
  await Promise.all(Array.from({ length: config.WEBHOOK_CONCURRENCY }, async () => { while (next < bareTotal) await bare(next++); }));
  const bareRate = bareTotal / ((performance.now() - bareStarted) / 1000);

  for (const fanout of FANOUTS) {
    await ds.query('DELETE FROM webhook_endpoints');
    await ds.query('DELETE FROM webhook_events');
    const endpoints = [];
    for (let i = 0; i < fanout; i++) {
      const result = await ds.query(
        `INSERT INTO webhook_endpoints (user_id, url, events, secret, enabled) VALUES (?, ?, '["application.created"]', ?, ${kind === 'mariadb' ? 'TRUE' : '1'})`,
        [employer, `${base}/e${i}`, SECRET],
      );
      endpoints.push(Number(result.insertId ?? (await ds.query('SELECT last_insert_rowid() AS id'))[0].id));
    }
    // Throughput: events recorded first, then the dispatcher until every delivery is accepted.
    const events = Math.max(1, Math.round(EVENTS / fanout));
    for (let i = 0; i < events; i++) await record();
    arrivals.clear();
    const expected = events * fanout;
    const started = performance.now();
    for (let guard = 0; arrivals.size < expected && guard < 1000; guard++) await dispatcher.run();
    const rate = arrivals.size / ((performance.now() - started) / 1000);

    // Latency: one event at a time, the dispatcher started at its commit, as the nudge does.
    const latencies = [];
    for (let i = 0; i < LATENCY_RUNS + 5; i++) {
      arrivals.clear();
      const { id, committed } = await record();
      const all = new Promise((resolve) => {
        onArrival = () => arrivals.size >= fanout && resolve();
      });
      await dispatcher.run();
      await all;
      if (i < 5) continue;
      for (let e = 0; e < fanout; e++) latencies.push(arrivals.get(`${id} /e${e}`) - committed);
    }
    const latency = stats(latencies);
    rows.push({ kind, fanout, deliveries: expected, rate, bareRate, latency, bareLatency });
  }
  await close();
  return rows;
}

const kinds = ['sqlite', ...(MYSQL_URL ? ['mariadb'] : [])];
const started = loadavg()[0];
const results = [];
for (const kind of kinds) results.push(...(await bench(kind)));
receiver.close();
console.log(`\nbench/webhooks: ${cpus().length} CPUs, load ${started.toFixed(1)}-${loadavg()[0].toFixed(1)}, ${EVENTS} deliveries per throughput run, ${LATENCY_RUNS} events per latency run`);
console.log('| database | endpoints | deliveries | deliveries/s | bare POST/s | ratio | event -> receiver p50 | p95 | bare POST p50 | p95 | p95 ratio |');
console.log('| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |');
for (const row of results) {
  console.log(
    `| ${row.kind} | ${row.fanout} | ${row.deliveries} | ${f1(row.rate)} | ${f1(row.bareRate)} | ${(row.rate / row.bareRate).toFixed(2)} | ${f1(row.latency.p50)} ms | ${f1(row.latency.p95)} ms | ${f1(row.bareLatency.p50)} ms | ${f1(row.bareLatency.p95)} ms | ${(row.latency.p95 / row.bareLatency.p95).toFixed(1)} |`,
  );
}
process.exit(0);
