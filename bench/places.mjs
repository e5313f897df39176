#!/usr/bin/env node
// bench/places: the cost of finding the LGA that holds a point (docs/places.md), per call and for
// a 100,000-row backfill, each against a baseline measured in the same process.
//
// - **per call**: `LgaLocator.locate` (the Flatbush index of the polygons' bounding boxes, then an
//   exact point-in-polygon test of the few candidates) against `locateWithoutIndex` (every
//   polygon tested, the same answers) over the same points: every LGA's centre and random points
//   in Nigeria's bounding box (seeded). Warm-up first; the load of the boundaries (once per
//   process) is timed apart.
// - **backfill**: a fresh SQLite file (and a fresh MariaDB schema when MYSQL_URL is set) migrated
//   and holding the 37 states and 774 LGAs, then N listings with random points (multi-row
//   INSERTs); `backfillLgaIds` sets their `lga_id` in batches. Baseline: the same UPDATE statements
//   with the answers already known (the writes alone, no look-up), on the same rows.
//
//   npm run build -w api && node bench/places.mjs
//   BENCH_ROWS=20000 BENCH_CALLS=20000 node bench/places.mjs           smaller runs
//   MYSQL_URL=mysql://root@127.0.0.1:3306/gig_bench node bench/places.mjs
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'api', 'dist');
const require = createRequire(join(root, 'api', 'package.json'));
if (!existsSync(join(dist, 'locations', 'lga-locator.js'))) {
  console.error('bench/places: run `npm run build -w api` first');
  process.exit(1);
}
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 100_000);
const { LgaLocator, readLgaRecords } = require(join(dist, 'locations', 'lga-locator.js'));
const { backfillLgaIds, ensureLgas } = require(join(dist, 'locations', 'lga-rows.js'));
const { loadConfig } = require(join(dist, 'config', 'config.js'));
const { connectDataSource } = require(join(dist, 'database', 'data-source.js'));
const { NIGERIAN_STATES } = require(join(dist, 'seed', 'nigeria.js'));

/** mulberry32: the same points every run. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
/** Nigeria's bounding box (the boundaries' extent). */
const BOX = { minLat: 4.27, maxLat: 13.89, minLng: 2.69, maxLng: 14.68 };
const points = (count, seed) => {
  const next = random(seed);
  return Array.from({ length: count }, () => [BOX.minLat + next() * (BOX.maxLat - BOX.minLat), BOX.minLng + next() * (BOX.maxLng - BOX.minLng)]);
};
const us = (ms) => (ms * 1000).toFixed(2);

function perCall() {
  let started = performance.now();
  const locator = LgaLocator.load();
  const loadMs = performance.now() - started;
  const sample = [...readLgaRecords().map((record) => [record.latitude, record.longitude]), ...points(CALLS, 42)];
  const time = (fn, rounds) => {
    for (let i = 0; i < Math.min(2000, sample.length); i += 1) fn(sample[i][0], sample[i][1]);
    const each = [];
    let found = 0;
    const start = performance.now();
    for (let r = 0; r < rounds; r += 1)
      for (const [latitude, longitude] of sample) {
        const t0 = performance.now();
        if (fn(latitude, longitude) !== null) found += 1;
        each.push(performance.now() - t0);
      }
    const total = performance.now() - start;
    each.sort((a, b) => a - b);
    return { mean: total / each.length, p50: each[Math.floor(each.length / 2)], p99: each[Math.floor(each.length * 0.99)], found };
  };
  const indexed = time((lat, lng) => locator.locate(lat, lng), 1);
  const linear = time((lat, lng) => locator.locateWithoutIndex(lat, lng), 1);
  console.log(`Boundaries loaded in ${loadMs.toFixed(0)} ms: ${locator.size} polygons. ${sample.length} points (774 LGA centres, ${CALLS} random in Nigeria's box).`);
  console.log('| Look-up | mean µs | p50 µs | p99 µs | found in an LGA |');
  console.log('|---|---:|---:|---:|---:|');
  console.log(`| indexed (Flatbush, then point-in-polygon) | ${us(indexed.mean)} | ${us(indexed.p50)} | ${us(indexed.p99)} | ${indexed.found} |`);
  console.log(`| baseline: every polygon tested | ${us(linear.mean)} | ${us(linear.p50)} | ${us(linear.p99)} | ${linear.found} |`);
  console.log(`ratio (baseline mean / indexed mean): ${(linear.mean / indexed.mean).toFixed(1)}x; answers equal: ${indexed.found === linear.found}`);
  return locator;
}

async function database(kind) {
  if (kind === 'sqlite') return { env: { SQLITE_PATH: join(mkdtempSync(join(tmpdir(), 'gig-places-')), 'bench.sqlite') }, drop: async () => undefined };
  const mysql = require('mysql2/promise');
  const url = new URL(process.env.MYSQL_URL);
  const name = `${url.pathname.replace(/^\//, '') || 'gig_bench'}_places_${randomBytes(3).toString('hex')}`;
  const admin = await mysql.createConnection({ host: url.hostname, port: Number(url.port || 3306), user: decodeURIComponent(url.username), password: decodeURIComponent(url.password) });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const scoped = new URL(url.toString());
  scoped.pathname = `/${name}`;
  return { env: { DATABASE_URL: scoped.toString() }, drop: async () => (await admin.query(`DROP DATABASE \`${name}\``), admin.end()) };
}

async function backfill(kind, locator) {
  const db = await database(kind);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret-bench-secret-bench-secret', ...db.env });
  const ds = await connectDataSource(config);
  try {
    const [{ id: countryId }] = await ds.query("SELECT id FROM countries WHERE code = 'NG'").then((rows) => (rows.length ? rows : ds.query("INSERT INTO countries (code, name, currency, phone_code) VALUES ('NG', 'Nigeria', 'NGN', '+234')").then(() => ds.query("SELECT id FROM countries WHERE code = 'NG'"))));
    for (const state of NIGERIAN_STATES) await ds.query('INSERT INTO states (country_id, name) VALUES (?, ?)', [countryId, state.name]);
    await ds.transaction((manager) => ensureLgas(manager));
    await ds.query("INSERT INTO users (first_name, last_name, name, phone, user_type, status) VALUES ('Bench', 'Employer', 'Bench Employer', '08030000000', 'employer', 'active')");
    const [{ id: userId }] = await ds.query("SELECT id FROM users WHERE phone = '08030000000'");
    const rows = points(ROWS, 7);
    let started = performance.now();
    for (let i = 0; i < rows.length; i += 1000) {
      const chunk = rows.slice(i, i + 1000);
      await ds.query(
        `INSERT INTO listings (user_id, job_title, pricing, status, latitude, longitude) VALUES ${chunk.map(() => "(?, 'Bench job', 'fixed', 'draft', ?, ?)").join(', ')}`,
        chunk.flatMap(([lat, lng]) => [userId, lat.toFixed(7), lng.toFixed(7)]),
      );
    }
    const insertMs = performance.now() - started;

    started = performance.now();
    const result = await backfillLgaIds(ds.manager, 'listings', { inBatch: (work) => ds.transaction(work) });
    const backfillMs = performance.now() - started;

    // Baseline: the same writes with the answers known (clear, then set again without looking up).
    const answers = await ds.query('SELECT id, lga_id FROM listings WHERE lga_id IS NOT NULL ORDER BY id');
    await ds.query('UPDATE listings SET lga_id = NULL');
    started = performance.now();
    for (let i = 0; i < answers.length; i += 2000) {
      const batch = answers.slice(i, i + 2000);
      const byLga = new Map();
      for (const row of batch) byLga.set(row.lga_id, [...(byLga.get(row.lga_id) ?? []), row.id]);
      await ds.transaction(async (manager) => {
        for (const [lgaId, ids] of byLga) await manager.query(`UPDATE listings SET lga_id = ? WHERE id IN (${ids.map(() => '?').join(', ')}) AND lga_id IS NULL`, [lgaId, ...ids]);
      });
    }
    const writesMs = performance.now() - started;
    let lookupMs = performance.now();
    for (const [lat, lng] of rows) locator.locate(lat, lng);
    lookupMs = performance.now() - lookupMs;
    return { kind, insertMs, backfillMs, writesMs, lookupMs, located: result.located, scanned: result.scanned };
  } finally {
    await ds.destroy();
    await db.drop();
  }
}

console.log(`bench/places, ${new Date().toISOString()}, load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
const locator = perCall();
const kinds = process.env.MYSQL_URL ? ['sqlite', 'mariadb'] : ['sqlite'];
console.log(`\nBackfill of ${ROWS.toLocaleString('en')} listings with random points in Nigeria's box (s):`);
console.log('| Database | insert the rows | backfill (look-ups + writes) | baseline: the writes alone | look-ups alone | ratio backfill / writes | located |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const kind of kinds) {
  const r = await backfill(kind, locator);
  const s = (ms) => (ms / 1000).toFixed(2);
  console.log(`| ${r.kind} | ${s(r.insertMs)} | ${s(r.backfillMs)} | ${s(r.writesMs)} | ${s(r.lookupMs)} | ${(r.backfillMs / r.writesMs).toFixed(2)} | ${r.located.toLocaleString('en')} of ${r.scanned.toLocaleString('en')} |`);
}
console.log(`load average at the end ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
