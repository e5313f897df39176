import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';

export type DatabaseKind = 'sqlite' | 'mariadb';

/** SQLite always; MySQL/MariaDB whenever MYSQL_URL is set (CI sets it). */
export function databaseKinds(): DatabaseKind[] {
  return process.env.MYSQL_URL ? ['sqlite', 'mariadb'] : ['sqlite'];
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
