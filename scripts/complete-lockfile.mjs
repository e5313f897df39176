#!/usr/bin/env node
// Records the platform binaries that `npm install` leaves out of package-lock.json when the
// registry this machine reaches does not serve them (e.g. @swc/core-darwin-arm64). npm ci then
// refuses the lock as "Missing: ... from lock file" (npm/cli#9846). Each missing optional
// dependency gets a placeholder entry with its os and cpu, so npm ci skips it on this platform as
// it would the real package. Idempotent; run after `npm install` and by .ci/run before `npm ci`.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const lockPath = join(dirname(fileURLToPath(import.meta.url)), '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const OSES = ['darwin', 'linux', 'win32', 'freebsd', 'openbsd', 'netbsd', 'android', 'sunos', 'aix'];
const CPUS = ['arm64', 'x64', 'arm', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = OSES.find((candidate) => parts.includes(candidate));
  const cpu = CPUS.find((candidate) => parts.includes(candidate));
  return os && cpu ? { os, cpu } : null;
}

/** Where npm would look for `name` required from the package at `from` (nested, then up the tree). */
function resolvable(from, name) {
  let base = from;
  for (;;) {
    if (lock.packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
    const index = base.lastIndexOf('node_modules/');
    base = index <= 0 ? '' : base.slice(0, index - 1);
  }
}

let added = 0;
for (const [path, entry] of Object.entries({ ...lock.packages })) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolvable(path, name) || !/^\d+\.\d+\.\d+/.test(spec)) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    lock.packages[`node_modules/${name}`] = { version: spec, cpu: [platform.cpu], os: [platform.os], optional: true };
    added++;
  }
}
if (added) {
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
}
console.log(`complete-lockfile: ${added} platform placeholder(s) added`);
