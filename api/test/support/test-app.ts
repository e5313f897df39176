import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { configureApp } from '../../src/app.setup';
import { AppConfig, loadConfig } from '../../src/config/config';
import { createTestDatabase, DatabaseKind, TestDatabase } from './databases';

export interface TestApp {
  app: INestApplication;
  dataSource: DataSource;
  config: AppConfig;
  database: TestDatabase;
  /** supertest's target */
  http: ReturnType<INestApplication['getHttpServer']>;
  close(): Promise<void>;
}

/**
 * Boots the real AppModule on a fresh database of the given kind, with migrations run, the
 * global pipe, filter and guard in place, and SMS written to nowhere unless `env` says so.
 */
export async function createTestApp(kind: DatabaseKind, env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-test-secret-test-secret-123',
    DATABASE_CONNECT_RETRIES: '0',
    BACKGROUND_TASKS: 'false',
    PAYSTACK_SECRET_KEY: 'sk_test_local',
    ...database.env,
    ...env,
  });
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config)] }).compile();
  const app = moduleRef.createNestApplication({ logger: false, rawBody: true });
  configureApp(app, config);
  await app.init();
  const dataSource = app.get<DataSource>(getDataSourceToken());
  return {
    app,
    dataSource,
    config,
    database,
    http: app.getHttpServer(),
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
