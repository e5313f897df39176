import { DiscoveryModule } from '../discovery/discovery.module';
import { Module } from '@nestjs/common';
import { ListingsModule } from '../listings/listings.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { WebhookOutboxModule } from '../webhook-outbox/webhook-outbox';
import { ApplicationsController } from './applications.controller';
import { ApplicationsService } from './applications.service';
import { APPLICATIONS_REPOSITORIES } from './repositories';
import { RosterAccessModule } from '../roster/roster-exclusions';

/** Freelancers: applying to a job and reading their own applications. */
@Module({
  imports: [APPLICATIONS_REPOSITORIES, ListingsModule, NotificationsModule, DiscoveryModule, WebhookOutboxModule, RosterAccessModule],
  controllers: [ApplicationsController],
  providers: [ApplicationsService],
  exports: [APPLICATIONS_REPOSITORIES, ApplicationsService],
})
export class ApplicationsModule {}
