// The built API (api/dist) booted in the bench's own process, listening on a free loopback port.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = join(root, 'api', 'dist');
const require = createRequire(join(root, 'api', 'package.json'));

/**
 * Boots the API with `config` (from the built `loadConfig`) and listens; keep-alive outlives the
 * long pauses between timed runs, so a call never meets a closing socket.
 */
export async function listenApi(config) {
  require('reflect-metadata');
  const { NestFactory } = require('@nestjs/core');
  const { getDataSourceToken } = require('@nestjs/typeorm');
  const { AppModule } = require(join(dist, 'app.module.js'));
  const { configureApp } = require(join(dist, 'app.setup.js'));
  // rawBody: webhook signatures are checked on the exact bytes received (as main.ts boots it).
  const app = await NestFactory.create(AppModule.forRoot(config), { logger: false, rawBody: true });
  configureApp(app, config);
  await app.listen(0, '127.0.0.1');
  app.getHttpServer().keepAliveTimeout = 120_000;
  return {
    app,
    base: `http://127.0.0.1:${app.getHttpServer().address().port}`,
    dataSource: app.get(getDataSourceToken()),
  };
}
