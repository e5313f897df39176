import { Module } from '@nestjs/common';
import { SearchModule } from '../search/search.module';
import { UploadsModule } from '../uploads/uploads.module';
import { EmployerListingsController } from './employer-listings.controller';
import { EmployerListingsService } from './employer-listings.service';
import { JobSearchService } from './job-search.service';
import { JobsController } from './jobs.controller';

/** Employers' own listings (/api/employer/listings) and freelancers' job search (/api/jobs). */
@Module({
  imports: [UploadsModule, SearchModule],
  controllers: [EmployerListingsController, JobsController],
  providers: [EmployerListingsService, JobSearchService],
  exports: [EmployerListingsService, JobSearchService],
})
export class MarketplaceListingsModule {}
