/**
 * What every journey of a shard shares on its one API and one journey may change for all: the
 * movable test clock (docs/testing.md "Journey fixtures"). A readers-writer lock across the
 * shard's workers, in files under the shard's artifacts folder: every journey holds it shared
 * while it runs; a journey that moves the clock takes it alone, waiting for the others to finish
 * their current test and holding back new ones until it puts the clock back.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS } from './artifacts';

// support/start-api.mjs clears it before any journey starts.
const DIR = join(ARTIFACTS, 'api-state');
const RUNNING = join(DIR, 'running');
/** Present while a journey has the API to itself; its `owner` file names that journey. */
const ALONE = join(DIR, 'alone');
const OWNER = join(ALONE, 'owner');
const POLL_MS = 50;

async function until(condition: () => boolean, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`waited ${Math.round(timeoutMs / 1000)} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const exists = (dir: string) => {
  try {
    readdirSync(dir);
    return true;
  } catch {
    return false;
  }
};

/** The journey that has the API alone and its worker's pid, if one has. */
function aloneOwner(): { id: string; pid: number } | undefined {
  try {
    const [id, pid] = readFileSync(OWNER, 'utf8').split('\n');
    return { id, pid: Number(pid) };
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether the worker of a running journey is still there (one killed mid-test leaves its file). */
function runnerAlive(entry: string): boolean {
  try {
    const pid = Number(readFileSync(join(RUNNING, entry), 'utf8'));
    return !Number.isInteger(pid) || pid <= 0 || isAlive(pid);
  } catch {
    return false;
  }
}

/**
 * Whether a journey has the API alone. A worker that died holding it (killed after a timed-out
 * teardown) gives it back here, so it cannot hold the shard's later journeys.
 */
function someoneAlone(): boolean {
  if (!exists(ALONE)) return false;
  const owner = aloneOwner();
  if (owner && Number.isInteger(owner.pid) && !isAlive(owner.pid)) {
    rmSync(ALONE, { recursive: true, force: true });
    return false;
  }
  return true;
}

/**
 * Holds the API shared for one journey: registers first, then checks that no journey has it alone
 * (registering first means a journey that takes it alone after that check waits for this one).
 * Answers the release.
 */
export async function holdShared(id: string, timeoutMs: number): Promise<() => void> {
  mkdirSync(RUNNING, { recursive: true });
  const mine = join(RUNNING, id);
  for (;;) {
    writeFileSync(mine, String(process.pid));
    if (!someoneAlone()) return () => rmSync(mine, { force: true });
    rmSync(mine, { force: true });
    await until(() => !someoneAlone(), 'a journey that moves the API clock to finish', timeoutMs);
  }
}

/**
 * Takes the API alone for journey `id` (which holds it shared): waits until it is the only one
 * running. Answers the release.
 */
export async function holdAlone(id: string, timeoutMs: number): Promise<() => void> {
  mkdirSync(RUNNING, { recursive: true });
  const mine = join(RUNNING, id);
  // Not counted as running while it waits its turn, so two such journeys never wait on each other.
  rmSync(mine, { force: true });
  // mkdir is atomic: one journey at a time has the API alone.
  await until(
    () => {
      if (someoneAlone()) return false;
      try {
        mkdirSync(ALONE);
        return true;
      } catch {
        return false;
      }
    },
    'another journey that moves the API clock',
    timeoutMs,
  );
  writeFileSync(OWNER, `${id}\n${process.pid}`);
  writeFileSync(mine, String(process.pid));
  const release = () => rmSync(ALONE, { recursive: true, force: true });
  try {
    await until(() => readdirSync(RUNNING).every((entry) => entry === id || !runnerAlive(entry)), 'the journeys running beside this one to finish', timeoutMs);
  } catch (error) {
    release();
    throw error;
  }
  return release;
}

/**
 * Gives the API back if journey `id` still has it alone: a journey that timed out while it waited
 * for the others would otherwise keep every later journey of the shard waiting.
 */
export function releaseAloneIfHeldBy(id: string): void {
  if (aloneOwner()?.id === id) rmSync(ALONE, { recursive: true, force: true });
}
