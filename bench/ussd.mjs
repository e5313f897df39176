#!/usr/bin/env node
// bench/ussd: 200 concurrent USSD sessions, each walking the menu, "Jobs near me", the next page,
// a job, Apply (at the job's price) and Confirm, on MariaDB with 100,000 listings (docs/ussd.md).
//
// Creates a fresh MariaDB/MySQL schema beside MYSQL_URL's, seeds it with the seed's own bulk
// `insertListings` (the demo data plus N listings), adds 200 freelancers with a profile point,
// boots the real API (api/dist: run `npm run build -w api` first) on a free port, and posts every
// hop over HTTP exactly as Africa's Talking would (form-encoded, cumulative `text`, the gateway
// secret). The phones run in a worker thread, so their HTTP clients do not share the API's event
// loop.
//
// Two runs, same sessions and data:
// - **sessions** (the aim's measure): 200 sessions open at once, each person reading the screen
//   and typing an answer between hops (BENCH_THINK_MS, default 2000-5000 ms, uniform, seeded).
//   Each phone dials again as its session ends (for BENCH_DURATION_S, default 60; its later
//   sessions apply to the 2nd, 3rd... job of the page), so 200 stay open throughout; the starts
//   are spread over the first think time. The bench prints how many sessions were open at once
//   (the peak and the time average), so the concurrency is measured, not assumed.
// - **saturation** (capacity): the same walks with no think time, every session posting its next
//   hop the moment the last one answers: about 200 requests always in flight. It says how many
//   hops/s one API process serves, not the wait a person sees.
// Baseline, in the same process, at saturation: the site's own job search as "Jobs near me"
// called it before its widening rings (GET /api/jobs, sort=distance with no radius, 5 per page,
// pages 1 and 2) for the same freelancers. Prints p50/p95 of each hop, the ratios to the search's
// p95, and the machine's load.
//
//   MYSQL_URL=mysql://root@127.0.0.1:3306/gig_bench node bench/ussd.mjs
//   BENCH_ROWS=20000 BENCH_SESSIONS=50 ...     smaller runs
//   BENCH_THINK_MS=1000-3000 ...               faster people; BENCH_THINK_MS=0 skips the sessions run
//   BENCH_SATURATION=0 ...                     skips the saturation run and the baseline
//   BENCH_MARIADB_KEEP=1 ...                   keep the seeded schema (its URL is printed)
//   BENCH_MARIADB_EXISTING=mysql://root@127.0.0.1:3306/<schema>   reuse a seeded schema (kept)
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { listenApi } from './support/api.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'api', 'dist');
const require = createRequire(join(root, 'api', 'package.json'));

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 200);
const SECRET = 'bench-ussd-secret-0123456789';
/** "2000-5000" -> [2000, 5000]; "0" -> no sessions run. */
const THINK_MS = (process.env.BENCH_THINK_MS ?? '2000-5000').split('-').map(Number);
const [THINK_MIN, THINK_MAX] = [THINK_MS[0], THINK_MS[1] ?? THINK_MS[0]];
const SATURATION = process.env.BENCH_SATURATION !== '0';
/** How long the phones keep starting sessions in the sessions run. */
const DURATION_MS = Number(process.env.BENCH_DURATION_S ?? 60) * 1000;
/** The menu, Jobs near me, the next page, a job, Apply, at the job's price, Confirm. */
const HOPS = [
  { name: 'menu', answer: null },
  { name: 'jobs near me', answer: '1' },
  { name: 'next page (98)', answer: '98' },
  { name: 'a job', answer: '1' },
  { name: 'apply', answer: '1' },
  { name: 'at the price', answer: '1' },
  { name: 'confirm (applies)', answer: '1' },
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const stats = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1] };
};
const ms = (value) => value.toFixed(1).padStart(7);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

// ---- the phones: a worker thread posting every hop as Africa's Talking would ----------------------

/** A small seeded PRNG (mulberry32), so two runs wait the same think times. */
function random(seedValue) {
  let a = seedValue >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function runPhones({ base, phones, sessionTag, thinkMin, thinkMax, durationMs }) {
  const next = random(0x55d);
  const think = () => (thinkMax > 0 ? thinkMin + next() * (thinkMax - thinkMin) : 0);
  const pause = (millis) => (millis > 0 ? new Promise((resolve) => setTimeout(resolve, millis)) : null);
  const hopSamples = HOPS.map(() => []);
  const failures = [];
  let sessions = 0;
  // Sessions open at once, integrated over time: the measured concurrency.
  let open = 0;
  let peak = 0;
  let area = 0;
  let last = performance.now();
  const track = (delta) => {
    const now = performance.now();
    area += open * (now - last);
    last = now;
    open += delta;
    peak = Math.max(peak, open);
  };
  /** One session; its `pick`-th job of the second page (a phone's later sessions apply to other jobs). */
  const walk = async (phone, sessionId, pick) => {
    track(1);
    sessions += 1;
    const answers = [];
    for (let h = 0; h < HOPS.length; h++) {
      if (h > 0) await pause(think());
      const answer = HOPS[h].name === 'a job' ? String(pick) : HOPS[h].answer;
      if (answer !== null) answers.push(answer);
      const start = performance.now();
      const response = await fetch(`${base}/api/ussd/africastalking`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-ussd-secret': SECRET },
        body: new URLSearchParams({
          sessionId,
          serviceCode: '*384*123#',
          phoneNumber: `+234${phone.slice(1)}`,
          networkCode: '62130',
          text: answers.join('*'),
        }),
      });
      const text = await response.text();
      hopSamples[h].push(performance.now() - start);
      if (!response.ok || !/^(CON|END) /.test(text)) failures.push(`${response.status} ${text.slice(0, 60)}`);
      if (h === HOPS.length - 1 && !/^END Applied/.test(text)) failures.push(`last hop: ${text.slice(0, 60)}`);
    }
    track(-1);
  };
  /**
   * A phone's sessions: with think time, one after another until durationMs (the next dialled as
   * the last ends), so `phones.length` sessions stay open throughout; without, one session.
   */
  const phoneSessions = async (phone, i, until) => {
    await pause(thinkMax > 0 ? next() * thinkMax : 0);
    for (let k = 0; k < 5; k++) {
      await walk(phone, `${sessionTag}-${i}-${k}`, k + 1);
      if (performance.now() >= until) break;
    }
  };
  const started = performance.now();
  const until = thinkMax > 0 ? started + durationMs : 0;
  // Sessions open at once in the steady part: after the starts' spread, before the phones stop dialling.
  let steadyArea = 0;
  const steadyFrom = started + thinkMax;
  const sampler = setInterval(() => {
    const now = performance.now();
    if (now >= steadyFrom && now < until) steadyArea += open;
  }, 100);
  await Promise.all(phones.map((phone, i) => phoneSessions(phone, i, until)));
  clearInterval(sampler);
  const wall = performance.now() - started;
  track(0);
  const steadySamples = Math.max(1, Math.floor((until - steadyFrom) / 100));
  return { hopSamples, failures, wall, sessions, peak, meanOpen: area / wall, steadyOpen: steadyArea / steadySamples };
}

/** Runs the phones in a worker thread and waits for their samples. */
function phonesInWorker(options) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: options });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`phones worker exited ${code}`)));
  });
}

if (!isMainThread) parentPort.postMessage(await runPhones(workerData));

async function freshSchema() {
  const mysql = require('mysql2/promise');
  if (process.env.BENCH_MARIADB_EXISTING)
    return { url: process.env.BENCH_MARIADB_EXISTING, drop: async () => undefined, reuse: true };
  const url = new URL(process.env.MYSQL_URL);
  const name = `${url.pathname.slice(1) || 'gig_bench'}_ussd_${randomBytes(3).toString('hex')}`;
  const admin = await mysql.createConnection({
    host: url.hostname,
    port: Number(url.port || 3306),
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
  });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const schemaUrl = new URL(url);
  schemaUrl.pathname = `/${name}`;
  return {
    url: schemaUrl.toString(),
    reuse: false,
    drop: async () => {
      if (process.env.BENCH_MARIADB_KEEP) {
        console.log(`\nkept: BENCH_MARIADB_EXISTING=${schemaUrl.toString()}`);
        return;
      }
      const again = await mysql.createConnection({
        host: url.hostname,
        port: Number(url.port || 3306),
        user: decodeURIComponent(url.username),
        password: decodeURIComponent(url.password),
      });
      await again.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await again.end();
    },
  };
}

async function main() {
  if (!existsSync(join(dist, 'ussd', 'ussd-engine.js'))) {
    console.error('bench/ussd: api/dist is missing or stale; run `npm run build -w api` first.');
    process.exit(1);
  }
  if (!process.env.MYSQL_URL && !process.env.BENCH_MARIADB_EXISTING) {
    console.error('bench/ussd: set MYSQL_URL (mysql://root@127.0.0.1:3306/gig_bench): this bench runs on MariaDB.');
    process.exit(1);
  }
  require('reflect-metadata');
  const { loadConfig } = require(join(dist, 'config', 'config.js'));
  const { TokenService } = require(join(dist, 'auth', 'token.service.js'));
  const { seed } = require(join(dist, 'seed', 'seed.js'));

  const schema = await freshSchema();
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(24).toString('hex'),
    DATABASE_URL: schema.url,
    DATABASE_CONNECT_RETRIES: '0',
    BACKGROUND_TASKS: 'false',
    SMS_TRANSPORT: 'file',
    SMS_FILE: join('/tmp', `bench-ussd-sms-${process.pid}.jsonl`),
    RATE_LIMIT_PER_MINUTE: '1000000',
    RATE_LIMIT_PER_IP_PER_MINUTE: '1000000',
  });
  const { app, base, dataSource } = await listenApi(config);
  try {
    const [{ n: before }] = await dataSource.query('SELECT COUNT(*) AS n FROM listings');
    if (!schema.reuse || Number(before) < ROWS) {
      const started = performance.now();
      await seed(dataSource, {
        superadminEmail: 'bench-root@example.com',
        superadminPassword: 'Bench-Secret-123',
        extraListings: Math.max(0, ROWS - 200 - Number(before)),
      });
      await dataSource.query('ANALYZE TABLE listings, jobapplication, users, profiles');
      console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
    const [{ n: listings }] = await dataSource.query(
      "SELECT COUNT(*) AS n FROM listings WHERE status = 'open' AND deleted_at IS NULL",
    );
    await dataSource.query(
      'UPDATE adminsettings SET ussd_gateway_secret = ?, ussd_allowed_addresses = ? WHERE id = 1',
      [SECRET, '127.0.0.1, ::1'],
    );

    // SESSIONS freelancers, each with a point around Lagos (so "near me" sorts by distance).
    const tag = randomBytes(2).toString('hex');
    const phones = [];
    const prefix = String(10 + (parseInt(tag, 16) % 90));
    for (let i = 0; i < SESSIONS; i++) phones.push(`0707${prefix}${String(i).padStart(5, '0')}`);
    const values = phones.map((phone, i) => [
      `Bench`,
      `Worker ${i}`,
      `Bench Worker ${i}`,
      phone,
      'freelancer',
      'active',
      'en',
      new Date(),
    ]);
    await dataSource.query(
      `INSERT INTO users (first_name, last_name, name, phone, user_type, status, language, email_verified_at) VALUES ${values.map(() => '(?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
      values.flat(),
    );
    const users = await dataSource.query(
      `SELECT id, phone FROM users WHERE phone IN (${phones.map(() => '?').join(', ')})`,
      phones,
    );
    await dataSource.query(
      `INSERT INTO profiles (user_id, latitude, longitude) VALUES ${users.map(() => '(?, ?, ?)').join(', ')}`,
      users.flatMap((user, i) => [
        user.id,
        (6.45 + (i % 20) * 0.01).toFixed(7),
        (3.35 + Math.floor(i / 20) * 0.01).toFixed(7),
      ]),
    );

    console.log(
      `\nbench/ussd on MariaDB: ${listings} open listings, ${SESSIONS} sessions x ${HOPS.length} hops; ${cpus().length} CPUs, load ${load()}`,
    );
    const userIds = users.map((user) => user.id);
    const forgetApplications = () =>
      dataSource.query(`DELETE FROM jobapplication WHERE user_id IN (${userIds.map(() => '?').join(', ')})`, userIds);
    const countApplications = async () =>
      Number(
        (
          await dataSource.query(
            `SELECT COUNT(*) AS n FROM jobapplication WHERE user_id IN (${userIds.map(() => '?').join(', ')})`,
            userIds,
          )
        )[0].n,
      );
    const phoneList = users.map((user) => user.phone);
    const printHops = (title, run) => {
      console.log(`\n${title}`);
      console.log(`${'hop'.padEnd(22)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'max ms'.padStart(7)}`);
      HOPS.forEach((hop, h) => {
        const s = stats(run.hopSamples[h]);
        console.log(`${hop.name.padEnd(22)} ${ms(s.p50)} ${ms(s.p95)} ${ms(s.max)}`);
      });
      const all = stats(run.hopSamples.flat());
      console.log(`${'every hop'.padEnd(22)} ${ms(all.p50)} ${ms(all.p95)} ${ms(all.max)}`);
      return all;
    };

    // Warm-up: 10 sessions, then their applications are forgotten.
    await phonesInWorker({ base, phones: phoneList.slice(0, 10), sessionTag: `warm-${tag}`, thinkMin: 0, thinkMax: 0 });
    await forgetApplications();

    let sessionsAll = null;
    if (THINK_MAX > 0) {
      const loadBefore = load();
      const run = await phonesInWorker({
        base,
        phones: phoneList,
        sessionTag: `people-${tag}`,
        thinkMin: THINK_MIN,
        thinkMax: THINK_MAX,
        durationMs: DURATION_MS,
      });
      sessionsAll = printHops(
        `sessions: ${SESSIONS} people reading and typing ${THINK_MIN}-${THINK_MAX} ms between hops (load before ${loadBefore}, after ${load()})`,
        run,
      );
      console.log(
        `sessions open at once: peak ${run.peak}, average ${run.steadyOpen.toFixed(0)} while every phone was dialling (${run.meanOpen.toFixed(0)} over the whole run, with its start and end); ${run.sessions} sessions, ${run.sessions * HOPS.length} hops in ${(run.wall / 1000).toFixed(1)} s (${((run.sessions * HOPS.length) / (run.wall / 1000)).toFixed(0)} hops/s); ${await countApplications()} applications, ${run.failures.length} failures` +
          (run.failures.length ? `; first: ${run.failures.slice(0, 3).join(' | ')}` : ''),
      );
      await forgetApplications();
    }

    if (SATURATION) {
      const loadBefore = load();
      const run = await phonesInWorker({ base, phones: phoneList, sessionTag: `flood-${tag}`, thinkMin: 0, thinkMax: 0 });
      const all = printHops(
        `saturation: the same ${SESSIONS} walks with no think time, ~${SESSIONS} requests always in flight (load before ${loadBefore}, after ${load()})`,
        run,
      );
      console.log(
        `${SESSIONS * HOPS.length} hops in ${(run.wall / 1000).toFixed(1)} s (${((SESSIONS * HOPS.length) / (run.wall / 1000)).toFixed(0)} hops/s); ${await countApplications()} applications, ${run.failures.length} failures` +
          (run.failures.length ? `; first: ${run.failures.slice(0, 3).join(' | ')}` : ''),
      );

      // Baseline: the site's job search as "Jobs near me" called it before its rings (by distance,
      // no radius, 5 a page), for the same freelancers at the same concurrency, pages 1 and 2 each.
      const tokens = await Promise.all(
        users.map(async (user) => (await app.get(TokenService).issue(Number(user.id))).token),
      );
      const searchSamples = [];
      const searchOnce = async (token, page) => {
        const start = performance.now();
        const response = await fetch(`${base}/api/jobs?sort=distance&per_page=5&page=${page}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`jobs ${response.status}`);
        return performance.now() - start;
      };
      await Promise.all(tokens.slice(0, 20).map((token) => searchOnce(token, 1))); // warm-up
      await Promise.all(
        tokens.map(async (token) => {
          for (let page = 1; page <= 2; page++) searchSamples.push(await searchOnce(token, page));
        }),
      );
      const search = stats(searchSamples);
      console.log(`${'baseline: GET /api/jobs'.padEnd(22)} ${ms(search.p50)} ${ms(search.p95)} ${ms(search.max)}`);
      console.log(
        `ratio "jobs near me" hop p95 / old search p95: ${(stats(run.hopSamples[1]).p95 / search.p95).toFixed(2)}; every hop p95 / old search p95: ${(all.p95 / search.p95).toFixed(2)}` +
          (sessionsAll ? `; sessions' every hop p95 / old search p95: ${(sessionsAll.p95 / search.p95).toFixed(2)}` : ''),
      );
    }
    if (sessionsAll)
      console.log(`\nsessions: every hop p95 ${sessionsAll.p95.toFixed(1)} ms (aim < 100 ms); load now ${load()}`);
  } finally {
    await app.close();
    await schema.drop();
  }
}

if (isMainThread)
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
