import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A TCP port nobody listened on a moment ago (another process may still take it first). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Resolves when `check` holds, polling every 50 ms, or rejects after `ms`. */
export async function eventually(check: () => Promise<boolean> | boolean, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A private redis-server on a free port, empty (no persistence), that can be stopped and started
 * again on the same port. The port can be taken by another process between `freePort` and
 * redis-server's bind (jest runs suites in parallel), so a server that exits or never answers PING
 * is replaced on another port: a suite never talks to whatever else holds the port.
 */
export class PrivateRedis {
  private child: ChildProcess | null = null;
  private constructor(readonly port: number) {}

  static async start(): Promise<PrivateRedis> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const redis = new PrivateRedis(await freePort());
      if (await redis.up()) return redis;
    }
    throw new Error('redis-server did not start on a free port in 5 attempts');
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts it (again) on its port; false if it exited or never answered. */
  async up(): Promise<boolean> {
    const child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    let exited = false;
    child.once('exit', () => (exited = true));
    for (let i = 0; i < 50 && !exited; i++) {
      if (spawnSync('redis-cli', ['-p', String(this.port), 'ping']).stdout?.toString().includes('PONG') && !exited) {
        this.child = child;
        return true;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!exited) child.kill('SIGKILL');
    return false;
  }

  /** Kills it at once (its data goes with it). */
  async down(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }
}
