#!/usr/bin/env node
// `npm run bench [name]`: builds the API, then runs each bench/*.mjs (or the one named) in turn.
// Each prints its figures as ratios against a baseline measured in the same process.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv[2];
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], { cwd: root, stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);

const benches = readdirSync(join(root, 'bench'))
  .filter((file) => file.endsWith('.mjs'))
  .filter((file) => !only || file.startsWith(only));
let failed = 0;
for (const file of benches) {
  console.log(`\n=== bench/${file} ===`);
  const result = spawnSync(process.execPath, [join(root, 'bench', file)], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) failed++;
}
console.log(
  '\nThese are the default sizes (100,000 rows; MariaDB too when MYSQL_URL is set). The million-row runs of' +
    ' search and the back-office lists (seeded once, kept, measured again) are in docs/performance.md, "Reproduce".',
);
process.exit(failed ? 1 : 0);
