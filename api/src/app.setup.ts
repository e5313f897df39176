import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';
import { createLogger, requestLogger } from './common/logger';
import { createValidationPipe } from './common/validation';
import { LanguageInterceptor } from './i18n/language.interceptor';
import { DataSource } from 'typeorm';
import { ADMIN_CRUD_RESOURCES } from './admin/resources';
import { completeDocument } from './openapi/complete-document';
import { backOfficeDocument, siteDocument } from './openapi/documents';
import { describeValidatedDtos } from './openapi/validated-dtos';
import { trustProxySetting, type AppConfig } from './config/config';
import { LifecycleService } from './health/lifecycle.service';

/** Everything main.ts and the integration tests both apply to the app. */
export function configureApp(app: INestApplication, config: AppConfig): void {
  const express = app as NestExpressApplication;
  express.set('trust proxy', trustProxySetting(config.TRUST_PROXY));
  app.use(requestLogger(createLogger(config.LOG_LEVEL)));
  // Once shutdown began, every answer closes its connection, so keep-alive clients reconnect
  // (to another replica) and the server can finish draining.
  const lifecycle = app.get(LifecycleService);
  app.use((_req: unknown, res: { setHeader(name: string, value: string): void }, next: () => void) => {
    if (lifecycle.draining) res.setHeader('Connection', 'close');
    next();
  });
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalInterceptors(new LanguageInterceptor());
  app.use(
    helmet({
      // The Swagger UI at /api/docs needs its inline bootstrap script.
      contentSecurityPolicy: {
        directives: { 'script-src': ["'self'", "'unsafe-inline'"], 'img-src': ["'self'", 'data:', 'blob:'] },
      },
      crossOriginResourcePolicy: { policy: 'same-site' },
    }),
  );
  app.enableCors({
    origin: (origin: string | undefined, callback: (error: Error | null, allow?: boolean) => void) => callback(null, !origin || config.CORS_ORIGINS.includes(origin)),
    credentials: true,
    exposedHeaders: ['Content-Range', 'X-Total-Count', 'X-Request-Id', 'Retry-After'],
  });
  // The contract (docs/api-contract.md): DTOs described from their validation rules, then the
  // answer envelope, error shape and back-office records on every operation. Built on the first
  // request for a document, not at start-up: scanning every route takes seconds of CPU that a
  // replica starting or a test app booting would pay for nothing (docs/api-contract.md).
  let document: OpenAPIObject | undefined;
  const wholeDocument = (): OpenAPIObject => {
    if (!document) {
      describeValidatedDtos();
      document = completeDocument(
        SwaggerModule.createDocument(
          app,
          new DocumentBuilder()
            .setTitle('GigMarket API')
            .setDescription('Marketplace for short-term work')
            .setVersion('1.0')
            // OpenAPI 3.1: a nullable reference is `anyOf: [{ $ref }, { type: 'null' }]`, which JSON Schema
            // validators and the type generators read as meant (docs/api-contract.md).
            .setOpenAPIVersion('3.1.0')
            .addBearerAuth()
            .build(),
        ),
        dataSourceOf(app),
        ADMIN_CRUD_RESOURCES,
      );
    }
    return document;
  };
  // Two documents, one per audience (docs/api-contract.md "Two documents").
  SwaggerModule.setup('api/docs', app, () => siteDocument(wholeDocument()), { jsonDocumentUrl: 'api/docs-json' });
  SwaggerModule.setup('api/admin-docs', app, () => backOfficeDocument(wholeDocument()), { jsonDocumentUrl: 'api/admin-docs-json' });
}

function dataSourceOf(app: INestApplication): DataSource | null {
  try {
    return app.get(DataSource);
  } catch {
    return null;
  }
}
