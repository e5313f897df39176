import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthToken } from '../../auth/auth-token.entity';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { User } from '../../users/user.entity';
import { AccessGuard } from './access.guard';
import { IdentityCache } from './identity-cache';
import { TokenService } from './token.service';

/** Token issuing and the global access guard; every other module relies on it. */
@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([AuthToken, User]),
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ secret: config.JWT_SECRET, signOptions: { algorithm: 'HS256' } }),
    }),
  ],
  providers: [TokenService, IdentityCache, { provide: APP_GUARD, useClass: AccessGuard }],
  exports: [TokenService, IdentityCache],
})
export class AccessModule {}
