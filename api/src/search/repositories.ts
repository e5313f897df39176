import { InjectRepository, TypeOrmModule } from '@nestjs/typeorm';
import { SearchWord } from './search-word.entity';
import { Synonym } from './synonym.entity';

/** The search folder's tables (docs/architecture.md "Owners"): the dictionary and the words of the open listings. */
export const SEARCH_REPOSITORIES = TypeOrmModule.forFeature([Synonym, SearchWord]);

export const InjectSynonyms = () => InjectRepository(Synonym);
