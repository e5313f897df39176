import { Module } from '@nestjs/common';
import { LEDGER_REPOSITORIES } from './repositories';

/** The ledger’s rows, for the money views; postings go through `post()` in ledger.ts. */
@Module({ imports: [LEDGER_REPOSITORIES], exports: [LEDGER_REPOSITORIES] })
export class LedgerModule {}
