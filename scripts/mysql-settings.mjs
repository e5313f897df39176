#!/usr/bin/env node
// Applies docker/mysql/innodb.cnf to a running MySQL/MariaDB with SET GLOBAL, so the bench and CI
// database is configured as the compose file configures MySQL (docs/deploy.md "Database settings").
//
//   node scripts/mysql-settings.mjs [mysql://root@127.0.0.1:3306]     (default: MYSQL_URL, else that)
//
// Also importable: `applyMysqlSettings(connection)` with a mysql2/promise connection.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The `[mysqld]` settings of docker/mysql/innodb.cnf as [name, value] pairs. */
export function mysqlSettings() {
  return readFileSync(join(root, 'docker', 'mysql', 'innodb.cnf'), 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter((line) => line && !line.startsWith('['))
    .map((line) => line.split('=').map((part) => part.trim()));
}

/** SET GLOBAL for each setting; answers what it set and what the server refused (read-only ones). */
export async function applyMysqlSettings(connection) {
  const applied = [];
  const skipped = [];
  for (const [name, value] of mysqlSettings()) {
    try {
      await connection.query(`SET GLOBAL ${name} = ${Number.isFinite(Number(value)) ? Number(value) : connection.escape(value)}`);
      applied.push(`${name}=${value}`);
    } catch (error) {
      skipped.push(`${name} (${error.code ?? error.message})`);
    }
  }
  return { applied, skipped };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const require = createRequire(join(root, 'api', 'package.json'));
  const mysql = require('mysql2/promise');
  const url = new URL(process.argv[2] ?? process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306');
  const connection = await mysql.createConnection({
    host: url.hostname,
    port: Number(url.port || 3306),
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
  });
  const { applied, skipped } = await applyMysqlSettings(connection);
  console.log(`MySQL settings: ${applied.join(', ')}${skipped.length ? `; not settable at run time: ${skipped.join(', ')}` : ''}`);
  await connection.end();
}
