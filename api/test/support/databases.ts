import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';

export type DatabaseKind = 'sqlite' | 'mariadb';
/** A database with the job search's engine: a searchd of the suite's own (support/search-engine.ts). */
export type EngineKind = 'sqlite+engine' | 'mariadb+engine';
export type TestKind = DatabaseKind | EngineKind;

/** SQLite always; MySQL/MariaDB whenever MYSQL_URL is set (CI sets it). */
export function databaseKinds(): DatabaseKind[] {
  return process.env.MYSQL_URL ? ['sqlite', 'mariadb'] : ['sqlite'];
}

let engineSkipSaid = false;

/** Whether a searchd can be started here (SEARCHD_BIN, else `searchd` on the PATH); says once when not. */
export function engineAvailable(): boolean {
  // Required lazily: suites that never ask pay nothing.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { searchdVersion } = require('../../src/search-engine/engine-process') as typeof import('../../src/search-engine/engine-process');
  const found = searchdVersion() !== null;
  if (!found && !engineSkipSaid) {
    engineSkipSaid = true;
    console.log('search engine suites: skipped (no searchd: apt-get install sphinxsearch, or set SEARCHD_BIN; .ci/run installs it)');
  }
  return found;
}

/**
 * The job search suites' kinds (docs/testing.md): SQLite and MariaDB on SQL, and MariaDB with the
 * search engine, all with the same expected results.
 */
export function searchKinds(): TestKind[] {
  return [...databaseKinds(), ...(process.env.MYSQL_URL && engineAvailable() ? (['mariadb+engine'] as const) : [])];
}

/** The engine's own suites: on SQLite and on MariaDB, each with a searchd. */
export function engineKinds(): EngineKind[] {
  if (!engineAvailable()) return [];
  return process.env.MYSQL_URL ? ['sqlite+engine', 'mariadb+engine'] : ['sqlite+engine'];
}

/** The database under a kind. */
export function databaseOf(kind: TestKind): DatabaseKind {
  return kind === 'sqlite+engine' ? 'sqlite' : kind === 'mariadb+engine' ? 'mariadb' : kind;
}

export interface TestDatabase {
  kind: DatabaseKind;
  /** Environment to hand to loadConfig. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** A fresh, empty database for one suite: a temp SQLite file, or a new MariaDB schema. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'gig-test-'));
    return { kind, env: { SQLITE_PATH: join(dir, 'test.sqlite') }, drop: async () => undefined };
  }
  const url = new URL(process.env.MYSQL_URL as string);
  const name = `${url.pathname.replace(/^\//, '') || 'gig_test'}_${randomBytes(4).toString('hex')}`;
  const admin = await createConnection({
    host: url.hostname,
    port: Number(url.port || 3306),
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
  });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const suiteUrl = new URL(url.toString());
  suiteUrl.pathname = `/${name}`;
  return {
    kind,
    env: { DATABASE_URL: suiteUrl.toString() },
    drop: async () => {
      const connection = await createConnection({
        host: url.hostname,
        port: Number(url.port || 3306),
        user: decodeURIComponent(url.username),
        password: decodeURIComponent(url.password),
      });
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await connection.end();
    },
  };
}
