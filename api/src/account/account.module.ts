import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthToken } from '../auth/auth-token.entity';
import { RateLimitModule } from '../auth/rate-limit/rate-limit.module';
import { UploadsModule } from '../uploads/uploads.module';
import { User } from '../users/user.entity';
import { UsersModule } from '../users/users.module';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { UsersController } from './profile-completion.controller';
import { SiteAccountController } from './site-account.controller';

@Module({
  imports: [TypeOrmModule.forFeature([User, AuthToken]), UsersModule, UploadsModule, RateLimitModule],
  controllers: [AccountController, SiteAccountController, UsersController],
  providers: [AccountService],
})
export class AccountModule {}
