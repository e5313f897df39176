import { Module } from '@nestjs/common';
import { BankAccountsService } from './bank-accounts.service';
import { ChargesService } from './charges.service';
import { BanksController, EmployerPaymentsController, FreelancerMoneyController } from './money.controller';
import { MoneyViewsService } from './money-views.service';
import { PaymentEventsService } from './payment-events.service';
import { PaystackClient } from './paystack.client';
import { PayoutsService } from './payouts.service';
import { ReconciliationService } from './reconciliation.service';
import { RefundsService } from './refunds.service';
import { PAYMENTS_REPOSITORIES } from './repositories';

/**
 * The gateway's primitives (docs/hire-to-pay.md): the Paystack client, charges, refunds, payouts,
 * bank accounts, the received webhooks and the reconciliation. It never reads or writes a hire's
 * status: `hires/` decides what the gateway's news means for a hire.
 */
@Module({
  imports: [PAYMENTS_REPOSITORIES],
  controllers: [EmployerPaymentsController, FreelancerMoneyController, BanksController],
  providers: [
    PaystackClient,
    ChargesService,
    PayoutsService,
    RefundsService,
    BankAccountsService,
    MoneyViewsService,
    ReconciliationService,
    PaymentEventsService,
  ],
  exports: [
    PAYMENTS_REPOSITORIES,
    PaystackClient,
    ChargesService,
    PayoutsService,
    RefundsService,
    BankAccountsService,
    ReconciliationService,
    PaymentEventsService,
  ],
})
export class PaymentsModule {}
