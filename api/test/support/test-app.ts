import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { configureApp } from '../../src/app.setup';
import { AppConfig, loadConfig } from '../../src/config/config';
import { SearchSyncService } from '../../src/search-engine/search-sync.service';
import { contractMiddleware } from './contract';
import { createTestDatabase, databaseOf, type TestDatabase, type TestDatabaseOptions, type TestKind } from './databases';
import { startTestEngine, type TestEngine } from './search-engine';

export interface TestApp {
  app: INestApplication;
  dataSource: DataSource;
  config: AppConfig;
  database: TestDatabase;
  /** supertest's target */
  http: ReturnType<INestApplication['getHttpServer']>;
  /** The suite's searchd, for the `+engine` kinds (set by createTestApp). */
  engine?: TestEngine | null;
  /**
   * Applies the search outbox to the engine (the worker's drain; tasks do not run by themselves in
   * tests), so a search sees the writes before it. Nothing without an engine.
   */
  syncSearch?(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Boots the real AppModule on a database of the suite's own (a copy of the run's migrated template
 * unless `options.schema` is `empty`, when start-up runs every migration), the global pipe, filter
 * and guard in place, and SMS written to nowhere unless `env` says so.
 */
export async function createTestApp(kind: TestKind, env: Record<string, string> = {}, options: TestDatabaseOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(databaseOf(kind), options);
  const engine = kind.endsWith('+engine') ? await startTestEngine() : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-test-secret-test-secret-123',
    DATABASE_CONNECT_RETRIES: '0',
    BACKGROUND_TASKS: 'false',
    PAYSTACK_SECRET_KEY: 'sk_test_local',
    ...database.env,
    // A loaded machine must not turn a slow engine answer into a fallback (the timeout's own test sets it).
    ...(engine ? { SEARCH_URL: engine.url, SEARCH_TIMEOUT_MS: '10000' } : {}),
    ...env,
  });
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config)] }).compile();
  const app = moduleRef.createNestApplication({ logger: false, rawBody: true });
  // First, so it sees every answer as the client does: each is checked against the OpenAPI documents.
  app.use(contractMiddleware);
  configureApp(app, config);
  await app.init();
  const dataSource = app.get<DataSource>(getDataSourceToken());
  return {
    app,
    dataSource,
    config,
    database,
    http: app.getHttpServer(),
    engine,
    // The outbox's worker, as it runs within a second of each write: without an engine it writes
    // the tokens a raw write left out (docs/search.md "The listing's tokens").
    syncSearch: async () => {
      const drained = await app.get(SearchSyncService).drain();
      if (drained.skipped === 'engine_failed') throw new Error('the search outbox could not be applied: the engine failed');
    },
    close: async () => {
      await app.close();
      await database.drop();
      await engine?.stop();
    },
  };
}

/**
 * A second app on a suite's database (as a process started after another died): the same
 * configuration, a new Nest application. Closing it drops the database, as the first one's would.
 */
export async function reopenTestApp(previous: TestApp): Promise<TestApp> {
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(previous.config)] }).compile();
  const app = moduleRef.createNestApplication({ logger: false, rawBody: true });
  configureApp(app, previous.config);
  await app.init();
  const dataSource = app.get<DataSource>(getDataSourceToken());
  return {
    app,
    dataSource,
    config: previous.config,
    database: previous.database,
    http: app.getHttpServer(),
    engine: null,
    close: async () => {
      await app.close();
      await previous.database.drop();
    },
  };
}
