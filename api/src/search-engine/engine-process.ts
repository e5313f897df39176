/**
 * Starts a searchd of our own: the project's configuration (engine-index.ts) on a free port with
 * its own data directory, for the API's tests, the bench and `npm run search:searchd` in
 * development. Never the system's service: Debian's package is installed with its service left
 * stopped, and CI and the tests need one engine per suite they can stop and start again.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { ENGINE_CONNECTION_FLAGS } from './engine-client';
import { renderEngineConfig, stopwordsFile, type EngineFlavour } from './engine-index';

export interface SearchdOptions {
  dataDir: string;
  /** Default: a free port on 127.0.0.1. */
  port?: number;
  index?: string;
  memLimit?: string;
  /** Default: SEARCHD_BIN, else `searchd` on the PATH. */
  bin?: string;
  /** How long to wait for it to answer (ms). */
  readyTimeoutMs?: number;
}

export interface Searchd {
  /** SEARCH_URL for the API. */
  url: string;
  port: number;
  flavour: EngineFlavour;
  version: string;
  dataDir: string;
  /** SIGTERM and wait for it to exit (it saves its RAM chunk and binlog first; it waits for open client connections a few seconds). */
  stop(): Promise<void>;
  /** SIGKILL, as a crash: a restart replays the binlog. */
  kill(): Promise<void>;
  /** Starts it again on the same port and data directory; resolves once it answers. */
  restart(): Promise<void>;
}

export function searchdBinary(bin?: string): string {
  return bin ?? process.env.SEARCHD_BIN ?? 'searchd';
}

/** The installed searchd's banner ("Sphinx 2.2.11-id64-release ...", "Manticore 29.2.2 ..."; Sphinx 2.2 prints it after refusing `--version`), or null when there is none. */
export function searchdVersion(bin?: string): { flavour: EngineFlavour; version: string } | null {
  const probe = spawnSync(searchdBinary(bin), ['--version'], { encoding: 'utf8', timeout: 10_000 });
  if (probe.error) return null;
  const banner = `${probe.stdout ?? ''}${probe.stderr ?? ''}`.split('\n').find((line) => /^(sphinx|manticore) \d/i.test(line.trim()))?.trim();
  if (!banner) return null;
  return { flavour: /manticore/i.test(banner) ? 'manticore' : 'sphinx2', version: banner };
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Resolves once a SphinxQL connection on the port answers SHOW STATUS (polled every 50 ms). */
export async function waitForSearchd(port: number, timeoutMs = 20_000, exited?: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    if (exited?.()) throw new Error('searchd exited before it answered');
    try {
      const connection = await createConnection({ host: '127.0.0.1', port, connectTimeout: 1000, flags: ENGINE_CONNECTION_FLAGS });
      try {
        await connection.query('SHOW STATUS');
        return;
      } finally {
        await connection.end().catch(() => undefined);
      }
    } catch (error) {
      last = error;
      await new Promise((done) => setTimeout(done, 50));
    }
  }
  throw new Error(`searchd on port ${port} did not answer within ${timeoutMs} ms: ${last instanceof Error ? last.message : String(last)}`);
}

/** Writes the configuration into `dataDir` and starts searchd in the foreground; resolves once it answers. */
export async function startSearchd(options: SearchdOptions): Promise<Searchd> {
  const bin = searchdBinary(options.bin);
  const found = searchdVersion(bin);
  if (!found) throw new Error(`no searchd at "${bin}" (apt-get install sphinxsearch, or set SEARCHD_BIN)`);
  const dataDir = resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const port = options.port ?? (await freePort());
  const stopwords = join(dataDir, 'stopwords.txt');
  const config = join(dataDir, 'searchd.conf');
  writeFileSync(stopwords, stopwordsFile());
  writeFileSync(
    config,
    renderEngineConfig({ flavour: found.flavour, listen: `127.0.0.1:${port}`, dataDir, stopwords, index: options.index, memLimit: options.memLimit }),
  );
  let child: ChildProcess | null = null;
  let exited = true;
  const launch = async () => {
    // --console: one process, no watchdog, no detaching; its output (and query log) goes to a file.
    const out = createWriteStream(join(dataDir, 'console.log'), { flags: 'a' });
    child = spawn(bin, ['--config', config, found.flavour === 'sphinx2' ? '--console' : '--nodetach'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.pipe(out);
    child.stderr?.pipe(out);
    exited = false;
    // Never outlive the process that started it (a crashed bench or test run).
    const orphan = () => child?.kill('SIGKILL');
    process.once('exit', orphan);
    child.once('exit', () => {
      exited = true;
      process.removeListener('exit', orphan);
    });
    await waitForSearchd(port, options.readyTimeoutMs, () => exited);
  };
  const end = async (signal: 'SIGTERM' | 'SIGKILL') => {
    const running = child as ChildProcess | null;
    if (!running || exited) return;
    const gone = new Promise<void>((done) => running.once('exit', () => done()));
    running.kill(signal);
    const timer = setTimeout(() => running.kill('SIGKILL'), 10_000);
    await gone;
    clearTimeout(timer);
  };
  const stop = () => end('SIGTERM');
  await launch();
  return {
    url: `mysql://127.0.0.1:${port}`,
    port,
    flavour: found.flavour,
    version: found.version,
    dataDir,
    stop,
    kill: () => end('SIGKILL'),
    restart: async () => {
      await stop();
      await launch();
    },
  };
}
