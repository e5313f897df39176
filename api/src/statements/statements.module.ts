import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { LedgerModule } from '../ledger/ledger.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { PaymentsModule } from '../payments/payments.module';
import { TransactionsModule } from '../transactions/transactions.module';
import { UsersModule } from '../users/users.module';
import { MoneyDocumentsService } from './money-documents.service';
import { AdminDocumentsController, EmployerReceiptsController, FreelancerStatementsController } from './statements.controller';
import { TaxIdReminders } from './tax-reminders';

/**
 * Tax IDs' yearly reminder, employers' receipts and freelancers' statements
 * (docs/tax-and-statements.md), read from the ledger.
 */
@Module({
  imports: [PaymentsModule, LedgerModule, TransactionsModule, ApplicationsModule, UsersModule, NotificationsModule],
  controllers: [EmployerReceiptsController, FreelancerStatementsController, AdminDocumentsController],
  providers: [MoneyDocumentsService, TaxIdReminders],
  exports: [MoneyDocumentsService, TaxIdReminders],
})
export class StatementsModule {}
