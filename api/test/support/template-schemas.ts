import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection, type Connection, type RowDataPacket } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { ENTITIES } from '../../src/database/entities';
import { MIGRATIONS } from '../../src/database/migrations';

/**
 * Template schemas (docs/testing.md "Template schemas"): the migrations run once per database per
 * jest run, and every suite gets a copy of the result instead of migrating a schema of its own.
 * The first worker that needs a template builds it under a lock; the others wait for it.
 */

/** How long a worker waits for another to finish a template before failing the suite. */
const TEMPLATE_WAIT_MS = 300_000;

/** The run's id, set once by jest's global set-up (test/support/global-setup.ts), else this process's. */
export function templateRunId(): string {
  return process.env.GIG_TEST_TEMPLATE_RUN ?? `p${process.pid}`;
}

// ---------------------------------------------------------------- SQLite: one migrated file, copied

export function sqliteTemplateDir(runId = templateRunId()): string {
  return join(tmpdir(), `gig-template-${runId}`);
}

async function migrateSqliteFile(path: string): Promise<void> {
  const dataSource = new DataSource({ type: 'better-sqlite3', database: path, entities: ENTITIES, migrations: MIGRATIONS, enableWAL: true });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
    // Everything into the main file, so copying that one file copies the whole database.
    await dataSource.query('PRAGMA wal_checkpoint(TRUNCATE)');
  } finally {
    await dataSource.destroy();
  }
}

let sqliteTemplate: Promise<string> | null = null;

/** The run's migrated SQLite file, built by the first worker that asks (a directory made atomically is the lock). */
export function sqliteTemplatePath(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const dir = sqliteTemplateDir();
    const file = join(dir, 'template.sqlite');
    mkdirSync(dir, { recursive: true });
    const lock = join(dir, 'building');
    let builder = false;
    try {
      mkdirSync(lock);
      builder = true;
    } catch {
      // Another worker builds it.
    }
    if (builder && !existsSync(file)) {
      const partial = join(dir, `partial-${process.pid}.sqlite`);
      await migrateSqliteFile(partial);
      for (const suffix of ['-wal', '-shm']) rmSync(partial + suffix, { force: true });
      renameSync(partial, file);
    }
    const deadline = Date.now() + TEMPLATE_WAIT_MS;
    while (!existsSync(file)) {
      if (Date.now() > deadline) throw new Error(`the SQLite template schema was not built within ${TEMPLATE_WAIT_MS / 1000} s (${file})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return file;
  })();
  return sqliteTemplate;
}

/** A suite's SQLite database: a copy of the migrated template. */
export async function copySqliteTemplate(target: string): Promise<void> {
  copyFileSync(await sqliteTemplatePath(), target);
}

// ---------------------------------------------------------------- MariaDB: one migrated schema, copied

export interface MysqlServer {
  host: string;
  port: number;
  user: string;
  password: string;
  /** The base name every schema of this run is named after (MYSQL_URL's). */
  base: string;
}

export function mysqlServer(url = process.env.MYSQL_URL as string): MysqlServer {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 3306),
    user: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    base: parsed.pathname.replace(/^\//, '') || 'gig_test',
  };
}

export function connectMysql(server: MysqlServer, database?: string): Promise<Connection> {
  return createConnection({ host: server.host, port: server.port, user: server.user, password: server.password, database, multipleStatements: true });
}

export function mysqlTemplateName(server: MysqlServer, runId = templateRunId()): string {
  // MariaDB names are at most 64 characters.
  return `${server.base}_tpl_${runId}`.slice(0, 64);
}

const quote = (name: string) => `\`${name.replace(/`/g, '``')}\``;

/** The schema's definition: tables (with their keys), the rows the migrations wrote, and triggers. */
interface MysqlTemplate {
  name: string;
  tables: { name: string; create: string; columns: string[]; rows: number }[];
  triggers: { create: string; sqlMode: string }[];
}

async function migrateMysqlSchema(server: MysqlServer, name: string): Promise<void> {
  const dataSource = new DataSource({
    type: 'mysql',
    host: server.host,
    port: server.port,
    username: server.user,
    password: server.password,
    database: name,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    entities: ENTITIES,
    migrations: MIGRATIONS,
  });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await dataSource.destroy();
  }
}

async function readMysqlTemplate(connection: Connection, name: string): Promise<MysqlTemplate> {
  const [tableRows] = await connection.query<RowDataPacket[]>(
    "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME",
    [name],
  );
  const tables: MysqlTemplate['tables'] = [];
  for (const { name: table } of tableRows as { name: string }[]) {
    const [[created]] = await connection.query<RowDataPacket[]>(`SHOW CREATE TABLE ${quote(name)}.${quote(table)}`);
    const [columnRows] = await connection.query<RowDataPacket[]>(
      // Generated columns are computed, not copied.
      "SELECT COLUMN_NAME AS name FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? AND EXTRA NOT LIKE '%GENERATED%' ORDER BY ORDINAL_POSITION",
      [name, table],
    );
    const [[{ n }]] = await connection.query<RowDataPacket[]>(`SELECT COUNT(*) AS n FROM ${quote(name)}.${quote(table)}`);
    tables.push({
      name: table,
      create: created['Create Table'] as string,
      columns: (columnRows as { name: string }[]).map((column) => column.name),
      rows: Number(n),
    });
  }
  const [triggerRows] = await connection.query<RowDataPacket[]>(
    `SELECT TRIGGER_NAME AS name, ACTION_TIMING AS timing, EVENT_MANIPULATION AS event, EVENT_OBJECT_TABLE AS tableName,
            ACTION_STATEMENT AS statement, SQL_MODE AS sqlMode
       FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = ?
      ORDER BY EVENT_OBJECT_TABLE, ACTION_TIMING, EVENT_MANIPULATION, ACTION_ORDER`,
    [name],
  );
  // Created in their action order, each after the one before it on the same event: the same order.
  const triggers = (triggerRows as { name: string; timing: string; event: string; tableName: string; statement: string; sqlMode: string }[]).map((t) => ({
    create: `CREATE TRIGGER ${quote(t.name)} ${t.timing} ${t.event} ON ${quote(t.tableName)} FOR EACH ROW ${t.statement}`,
    sqlMode: t.sqlMode,
  }));
  const [views] = await connection.query<RowDataPacket[]>('SELECT COUNT(*) AS n FROM information_schema.VIEWS WHERE TABLE_SCHEMA = ?', [name]);
  const [routines] = await connection.query<RowDataPacket[]>('SELECT COUNT(*) AS n FROM information_schema.ROUTINES WHERE ROUTINE_SCHEMA = ?', [name]);
  if (Number(views[0].n) + Number(routines[0].n) > 0) {
    // Not copied yet: a migration that adds one must teach copyMysqlTemplate to copy it.
    throw new Error(`the template schema ${name} has views or routines, which copyMysqlTemplate does not copy`);
  }
  return { name, tables, triggers };
}

let mysqlTemplate: Promise<MysqlTemplate> | null = null;

/**
 * The run's migrated MariaDB schema, built by the first worker that asks while it holds a named
 * lock on the server; the others wait on the lock, then read what it built.
 */
export function mysqlTemplateSchema(server = mysqlServer()): Promise<MysqlTemplate> {
  mysqlTemplate ??= (async () => {
    const name = mysqlTemplateName(server);
    const connection = await connectMysql(server);
    try {
      const [[{ locked }]] = await connection.query<RowDataPacket[]>('SELECT GET_LOCK(?, ?) AS locked', [name, TEMPLATE_WAIT_MS / 1000]);
      if (Number(locked) !== 1) throw new Error(`the MariaDB template schema ${name} was not built within ${TEMPLATE_WAIT_MS / 1000} s`);
      try {
        if (!(await isMigrated(connection, name))) {
          await connection.query(`DROP DATABASE IF EXISTS ${quote(name)}`);
          await connection.query(`CREATE DATABASE ${quote(name)} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
          await migrateMysqlSchema(server, name);
        }
        return await readMysqlTemplate(connection, name);
      } finally {
        await connection.query('SELECT RELEASE_LOCK(?)', [name]);
      }
    } finally {
      await connection.end();
    }
  })();
  return mysqlTemplate;
}

async function isMigrated(connection: Connection, name: string): Promise<boolean> {
  const [tables] = await connection.query<RowDataPacket[]>(
    "SELECT COUNT(*) AS n FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_NAME = 'migrations'",
    [name],
  );
  if (Number(tables[0].n) === 0) return false;
  const [rows] = await connection.query<RowDataPacket[]>(`SELECT COUNT(*) AS n FROM ${quote(name)}.migrations`);
  return Number(rows[0].n) === MIGRATIONS.length;
}

/**
 * Creates `target` as a copy of the template: each table from its own CREATE statement (keys,
 * foreign keys, full-text indexes, auto-increment counters), the rows the migrations wrote (seed
 * rows, row counters, the migrations table), then the triggers, so copying fires none of them.
 */
export async function copyMysqlTemplate(server: MysqlServer, target: string): Promise<void> {
  const template = await mysqlTemplateSchema(server);
  const connection = await connectMysql(server);
  try {
    const statements = [
      'SET FOREIGN_KEY_CHECKS = 0',
      `CREATE DATABASE ${quote(target)} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
      `USE ${quote(target)}`,
      ...template.tables.map((table) => table.create),
      ...template.tables
        .filter((table) => table.rows > 0)
        .map((table) => {
          const columns = table.columns.map(quote).join(', ');
          return `INSERT INTO ${quote(table.name)} (${columns}) SELECT ${columns} FROM ${quote(template.name)}.${quote(table.name)}`;
        }),
      'SET FOREIGN_KEY_CHECKS = 1',
    ];
    await connection.query(statements.join(';\n'));
    for (const trigger of template.triggers) {
      await connection.query('SET SESSION sql_mode = ?', [trigger.sqlMode]);
      await connection.query(trigger.create);
    }
  } finally {
    await connection.end();
  }
}

/** Drops this run's templates (jest's global tear-down). */
export async function dropTemplates(runId: string): Promise<void> {
  rmSync(sqliteTemplateDir(runId), { recursive: true, force: true });
  if (!process.env.MYSQL_URL) return;
  const server = mysqlServer();
  const connection = await connectMysql(server);
  try {
    await connection.query(`DROP DATABASE IF EXISTS ${quote(mysqlTemplateName(server, runId))}`);
  } finally {
    await connection.end();
  }
}
