import { Module } from '@nestjs/common';
import { SearchModule } from '../search/search.module';
import { UploadsModule } from '../uploads/uploads.module';
import { EmployerListingsController } from './employer-listings.controller';
import { EmployerListingsService } from './employer-listings.service';
import { JobSearchService } from './job-search.service';
import { JobsController } from './jobs.controller';
import { ListingExpiryService, ListingTasks } from './listing-expiry.service';
import { NotificationsModule } from '../notifications/notifications.module';

/** Employers' own listings (/api/employer/listings) and freelancers' job search (/api/jobs). */
@Module({
  imports: [UploadsModule, SearchModule, NotificationsModule],
  controllers: [EmployerListingsController, JobsController],
  providers: [EmployerListingsService, JobSearchService, ListingExpiryService, ListingTasks],
  exports: [EmployerListingsService, JobSearchService, ListingExpiryService],
})
export class MarketplaceListingsModule {}
