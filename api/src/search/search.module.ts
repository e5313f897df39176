import { Module } from '@nestjs/common';
import { PopularSearchService } from './popular-search.service';
import { SearchController } from './search.controller';

/** Popular searches: recorded by the job search, offered as suggestions. */
@Module({
  controllers: [SearchController],
  providers: [PopularSearchService],
  exports: [PopularSearchService],
})
export class SearchModule {}
