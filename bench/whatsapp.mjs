#!/usr/bin/env node
// bench/whatsapp: the WhatsApp conversation (docs/whatsapp.md "The conversation"), end to end.
//
// The built API (api/dist) in this process on a fresh SQLite file (or MariaDB with
// BENCH_MYSQL_URL / MYSQL_URL) with the demo data, its Graph the local WhatsApp
// (packages/whatsapp-local/dist), also in this process. Each chat is a seeded freelancer's phone
// walking the menus (Jobs near me, their location, a job, back, back, back, again) by tapping, one
// turn at a time as a person does: the local WhatsApp signs each tap as Meta does and posts it to
// the API's webhook; the turn ends when the reply reaches the local Graph.
// - inbound webhooks per second: turns answered / wall time, at 1 and at 20 chats at once
//   (BENCH_CHATS, default "1,20"); BENCH_TURNS turns in all per run (default 300).
// - webhook -> reply at the local Graph: p50 and p95 of each turn.
// Baseline in the same process: the same signed body (metaJson + signMetaBody of
// whatsapp-local) POSTed to a trivial receiver that answers 200 at once, the same number of times
// at the same concurrency. Ratios: conversation / bare signed POST.
// Timeouts are settings (BENCH_TIMEOUT_MS, default 10000, a turn without a reply by then); a failed
// turn (no 2xx, or no reply in time) is counted, not fatal.
//
//   npm run bench -- whatsapp
//   BENCH_TURNS=600 BENCH_CHATS=1,20,50 node bench/whatsapp.mjs
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { execSync } from 'node:child_process';
import { listenApi } from './support/api.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'api', 'dist');
const localDist = join(root, 'packages', 'whatsapp-local', 'dist', 'index.js');
if (!existsSync(join(dist, 'ussd', 'whatsapp-chat.js')) || !existsSync(localDist)) {
  console.error('bench/whatsapp: api/dist or packages/whatsapp-local/dist is missing; run `npm run bench -- whatsapp` (it builds).');
  process.exit(1);
}
const require = createRequire(join(root, 'api', 'package.json'));
const { createWhatsAppLocal, metaJson, signMetaBody } = require(localDist);

const CHATS = (process.env.BENCH_CHATS ?? '1,20').split(',').map(Number);
const TURNS = Number(process.env.BENCH_TURNS ?? 300);
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 10_000);
const MYSQL_URL = process.env.BENCH_MYSQL_URL ?? process.env.MYSQL_URL;
const APP_SECRET = 'bench-whatsapp-app-secret';
const PHONE_ID = '100000000000001';
const TOKEN = 'bench-access-token';
/** After "Hi": Jobs near me, the first place, the first job, then back three times: a loop. */
const WALK = ['1', '1', '1', '0', '0', '0'];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: sorted.length ? percentile(sorted, 50) : NaN, p95: sorted.length ? percentile(sorted, 95) : NaN };
};
const f1 = (value) => value.toFixed(1);
const timeout = (ms, what) => new Promise((_, reject) => setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms).unref());

// The trivial receiver of the baseline.
const receiver = createServer((req, res) => {
  req.resume();
  req.on('end', () => res.end('{"ok":true}'));
});
await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverUrl = `http://127.0.0.1:${receiver.address().port}/webhook`;

/** Runs `total` calls of `one(chat, n)` spread over `chats` chats, each chat one call at a time. */
async function spread(chats, total, one) {
  const perChat = Math.max(1, Math.round(total / chats));
  const started = performance.now();
  await Promise.all(Array.from({ length: chats }, async (_, chat) => { for (let n = 0; n < perChat; n++) await one(chat, n); }));
  return (performance.now() - started) / 1000;
}

async function openDatabase(kind) {
  const dir = mkdtempSync(join(tmpdir(), 'gig-bench-whatsapp-'));
  if (kind !== 'mariadb') return { env: { SQLITE_PATH: join(dir, 'bench.sqlite') }, dir, drop: async () => {} };
  const url = new URL(MYSQL_URL);
  const mysql = require('mysql2/promise');
  const name = `${url.pathname.replace('/', '') || 'bench'}_whatsapp`;
  const server = await mysql.createConnection({ host: url.hostname, port: Number(url.port || 3306), user: decodeURIComponent(url.username), password: decodeURIComponent(url.password) });
  await server.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await server.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    dir,
    drop: async () => {
      await server.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await server.end();
    },
  };
}

async function bench(kind) {
  const database = await openDatabase(kind);
  // Graph: the local WhatsApp, timing each reply's arrival per phone.
  const waiting = new Map();
  let apiUrl = '';
  const wa = createWhatsAppLocal({
    appSecret: APP_SECRET,
    accessToken: TOKEN,
    phoneNumberId: PHONE_ID,
    onSent: (message) => waiting.get(message.to.replace(/^\+/, ''))?.(performance.now()),
    sendWebhook: async (body, signature) => {
      const res = await fetch(apiUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature }, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
      await res.arrayBuffer();
      return res.status;
    },
  });
  const graph = await wa.listen(0, '127.0.0.1');
  require('reflect-metadata');
  const { loadConfig } = require(join(dist, 'config', 'config.js'));
  const { seed } = require(join(dist, 'seed', 'seed.js'));
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(24).toString('hex'),
    DATABASE_CONNECT_RETRIES: '0',
    BACKGROUND_TASKS: 'false',
    SMS_TRANSPORT: 'file',
    SMS_FILE: join(database.dir, 'sms.jsonl'),
    UPLOAD_DIR: join(database.dir, 'uploads'),
    RATE_LIMIT_PER_MINUTE: '1000000',
    RATE_LIMIT_PER_IP_PER_MINUTE: '1000000',
    USSD_HOPS_PER_PHONE_PER_MINUTE: '1000000',
    WHATSAPP_GRAPH_BASE_URL: graph,
    WHATSAPP_PHONE_NUMBER_ID: PHONE_ID,
    WHATSAPP_ACCESS_TOKEN: TOKEN,
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: 'bench-verify-token',
    ...database.env,
  });
  const { app, base, dataSource } = await listenApi(config);
  apiUrl = `${base}/api/whatsapp/webhook`;
  const rows = [];
  try {
    await seed(dataSource, { superadminEmail: 'bench-root@example.com', superadminPassword: 'Bench-Secret-123', extraListings: 0 });
    // One freelancer per chat, located around Lagos (Jobs near me sorts by distance).
    const most = Math.max(...CHATS);
    const phones = Array.from({ length: most }, (_, i) => `0709${String(10_000_000 + i).slice(1)}`);
    for (const [i, phone] of phones.entries()) {
      await dataSource.query('INSERT INTO users (first_name, last_name, name, phone, user_type, status, language) VALUES (?, ?, ?, ?, ?, ?, ?)', ['Bench', `Chat ${i}`, `Bench Chat ${i}`, phone, 'freelancer', 'active', 'en']);
      const [{ id }] = await dataSource.query('SELECT id FROM users WHERE phone = ?', [phone]);
      await dataSource.query('INSERT INTO profiles (user_id, latitude, longitude) VALUES (?, ?, ?)', [id, (6.45 + i * 0.005).toFixed(7), '3.3500000']);
    }
    const waIds = phones.map((phone) => `234${phone.slice(1)}`);

    /** One turn of a chat: the signed webhook, then its reply at the local Graph. */
    const turn = async (waId, say) => {
      const started = performance.now();
      const replied = new Promise((resolve) => waiting.set(waId, resolve));
      try {
        const delivery = await Promise.race([
          say === 'Hi' ? wa.control.inboundText({ from: waId, text: say }) : wa.control.inboundReply({ from: waId, type: 'list_reply', reply: { id: say, title: say } }),
          timeout(TIMEOUT_MS, 'webhook'),
        ]);
        if (delivery.error) throw new Error(delivery.error);
        const at = await Promise.race([replied, timeout(TIMEOUT_MS, 'reply')]);
        return { ok: true, ms: at - started };
      } catch (error) {
        return { ok: false, error: error instanceof Error ? error.message : String(error) };
      } finally {
        waiting.delete(waId);
      }
    };

    // Warm up: every chat says hello (its session starts at the main menu); a few bare POSTs.
    for (const waId of waIds) await turn(waId, 'Hi');
    for (let i = 0; i < 20; i++) await (await fetch(receiverUrl, { method: 'POST', body: '{}' })).arrayBuffer();

    for (const chats of CHATS) {
      // Baseline: the same signed body straight to the trivial receiver, same count and concurrency.
      const body = metaJson(JSON.parse(wa.control.webhooks().at(-1).body));
      const bareTimes = [];
      let bareFailed = 0;
      const bareSeconds = await spread(chats, TURNS, async () => {
        const started = performance.now();
        try {
          const res = await fetch(receiverUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': signMetaBody(body, APP_SECRET) }, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
          await res.arrayBuffer();
          if (!res.ok) throw new Error(String(res.status));
          bareTimes.push(performance.now() - started);
        } catch {
          bareFailed++;
        }
      });

      const times = [];
      const errors = new Map();
      const seconds = await spread(chats, TURNS, async (chat, n) => {
        const result = await turn(waIds[chat], WALK[n % WALK.length]);
        if (result.ok) times.push(result.ms);
        else errors.set(result.error, (errors.get(result.error) ?? 0) + 1);
      });
      console.error(`bench/whatsapp: ${kind}, ${chats} chat(s) at once: ${times.length} turns answered in ${f1(seconds)} s`);
      rows.push({
        kind,
        chats,
        turns: times.length + [...errors.values()].reduce((a, b) => a + b, 0),
        failed: [...errors.values()].reduce((a, b) => a + b, 0),
        errors: [...errors.entries()].map(([error, count]) => `${count}x ${error}`).join('; '),
        rate: times.length / seconds,
        bareRate: bareTimes.length / bareSeconds,
        bareFailed,
        latency: stats(times),
        bare: stats(bareTimes),
      });
    }
  } finally {
    await app.close();
    await wa.close();
    await database.drop();
    rmSync(database.dir, { recursive: true, force: true });
  }
  return rows;
}

const kinds = ['sqlite', ...(MYSQL_URL ? ['mariadb'] : [])];
const loadBefore = loadavg()[0];
const results = [];
for (const kind of kinds) results.push(...(await bench(kind)));
receiver.close();
let commit = 'unknown';
try {
  commit = execSync('git rev-parse --short HEAD', { cwd: root, encoding: 'utf8' }).trim();
} catch {
  // not a git checkout
}
console.log(`\nbench/whatsapp: commit ${commit}, ${cpus().length} CPUs, load ${loadBefore.toFixed(2)}-${loadavg()[0].toFixed(2)}, ${TURNS} turns per run, timeout ${TIMEOUT_MS} ms`);
console.log('| database | chats at once | turns | failed | webhooks/s | bare POST/s | ratio | webhook -> reply p50 ms | p95 ms | bare POST p50 ms | p95 ms | p95 ratio |');
console.log('| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |');
for (const r of results) {
  console.log(
    `| ${r.kind} | ${r.chats} | ${r.turns} | ${r.failed} | ${f1(r.rate)} | ${f1(r.bareRate)} | ${(r.rate / r.bareRate).toFixed(3)} | ${f1(r.latency.p50)} | ${f1(r.latency.p95)} | ${f1(r.bare.p50)} | ${f1(r.bare.p95)} | ${(r.latency.p95 / r.bare.p95).toFixed(1)} |`,
  );
  if (r.errors) console.log(`  ${r.kind} at ${r.chats}: ${r.errors}`);
  if (r.bareFailed) console.log(`  ${r.kind} at ${r.chats}: ${r.bareFailed} bare POSTs failed`);
}
