#!/usr/bin/env node
// `npm test`: every test. Unit and integration suites of each workspace (API suites on SQLite, and
// on MariaDB when MYSQL_URL is set), the quick load and fault suite (MariaDB only), then the Playwright journeys in Debian's Chromium. A part
// whose prerequisite is absent says so in one line and is skipped; .ci/run provides them all.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const results = [];

function step(name, command, args) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  results.push({ name, ok: result.status === 0 });
}

if (!process.env.MYSQL_URL) {
  console.log('MariaDB: MYSQL_URL is not set, so API integration suites run on SQLite only (.ci/run sets it).');
}
step('build, lint and unit/integration tests', 'npx', [
  'nx',
  'run-many',
  '-t',
  'lint',
  'test',
  '--parallel=1',
  '--outputStyle=static',
  '--skipNxCache',
]);

// The load and fault suite's CI version (about 80 s): asserts no 5xx outside its fault window, only
// 503 inside it, and no lost acknowledged write; prints its timings without asserting them.
if (process.env.MYSQL_URL) {
  step('load and fault suite, quick (autocannon, MariaDB)', process.execPath, ['load/run.mjs', '--quick', '--no-build']);
} else {
  console.log('Load and fault suite: skipped, MYSQL_URL is not set (.ci/run sets it; npm run load runs it on demand).');
}

if (existsSync(chromium)) {
  await journeys();
} else {
  console.log(`Browser journeys: skipped, no Chromium at ${chromium} (.ci/run installs Debian's chromium).`);
}

/**
 * The Playwright journeys in E2E_SHARDS shards (default 2) at once, each a whole product of its own
 * (ports E2E_PORT_BASE + 100 per shard, its own seeded database, SMS file and reports under
 * e2e/artifacts/shard-<n>), so no journey shares data with another shard's (docs/testing.md).
 * Each shard's lines are prefixed with its number.
 */
async function journeys() {
  const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
  const base = Number(process.env.E2E_PORT_BASE ?? 4100);
  const name = `browser journeys (Playwright, Chromium, ${shards} shard${shards === 1 ? '' : 's'})`;
  console.log(`\n=== ${name} ===`);
  const runs = Array.from({ length: shards }, (_, i) => {
    const args = ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...(shards > 1 ? [`--shard=${i + 1}/${shards}`] : [])];
    const shardEnv = { ...env, E2E_PORT_BASE: String(base + 100 * i), E2E_ARTIFACTS: join(root, 'e2e', 'artifacts', `shard-${i + 1}`) };
    const child = spawn('npx', args, { cwd: root, env: shardEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = shards > 1 ? `[${i + 1}/${shards}] ` : '';
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(prefix + line));
    }
    return new Promise((done) => child.on('close', (code) => done(code === 0)));
  });
  const ok = (await Promise.all(runs)).every(Boolean);
  results.push({ name, ok });
}

const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name}`);
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
