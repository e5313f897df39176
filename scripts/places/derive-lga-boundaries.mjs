#!/usr/bin/env node
// Derives the LGA boundaries the API carries (api/src/locations/data/nga-lga-boundaries.topo.json)
// from geoBoundaries' Nigeria ADM2 file (docs/places.md, "How the files were made"):
//
//   node scripts/places/derive-lga-boundaries.mjs [path/to/geoBoundaries-NGA-ADM2_simplified.geojson]
//
// (default: ../shared/data/nga-lgas/ beside the repository). It runs mapshaper 0.7.70 through npx
// (pinned; not a dependency of the project, whose installs stay small), keeps only `shapeID`,
// simplifies with Visvalingam at a 100 m interval keeping every shape, and writes TopoJSON
// quantised to 1e5 steps (about 12 m across Nigeria's extent): shared borders are stored once and
// stay shared, so the simplified LGAs leave no gaps or overlaps between neighbours. It then checks
// that the SHA-256 of the input is the one geoBoundaries published and that the output holds the
// 774 shape ids of the centre points CSV.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const input = resolve(process.argv[2] ?? join(root, '..', 'shared', 'data', 'nga-lgas', 'geoBoundaries-NGA-ADM2_simplified.geojson'));
const data = join(root, 'api', 'src', 'locations', 'data');
const output = join(data, 'nga-lga-boundaries.topo.json');
const ADM2_SHA256 = 'daac9ba2c98f0d8984085c8a5b3a5301fca362f3ca37e6ac7dfcc7633719fc1d';

if (!existsSync(input)) {
  console.error(`${input} not found: pass the path of geoBoundaries-NGA-ADM2_simplified.geojson`);
  process.exit(1);
}
const digest = createHash('sha256').update(readFileSync(input)).digest('hex');
if (digest !== ADM2_SHA256) {
  console.error(`${input}: SHA-256 ${digest}, expected geoBoundaries' ${ADM2_SHA256}`);
  process.exit(1);
}

const run = spawnSync(
  'npx',
  [
    '--yes',
    'mapshaper@0.7.70',
    '-i', input, 'name=lgas',
    '-filter-fields', 'shapeID',
    '-simplify', 'interval=100', 'keep-shapes',
    '-o', output, 'format=topojson', 'quantization=100000', 'force',
  ],
  { stdio: 'inherit' },
);
if (run.status !== 0) process.exit(run.status ?? 1);

const topology = JSON.parse(readFileSync(output, 'utf8'));
const shapes = new Set(topology.objects.lgas.geometries.map((geometry) => geometry.properties.shapeID));
const csv = readFileSync(join(data, 'nga_lga_centroids.csv'), 'utf8').trim().split(/\r?\n/).slice(1);
const missing = csv.map((line) => line.trim().split(',').at(-1)).filter((id) => !shapes.has(id));
if (shapes.size !== 774 || missing.length) {
  console.error(`${output}: ${shapes.size} shapes, ${missing.length} of the CSV's shape ids missing`);
  process.exit(1);
}
console.log(`${output}: 774 LGAs, ${(statSync(output).size / 1024).toFixed(0)} KB`);
