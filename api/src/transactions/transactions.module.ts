import { Module } from '@nestjs/common';
import { TRANSACTIONS_REPOSITORIES } from './repositories';

/** The employer payments’ rows (transactions), for payments, hires and the money views. */
@Module({ imports: [TRANSACTIONS_REPOSITORIES], exports: [TRANSACTIONS_REPOSITORIES] })
export class TransactionsModule {}
