import { InjectRepository, TypeOrmModule } from '@nestjs/typeorm';
import { Listing } from './listing.entity';

/**
 * The listings folder's tables, for other domains (docs/architecture.md "Owners"): the owning module
 * imports and exports these repositories, and another domain reaches the rows only by importing that
 * module and injecting one below (inside a transaction: `manager.withRepository(repository)`),
 * never through the entity class itself.
 */
export const LISTINGS_REPOSITORIES = TypeOrmModule.forFeature([Listing]);

export const InjectListings = () => InjectRepository(Listing);
