import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { BookmarksModule } from '../bookmarks/bookmarks.module';
import { ConnectionsModule } from '../connections/connections.module';
import { ListingsModule } from '../listings/listings.module';
import { SearchModule } from '../search/search.module';
import { SettingsModule } from '../settings/settings.module';
import { UsersModule } from '../users/users.module';
import { RosterAccessModule } from '../roster/roster-exclusions';
import { JobSearchService } from './job-search.service';
import { JobsController } from './jobs.controller';
import { ListingsController } from './listings.controller';
import { ListingsService } from './listings.service';
import { SearchSuggestionsController } from './search-suggestions.controller';
import { SearchSuggestionsService } from './search-suggestions.service';

/** Reading jobs: the public listings (/api/listings) and freelancers' job search and details (/api/jobs). */
@Module({
  imports: [ListingsModule, SettingsModule, ApplicationsModule, BookmarksModule, ConnectionsModule, UsersModule, SearchModule, RosterAccessModule],
  controllers: [ListingsController, JobsController, SearchSuggestionsController],
  providers: [ListingsService, JobSearchService, SearchSuggestionsService],
  exports: [ListingsService, JobSearchService],
})
export class JobsModule {}
