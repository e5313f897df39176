import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { ListingsModule } from '../listings/listings.module';
import { LookupsModule } from '../lookups/lookups.module';
import { PlacesModule } from '../locations/places.module';
import { SearchLexiconService } from './lexicon.service';
import { PopularSearchService } from './popular-search.service';
import { SEARCH_REPOSITORIES } from './repositories';
import { SearchWordsService } from './search-words.service';

/**
 * Understanding a search (docs/search.md): the lexicon (dictionary, taxonomy, places, the open
 * listings' words) a search's words are read with, and popular searches, offered as suggestions.
 */
@Module({
  imports: [SEARCH_REPOSITORIES, CategoriesModule, ListingsModule, LookupsModule, PlacesModule],
  providers: [PopularSearchService, SearchWordsService, SearchLexiconService],
  exports: [SEARCH_REPOSITORIES, PopularSearchService, SearchWordsService, SearchLexiconService],
})
export class SearchModule {}
