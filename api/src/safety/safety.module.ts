import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { ListingsModule } from '../listings/listings.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersModule } from '../users/users.module';
import { WebhookOutboxModule } from '../webhook-outbox/webhook-outbox';
import { AdminModerationController, AdminReportersController, ReportJobController } from './safety.controller';
import { SafetyService } from './safety.service';

/**
 * Safe jobs (docs/trust.md "Reports"): reports on jobs, hiding, take-down and restore (the only
 * writer of `listings.moderation`), and the fee rule set's flags (`safety/flags.ts`, called where
 * job texts and messages are written).
 */
@Module({
  imports: [ListingsModule, ApplicationsModule, UsersModule, NotificationsModule, WebhookOutboxModule],
  controllers: [ReportJobController, AdminModerationController, AdminReportersController],
  providers: [SafetyService],
  exports: [SafetyService],
})
export class SafetyModule {}
