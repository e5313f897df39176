import { createSecretKey } from 'node:crypto';
import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { APP_CONFIG, AppConfig } from '../config/config';
import { UsersModule } from '../users/users.module';
import { AccessGuard } from './access.guard';
import { IdentityCache } from './identity-cache';
import { TokenService } from './token.service';
import { AUTH_REPOSITORIES } from './repositories';
import { ApiKeysService } from './api-keys/api-keys.service';
import { KeyRateLimit } from './api-keys/key-rate-limit';
import { RateLimitModule } from './rate-limit/rate-limit.module';

/** Token issuing and the global access guard; every other module relies on it. */
@Global()
@Module({
  imports: [
    AUTH_REPOSITORIES,
    UsersModule,
    RateLimitModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      // A KeyObject, not the string: given a string, jsonwebtoken first tries it as a PEM public key
      // on every verify and fails with an exception (0.3-0.4 ms of each call; docs/performance.md).
      useFactory: (config: AppConfig) => ({
        secret: createSecretKey(Buffer.from(config.JWT_SECRET)),
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  providers: [TokenService, IdentityCache, ApiKeysService, KeyRateLimit, { provide: APP_GUARD, useClass: AccessGuard }],
  exports: [AUTH_REPOSITORIES, TokenService, IdentityCache, ApiKeysService],
})
export class AccessModule {}
