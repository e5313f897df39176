#!/usr/bin/env node
// bench/ussd: 200 concurrent USSD sessions, each walking the menu, "Jobs near me", the next page,
// a job, Apply (at the job's price) and Confirm, on MariaDB with 100,000 listings (docs/ussd.md).
//
// Creates a fresh MariaDB/MySQL schema beside MYSQL_URL's, seeds it with the seed's own bulk
// `insertListings` (the demo data plus N listings), adds 200 freelancers with a profile point,
// boots the real API (api/dist: run `npm run build -w api` first) on a free port, and posts every
// hop over HTTP exactly as Africa's Talking would (form-encoded, cumulative `text`, the gateway
// secret). Baseline, in the same process and at the same concurrency: the site's own job search
// as "Jobs near me" called it before its widening rings (GET /api/jobs, sort=distance with no
// radius, 5 per page, pages 1 and 2) for the same freelancers. Prints p50/p95 of each hop and the ratios to the search's p95, with
// the machine's load.
//
//   MYSQL_URL=mysql://root@127.0.0.1:3306/gig_bench node bench/ussd.mjs
//   BENCH_ROWS=20000 BENCH_SESSIONS=50 ...     smaller runs
//   BENCH_MARIADB_EXISTING=mysql://root@127.0.0.1:3306/<schema>   reuse a seeded schema (kept)
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'api', 'dist');
if (!existsSync(join(dist, 'ussd', 'ussd-engine.js'))) {
  console.error('bench/ussd: api/dist is missing or stale; run `npm run build -w api` first.');
  process.exit(1);
}
if (!process.env.MYSQL_URL && !process.env.BENCH_MARIADB_EXISTING) {
  console.error('bench/ussd: set MYSQL_URL (mysql://root@127.0.0.1:3306/gig_bench): this bench runs on MariaDB.');
  process.exit(1);
}
const require = createRequire(join(root, 'api', 'package.json'));
require('reflect-metadata');
const { NestFactory } = require('@nestjs/core');
const { getDataSourceToken } = require('@nestjs/typeorm');
const mysql = require('mysql2/promise');
const { AppModule } = require(join(dist, 'app.module.js'));
const { configureApp } = require(join(dist, 'app.setup.js'));
const { loadConfig } = require(join(dist, 'config', 'config.js'));
const { TokenService } = require(join(dist, 'common', 'auth', 'token.service.js'));
const { seed } = require(join(dist, 'database', 'seed', 'seed.js'));

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 200);
const SECRET = 'bench-ussd-secret-0123456789';
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

async function freshSchema() {
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
  const app = await NestFactory.create(AppModule.forRoot(config), { logger: false });
  configureApp(app, config);
  await app.listen(0, '127.0.0.1');
  app.getHttpServer().keepAliveTimeout = 120_000;
  const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;
  const dataSource = app.get(getDataSourceToken());
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

    const load = loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
    console.log(
      `\nbench/ussd on MariaDB: ${listings} open listings, ${SESSIONS} concurrent sessions x ${HOPS.length} hops; ${cpus().length} CPUs, load ${load}`,
    );

    // The USSD walk: every session posts its hops one after another, all sessions at once.
    const hopSamples = HOPS.map(() => []);
    const failures = [];
    const walk = async (phone, sessionId) => {
      const answers = [];
      for (let h = 0; h < HOPS.length; h++) {
        if (HOPS[h].answer !== null) answers.push(HOPS[h].answer);
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
    };
    await Promise.all(users.slice(0, 10).map((user, i) => walk(user.phone, `warm-${tag}-${i}`)));
    hopSamples.forEach((samples) => samples.splice(0));
    failures.splice(0);
    await dataSource.query(
      'DELETE FROM jobapplication WHERE user_id IN (' + users.map(() => '?').join(', ') + ')',
      users.map((user) => user.id),
    );
    const started = performance.now();
    await Promise.all(users.map((user, i) => walk(user.phone, `bench-${tag}-${i}`)));
    const wall = performance.now() - started;

    // Baseline: the site's job search as "Jobs near me" called it before its rings (by distance,
    // no radius, 5 a page),
    // for the same freelancers at the same concurrency, pages 1 and 2 each.
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
    const searchStarted = performance.now();
    await Promise.all(
      tokens.map(async (token) => {
        for (let page = 1; page <= 2; page++) searchSamples.push(await searchOnce(token, page));
      }),
    );
    const searchWall = performance.now() - searchStarted;

    const search = stats(searchSamples);
    console.log(`\n${'hop'.padEnd(22)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'max ms'.padStart(7)}`);
    HOPS.forEach((hop, h) => {
      const s = stats(hopSamples[h]);
      console.log(`${hop.name.padEnd(22)} ${ms(s.p50)} ${ms(s.p95)} ${ms(s.max)}`);
    });
    const all = stats(hopSamples.flat());
    console.log(`${'every hop'.padEnd(22)} ${ms(all.p50)} ${ms(all.p95)} ${ms(all.max)}`);
    console.log(`${'baseline: GET /api/jobs'.padEnd(22)} ${ms(search.p50)} ${ms(search.p95)} ${ms(search.max)}`);
    const [{ n: applied }] = await dataSource.query(
      'SELECT COUNT(*) AS n FROM jobapplication WHERE user_id IN (' + users.map(() => '?').join(', ') + ')',
      users.map((user) => user.id),
    );
    console.log(
      `\nUSSD: ${SESSIONS * HOPS.length} hops in ${(wall / 1000).toFixed(1)} s (${((SESSIONS * HOPS.length) / (wall / 1000)).toFixed(0)}/s), ${applied} applications, ${failures.length} failures` +
        `\nbaseline: ${searchSamples.length} searches in ${(searchWall / 1000).toFixed(1)} s` +
        `\nratio "jobs near me" hop p95 / job search p95: ${(stats(hopSamples[1]).p95 / search.p95).toFixed(2)}; every hop p95 / job search p95: ${(all.p95 / search.p95).toFixed(2)}` +
        `\nevery hop p95 ${all.p95.toFixed(1)} ms (aim < 100 ms); load after ${loadavg()
          .map((v) => v.toFixed(2))
          .join(' ')}`,
    );
    if (failures.length) console.log(`first failures: ${failures.slice(0, 3).join(' | ')}`);
  } finally {
    await app.close();
    await schema.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
