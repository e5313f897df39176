import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { LedgerModule } from '../ledger/ledger.module';
import { ListingsModule } from '../listings/listings.module';
import { SettingsModule } from '../settings/settings.module';
import { TransactionsModule } from '../transactions/transactions.module';
import { BankAccountsService } from './bank-accounts.service';
import { ChargesService } from './charges.service';
import { GatewayConfirmation } from './gateway-confirmation.service';
import { BanksController, EmployerPaymentsController, FreelancerMoneyController } from './money.controller';
import { MoneyViewsService } from './money-views.service';
import { PaymentSettingsReader } from './payment-settings';
import { PaymentEventsService } from './payment-events.service';
import { PaystackClient } from './paystack.client';
import { PayoutsService } from './payouts.service';
import { ReconciliationService } from './reconciliation.service';
import { RefundsService } from './refunds.service';
import { PAYMENTS_REPOSITORIES } from './repositories';

/** What the hire and identity domains use: everything but the money pages' own views. */
const PRIMITIVES = [
  PaymentSettingsReader,
  PaystackClient,
  ChargesService,
  PayoutsService,
  RefundsService,
  BankAccountsService,
  ReconciliationService,
  PaymentEventsService,
  GatewayConfirmation,
];

/**
 * The gateway's primitives (docs/hire-to-pay.md): the Paystack client, charges, refunds, payouts,
 * bank accounts, the received webhooks and the reconciliation. It never reads or writes a hire's
 * status: `hires/` decides what the gateway's news means for a hire.
 */
@Module({
  imports: [PAYMENTS_REPOSITORIES, SettingsModule, TransactionsModule, LedgerModule, ApplicationsModule, ListingsModule],
  controllers: [EmployerPaymentsController, FreelancerMoneyController, BanksController],
  providers: [...PRIMITIVES, MoneyViewsService],
  exports: [PAYMENTS_REPOSITORIES, ...PRIMITIVES],
})
export class PaymentsModule {}
