import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeIf } from './support/prerequisites';
import { freePort } from './support/processes';

const dist = join(__dirname, '..', 'dist');
const main = join(dist, 'main.js');
const seedCli = join(dist, 'cli', 'seed.cli.js');

/** Resolves once the child prints a line matching `pattern` on stdout. */
function waitForLine(child: ChildProcess, pattern: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      if (pattern.test(buffer)) {
        child.stdout?.off('data', onData);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`API exited (${code}) before printing ${pattern}`)));
  });
}

/**
 * A POST sent with `Expect: 100-continue`: `accepted` resolves when the server has parsed the
 * headers and answered 100 Continue (the request is then in flight on the server, waiting for its
 * body); `send()` writes the body; `done` resolves with the final status.
 */
function inFlightPost(port: number, path: string, body: unknown) {
  const payload = JSON.stringify(body);
  let markAccepted!: () => void;
  const accepted = new Promise<void>((resolve) => (markAccepted = resolve));
  const req = httpRequest({
    host: '127.0.0.1',
    port,
    path,
    method: 'POST',
    agent: false,
    headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), Expect: '100-continue' },
  });
  req.on('continue', markAccepted);
  const done = new Promise<number>((resolve, reject) => {
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
  req.flushHeaders();
  return { accepted, done, send: () => req.end(payload) };
}

// The built API is what `npm start` runs; `npm test` builds it first (nx dependsOn build).
const describeBuilt = describeIf('the built API (api/dist)', existsSync(main) && existsSync(seedCli), 'npx nx run @gigmarket/api:build');

describeBuilt('graceful shutdown of the built API (SIGTERM)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gig-shutdown-'));
  const env = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'test',
    SQLITE_PATH: join(dir, 'api.sqlite'),
    UPLOAD_DIR: join(dir, 'uploads'),
    JWT_SECRET: 'test-secret-test-secret-test-secret-123',
    RATE_LIMIT_PER_MINUTE: '1000',
    LOG_LEVEL: 'info',
  };
  let api: ChildProcess | undefined;

  beforeAll(() => {
    const seeded = spawnSync(process.execPath, [seedCli, '--quiet'], { env, encoding: 'utf8', timeout: 120000 });
    if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr}`);
  });

  afterAll(() => {
    if (api && api.exitCode === null) api.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('lets every in-flight request finish with 2xx, then exits 0', async () => {
    const port = await freePort();
    api = spawn(process.execPath, [main], { env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    api.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => api?.once('exit', (code) => resolve(code)));
    await waitForLine(api, /API listening/);

    // An idle keep-alive connection outlives the clients' (docs/reliability.md "Keep-alive").
    const health = await fetch(`http://127.0.0.1:${port}/api/health/live`);
    expect(health.headers.get('keep-alive')).toBe('timeout=65');
    await health.arrayBuffer();

    // Eight sign-ins (argon2 verification each), all accepted by the server before the signal.
    const requests = Array.from({ length: 8 }, () =>
      inFlightPost(port, '/api/auth/admin/login', { email: 'admin@gigmarket.test', password: 'Admin123!' }),
    );
    await Promise.all(requests.map((r) => r.accepted));
    api.kill('SIGTERM');
    await waitForLine(api, /Shutting down/);
    for (const r of requests) r.send();

    const statuses = await Promise.all(requests.map((r) => r.done));
    expect(statuses).toEqual(Array(8).fill(200));
    expect(await exited).toBe(0);
    const complete = stdout
      .split('\n')
      .filter((line) => line.includes('Shutdown complete'))
      .map((line) => JSON.parse(line) as { finished: number; aborted: number });
    expect(complete).toEqual([expect.objectContaining({ finished: 8, aborted: 0 })]);
  });
});
