import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DataSource, DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/config';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

function mysqlCredentials(url: string) {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 3306),
    username: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    database: parsed.pathname.replace(/^\//, ''),
  };
}

/** One data source, chosen by DATABASE_URL: mysql:// for MySQL/MariaDB, unset for SQLite. */
export function dataSourceOptions(config: AppConfig): DataSourceOptions {
  const common = {
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: false,
    synchronize: false,
    logging: config.DATABASE_LOGGING,
  } as const;

  if (config.DATABASE_URL) {
    const master = mysqlCredentials(config.DATABASE_URL);
    const base = {
      ...common,
      type: 'mysql' as const,
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      dateStrings: false,
      supportBigNumbers: true,
      bigNumberStrings: false,
      connectTimeout: 5000,
      extra: { connectionLimit: 10 },
    };
    if (config.DATABASE_REPLICA_URLS.length === 0) return { ...base, ...master };
    return {
      ...base,
      replication: { master, slaves: config.DATABASE_REPLICA_URLS.map(mysqlCredentials) },
    };
  }

  if (config.SQLITE_PATH !== ':memory:') mkdirSync(dirname(config.SQLITE_PATH), { recursive: true });
  return {
    ...common,
    type: 'better-sqlite3',
    database: config.SQLITE_PATH,
    enableWAL: config.SQLITE_PATH !== ':memory:',
    // Foreign keys are off by default in SQLite; turn them on for every connection.
    prepareDatabase: (db: { pragma: (statement: string) => unknown }) => {
      db.pragma('foreign_keys = ON');
      db.pragma('busy_timeout = 5000');
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Connects with exponential back-off (0.5 s, 1 s, 2 s, ...) and runs pending migrations.
 * After the last try it throws one clear line for start-up to print.
 */
export async function connectDataSource(
  config: AppConfig,
  log: (message: string) => void = () => undefined,
): Promise<DataSource> {
  const retries = config.DATABASE_CONNECT_RETRIES;
  for (let attempt = 0; ; attempt++) {
    const dataSource = new DataSource(dataSourceOptions(config));
    try {
      await dataSource.initialize();
    } catch (error) {
      if (dataSource.isInitialized) await dataSource.destroy().catch(() => undefined);
      const reason = error instanceof Error ? error.message : String(error);
      if (attempt >= retries) {
        throw new Error(`Database unreachable after ${attempt + 1} attempt(s): ${reason}`, { cause: error });
      }
      const delay = 500 * 2 ** attempt;
      log(`Database not ready (${reason}); retrying in ${delay} ms`);
      await sleep(delay);
      continue;
    }
    // A failing migration is a defect, not an outage: no retry.
    await migrate(dataSource, log);
    return dataSource;
  }
}

/** How long a replica waits for another one's migrations before giving up. */
const MIGRATION_LOCK_WAIT_SECONDS = 600;

/**
 * Runs pending migrations. On MySQL/MariaDB under GET_LOCK (named after the schema; released if
 * the process dies), so replicas starting together on a new schema migrate one at a time: the
 * first runs them, the others wait, then find none pending (TypeORM takes no lock of its own).
 * SQLite is one process: no lock.
 */
export async function migrate(dataSource: DataSource, log: (message: string) => void = () => undefined): Promise<void> {
  if (dataSource.options.type !== 'mysql') {
    await dataSource.runMigrations({ transaction: 'each' });
    return;
  }
  const runner = dataSource.createQueryRunner('master');
  await runner.connect();
  const name = `CONCAT('gig_migrations.', DATABASE())`;
  try {
    const [free] = (await runner.query(`SELECT IS_FREE_LOCK(${name}) AS free`)) as { free: unknown }[];
    if (Number(free?.free) !== 1) log('Another process is running the migrations: waiting for it');
    const [row] = (await runner.query(`SELECT GET_LOCK(${name}, ?) AS got`, [MIGRATION_LOCK_WAIT_SECONDS])) as { got: unknown }[];
    if (Number(row?.got) !== 1) throw new Error(`Migrations: another process held the lock for over ${MIGRATION_LOCK_WAIT_SECONDS} s`);
    try {
      await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await runner.query(`SELECT RELEASE_LOCK(${name})`).catch(() => undefined);
    }
  } finally {
    await runner.release();
  }
}
