import { InjectRepository, TypeOrmModule } from '@nestjs/typeorm';
import { Connection } from './connection.entity';

/**
 * The connections folder's tables, for other domains (docs/architecture.md "Owners"): the owning module
 * imports and exports these repositories, and another domain reaches the rows only by importing that
 * module and injecting one below (inside a transaction: `manager.withRepository(repository)`),
 * never through the entity class itself.
 */
export const CONNECTIONS_REPOSITORIES = TypeOrmModule.forFeature([Connection]);

export const InjectConnections = () => InjectRepository(Connection);
