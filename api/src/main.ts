import 'reflect-metadata';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { NestFactory } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import type { Logger } from 'pino';
import { AppModule } from './app.module';
import { configureApp } from './app.setup';
import { createLogger, PinoLoggerService } from './common/logger';
import { AppConfig, ConfigError, loadConfig } from './config/config';
import { LifecycleService } from './health/lifecycle.service';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How long an idle keep-alive connection stays open. Node's default, 5 s, met clients that keep
 * theirs longer (Playwright's request contexts until the server closes them): a request sent just as
 * the server closed the connection failed with `ECONNRESET`. At 65 s that window comes once a minute
 * of idling, not every five seconds, and clients that close idle connections themselves close
 * first (undici a second before the time the header names, HAProxy's pool every 5 s; docs/reliability.md "Keep-alive").
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

function keepIdleConnectionsLongerThanClients(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Node closes a connection whose next request's headers have not all come within this time; it
  // must exceed the keep-alive time, or an idle connection is cut as a slow request.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}

/**
 * SIGTERM/SIGINT: readiness turns 503 at once; after SHUTDOWN_DRAIN_MS the server stops accepting
 * connections, in-flight requests finish (idle keep-alive connections are closed as they go
 * idle), and the data source closes last (TypeORM's shutdown hook runs after the HTTP server has
 * closed). Exit 0 when all of that is done, exit 1 if it takes longer than SHUTDOWN_GRACE_MS.
 */
function handleShutdownSignals(app: INestApplication, config: AppConfig, logger: Logger): void {
  let started = false;
  // Requests in flight, so the shutdown can say how many it let finish and whether any was cut.
  const inFlight = new Set<ServerResponse>();
  const tally = { finished: 0, aborted: 0 };
  const server = app.getHttpServer() as Server;
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    inFlight.add(res);
    res.once('close', () => {
      inFlight.delete(res);
      if (!started) return;
      if (res.writableFinished) tally.finished++;
      else tally.aborted++;
    });
  });
  const shutdown = async (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    app.get(LifecycleService).beginShutdown();
    logger.warn(
      { signal, in_flight: inFlight.size, drain_ms: config.SHUTDOWN_DRAIN_MS, grace_ms: config.SHUTDOWN_GRACE_MS },
      'Shutting down: readiness is now 503',
    );
    const deadline = setTimeout(() => {
      logger.error({ grace_ms: config.SHUTDOWN_GRACE_MS, in_flight: inFlight.size, ...tally }, 'Shutdown grace period exceeded: exiting with requests unfinished');
      process.exit(1);
    }, config.SHUTDOWN_DRAIN_MS + config.SHUTDOWN_GRACE_MS);
    deadline.unref();
    if (config.SHUTDOWN_DRAIN_MS > 0) await sleep(config.SHUTDOWN_DRAIN_MS);
    // server.close() closes the idle keep-alive connections it finds; close those that go idle
    // after their last in-flight response too, so the close does not wait for keep-alive timeouts.
    const closeIdle = setInterval(() => server.closeIdleConnections(), 100);
    try {
      await app.close();
      // finished: answered in full after the signal; aborted: the client went away first.
      logger.warn(tally, 'Shutdown complete');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    } finally {
      clearInterval(closeIdle);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, (received) => void shutdown(received));
}

async function bootstrap() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  try {
    const app = await NestFactory.create(AppModule.forRoot(config), {
      logger: new PinoLoggerService(logger),
      abortOnError: false,
      // Webhook signatures are checked on the exact bytes received.
      rawBody: true,
    });
    configureApp(app, config);
    handleShutdownSignals(app, config, logger);
    keepIdleConnectionsLongerThanClients(app.getHttpServer() as Server);
    await app.listen(config.PORT);
    logger.info({ port: config.PORT, database: config.databaseType }, `API listening on http://localhost:${config.PORT}/api`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`API failed to start: ${message.split('\n')[0]}\n`);
    process.exit(1);
  }
}

void bootstrap();
