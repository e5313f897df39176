#!/usr/bin/env node
// Runs one command and reports the CPU time it and its children used (`npm test`'s timing table,
// docs/testing.md): `node scripts/timed.mjs <report-file> <command> [args...]`. The exit code is the
// command's. On Linux the CPU time comes from /proc/self/stat (cutime + cstime: every descendant
// that was waited for); elsewhere from process.resourceUsage(), which counts only this process.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const [report, command, ...args] = process.argv.slice(2);

function childrenCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // After "pid (comm) ": state is field 3, cutime 16 and cstime 17 (1-based), in clock ticks.
    const ticks = Number(fields[16 - 3]) + Number(fields[17 - 3]);
    return ticks / 100;
  } catch {
    return null;
  }
}

const child = spawn(command, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('close', (code, signal) => {
  writeFileSync(report, JSON.stringify({ cpuSeconds: childrenCpuSeconds() }));
  process.exit(code ?? (signal ? 1 : 0));
});
