import { InjectRepository, TypeOrmModule } from '@nestjs/typeorm';
import { Transaction } from './transaction.entity';

/**
 * The transactions folder's tables, for other domains (docs/architecture.md "Owners"): the owning module
 * imports and exports these repositories, and another domain reaches the rows only by importing that
 * module and injecting one below (inside a transaction: `manager.withRepository(repository)`),
 * never through the entity class itself.
 */
export const TRANSACTIONS_REPOSITORIES = TypeOrmModule.forFeature([Transaction]);

export const InjectTransactions = () => InjectRepository(Transaction);
