#!/usr/bin/env node
// Records how long each journey file took, from the JSON reports of a run's shards
// (e2e/artifacts/shard-*/results.json, or the files given), into e2e/journey-durations.json:
// `npm test` splits the files between its shards by these figures (docs/testing.md "Shards").
// The figures are relative weights: a run on a busy machine serves as well as a quiet one.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const artifacts = join(root, 'e2e', 'artifacts');
const reports = process.argv.length > 2
  ? process.argv.slice(2)
  : existsSync(artifacts)
    ? readdirSync(artifacts).map((shard) => join(artifacts, shard, 'results.json')).filter(existsSync)
    : [];
if (!reports.length) {
  console.error('journey-durations: no report found (run the journeys first: npm test, or npx playwright test -c e2e/playwright.config.ts)');
  process.exit(1);
}

/** Seconds per spec file (relative to e2e/), every attempt of every test counted. */
const seconds = {};
function add(suite, file) {
  const path = suite.file ?? file;
  for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) for (const result of test.results ?? []) seconds[path] = (seconds[path] ?? 0) + result.duration / 1000;
  for (const child of suite.suites ?? []) add(child, path);
}
for (const report of reports) for (const suite of JSON.parse(readFileSync(report, 'utf8')).suites ?? []) add(suite);

const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)).map(([file, s]) => [file, Math.max(1, Math.round(s))]));
writeFileSync(join(root, 'e2e', 'journey-durations.json'), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`journey-durations: ${Object.keys(sorted).length} files from ${reports.length} report(s) written to e2e/journey-durations.json`);
