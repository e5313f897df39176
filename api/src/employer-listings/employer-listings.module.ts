import { Module } from '@nestjs/common';
import { ListingsModule } from '../listings/listings.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { UploadsModule } from '../uploads/uploads.module';
import { EmployerListingsController } from './employer-listings.controller';
import { EmployerListingsService } from './employer-listings.service';

/** Employers' own listings (/api/employer/listings): create, edit, publish, close, reopen, delete. */
@Module({
  imports: [ListingsModule, UploadsModule, NotificationsModule],
  controllers: [EmployerListingsController],
  providers: [EmployerListingsService],
  exports: [EmployerListingsService],
})
export class EmployerListingsModule {}
