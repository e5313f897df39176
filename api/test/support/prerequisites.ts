import { spawnSync } from 'node:child_process';

/**
 * Services a suite needs that the machine may lack: MariaDB (MYSQL_URL), Redis, `searchd`, the
 * built API or site. Nothing passes without running (docs/testing.md "Prerequisites"): on a
 * developer's machine a missing one is said in one line and its tests are reported as skipped;
 * with `CI` set (.ci/run starts every service) the tests that need it fail, saying what is missing.
 */
export const inCI = (): boolean => Boolean(process.env.CI) && process.env.CI !== 'false';

const said = new Set<string>();

/** The message a CI run fails with when `what` is missing. */
export function requiredInCI(what: string, remedy: string): string {
  return `${what} is required when CI is set (.ci/run provides it): ${remedy}`;
}

/**
 * Whether a part that needs `what` runs. Absent and in CI: throws, failing the suite at once
 * (for checks made while the suite is collected). Absent elsewhere: says so once and answers false.
 */
export function needs(what: string, available: boolean, remedy: string): boolean {
  if (available) return true;
  if (inCI()) throw new Error(requiredInCI(what, remedy));
  if (!said.has(what)) {
    said.add(what);
    console.log(`${what}: not here, so the tests that need it are skipped (${remedy})`);
  }
  return false;
}

type Describe = (name: string, body: () => void) => void;

/**
 * `describe` when `what` is there; `describe.skip` when it is not (reported as skipped, not
 * passed); in CI, a block whose every test fails with the reason, so only the parts that need
 * the service fail and the rest of the file still runs.
 */
export function describeIf(what: string, available: boolean, remedy: string): Describe {
  if (available) return describe;
  if (inCI()) {
    return (name, body) =>
      describe(name, () => {
        beforeAll(() => {
          throw new Error(requiredInCI(what, remedy));
        });
        body();
      });
  }
  needs(what, false, remedy);
  return describe.skip;
}

/**
 * Whether a Redis answers PING at `url` within a second. Synchronous (a short child process) so a
 * suite can choose `describe` or `describe.skip` while jest collects it.
 */
export function redisAnswers(url: string): boolean {
  const probe = `
    const { connect } = require('node:net');
    const url = new URL(process.argv[1]);
    const socket = connect(Number(url.port || 6379), url.hostname);
    const fail = () => process.exit(1);
    socket.setTimeout(1000, fail);
    socket.on('error', fail);
    socket.on('connect', () => socket.write('PING\\r\\n'));
    socket.on('data', (data) => process.exit(String(data).startsWith('+PONG') ? 0 : 1));
  `;
  return spawnSync(process.execPath, ['-e', probe, url], { timeout: 5000 }).status === 0;
}

/** Whether `redis-server` can be started here (the suites that start a private one). */
export function redisServerInstalled(): boolean {
  return spawnSync('redis-server', ['--version']).status === 0;
}

export const REDIS_REMEDY = "start a Redis (Debian's redis-server) or set TEST_REDIS_URL / USSD_TEST_REDIS_URL";
