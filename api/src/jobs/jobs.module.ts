import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Listing } from '../listings/listing.entity';
import { AdminSettings } from '../settings/admin-settings.entity';
import { ListingsModule } from '../listings/listings.module';
import { SearchModule } from '../search/search.module';
import { JobSearchService } from './job-search.service';
import { JobsController } from './jobs.controller';
import { ListingsController } from './listings.controller';
import { ListingsService } from './listings.service';

/** Reading jobs: the public listings (/api/listings) and freelancers' job search and details (/api/jobs). */
@Module({
  imports: [TypeOrmModule.forFeature([Listing, AdminSettings]), ListingsModule, SearchModule],
  controllers: [ListingsController, JobsController],
  providers: [ListingsService, JobSearchService],
  exports: [ListingsService, JobSearchService],
})
export class JobsModule {}
