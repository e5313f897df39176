import { Global, Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { TrustService } from './trust.service';
import { TRUST_REPOSITORIES } from './repositories';

/** Ratings and reliability, read by hires, profiles, job search and applicants (docs/trust.md). */
@Global()
@Module({
  imports: [TRUST_REPOSITORIES, NotificationsModule],
  providers: [TrustService],
  exports: [TRUST_REPOSITORIES, TrustService],
})
export class TrustModule {}
