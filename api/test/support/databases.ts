import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inCI, needs, requiredInCI } from './prerequisites';
import { connectMysql, copyMysqlTemplate, copySqliteTemplate, mysqlServer } from './template-schemas';

export type DatabaseKind = 'sqlite' | 'mariadb';
/** A database with the job search's engine: a searchd of the suite's own (support/search-engine.ts). */
export type EngineKind = 'sqlite+engine' | 'mariadb+engine';
export type TestKind = DatabaseKind | EngineKind;

/** SQLite always; MySQL/MariaDB whenever MYSQL_URL is set, which CI must (support/prerequisites.ts). */
export function databaseKinds(): DatabaseKind[] {
  if (process.env.MYSQL_URL) return ['sqlite', 'mariadb'];
  // Silent on a developer's machine (npm test says it once); fails the suite in CI.
  if (inCI()) throw new Error(requiredInCI('MariaDB (MYSQL_URL)', 'set MYSQL_URL=mysql://root@127.0.0.1:3306/<name>'));
  return ['sqlite'];
}

/**
 * The languages a walk of every screen takes on `kind` (the USSD menus, the WhatsApp chat): both when
 * the run has one database; with two, English on SQLite and French on MariaDB, so that each language
 * and each database is walked once in a run. What a walk checks (the characters, the lengths, the
 * limits of a list) depends on the words, not on the database (docs/testing.md "Screen walks").
 */
export function walkLanguages(kind: DatabaseKind): ('en' | 'fr')[] {
  if (databaseKinds().length < 2) return ['en', 'fr'];
  return kind === 'sqlite' ? ['en'] : ['fr'];
}

/** Whether a searchd can be started here (SEARCHD_BIN, else `searchd` on the PATH); says once when not, fails in CI. */
export function engineAvailable(): boolean {
  // Required lazily: suites that never ask pay nothing.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { searchdVersion } = require('../../src/search-engine/engine-process') as typeof import('../../src/search-engine/engine-process');
  return needs('the search engine (searchd)', searchdVersion() !== null, 'apt-get install sphinxsearch, or set SEARCHD_BIN');
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

export interface TestDatabaseOptions {
  /**
   * `migrated` (the default): a copy of the run's template schema, every migration already run
   * (support/template-schemas.ts). `empty`: nothing in it, for the suite that runs the migrations
   * from empty (test/schema).
   */
  schema?: 'migrated' | 'empty';
}

/** A database of the suite's own: a temp SQLite file, or a new MariaDB schema named after MYSQL_URL's. */
export async function createTestDatabase(kind: DatabaseKind, { schema = 'migrated' }: TestDatabaseOptions = {}): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'gig-test-'));
    const file = join(dir, 'test.sqlite');
    if (schema === 'migrated') await copySqliteTemplate(file);
    return { kind, env: { SQLITE_PATH: file }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const server = mysqlServer();
  const name = `${server.base}_${randomBytes(4).toString('hex')}`;
  const drop = async () => {
    const connection = await connectMysql(server);
    try {
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
    } finally {
      await connection.end();
    }
  };
  try {
    if (schema === 'migrated') {
      await copyMysqlTemplate(server, name);
    } else {
      const connection = await connectMysql(server);
      await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      await connection.end();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  const suiteUrl = new URL(process.env.MYSQL_URL as string);
  suiteUrl.pathname = `/${name}`;
  return { kind, env: { DATABASE_URL: suiteUrl.toString() }, drop };
}
