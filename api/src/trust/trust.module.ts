import { Global, Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { ListingsModule } from '../listings/listings.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersModule } from '../users/users.module';
import { TrustService } from './trust.service';
import { TRUST_REPOSITORIES } from './repositories';

/** Ratings and reliability, read by hires, profiles, job search and applicants (docs/trust.md). */
@Global()
@Module({
  imports: [TRUST_REPOSITORIES, NotificationsModule, UsersModule, ListingsModule, ApplicationsModule],
  providers: [TrustService],
  exports: [TRUST_REPOSITORIES, TrustService],
})
export class TrustModule {}
