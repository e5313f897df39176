import { Module } from '@nestjs/common';
import { RateLimitModule } from '../auth/rate-limit/rate-limit.module';
import { UploadsModule } from '../uploads/uploads.module';
import { UsersModule } from '../users/users.module';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { UsersController } from './profile-completion.controller';
import { SiteAccountController } from './site-account.controller';

@Module({
  imports: [UsersModule, UploadsModule, RateLimitModule],
  controllers: [AccountController, SiteAccountController, UsersController],
  providers: [AccountService],
})
export class AccountModule {}
