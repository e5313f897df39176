import { InjectRepository, TypeOrmModule } from '@nestjs/typeorm';
import { LedgerAccount, LedgerPosting, LedgerEntry } from './ledger.entities';

/**
 * The ledger folder's tables, for other domains (docs/architecture.md "Owners"): the owning module
 * imports and exports these repositories, and another domain reaches the rows only by importing that
 * module and injecting one below (inside a transaction: `manager.withRepository(repository)`),
 * never through the entity class itself.
 */
export const LEDGER_REPOSITORIES = TypeOrmModule.forFeature([LedgerAccount, LedgerPosting, LedgerEntry]);

export const InjectLedgerAccounts = () => InjectRepository(LedgerAccount);
export const InjectLedgerPostings = () => InjectRepository(LedgerPosting);
export const InjectLedgerEntries = () => InjectRepository(LedgerEntry);
