import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LookupsModule } from '../lookups/lookups.module';
import { UsersModule } from '../users/users.module';
import { AuthToken } from './auth-token.entity';
import { AuthController } from './auth.controller';
import { ApiKeysController } from './api-keys/api-keys.controller';
import { DevelopersController } from './api-keys/developers.controller';
import { AuthRetention } from './auth-retention';
import { AuthService } from './auth.service';
import { CodesService } from './codes.service';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { VerificationCode } from './verification-code.entity';

@Module({
  imports: [TypeOrmModule.forFeature([VerificationCode, AuthToken]), UsersModule, LookupsModule, RateLimitModule],
  controllers: [AuthController, ApiKeysController, DevelopersController],
  providers: [AuthService, CodesService, AuthRetention],
  exports: [RateLimitModule, CodesService, AuthService],
})
export class AuthModule {}
