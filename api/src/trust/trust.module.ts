import { Global, Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { TrustService } from './trust.service';

/** Ratings and reliability, read by hires, profiles, job search and applicants (docs/trust.md). */
@Global()
@Module({
  imports: [NotificationsModule],
  providers: [TrustService],
  exports: [TrustService],
})
export class TrustModule {}
