#!/usr/bin/env node
// `npm test`: every test (docs/testing.md). Each project is built once, then lint and the suites of
// each workspace run in two lanes within the machine's two cores (the API's suites on SQLite, and
// on MariaDB when MYSQL_URL is set, in one; after the units, the quick load and fault suite and the
// two-replica suite, MariaDB only, in the other), then the Playwright journeys in Debian's Chromium
// headless shell, one product per shard, the files split between the shards by their recorded time.
// A part whose prerequisite is absent says so in one line and is skipped; with CI set it fails
// instead (.ci/run provides them all). A table of each step's wall and CPU time closes the run.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { HEADLESS_SHELL, journeyBrowser } from '../e2e/browser.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
const chromium = journeyBrowser();
const inCI = Boolean(process.env.CI) && process.env.CI !== 'false';
const reports = mkdtempSync(join(tmpdir(), 'gig-test-steps-'));
/** `{ name, ok, seconds, cpuSeconds }` per step, in the order they started. */
const results = [];
const nx = ['nx'];
const nxFlags = ['--outputStyle=static'];

/**
 * Runs one step through scripts/timed.mjs (its CPU time) and records it. `prefix` marks each line
 * when steps run side by side.
 */
function step(name, command, args, { prefix = '', stepEnv = env } = {}) {
  const report = join(reports, `${results.length}.json`);
  const result = { name, ok: false, seconds: 0, cpuSeconds: null };
  results.push(result);
  console.log(`\n=== ${name} ===`);
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'scripts', 'timed.mjs'), report, command, ...args], {
    cwd: root,
    env: stepEnv,
    stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (prefix) {
    for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on('line', (line) => console.log(prefix + line));
  }
  return new Promise((done) =>
    child.on('close', (code) => {
      result.ok = code === 0;
      result.seconds = (performance.now() - started) / 1000;
      if (existsSync(report)) result.cpuSeconds = JSON.parse(readFileSync(report, 'utf8')).cpuSeconds;
      done(result.ok);
    }),
  );
}

/** A step that did not run, with the reason, in the table. */
function skipped(name, reason) {
  console.log(`${name}: skipped, ${reason}`);
  results.push({ name, ok: true, skipped: reason, seconds: 0, cpuSeconds: null });
}

// Install and services are .ci/run's steps: it hands their times over in CI_TIMINGS (name<TAB>seconds lines).
const earlier = process.env.CI_TIMINGS && existsSync(process.env.CI_TIMINGS) ? readFileSync(process.env.CI_TIMINGS, 'utf8') : '';
for (const line of earlier.split('\n').filter(Boolean)) {
  const [name, seconds] = line.split('\t');
  results.push({ name, ok: true, seconds: Number(seconds), cpuSeconds: null });
}

if (!process.env.MYSQL_URL) {
  console.log('MariaDB: MYSQL_URL is not set, so API integration suites run on SQLite only (.ci/run sets it).');
}

// 1. One build of every project (Nx runs independent ones side by side; its cache keeps a build
//    whose inputs did not change). Every later step runs without its task dependencies, so nothing
//    is built again.
const built = await step('build (all projects)', 'npx', [...nx, 'run-many', '-t', 'build', '--parallel=2', ...nxFlags]);

if (built) {
  // The search engine's configuration, checked on the built CLI (the engine suites start their own searchd).
  if (existsSync('/usr/bin/searchd') || process.env.SEARCHD_BIN || inCI) {
    await step('search engine configuration check', process.execPath, ['api/dist/cli/search.cli.js', 'searchd', '--check']);
  }

  // 2. Lint and the suites in two lanes: the API's suites (the longest) in one; lint, the other
  //    workspaces' suites, then (3) the load and fault suite and the two-replica suite in the other.
  //    Then (4) the browser journeys. Started beside the API's suites, the journeys raised the load
  //    to 15-20 on two cores and time-outs gave way in both (docs/testing.md).
  const project = (name) => ['run', `${name}:test`, '--excludeTaskDependencies', ...nxFlags];
  await Promise.all([
    step('tests: api (jest, unit and integration)', 'npx', [...nx, ...project('@gigmarket/api')], { prefix: '[api] ' }),
    (async () => {
      await step('lint and typecheck (all projects)', 'npx', [...nx, 'run-many', '-t', 'lint', '--parallel=1', '--excludeTaskDependencies', ...nxFlags], {
        prefix: '[lint] ',
      });
      for (const name of ['@gigmarket/shared', '@gigmarket/paystack-local', '@gigmarket/whatsapp-local', '@gigmarket/admin', '@gigmarket/site']) {
        if (!hasTarget(name, 'test')) continue;
        await step(`tests: ${name.replace('@gigmarket/', '')}`, 'npx', [...nx, ...project(name)], { prefix: `[${name.replace('@gigmarket/', '')}] ` });
      }
      // The load suite drives the API at fixed rates and the replicas wait on timers: neither keeps
      // two cores busy, and both held their checks beside the API's suites (docs/testing.md).
      await loadAndReplicas();
    })(),
  ]);
  if (chromium && existsSync(chromium)) {
    console.log(`Browser journeys in ${chromium}`);
    await journeys();
  } else if (inCI) {
    results.push({ name: 'browser journeys', ok: false, seconds: 0, cpuSeconds: null });
    console.log(`Browser journeys: no Chromium at ${chromium ?? HEADLESS_SHELL}, which CI requires (.ci/run installs Debian's chromium-headless-shell).`);
  } else {
    skipped('browser journeys', `no Chromium at ${chromium ?? HEADLESS_SHELL} (.ci/run installs Debian's chromium-headless-shell)`);
  }
}

/**
 * The load and fault suite's CI version (about 80 s): asserts no 5xx outside its fault window,
 * only 503 inside it, and no lost acknowledged write; prints its timings without asserting them.
 * Then two replicas behind HAProxy on one MariaDB and one Redis (docs/reliability.md "Two replicas").
 */
async function loadAndReplicas() {
  if (!process.env.MYSQL_URL) {
    skipped('load and fault suite', 'MYSQL_URL is not set (.ci/run sets it; npm run load runs it on demand)');
    skipped('two replicas behind HAProxy', 'MYSQL_URL is not set (.ci/run sets it; npm run replicas runs it on demand)');
    return;
  }
  await step('load and fault suite, quick (autocannon, MariaDB)', process.execPath, ['load/run.mjs', '--quick', '--no-build'], { prefix: '[load] ' });
  if (existsSync(process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy') || inCI) {
    await step('two replicas behind HAProxy (MariaDB, Redis)', process.execPath, ['load/replicas.mjs', '--no-build'], { prefix: '[replicas] ' });
  } else {
    skipped('two replicas behind HAProxy', 'no /usr/sbin/haproxy (.ci/run installs it; npm run replicas runs it on demand)');
  }
}

/** Whether a workspace project has a target (its package.json script). */
function hasTarget(name, target) {
  const dir = { '@gigmarket/shared': 'packages/shared', '@gigmarket/paystack-local': 'packages/paystack-local', '@gigmarket/whatsapp-local': 'packages/whatsapp-local' }[name] ?? name.replace('@gigmarket/', '');
  const manifest = join(root, dir, 'package.json');
  return existsSync(manifest) && Boolean(JSON.parse(readFileSync(manifest, 'utf8')).scripts?.[target]);
}

/**
 * The journey files split between `shards` so that each shard's recorded time is about the same
 * (e2e/journey-durations.json, written by scripts/journey-durations.mjs): the longest file first,
 * each to the shard with the least time so far; a file with no figure yet weighs the median.
 * Playwright's own --shard splits by count, which left one shard 20% longer than the other.
 * Answers each shard's files as path filters (docs/testing.md "Shards").
 */
function journeyFiles(shards) {
  const e2e = join(root, 'e2e');
  const files = readdirSync(e2e, { recursive: true })
    .map((path) => path.split('\\').join('/'))
    .filter((path) => path.endsWith('.spec.ts') && !path.startsWith('artifacts/') && !path.includes('node_modules/'));
  const recorded = existsSync(join(e2e, 'journey-durations.json')) ? JSON.parse(readFileSync(join(e2e, 'journey-durations.json'), 'utf8')) : {};
  const known = files.map((file) => recorded[file]).filter((value) => typeof value === 'number').sort((a, b) => a - b);
  const median = known.length ? known[Math.floor(known.length / 2)] : 1;
  const weight = (file) => (typeof recorded[file] === 'number' ? recorded[file] : median);
  const split = Array.from({ length: shards }, () => ({ seconds: 0, files: [] }));
  for (const file of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lightest = split.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best));
    lightest.seconds += weight(file);
    lightest.files.push(file);
  }
  return split.map((shard) => shard.files.map((file) => `e2e/${file.replace(/\./g, '\\.')}$`));
}

/**
 * The Playwright journeys in E2E_SHARDS shards (default 2) at once, each a whole product of its own
 * (ports E2E_PORT_BASE + 100 per shard, its own seeded database, SMS file and reports under
 * e2e/artifacts/shard-<n>), each with E2E_WORKERS workers sharing that product (docs/testing.md).
 * Each shard is a step of its own in the table; its lines are prefixed with its number.
 */
async function journeys() {
  const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
  const base = Number(process.env.E2E_PORT_BASE ?? 4100);
  const files = shards > 1 ? journeyFiles(shards) : [[]];
  await Promise.all(
    files.map((filters, i) => {
      const args = ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...filters];
      const stepEnv = { ...env, E2E_PORT_BASE: String(base + 100 * i), E2E_ARTIFACTS: join(root, 'e2e', 'artifacts', `shard-${i + 1}`) };
      return step(`browser journeys, shard ${i + 1}/${shards} (Playwright, Chromium)`, 'npx', args, { prefix: shards > 1 ? `[${i + 1}/${shards}] ` : '', stepEnv });
    }),
  );
}

rmSync(reports, { recursive: true, force: true });
const failed = results.filter((r) => !r.ok).length;
const passed = results.length - failed;
const width = Math.max(...results.map((r) => r.name.length), 4);
const seconds = (value) => (value === null || value === undefined ? '-' : value.toFixed(0)).padStart(7);
console.log('\n=== summary (wall and CPU seconds per step; side-by-side steps overlap) ===');
console.log(`${'step'.padEnd(width)}  result   wall s    cpu s`);
for (const r of results) {
  const result = r.skipped ? 'skip' : r.ok ? 'PASS' : 'FAIL';
  console.log(`${r.name.padEnd(width)}  ${result.padEnd(6)} ${seconds(r.seconds)}  ${seconds(r.cpuSeconds)}`);
}
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
