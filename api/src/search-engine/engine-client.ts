import { createPool, type Pool, type PoolConnection } from 'mysql2/promise';

/** A call to the engine took longer than SEARCH_TIMEOUT_MS; its connection was dropped. */
export class EngineTimeoutError extends Error {
  readonly code = 'ENGINE_TIMEOUT';
  constructor(ms: number) {
    super(`the search engine did not answer within ${ms} ms`);
  }
}

/** Errors that mean the engine cannot be reached (rather than a refused statement). */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ENGINE_TIMEOUT',
]);

export function isUnreachable(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return error instanceof EngineTimeoutError || (code !== undefined && UNREACHABLE.has(code));
}

/** A stale pooled connection (the engine restarted, or closed it when idle): worth one more try on a new one. */
function isStaleConnection(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'PROTOCOL_CONNECTION_LOST' || code === 'ECONNRESET' || code === 'EPIPE';
}

export type EngineRows = Record<string, unknown>[];

/**
 * No database in the handshake: mysql2 asks for one (empty) by default, which Manticore refuses
 * ("no such database"); Sphinx 2.2 ignores it either way.
 */
export const ENGINE_CONNECTION_FLAGS = ['-CONNECT_WITH_DB'];
/** Runs one SphinxQL statement on the held connection: its rows, or its result sets when it has several (FACET). */
export type EngineRun = (sql: string, params?: unknown[]) => Promise<unknown>;

/**
 * The engine's SphinxQL listener through mysql2's `query` (text protocol; SphinxQL refuses
 * prepared statements): a small pool, every call bounded by SEARCH_TIMEOUT_MS.
 */
export class EngineClient {
  private readonly pool: Pool;

  constructor(
    url: string,
    private readonly timeoutMs: number,
    connectionLimit = 10,
  ) {
    const parsed = new URL(url);
    this.pool = createPool({
      host: parsed.hostname,
      port: Number(parsed.port || 9306),
      connectionLimit,
      connectTimeout: Math.max(timeoutMs, 1000),
      // searchd closes a connection idle for client_timeout (300 s); the pool lets go first.
      maxIdle: 4,
      idleTimeout: 60_000,
      enableKeepAlive: true,
      supportBigNumbers: true,
      bigNumberStrings: false,
      // A page and its SHOW META in one round trip. Every value is a number or an escaped string
      // (mysql2's placeholders), so a statement cannot be split by what a user typed.
      multipleStatements: true,
      flags: ENGINE_CONNECTION_FLAGS,
    });
    // An idle connection the engine dropped must not crash the process.
    this.pool.on('connection', (connection) => {
      (connection as unknown as { on: (event: string, listener: () => void) => void }).on('error', () => undefined);
    });
  }

  /** Runs `work` on one connection (SHOW META answers for the statement before it on the same connection). */
  async withConnection<T>(work: (run: EngineRun) => Promise<T>, timeoutMs = this.timeoutMs): Promise<T> {
    try {
      return await this.attempt(work, timeoutMs);
    } catch (error) {
      if (!isStaleConnection(error)) throw error;
      return this.attempt(work, timeoutMs);
    }
  }

  /** One statement on any connection. */
  async query(sql: string, params: unknown[] = [], timeoutMs = this.timeoutMs): Promise<EngineRows> {
    return this.withConnection(async (run) => (await run(sql, params)) as EngineRows, timeoutMs);
  }

  private async attempt<T>(work: (run: EngineRun) => Promise<T>, timeoutMs: number): Promise<T> {
    let connection: PoolConnection | undefined;
    let timer: NodeJS.Timeout | undefined;
    let timedOut = false;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        timedOut = true;
        reject(new EngineTimeoutError(timeoutMs));
      }, timeoutMs);
    });
    const run: EngineRun = async (sql, params = []) => {
      const [rows] = await connection!.query(sql, params);
      return rows;
    };
    const body = (async () => {
      const held = await this.pool.getConnection();
      if (timedOut) {
        // The caller has given up already: this connection goes back to nobody.
        held.destroy();
        throw new EngineTimeoutError(timeoutMs);
      }
      connection = held;
      return work(run);
    })();
    body.catch(() => undefined);
    try {
      const result = await Promise.race([body, expired]);
      connection?.release();
      return result;
    } catch (error) {
      // A connection that timed out or failed mid-statement is not handed to the next caller.
      connection?.destroy();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    await this.pool.end().catch(() => undefined);
  }
}
