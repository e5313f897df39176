import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { CategoriesModule } from '../categories/categories.module';
import { ListingsModule } from '../listings/listings.module';
import { LookupsModule } from '../lookups/lookups.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { UploadsModule } from '../uploads/uploads.module';
import { WebhookOutboxModule } from '../webhook-outbox/webhook-outbox';
import { EmployerListingsController } from './employer-listings.controller';
import { EmployerListingsService } from './employer-listings.service';
import { RosterAccessModule } from '../roster/roster-exclusions';
import { RosterFirstOpening, RosterFirstTasks } from './roster-first';
import { RosterFirstAnnouncer } from './roster-first-announcer';

/** Employers' own listings (/api/employer/listings): create, edit, publish (or to the favourites first), close, reopen, delete. */
@Module({
  imports: [ListingsModule, ApplicationsModule, CategoriesModule, LookupsModule, UploadsModule, NotificationsModule, WebhookOutboxModule, RosterAccessModule],
  controllers: [EmployerListingsController],
  providers: [EmployerListingsService, RosterFirstAnnouncer, RosterFirstOpening, RosterFirstTasks],
  exports: [EmployerListingsService, RosterFirstAnnouncer, RosterFirstOpening],
})
export class EmployerListingsModule {}
