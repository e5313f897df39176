import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { configureApp } from './app.setup';
import { createLogger, PinoLoggerService } from './common/logger';
import { ConfigError, loadConfig } from './config/config';

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
    app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
    await app.listen(config.PORT);
    logger.info({ port: config.PORT, database: config.databaseType }, `API listening on http://localhost:${config.PORT}/api`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`API failed to start: ${message.split('\n')[0]}\n`);
    process.exit(1);
  }
}

void bootstrap();
