import { Global, Module } from '@nestjs/common';
import { SearchEngineService } from './search-engine.service';
import { SearchSyncService } from './search-sync.service';

/** The job search's engine and its outbox worker (docs/search.md "The search engine"); inert without SEARCH_URL. */
@Global()
@Module({
  providers: [SearchEngineService, SearchSyncService],
  exports: [SearchEngineService, SearchSyncService],
})
export class SearchEngineModule {}
