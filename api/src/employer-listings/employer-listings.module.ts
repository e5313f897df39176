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

/** Employers' own listings (/api/employer/listings): create, edit, publish, close, reopen, delete. */
@Module({
  imports: [ListingsModule, ApplicationsModule, CategoriesModule, LookupsModule, UploadsModule, NotificationsModule, WebhookOutboxModule],
  controllers: [EmployerListingsController],
  providers: [EmployerListingsService],
  exports: [EmployerListingsService],
})
export class EmployerListingsModule {}
