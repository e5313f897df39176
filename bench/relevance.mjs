#!/usr/bin/env node
// bench/relevance: does the job search find the job a person means? (docs/search.md "Measured: does
// search find?")
//
// Asks every judged query of bench/relevance/queries.mjs (what a freelancer types, in English and
// French, with the jobs that should come first) through the API's own search
// (JobSearchService.searchWithSource, as GET /api/jobs does for a signed-in freelancer: the default
// sort, "Best match" when there are words; 20 a page; no facets, as the site asks it), and scores the
// answers per path and per language:
//   success@5   the share of judged queries with a right job (grade 2, what was asked for) in the
//               first five; a query is judged on a data set when such a job is open there
//   any@5       the same with any relevant job (grade 1 or 2)
//   recall@20   relevant jobs in the first 20 over the relevant jobs open (at most 20)
//   nDCG@10     graded (gain 2^grade - 1), against the best order of the relevant jobs open
//   zero        the share of all queries answered with no job, and how many of them while a relevant
//               job of grade 2 is open (a failure)
// Queries with no grade-2 job open on a data set are listed apart, with what they answered.
// It then prints the failing queries with what came first and how the words were understood, and
// the p50/p95 of the query set per path (the first round warms up and is judged; BENCH_RELEVANCE_ROUNDS
// more are timed).
//
// Data sets: the demo data (`npm run seed`'s 200 listings from the job templates, and the "Today:"
// job), then the demo data plus BENCH_RELEVANCE_ROWS listings of the realistic generator (default
// 20,000, a fixed seed so every path and every run holds the same jobs). Paths: SQLite (a temp
// file); MariaDB on SQL when MYSQL_URL is set (a schema of its own beside that database, dropped at
// the end); MariaDB with the search engine when a searchd is installed (Debian's sphinxsearch; the
// bench starts its own on a temp data dir and kills it at the end).
//
//   node bench/relevance.mjs                                  SQLite; both data sets
//   MYSQL_URL=mysql://root@127.0.0.1:3306/gig_bench node bench/relevance.mjs   + MariaDB (+ the engine)
//   BENCH_RELEVANCE_ROWS=5000                                 the realistic data set's size
//   BENCH_RELEVANCE_DATA=demo (or realistic)                  one data set only
//   BENCH_RELEVANCE_SEED=47                                   the realistic generator's seed
//   BENCH_RELEVANCE_ROUNDS=3                                  timed rounds of the query set per path
//   BENCH_RELEVANCE_ONLY="plumber,ménage"                     only these queries (exactly as written)
//   BENCH_RELEVANCE_VERBOSE=1                                 every query's first results, not only the failures
//   BENCH_SKIP_SQLITE=1, BENCH_ENGINE=0                       leave a path out
//   BENCH_SEARCHD_PORT=6310                                   the engine's port (default: a free one)
//   BENCH_ENGINE_TIMEOUT_MS=10000                             the engine API's SEARCH_TIMEOUT_MS (an answer from
//                                                             SQL on the engine's path is counted and said)
// Exits 0 with the figures printed: the targets (issue 47) are reported as met or not, not asserted.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os, { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { KINDS, QUERIES } from './relevance/queries.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'api', 'dist');
if (!existsSync(join(dist, 'search', 'search-words.service.js'))) {
  console.error('bench/relevance: api/dist is missing or stale; run `npm run build -w api` first.');
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
const { JobSearchService } = require(join(dist, 'jobs', 'job-search.service.js'));
const { SearchWordsService } = require(join(dist, 'search', 'search-words.service.js'));
const { SearchSyncService } = require(join(dist, 'search-engine', 'search-sync.service.js'));
const { startSearchd, searchdVersion } = require(join(dist, 'search-engine', 'engine-process.js'));
const { seed } = require(join(dist, 'seed', 'seed.js'));
const { insertListings } = require(join(dist, 'seed', 'listing-rows.js'));
const { SeededRandom } = require(join(dist, 'seed', 'random.js'));
const { JOB_TEMPLATES } = require(join(dist, 'seed', 'demo-data.js'));
const { CATEGORY_TASKS } = require(join(dist, 'seed', 'listing-vocabulary.js'));
const { backfillLgaIds } = require(join(dist, 'locations', 'lga-rows.js'));
const { transaction } = require(join(dist, 'common', 'transaction.js'));

const ROWS = Number(process.env.BENCH_RELEVANCE_ROWS ?? 20_000);
const SEED = Number(process.env.BENCH_RELEVANCE_SEED ?? 47);
const ROUNDS = Number(process.env.BENCH_RELEVANCE_ROUNDS ?? 3);
const DATA_SETS = (process.env.BENCH_RELEVANCE_DATA ?? 'demo,realistic').split(',').map((name) => name.trim());
const ONLY = process.env.BENCH_RELEVANCE_ONLY
  ? new Set(process.env.BENCH_RELEVANCE_ONLY.split(',').map((text) => text.trim()))
  : null;
const VERBOSE = Boolean(process.env.BENCH_RELEVANCE_VERBOSE);
const ENGINE = process.env.BENCH_ENGINE !== '0' && searchdVersion() !== null;
const ENGINE_TIMEOUT_MS = Number(process.env.BENCH_ENGINE_TIMEOUT_MS ?? 10_000);
const PER_PAGE = 20;

/** The targets of issue 47 (docs/search.md "Measured: does search find?"). */
const TARGET = { success5: 0.9, frenchTolerance: 0.05 };

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
const pct = (value) => (value === null ? '   -  ' : `${(value * 100).toFixed(1).padStart(5)}%`);
const num = (value) => (value === null ? '  -  ' : value.toFixed(3));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const mean = (values) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null);

// ---------------------------------------------------------------------------------------------
// The judgements: every task named must be one of the generators', every place one the product knows.

const TASKS = [
  ...new Set([
    ...Object.values(JOB_TEMPLATES)
      .flat()
      .map((template) => template[0]),
    ...Object.values(CATEGORY_TASKS).flat(),
  ]),
].sort((a, b) => b.length - a.length);

/** The task a listing's title starts with (the longest that fits), the demo's "Today: " aside. */
function taskOf(title) {
  const text = title.replace(/^Today: /, '');
  return TASKS.find((task) => text.startsWith(task)) ?? null;
}

function checkQueries(queries) {
  const problems = [];
  const seen = new Set();
  for (const query of queries) {
    const where = JSON.stringify(query.q);
    if (seen.has(`${query.lang}:${query.q}`)) problems.push(`${where}: judged twice`);
    seen.add(`${query.lang}:${query.q}`);
    if (!['en', 'fr'].includes(query.lang)) problems.push(`${where}: language ${query.lang}`);
    for (const kind of query.kinds) if (!KINDS.includes(kind)) problems.push(`${where}: kind ${kind}`);
    if (query.kinds.includes('place') !== Boolean(query.place))
      problems.push(`${where}: a place query names its place, and only it`);
    if (!query.grades[2]?.length) problems.push(`${where}: nothing of grade 2`);
    for (const [grade, tasks] of Object.entries(query.grades)) {
      if (!['1', '2'].includes(grade)) problems.push(`${where}: grade ${grade}`);
      for (const task of tasks)
        if (!TASKS.includes(task)) problems.push(`${where}: no such task ${JSON.stringify(task)}`);
    }
  }
  if (problems.length) {
    console.error(`bench/relevance: the judged queries are wrong:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
}

/** Task -> grade for a query (the higher grade when a task is named twice). */
function gradeMap(query) {
  const grades = new Map();
  for (const grade of [1, 2])
    for (const task of query.grades[grade] ?? []) grades.set(task, Math.max(grade, grades.get(task) ?? 0));
  return grades;
}

/** State and LGA names -> ids on this database. */
async function placeIds(dataSource) {
  const states = new Map(
    (await dataSource.query('SELECT id, name FROM states')).map((row) => [row.name, Number(row.id)]),
  );
  const lgas = new Map(
    (
      await dataSource.query('SELECT l.id, l.name, s.name AS state_name FROM lgas l JOIN states s ON s.id = l.state_id')
    ).map((row) => [`${row.state_name}|${row.name}`, Number(row.id)]),
  );
  const resolve = (place) => {
    if (!place) return null;
    const state = states.get(place.state);
    if (state === undefined) throw new Error(`bench/relevance: no state ${JSON.stringify(place.state)}`);
    if (!place.lga) return { state };
    const lga = lgas.get(`${place.state}|${place.lga}`);
    if (lga === undefined) throw new Error(`bench/relevance: no LGA ${JSON.stringify(place.lga)} in ${place.state}`);
    return { state, lga };
  };
  return {
    resolve,
    stateName: new Map([...states].map(([name, id]) => [id, name])),
    lgaName: new Map([...lgas].map(([key, id]) => [id, key.split('|')[1]])),
  };
}

/** The listings a freelancer can apply to now (as the search's own rule: open, not deleted, not expired). */
async function openListings(dataSource) {
  const now = new Date(Math.floor(Date.now() / 1000) * 1000).toISOString().slice(0, 19).replace('T', ' ');
  const rows = await dataSource.query(
    "SELECT id, job_title, state, lga_id FROM listings WHERE status = 'open' AND deleted_at IS NULL AND expires_at > ?",
    [now],
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        title: row.job_title,
        task: taskOf(row.job_title),
        state: Number(row.state),
        lga: row.lga_id === null ? null : Number(row.lga_id),
      },
    ]),
  );
}

function gradeOf(listing, grades, place) {
  if (!listing?.task) return 0;
  if (place && (listing.state !== place.state || (place.lga !== undefined && listing.lga !== place.lga))) return 0;
  return grades.get(listing.task) ?? 0;
}

const dcg = (gains) => gains.reduce((sum, grade, index) => sum + (2 ** grade - 1) / Math.log2(index + 2), 0);

/** One query's answer scored against the open listings. */
function score(query, answer, open, places) {
  const grades = gradeMap(query);
  const place = places.resolve(query.place);
  const relevantOpen = [...open.values()]
    .map((listing) => gradeOf(listing, grades, place))
    .filter((grade) => grade > 0);
  const got = answer.items.map((item) => gradeOf(open.get(item.id), grades, place));
  // Judged where what was asked for (grade 2) is open; a query with only related jobs open is listed apart.
  const judged = relevantOpen.includes(2);
  const ideal = [...relevantOpen].sort((a, b) => b - a).slice(0, 10);
  return {
    judged,
    relevantOpen: relevantOpen.length,
    askedOpen: relevantOpen.filter((grade) => grade === 2).length,
    success5: judged ? got.slice(0, 5).includes(2) : null,
    any5: judged ? got.slice(0, 5).some((grade) => grade > 0) : null,
    recall20: judged ? got.slice(0, 20).filter((grade) => grade > 0).length / Math.min(relevantOpen.length, 20) : null,
    ndcg10: judged ? dcg(got.slice(0, 10)) / dcg(ideal) : null,
    zero: answer.total === 0,
    got,
  };
}

// ---------------------------------------------------------------------------------------------
// The data sets and the paths.

const JWT_SECRET = randomBytes(24).toString('hex');

async function boot(env) {
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    JWT_SECRET,
    DATABASE_CONNECT_RETRIES: '0',
    // Nothing runs in the background: the words are counted and the index rebuilt by the bench.
    BACKGROUND_TASKS: 'false',
    ...env,
  });
  // abortOnError: a failed start (its schema dropped on Ctrl-C) throws here rather than exiting before the clean-up.
  const app = await NestFactory.create(AppModule.forRoot(config), { logger: false, abortOnError: false });
  configureApp(app, config);
  await app.init();
  return { app, dataSource: app.get(getDataSourceToken()) };
}

/** The demo data, then (for the realistic data set) ROWS listings of the realistic generator from a fixed seed. */
async function seedData(dataSource, kind, dataSet) {
  const started = performance.now();
  await seed(dataSource, { superadminEmail: 'bench-root@example.com', superadminPassword: 'Bench-Secret-123' });
  if (dataSet === 'realistic') {
    // As the seed's own extra listings (seed.ts), from a fixed seed rather than the clock.
    const context = {
      employerIds: (await dataSource.query("SELECT id FROM users WHERE user_type = 'employer' ORDER BY id")).map(
        (row) => Number(row.id),
      ),
      categoryIdByName: new Map(
        (await dataSource.query('SELECT id, category_name FROM categories ORDER BY id')).map((row) => [
          row.category_name,
          Number(row.id),
        ]),
      ),
      jobTypeIds: (await dataSource.query('SELECT id FROM jobtypes ORDER BY id')).map((row) => Number(row.id)),
      stateIdByName: new Map(
        (await dataSource.query('SELECT id, name FROM states ORDER BY id')).map((row) => [row.name, Number(row.id)]),
      ),
    };
    await transaction(dataSource, async (manager) => {
      await insertListings(manager, context, ROWS, new SeededRandom(SEED), 500, 'realistic');
      await backfillLgaIds(manager, 'listings');
    });
  }
  await dataSource.query(kind === 'sqlite' ? 'ANALYZE' : 'ANALYZE TABLE listings');
  const [{ n, open }] = await dataSource.query(
    "SELECT COUNT(*) AS n, SUM(CASE WHEN status = 'open' THEN 1 ELSE 0 END) AS open FROM listings",
  );
  return { seconds: (performance.now() - started) / 1000, total: Number(n), open: Number(open) };
}

/** Every query asked once (judged), then ROUNDS more times (timed). */
async function ask(app, label, queries, context) {
  const jobs = app.get(JobSearchService);
  const dataSource = app.get(getDataSourceToken());
  const [freelancer] = await dataSource.query(
    "SELECT id FROM users WHERE user_type = 'freelancer' ORDER BY id LIMIT 1",
  );
  const userId = Number(freelancer.id);
  const search = (query) =>
    jobs.searchWithSource(userId, { q: query.q, per_page: PER_PAGE }, query.lang, { facets: false });
  const open = await openListings(dataSource);
  const places = await placeIds(dataSource);
  const loadBefore = load();
  const results = [];
  for (const query of queries) {
    const started = performance.now();
    const { result, source } = await search(query);
    const ms = performance.now() - started;
    results.push({ query, answer: result, source, ms, ...score(query, result, open, places) });
  }
  const samples = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of queries) {
      const started = performance.now();
      await search(query);
      samples.push(performance.now() - started);
    }
  }
  samples.sort((a, b) => a - b);
  const timing = samples.length
    ? { p50: percentile(samples, 50), p95: percentile(samples, 95), calls: samples.length }
    : null;
  const run = { label, results, timing, open, places, load: `${loadBefore} -> ${load()}`, ...context };
  report(run);
  return run;
}

// ---------------------------------------------------------------------------------------------
// What it prints.

function figures(results) {
  const judged = results.filter((result) => result.judged);
  return {
    queries: results.length,
    judged: judged.length,
    success5: mean(judged.map((result) => (result.success5 ? 1 : 0))),
    any5: mean(judged.map((result) => (result.any5 ? 1 : 0))),
    recall20: mean(judged.map((result) => result.recall20)),
    ndcg10: mean(judged.map((result) => result.ndcg10)),
    zero: mean(results.map((result) => (result.zero ? 1 : 0))),
    zeroWhileOpen: judged.filter((result) => result.zero).length,
  };
}

function figureLine(name, f) {
  return `  ${name.padEnd(10)} ${String(f.judged).padStart(3)}/${String(f.queries).padEnd(3)}  ${pct(f.success5)}  ${pct(f.any5)}  ${pct(f.recall20)}   ${num(f.ndcg10)}  ${pct(f.zero)}  ${String(f.zeroWhileOpen).padStart(3)}`;
}

function describeListing(run, id, grade) {
  const listing = run.open.get(id);
  if (!listing) return `#${id} (not open?)`;
  const where = [
    listing.lga === null ? null : run.places.lgaName.get(listing.lga),
    run.places.stateName.get(listing.state),
  ]
    .filter(Boolean)
    .join(', ');
  return `${listing.title} [${where}] g${grade}`;
}

function understood(answer) {
  const u = answer.understanding;
  if (!u) return 'no words';
  const parts = [`searched "${u.searched}"`];
  if (u.corrections.length) parts.push(`corrected ${u.corrections.map((c) => `${c.from}->${c.to}`).join(', ')}`);
  if (u.place) parts.push(`place "${u.place.words}" = ${u.place.kind} ${u.place.name}`);
  if (u.partial) parts.push('partial');
  if (u.wider) parts.push(`wider: ${u.wider.total} in ${u.wider.state_name ?? 'everywhere'}`);
  return parts.join('; ');
}

function report(run) {
  const { results } = run;
  console.log(`\n${run.label}  (load ${run.load})`);
  const sources = new Map();
  for (const result of results) sources.set(result.source, (sources.get(result.source) ?? 0) + 1);
  console.log(`  answered by: ${[...sources].map(([source, n]) => `${source} ${n}`).join(', ')}`);
  console.log(`  ${''.padEnd(10)} judged     success@5  any@5   recall@20  nDCG@10   zero  zero while open`);
  console.log(figureLine('all', figures(results)));
  for (const lang of ['en', 'fr'])
    console.log(figureLine(lang, figures(results.filter((result) => result.query.lang === lang))));
  for (const kind of KINDS)
    console.log(figureLine(kind, figures(results.filter((result) => result.query.kinds.includes(kind)))));
  if (run.timing)
    console.log(
      `  time of a query: p50 ${run.timing.p50.toFixed(1)} ms, p95 ${run.timing.p95.toFixed(1)} ms (${run.timing.calls} calls after one judged round)`,
    );

  const failing = results.filter((result) => result.judged && (!result.success5 || result.zero));
  console.log(`  failing (nothing asked for in the first five, or nothing found while it is open): ${failing.length}`);
  const show = (result, why) => {
    console.log(
      `    ${why} ${result.query.lang} "${result.query.q}" [${result.query.kinds.join(',')}]: ${result.answer.total} found; open: ${result.askedOpen} asked for, ${result.relevantOpen - result.askedOpen} related; ${understood(result.answer)}`,
    );
    result.answer.items
      .slice(0, 3)
      .forEach((item, index) =>
        console.log(`        ${index + 1}. ${describeListing(run, item.id, result.got[index])}`),
      );
    if (result.query.note) console.log(`        note: ${result.query.note}`);
  };
  for (const result of failing) show(result, result.zero ? 'ZERO' : 'MISS');
  if (VERBOSE) for (const result of results.filter((r) => r.judged && !failing.includes(r))) show(result, 'ok  ');
  const answered = (result) =>
    `"${result.query.q}" (${result.answer.total}${result.answer.understanding?.partial ? ' partial' : ''}${result.answer.understanding?.wider ? `, wider ${result.answer.understanding.wider.total}` : ''}${result.got.slice(0, 5).some((grade) => grade > 0) ? ', a related job in the first five' : ''})`;
  for (const [what, list] of [
    ['only related jobs open (not judged here)', results.filter((result) => !result.judged && result.relevantOpen > 0)],
    ['nothing relevant open on this data (not judged here)', results.filter((result) => result.relevantOpen === 0)],
  ]) {
    if (list.length)
      console.log(`  ${what}: ${list.length}, answered (total found):\n    ${list.map(answered).join(', ')}`);
  }
}

/** The issue's targets, met or not, for one run. */
function targets(run) {
  const all = figures(run.results);
  const en = figures(run.results.filter((result) => result.query.lang === 'en'));
  const fr = figures(run.results.filter((result) => result.query.lang === 'fr'));
  const said = (met) => (met ? 'met' : 'NOT MET');
  const frenchOk =
    fr.success5 >= en.success5 - TARGET.frenchTolerance && fr.ndcg10 >= en.ndcg10 - TARGET.frenchTolerance;
  return [
    `success@5 ${pct(all.success5).trim()} (aim >= ${TARGET.success5 * 100}%): ${said(all.success5 >= TARGET.success5)}`,
    `nothing found while what was asked for is open: ${all.zeroWhileOpen} queries: ${said(all.zeroWhileOpen === 0)}`,
    `French as good as English (success@5 ${pct(fr.success5).trim()} vs ${pct(en.success5).trim()}, nDCG@10 ${num(fr.ndcg10)} vs ${num(en.ndcg10)}, within ${TARGET.frenchTolerance * 100} points): ${said(frenchOk)}`,
  ];
}

/**
 * The same schema through the engine: a second API with SEARCH_URL (its time-out raised, so a
 * loaded machine measures the engine's answers rather than its fallback to SQL), the index rebuilt.
 */
async function engineRun(env, label, dataSet, sql) {
  const api = await booted({ ...env, SEARCH_URL: searchd.url, SEARCH_TIMEOUT_MS: String(ENGINE_TIMEOUT_MS) });
  try {
    const rebuilt = await api.app.get(SearchSyncService).rebuild({ truncate: true });
    const run = await ask(
      api.app,
      `${label} (index rebuilt: ${rebuilt.documents.toLocaleString('en')} in ${rebuilt.seconds.toFixed(1)} s)`,
      queries,
      {
        dataSet,
        path: 'engine',
      },
    );
    const fellBack = run.results.filter((result) => result.source !== 'engine').length;
    if (fellBack)
      console.log(
        `  NOTE: ${fellBack} of ${run.results.length} answers came from SQL (the engine's fallback): these figures are not the engine's alone`,
      );
    // Both paths understand the words alike; where their answers differ is worth knowing (docs/search.md).
    const top = (result) => JSON.stringify(result.answer.items.slice(0, 5).map((item) => item.id));
    const same = run.results.filter(
      (result, index) =>
        top(result) === top(sql.results[index]) && result.answer.total === sql.results[index].answer.total,
    ).length;
    console.log(`  the same first five and total as MariaDB's SQL: ${same} of ${run.results.length} queries`);
    return run;
  } finally {
    await api.close();
  }
}

// ---------------------------------------------------------------------------------------------
// The run.

checkQueries(QUERIES);
const queries = ONLY ? QUERIES.filter((query) => ONLY.has(query.q)) : QUERIES;
const count = (lang) => queries.filter((query) => query.lang === lang).length;
console.log(
  `bench/relevance: ${queries.length} judged queries (${count('en')} English, ${count('fr')} French); data sets: ${DATA_SETS.join(', ')}; realistic rows ${ROWS.toLocaleString('en')} (seed ${SEED}); load ${load()}`,
);

/**
 * What the bench made and must undo however it ends (a searchd, a schema, temp files): each undo
 * runs once, from its own `finally` or, on Ctrl-C or SIGTERM, from here, the newest first.
 */
const pending = new Set();
function undoable(work) {
  let running = null;
  // Every caller, the `finally` and a signal alike, waits for the one run.
  const undo = () =>
    (running ??= (async () => {
      try {
        await work();
      } finally {
        pending.delete(undo);
      }
    })());
  pending.add(undo);
  return undo;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    console.error(`\nbench/relevance: ${signal}, cleaning up`);
    for (const undo of [...pending].reverse()) await undo().catch((error) => console.error(`  ${error.message}`));
    process.exit(130);
  });
}

/** A booted API, closed by its undo. */
async function booted(env) {
  const api = await boot(env);
  return { ...api, close: undoable(() => api.app.close()) };
}

let searchd = null;
const runs = [];
const mysqlUrl = process.env.MYSQL_URL ? new URL(process.env.MYSQL_URL) : null;
let stopSearchd = null;
try {
  if (mysqlUrl && ENGINE) {
    const dataDir = mkdtempSync(join(tmpdir(), 'gig-relevance-searchd-'));
    stopSearchd = undoable(async () => {
      await searchd?.kill();
      rmSync(dataDir, { recursive: true, force: true });
    });
    searchd = await startSearchd({
      dataDir,
      memLimit: '128M',
      port: process.env.BENCH_SEARCHD_PORT ? Number(process.env.BENCH_SEARCHD_PORT) : undefined,
    });
    console.log(`engine: ${searchd.version} at ${searchd.url}`);
  } else if (mysqlUrl) {
    console.log(
      `engine: skipped (${process.env.BENCH_ENGINE === '0' ? 'BENCH_ENGINE=0' : 'no searchd: apt-get install sphinxsearch'})`,
    );
  } else {
    console.log('mariadb and the engine: skipped (set MYSQL_URL)');
  }

  for (const dataSet of DATA_SETS) {
    if (!['demo', 'realistic'].includes(dataSet))
      throw new Error(`bench/relevance: no data set ${dataSet} (demo, realistic)`);
    const name = dataSet === 'demo' ? 'demo data' : `realistic, ${ROWS.toLocaleString('en')} rows + demo`;

    if (!process.env.BENCH_SKIP_SQLITE) {
      const dir = mkdtempSync(join(tmpdir(), 'gig-relevance-'));
      const removeDir = undoable(() => rmSync(dir, { recursive: true, force: true }));
      try {
        const api = await booted({ SQLITE_PATH: join(dir, 'bench.sqlite'), UPLOAD_DIR: join(dir, 'uploads') });
        try {
          const seeded = await seedData(api.dataSource, 'sqlite', dataSet);
          await api.app.get(SearchWordsService).recount();
          runs.push(
            await ask(
              api.app,
              `${name} / sqlite: ${seeded.total.toLocaleString('en')} listings, ${seeded.open.toLocaleString('en')} open (seeded in ${seeded.seconds.toFixed(1)} s)`,
              queries,
              { dataSet, path: 'sqlite' },
            ),
          );
        } finally {
          await api.close();
        }
      } finally {
        await removeDir();
      }
    }

    if (mysqlUrl) {
      const schema = `${mysqlUrl.pathname.slice(1) || 'gig_bench'}_rel_${randomBytes(4).toString('hex')}`;
      const admin = await mysql.createConnection({
        host: mysqlUrl.hostname,
        port: Number(mysqlUrl.port || 3306),
        user: decodeURIComponent(mysqlUrl.username),
        password: decodeURIComponent(mysqlUrl.password),
      });
      await admin.query(`CREATE DATABASE \`${schema}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      const uploads = mkdtempSync(join(tmpdir(), 'gig-relevance-up-'));
      const dropSchema = undoable(async () => {
        await admin.query(`DROP DATABASE IF EXISTS \`${schema}\``);
        await admin.end();
        rmSync(uploads, { recursive: true, force: true });
      });
      try {
        const schemaUrl = new URL(mysqlUrl.toString());
        schemaUrl.pathname = `/${schema}`;
        const env = { DATABASE_URL: schemaUrl.toString(), UPLOAD_DIR: uploads };
        const api = await booted(env);
        try {
          const seeded = await seedData(api.dataSource, 'mariadb', dataSet);
          await api.app.get(SearchWordsService).recount();
          const size = `${seeded.total.toLocaleString('en')} listings, ${seeded.open.toLocaleString('en')} open`;
          const sql = await ask(
            api.app,
            `${name} / mariadb (SQL): ${size} (seeded in ${seeded.seconds.toFixed(1)} s)`,
            queries,
            {
              dataSet,
              path: 'mariadb',
            },
          );
          runs.push(sql);
          if (searchd) runs.push(await engineRun(env, `${name} / mariadb + engine: ${size}`, dataSet, sql));
        } finally {
          await api.close();
        }
      } finally {
        await dropSchema();
      }
    }
  }
} finally {
  await stopSearchd?.();
}

console.log(
  '\nSummary: success@5 / recall@20 / nDCG@10 / zero-result share (judged queries), p50 / p95 ms; all, English, French',
);
console.log(
  '| Data set | Path | Judged | success@5 | recall@20 | nDCG@10 | zero | p50 / p95 ms | en success@5 | fr success@5 | en nDCG@10 | fr nDCG@10 |',
);
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
const fallbacks = (run) => {
  const n = run.results.filter((result) => run.path === 'engine' && result.source !== 'engine').length;
  return n ? ` (${n} answered by SQL)` : '';
};
for (const run of runs) {
  const all = figures(run.results);
  const en = figures(run.results.filter((result) => result.query.lang === 'en'));
  const fr = figures(run.results.filter((result) => result.query.lang === 'fr'));
  console.log(
    `| ${run.dataSet} | ${run.path}${fallbacks(run)} | ${all.judged}/${all.queries} | ${pct(all.success5).trim()} | ${pct(all.recall20).trim()} | ${num(all.ndcg10)} | ${pct(all.zero).trim()} | ${run.timing ? `${run.timing.p50.toFixed(1)} / ${run.timing.p95.toFixed(1)}` : '-'} | ${pct(en.success5).trim()} | ${pct(fr.success5).trim()} | ${num(en.ndcg10)} | ${num(fr.ndcg10)} |`,
  );
}
console.log('\nTargets (issue 47), each data set and path:');
for (const run of runs) {
  console.log(`  ${run.dataSet} / ${run.path}${fallbacks(run)}:`);
  for (const line of targets(run)) console.log(`    ${line}`);
}
